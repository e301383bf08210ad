## 규칙 설정 위젯, 그리고 적용 중인 규칙과 비교하는 두 번째 규칙(tutor/app/compare.py).

compare-field-direction = 진행 방향
compare-field-ace = 런에서 A
compare-field-seven-in-hand = 손에 남은 7의 점수
compare-field-sevens-double = 7이 정산을 두 배로
compare-field-sopang-max = 소빵 상한
compare-field-daepang-min = 대빵 하한
compare-field-knock-limit = 스톱 한도
compare-field-knock-needs = 스톱하기 전에 누가 등록했어야 하나
compare-field-discard-to-go-out = 훌라에 마지막 버리기 필요
compare-field-meld-at-stock-end = 덱이 바닥나면 모두 등록
compare-field-stock-melds-spare-doubling = 덱이 바닥났을 때 등록하면 미등록 두 배를 피함
compare-field-claim = 차례 밖에서 버린 카드 가져가기(땡큐)
compare-field-undercut-doubles = 스톱박이면 모든 정산이 두 배
compare-field-undercut-penalty = 대신 스톱박 벌칙(고정 판돈)
compare-field-hoola-doubles = 퍼펙트가 나면 다음 판 판돈이 두 배
compare-field-jokers = 덱의 조커
compare-field-joker-in-hand = 손에 남은 조커
compare-field-picture-cards-ten = J, Q, K를 10점으로
compare-field-picture-blast = J, Q, K가 10점일 때의 빵
compare-field-perfect-needs-all-turns = 퍼펙트는 모두에게 차례가 한 번 돌아간 뒤에만
compare-field-tie = 점수가 가장 적은 사람이 여럿일 때
compare-field-six-seven-players = 6~7명 변형 규칙
compare-field-dropout-compensation = 강제로 빠진 사람의 보상(항목당 판돈)

## 이름이 붙은 값.

compare-option-ace = { $value ->
        [wrap] 돌아가기: A-2-3, Q-K-A, K-A-2
        [high-or-low] 높게 또는 낮게: A-2-3과 Q-K-A, K-A-2는 안 됨
        [low] 낮게만: A-2-3
       *[other] { $value }
    }
compare-option-knock-needs = { $value ->
        [other-melded] 다른 사람 중 적어도 한 명이 등록했어야 해요
        [knocker-and-other] 스톱하는 사람과 다른 사람 적어도 한 명이 등록했어야 해요
        [none] 아무도 등록하지 않아도 돼요
       *[other] { $value }
    }
compare-option-claim = { $value ->
        [none] 없음: 차례 밖에서는 가져갈 수 없어요
        [battle] 먼저 잡는 사람: 버린 카드를 먼저 친 사람
        [tame] 순서대로: 차례가 먼저 오는 사람
       *[other] { $value }
    }
compare-option-tie = { $value ->
        [turn-order] 차례 순서로 정해요
        [fewest-cards] 카드가 적은 사람, 그다음 차례 순서
       *[other] { $value }
    }
compare-option-picture-blast = { $value ->
        [none] 빵 없음
        [all-pictures] 대빵은 J/Q/K 일곱 장이어야 하고, 소빵은 그대로
       *[other] { $value }
    }
compare-option-joker-in-hand = { $value ->
        [double] 0점이고 나머지 손패가 두 배(조커 두 장이면 ×4), 권장
        [quintuple] 0점이고 나머지 손패가 다섯 배(세븐 브리지처럼)
        [zero] 0점이고 다른 효과는 없음
        [fourteen-triple] 14점이고 나머지 손패가 세 배(두 장이면 28점과 ×9)
        [twenty] 20점
        [thirty] 30점
       *[other] { $value }
    }
compare-value = { $value ->
        [true] 네
        [false] 아니요
       *[none] 꺼짐
    }
compare-limit-for = { $players }명이면 { $limit }

## 위젯.

compare-refused = 그 변경은 받아들이지 않았어요:{" "}
compare-penalty-label = 스톱박 당한 사람이 상대 한 명에게 내는 벌칙(판돈)
compare-custom-table = 직접 만든 표(링크에서)
compare-own-number = 직접 정한 값: { $value }
compare-own-limit-label = …또는 직접 정하는 스톱 한도(점수, 모든 인원에 같게)
compare-own-limit-placeholder = 숫자
compare-toggle = 두 번째 규칙과 비교하기
compare-preset-label = 두 번째 규칙: 시작할 프리셋
compare-switches-expander = 두 번째 규칙의 설정 바꾸기{ $changed ->
        [0] {""}
       *[other] {" "}({ $preset }에서 { $changed }개 바꿈)
    }
compare-what-result = 결과
compare-rules-in-force = 적용 중인 규칙
compare-second-rules = 두 번째 규칙
