## 코치가 이번 차례에 둘 수 전체로 본 돌아보기와 그 오차 범위.

coach-review-held-meld = { JOSA($card, "을/를") } 버린 것은 코치와 같지만, 코치는 먼저 { JOSA($laid, "을/를") } 내려놓아요.
coach-review-about-as-good = 가려진 카드를 { $deals }가지로 나눠 끝까지 두어 보면 두 수의 차이는 평균 판돈 { $gap_signed }배로, 그 판들과 코치 자신의 선택에 따르는 오차 범위(± { $half_text }) 안이에요: 거의 같은 수예요.
coach-review-summary-close = 선택 { $decisions }번 가운데 { $differ ->
        [0] 오차 범위를 넘어 코치가 더 잘 뒀을 수는 없고
       *[other] 코치라면 { $differ }번을 더 잘 뒀을 거예요{ $marks ->
            [none] {""}
           *[other] {" "}({ $marks })
        }. 그리고
    } { $even }번은 다르게 뒀겠지만 거의 같은 수예요. 코치의 수와 비교하면 한 번에 평균 판돈 약 { $loss_text }배를 잃었어요.
play-page-review-line = 코치의 수순:
