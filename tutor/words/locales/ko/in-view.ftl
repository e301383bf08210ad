## 이슈 40: 결과는 화면 안에, 이름은 선택, 판은 링크에 보관.

# $seat: 자리 글자(A, B, C…), 이름을 적기 전까지의 이름
round-form-seat-placeholder = { $seat } (이름은 적지 않아도 돼요)
payout-round-link-unread = 이 링크의 판을 읽을 수 없어 빈 양식으로 시작해요.
# 힌트를 모두 본 뒤에 틀렸을 때
feedback-retry-no-hints = **아직이에요. 다시 해 보세요.**

    { $what }

    답을 바꾸고 **채점**을 누르거나 **답 보기**를 누르세요.
# 레슨의 마지막 단계, 아직 정복하지 못함: 그렇다고 말하고 정복 조건을 알려 줌
lessons-lesson-end-not-mastered = **레슨 끝: 아직 완전 정복은 아니에요.** 별 { $most }개 중 { $stars }개. { $todo ->
    [0] {""}
   *[other] 아직 { $todo }문제가 남았어요.{" "}
}모든 문제를 풀고 별을 { $mastery }% 이상 모으면 완전 정복이에요.
# 틀린 뒤 답이 보일 때(그 뒤 힌트를 모두 봤거나 답 보기를 누름)
feedback-retry-answer-shown = **아직이에요. 다시 해 보세요.**

    { $what }

    답을 바꾸고 **채점**을 누르세요. 답은 아래에 있어요.
