## 판정과 받은 힌트: 레슨과 퀴즈가 보여 주는 방식 (tutor/app/feedback_view.py).

feedback-hint-nudge = **힌트 { $n }/{ $total }.** { $text }
feedback-hint-rule = **힌트 { $n }/{ $total }: 규칙.** { $text }{ $more }
feedback-hint-read = {" "}규칙서의 { $cite } 항목을 읽어 보세요.
feedback-hint-answer = **힌트 { $n }/{ $total }: 정답.** **{ $answer }** ({ $text })
feedback-right = **{ $stars ->
    [3] 한 번에 맞혔어요!
    [1] 마쳤어요.
   *[other] 맞았어요!
}** { $title }. { $why }
feedback-stars = 이 단계 { $stars }
feedback-not-yet = **아직이에요. 다시 해 보세요.**
feedback-change-answer = 답을 바꾸고 **확인**을 누르거나 힌트를 받으세요.
feedback-answer = **정답: { $expected }** — { $title }.
