## 규칙 스위치의 이름 붙은 값마다 짧고 쉬운 이름 (tutor/words/switch_values.py).

switch-value-direction = { $value ->
        [clockwise] 시계 방향
       *[counter-clockwise] 시계 반대 방향
    }
switch-value-ace = { $value ->
        [wrap] 돌아가기 (K-A-2도 됨)
        [high-or-low] 높게 또는 낮게 (K-A-2는 안 됨)
       *[low] 낮게만 (A-2-3)
    }
switch-value-knock-needs = { $value ->
        [other-melded] 다른 사람이 등록했을 때
        [knocker-and-other] 스톱하는 사람과 다른 사람이 등록했을 때
       *[none] 조건 없음
    }
switch-value-claim = { $value ->
        [battle] 먼저 잡는 사람 (배틀)
        [tame] 차례가 먼저인 사람 (차례순 땡큐)
       *[none] 땡큐 없음
    }
switch-value-tie = { $value ->
        [fewest-cards] 카드가 적은 사람, 그다음 차례 순서
       *[turn-order] 차례 순서
    }
switch-value-picture-blast = { $value ->
        [all-pictures] 대빵은 그림 카드 일곱 장
       *[none] 빵 없음
    }
switch-value-joker-in-hand = { $value ->
        [double] 0점, 나머지 손패 두 배
        [quintuple] 0점, 나머지 손패 다섯 배
        [zero] 0점, 다른 효과 없음
        [fourteen-triple] 14점, 나머지 손패 세 배
        [twenty] 20점
       *[thirty] 30점
    }

switch-setting = { $name }: { $value }
