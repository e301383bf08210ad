## 답에 대한 평가와 힌트, 레슨과 퀴즈에서 똑같이 (tutor/app/feedback_view.py).

feedback-praise = { $stars ->
    [3] 한 번에 맞혔어요!
    [1] 다 풀었어요.
   *[other] 맞았어요!
}
feedback-right = **{ $praise }** { $title }. { $why }
feedback-step-stars = {"\u000A"}{"\u000A"}이 단계의 별: { $stars }
feedback-retry = **아직이에요. 다시 해 보세요.**

    { $what }

    답을 바꾸고 **채점**을 누르거나 힌트를 보세요.
feedback-answer = **답: { $answer }** — { $title }
feedback-hint-nudge = **힌트 { $n }/{ $of }.** { $hint }
feedback-hint-rule = **힌트 { $n }/{ $of }: 규칙.** { $hint }
feedback-read-rule = {" "}규칙서의 { $link } 항목을 읽어 보세요.
feedback-hint-answer = **힌트 { $n }/{ $of }: 답.** **{ $answer }** ({ $hint })
