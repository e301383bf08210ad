## 끝내기 해설 페이지 (tutor/app/pages/endings.py).

endings-title = 끝내기 해설
endings-intro = 손패와 차례가 시작될 때의 상황을 넣으면, 판이 끝날 수 있는 방법(빵, 스톱, 세븐 포카드, 훌라)마다 지금 할 수 있는지, 무엇으로 정해지는지, 어떤 규칙 때문인지 보여 줘요. 카드가 8장이면 방금 가져온 것으로 보고 바로 훌라할 수 있는지 확인해요.
endings-source = 손패
endings-source-type = 입력
endings-source-pick = 고르기
endings-source-deal = 나누기
endings-deal-size = 카드 수
endings-deal-size-option = { $cards ->
    [7] 7장: 차례 시작
   *[other] 8장: 가져온 직후
}
endings-seed = 시드 (같은 시드면 같은 손패가 나와요)
endings-deal = 나누기
endings-deal-help = 새 손패를 무작위로 나눠요.
endings-dealt-hand = 손패 #{ $seed }: { $cards }
endings-pick-label = 손패의 카드를 고르세요
endings-type-label = 손패 입력
endings-type-placeholder = 예: Ah 2c 3d 2h 4s Ac 2d
endings-going-out-now = 지금 훌라 (가져온 뒤)
endings-going-out-next-draw = 다음에 가져와서 훌라
endings-differs = 달라짐
endings-number = { $name }: **{ $value }**
endings-melds-label = 등록:
endings-laid-off-label = 붙이기:
endings-situation = 이번 차례가 시작될 때의 상황
endings-you-melded = 내가 등록했어요
endings-other-melded = 다른 플레이어가 등록했어요
endings-others-had-turn = 다른 플레이어에게 모두 한 번씩 차례가 돌아갔어요
endings-players = 테이블의 플레이어 수
endings-table = 바닥에 있는 등록 (누구의 것이든; 등록끼리는 쉼표로 나눠요)
endings-table-placeholder = 예: 5s 6s 7s, Qc Qd Qh
endings-table-help = 이번 차례나 그 전에 자기 손에서 등록했다면, 훌라할 때 이 등록에 카드를 붙일 수 있어요.
endings-table-error = 바닥의 등록:{" "}
endings-on-table-label = 바닥:
endings-ask-hand = 손패를 입력하거나 고르거나 나누면 어떤 끝내기가 가능한지 보여 줘요.
endings-hand-label = 손패:
endings-error-in-force = 지금 규칙으로:{" "}
endings-error-second = 두 번째 규칙으로:{" "}
endings-compare = 두 번째 규칙과 비교하기
endings-what-changes = 이 손패의 판정
endings-verdicts-change = 달라지는 판정: { $changes }
endings-rules-in-force = **지금 규칙** ({ $preset })
endings-second-rules = **두 번째 규칙** ({ $preset })
