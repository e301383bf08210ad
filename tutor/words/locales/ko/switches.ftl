## 규칙 스위치와 프리셋 (규칙 1–8): 스위치마다 하는 일, 프리셋마다 쉬운 이름과 설명 (규칙 8).

rules-switch-direction = 차례 방향. 선이 먼저 하고, 그다음 이 방향으로 차례가 돌아요.
rules-switch-ace = 런에서 A의 자리: 돌아가기면 A-2-3, Q-K-A, K-A-2가 모두 되고, 높게 또는 낮게면 A-2-3과 Q-K-A만 되고 (K-A-2는 안 돼요), 낮게만이면 A-2-3만 돼요.
rules-switch-seven-in-hand = 끝날 때 손에 남은 7 한 장의 점수 (스톱, 덱이 바닥났을 때, 정산에 써요). 빵을 셀 때 7은 언제나 7점이에요.
rules-switch-sevens-double = 진 사람의 손에 남은 7 한 장마다 그 사람이 내는 돈이 두 배가 돼요.
rules-switch-sopang-max = 소빵이 되는 손패 합계의 최댓값.
rules-switch-daepang-min = 대빵이 되는 손패 합계의 최솟값.
rules-switch-knock-limit = 스톱할 수 있는 손패 점수의 최댓값: 모든 인원에 같은 한 숫자, 또는 인원별 표. 지금 인원이 없는 표는 쓸 수 없어요.
rules-switch-knock-needs = 스톱하기 전에 누가 등록했어야 하나: 다른 플레이어 적어도 한 명, 스톱하는 사람과 다른 플레이어 적어도 한 명, 또는 아무도 안 해도 돼요 (조건 없음).
rules-switch-discard-to-go-out = 훌라하려면 마지막에 한 장을 버려야 해요: 한 장만 남기고 모두 등록한 뒤 버려요. 끄면 모든 카드를 등록하거나 붙여서 훌라할 수도 있어요.
rules-switch-meld-at-stock-end = 덱이 바닥나면 점수를 세기 전에 모두 등록할 수 있는 것을 등록해요.
rules-switch-stock-melds-spare-doubling = 덱이 바닥났을 때 등록한 것도 등록으로 쳐서 '미등록' 두 배를 면해요. 출처에는 없어요. 끄면 그 두 배는 게임 중 등록을 두고 하는 말로 읽어요.
rules-switch-claim = 차례가 아닐 때 남이 버린 카드를 가져가 등록하기: 안 돼요 (땡큐 없음), 먼저 잡는 사람 (배틀), 또는 차례가 먼저 오는 사람 (차례순 땡큐).
rules-switch-undercut-doubles = 스톱박이면 진 사람이 내는 돈이 모두 두 배가 돼요.
rules-switch-undercut-penalty = 정해 두면, 스톱박을 당한 사람이 진 사람 모두의 몫을 내는 대신 상대마다 이만큼의 판돈을 내고 그 밖에는 아무것도 내지 않아요.
rules-switch-hoola-doubles = 퍼펙트 다음 판은 판돈이 두 배가 되고, 퍼펙트가 또 나오면 다시 두 배가 돼요. 다른 방법으로 이기면 원래 판돈으로 돌아가요.
rules-switch-jokers = 덱에 넣는 조커 수 (0, 1, 2). 조커는 등록에서 어떤 카드든 대신해요.
rules-switch-picture-cards-ten = J, Q, K를 11, 12, 13점 대신 모두 10점으로 세요.
rules-switch-picture-blast = 그림 카드가 10점일 때: 빵이 아예 없거나, 대빵은 J, Q, K 일곱 장이어야 하고 소빵은 그대로예요.
rules-switch-perfect-needs-all-turns = 다른 플레이어에게 모두 한 번 이상 차례가 돌아간 뒤에만 퍼펙트로 쳐요.
rules-switch-tie = 가장 적은 점수가 같을 때 (덱이 바닥났을 때, 또는 두 사람이 스톱박을 만들 때) 누가 이기나: 차례 순서로 정하면 스톱한 사람 (덱이 바닥났으면 선)부터 차례 방향으로 세어 먼저 오는 사람이, 카드가 적은 사람으로 정하면 카드를 더 적게 든 사람 (같으면 차례 순서)이 이겨요.
rules-switch-six-seven-players = 여섯이나 일곱 명: 카드를 나눈 뒤 한두 명이 빠져서 다섯 명이 해요. 어쩔 수 없이 빠진 사람은 든 카드에 따라 보상을 받아요.
rules-switch-dropout-compensation = 여섯이나 일곱 명일 때: 어쩔 수 없이 빠진 사람이 든 7, 세 장 세트, 같은 무늬 런 하나마다, 하기로 한 선 아닌 네 사람에게서 각각 받는 판돈.
rules-switch-joker-in-hand = 손에 남은 조커의 점수: 0점에 나머지 손패 두 배 (두 장이면 ×4, 권장), 0점에 나머지 다섯 배 (세븐 브리지처럼), 0점에 다른 효과 없음, 14점에 나머지 세 배 (두 장이면 28점에 ×9), 20점, 또는 30점이에요.

