## 정산 확인과 게임 장부의 판 입력 양식: 한 판이 어떻게 끝났는지.

round-form-count = 테이블의 플레이어 수
round-form-count-help = { $most ->
        [5] 2~5명.
       *[other] 2~5명, 여섯·일곱 명 변형 규칙에서는 7명까지.
    }
round-form-quick = 빠른 입력: 카드 대신 각자 센 점수
round-form-quick-help = 테이블에서: 각자 센 점수와 든 7을 몇 번만 눌러 입력해요.
round-form-save = 판 저장
round-form-complete-first = 먼저 양식을 채우세요.

## 플레이어 한 사람.

round-form-player = 플레이어 { $number }
round-form-name-label = 플레이어 { $number } (앉은 순서, 시계 방향)
round-form-name-placeholder = 플레이어 { $number }의 이름
round-form-status-label = 상태
round-form-status = { $status ->
        [chose] 스스로 빠짐
        [forced] 강제로 빠짐
       *[plays] 이번 판에 참여
    }
round-form-status-help = 여섯이나 일곱 명이 앉으면 카드를 나눈 뒤 한두 명이 빠져요.
round-form-by-cards = 대신 세어 주세요(카드 입력)
round-form-by-cards-help = 이 플레이어의 카드를 입력하거나 누르면 점수가 채워져요.
round-form-turn = 차례가 있었음
round-form-turn-help = 자기 차례가 한 번 이상 있었어요.
round-form-melded = 등록 여부
round-form-melded-option = { $melded ->
        [true] 등록했음
       *[other] 미등록
    }
round-form-melded-help = 판이 끝나기 전에 손에서 등록을 했어요. 차례가 있었는데 한 번도 등록하지 못한 진 사람은 두 배를 내요(규칙 { POINT("6.3") }).
round-form-points = 손패 점수
round-form-points-placeholder = 점수
round-form-points-help = 손에 남은 점수, 이 규칙대로 센 값{ $stock_melds ->
        [true] (덱이 바닥났을 때 등록하고 난 뒤).
       *[other] .
    }
round-form-sevens = 든 7
round-form-jokers = 든 조커
round-form-hand = 손에 남은 카드{ $out ->
        [true] {" "}(덱으로 돌아감)
       *[other] {""}
    }
round-form-hand-placeholder = 예: 2c 9d Kh (훌라로 끝낸 사람은 비워 두세요)
round-form-hand-help = 숫자 A 2–10 J Q K, 무늬 c d h s(클로버, 다이아, 하트, 스페이드): '10h', 'Qs'. 조커: 'JK'.
round-form-tap = 카드 눌러서 고르기
round-form-tap-label = 손패의 카드를 하나씩 누르세요

## 판 전체.

round-form-nobody = 없음: 마지막 카드는 덱에서 왔어요
round-form-dealer = 선
round-form-dealer-is = 선: { $dealer }
round-form-ending = 판이 끝난 방법
round-form-ending-placeholder = 끝낸 방법을 고르세요
round-form-winner = 이긴 사람
round-form-winner-placeholder = 누가 이겼나요?
round-form-perfect = 퍼펙트(훌라): 앞서 등록 없이 한 차례에 일곱 장을 모두 내려놓음
round-form-fed = 누가 버린 카드로 완성했나요?
round-form-fed-help = 다른 사람이 버린 카드로 퍼펙트가 나면, 그 사람이 진 사람 모두의 몫을 내요.
round-form-knocker = 스톱한 사람
round-form-knocker-placeholder = 누가 스톱했나요?
round-form-who = { $field ->
        [winner] 누가 이겼나요
       *[knocker] 누가 스톱했나요
    }

## 아직 빠진 것, 고칠 것.

round-form-missing = { $what ->
        [name] 플레이어 { $number }의 이름
        [ending] 판이 끝난 방법
        [winner] 이긴 사람
        [knocker] 스톱한 사람
        [points] { $name }의 점수
        [hand] { $name }의 손패
       *[melded] { $name }의 등록 여부
    }
round-form-still-missing = 아직 채울 것: { $missing }.
round-form-fix-hands = 위에 표시한 곳을 고치면 계속할 수 있어요.
round-form-fix-player = { $name }에 표시한 것을 고치면 계속할 수 있어요.