rules-preset-name = { $preset ->
    [pagat] 표준
    [s1-short] 요약 규칙
    [s2-casual] 캐주얼 규칙
   *[bga] 온라인 테이블
}
rules-preset-pagat = 상세 규칙 페이지에 나온 표준 게임이에요. 따로 고르지 않으면 이 규칙을 써요.
rules-preset-s1-short = 표준 게임에 요약 규칙이 정한 것을 더했어요: 손에 남은 7은 14점, 소빵은 15점 이하, 등록 조건 없이 스톱, 버리지 않고 훌라, 덱이 바닥났을 때 등록 없음.
rules-preset-s2-casual = 표준 게임에 캐주얼 규칙 페이지가 정한 것을 더했어요: 시계 방향, 스톱하는 사람과 다른 한 명이 등록했어야 함, "땡큐" 가져가기 (배틀 훌라) 켜짐.
rules-preset-bga = 가장 큰 온라인 훌라 테이블: 소빵 15점 이하, 대빵 83점 이상, 손에 남은 7은 어떤 끝내기든 14점, 점수가 같으면 스톱한 사람이 져요. 나머지는 표준과 같아요.

rules-knock-table = { $table ->
    [ten] 모두 10점 (모든 출처)
    [table-7-10-15] 2 / 3 / 4명일 때 7 / 10 / 15점 (변형)
    [table-5-15-21] 2 / 3 / 4명일 때 5 / 15 / 21점 (변형)
    [table-5-10-15-21] 2 / 3 / 4 / 5명일 때 5 / 10 / 15 / 21점 (변형)
    [five] 모두 5점 (변형)
   *[four] 모두 4점 (변형)
}

rules-source-direction-detailed = 시계 반대 방향 (시계 방향은 변형)
rules-source-direction-casual = 시계 방향
rules-source-ace-detailed = 돌아가기 (높게 또는 낮게, 낮게만은 변형)
rules-source-ace-short = 돌아가기: K-A-2도 돼요
rules-source-ace-casual = 높게 또는 낮게; 도는 것은 말하지 않아요
rules-source-seven-in-hand-detailed = 7점 (숫자대로)
rules-source-seven-in-hand-short = 14점
rules-source-seven-in-hand-online = 스톱 때 14점; 다른 끝내기는 말하지 않아요
rules-source-yes = 네
rules-source-sevens-double-short = 정산 규칙이 없어요
rules-source-sopang-max-detailed = 15 미만 (14 이하)
rules-source-sopang-max-short = 15 이하
rules-source-sopang-max-casual = 15 미만
rules-source-daepang-min-detailed = 83 이상
rules-source-daepang-min-casual = 82 초과
rules-source-knock-limit-detailed = 10 (인원별 표는 변형)
rules-source-knock-limit-short = 10
rules-source-knock-needs-detailed = 다른 플레이어 적어도 한 명
rules-source-knock-needs-short = 조건 없음
rules-source-knock-needs-casual = 스톱하는 사람과 다른 플레이어 적어도 한 명
rules-source-discard-to-go-out-detailed = 버려야 해요 (버리지 않고 훌라는 변형)
rules-source-discard-to-go-out-short = 버리지 않아도 돼요
rules-source-discard-to-go-out-casual = 버려야 해요
rules-source-meld-at-stock-end-detailed = 예: 모두 보여 주고 등록하고 세요
rules-source-meld-at-stock-end-short = 아니요: 마지막으로 가져온 사람이 차례를 마치고, 손패를 그대로 세요
rules-source-silent = 말하지 않음
rules-source-claim-detailed = 안 돼요 (배틀 훌라와 차례순 땡큐는 변형)
rules-source-claim-casual = “땡큐” 가져가기가 기본이고, 먼저 손댄 사람이 가져가요
rules-source-undercut-penalty-detailed = 변형, 예를 들어 판돈 5
rules-source-variation = 변형
rules-source-jokers-detailed = 선택 (변형)
rules-source-none = 없음
rules-source-joker-in-hand-detailed = 합의로 여섯 가지 중 하나; 두 배를 권장
rules-source-picture-blast-detailed = 합의로 둘 중 하나 (변형)
rules-source-not-mentioned = 언급 없음
rules-source-dropout-compensation-detailed = 제안: 네 사람에게서 각각 판돈 ¼ (항목당 모두 판돈 1)
rules-source-said = **{ $source }**: { $said }

compare-option-direction = { $value ->
        [clockwise] 시계 방향
       *[other] 시계 반대 방향
    }
