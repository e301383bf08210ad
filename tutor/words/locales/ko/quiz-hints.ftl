## 퀴즈: 문제마다 첫 힌트 (집합 `quiz`의 hint-* 코드). 답은 말하지 않고 볼 곳만 알려 줘요.

quiz-hint-deal = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: { $ask ->
        [stock] 이 규칙의 카드 한 벌이 몇 장인지 세고, 카드를 나눠 주면 몇 장이 빠지는지 보세요.
        [first-card] 선은 한 장씩 나눠 주고, 선 다음 차례인 사람부터 시작해요.
       *[seats] 몇 명까지 앉을 수 있는지, 그리고 인원이 많을 때의 변형이 무엇을 허용하는지 보세요.
    }
quiz-hint-card-values = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 카드마다 점수를 매기세요{ $pictures ->
        [true] . 이 테이블에서는 그림 카드가 10점이에요
       *[other] {""}
    }. 손에 남은 7이 몇 점인지도 잊지 마세요.
quiz-hint-money-balance = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 승자가 받는 만큼을 패자들이 나눠서 내요.
quiz-hint-six-seven = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: { $ask ->
        [decide] 이미 참여하기로 한 사람과 빠진 사람이 몇 명인지, 몇 명이 빠져야 하는지 세어 보세요.
       *[paid] 손패에서 7, 세 장짜리 세트, 같은 무늬 런을 찾으세요. 한 카드를 두 번 쓰면 안 돼요.
    }
quiz-hint-undercut-penalty = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 벌칙을 정해 두었을 때, 스톱박을 당한 사람은 상대 한 명에게 무엇을 내나요?
quiz-hint-knock-table = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 이 테이블 표에서 { $players }명일 때의 한도를 찾고, 정산할 때처럼 손패를 세어 보세요 (규칙 { POINT("6.1") }).
quiz-hint-meld = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 카드의 끗수가 모두 같나요, 아니면 같은 무늬로 끊김 없이 이어지나요? 카드 수를 세고, 7이 무엇을 할 수 있는지 떠올려 보세요.{ $aces ->
        [true] {" "}지금 규칙에서 A가 런의 어디에 올 수 있는지도 확인하세요.
       *[other] {""}
    }
quiz-hint-blast = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 빵을 셀 때처럼 카드를 더하세요{ $allowed ->
        [true] . 그리고 지금 규칙의 한도와 비교하세요 (소빵은 { $sopang_max }점 이하, 대빵은 { $daepang_min }점 이상). { JOSA($player, "은/는") } 등록했나요?
       *[other] . 그리고 이 규칙에 빵이 있기는 한지 생각해 보세요.
    }
quiz-hint-knock = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 정산할 때처럼 { $player }의 점수를 세고 (규칙 { POINT("6.1") }), 이 인원의 스톱 한도와 비교한 뒤, 지금 규칙에서 누가 등록해 있어야 하는지 확인하세요.
quiz-hint-ending = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 끝내는 방법을 하나씩 따져 보세요. 빵 합계(규칙 { POINT("5.1") })는 등록하기 전에만 세요. 스톱(규칙 { POINT("5.2") })은 정산처럼 점수를 세어 한도와 비교하고, 누가 등록했는지 물어요. 세븐 포카드(규칙 { POINT("5.4") })는 7 네 장이 모두 있어야 해요. 훌라(규칙 { POINT("5.3") })는 한 장을 가져왔을 때 손패를 모두 내려놓을 수 있는지 묻고, 퍼펙트는 그 전에 등록한 적이 없어야 해요{ $all_turns ->
        [true] . 다른 플레이어에게 모두 한 번씩 차례가 돌아간 뒤에요.
       *[other] .
    }
quiz-hint-undercut = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 모든 손패를 있는 그대로 세어 (규칙 { POINT("6.1") }) 스톱한 사람의 점수와 비교하세요. 점수가 같으면 어떻게 되나요?
quiz-hint-stock-winner = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 지금 규칙에서 세기 전에 등록하는지 정하고, 손패마다 점수를 세고 (규칙 { POINT("6.1") }), 가장 적은 점수가 같을 때 어떻게 정하는지 떠올려 보세요.
quiz-hint-doublings = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 판을 센 뒤 { $name }의 손에 무엇이 남았는지, { JOSA($name, "이/가") } 등록했는지 또는 차례가 오기는 했는지, 판이 어떻게 끝났는지 보세요.
quiz-hint-payment = 규칙 { POINT($point) }부터 { POINT("6.4") }까지 떠올려 보세요: 승자를 찾고, 패자들을 점수 순으로 세워 { $name }의 기본 판돈을 구한 뒤, 두 배가 될 때마다 곱하고, 이렇게 끝난 판에서는 누가 내는지 생각해 보세요.
quiz-hint-perfect-feeder = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 퍼펙트 다음에 누가 누구에게 내는지는 마지막 카드가 어디서 왔는지에 달려 있어요. 모든 정산은 퍼펙트로 두 배가 돼요 (규칙 { POINT("6.3") }).
quiz-hint-hoola-doubles = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 지난 판 가운데 퍼펙트가 어느 판이었고, 연달아 나왔나요? 이 테이블은 훌라 더블을 쓰나요?
quiz-hint-arrangement = 규칙 { POINT("3") }과 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 손패에 숨은 등록 조합을 모두 찾고, 카드 한 장은 한 조합에만 들어간다는 점을 기억하며, 고를 때마다 손에 무엇이 남는지 비교해 보세요.
quiz-hint-next-player = { $current }의 자리를 찾고, { quiz-direction }으로 한 자리 가 보세요. 이 규칙에서 차례가 어느 쪽으로 도는지는 규칙 { POINT($point) }에 있어요.
quiz-hint-next-dealer = 첫 판의 선은 제비로 정해요. 그다음에 누가 선이 되는지는 규칙 { POINT($point) }에 있어요.
quiz-hint-take-discard = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: { $player }의 손패 중 어떤 카드가 { $card } 카드와 함께 새로 등록할 조합을 만들까요?
quiz-hint-lay-off = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: { JOSA($player, "은/는") } 벌써 손패로 직접 등록했나요? 그리고 { $card } 카드를 붙여도 그 조합이 그대로 등록 조합인가요?
quiz-hint-claim-taker = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 땡큐한 사람들 사이에는 두 가지가 달라요. 누구 손이 먼저 닿았는지, 그리고 { $discarder } 다음에 누구 차례가 먼저 오는지요. 이 테이블의 땡큐 규칙은 어느 쪽을 보나요?
quiz-hint-may-claim = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 이 테이블에서 땡큐를 할 수 있기는 한가요? 할 수 있다면 { $player }의 손패 중 어떤 카드가 { $card } 카드와 새로 등록할 조합을 만들까요?
quiz-hint-after-claim = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 땡큐 다음에 차례가 { $skipped }에게 돌아가나요, 아니면 { $claimer }의 자리부터 이어지나요? 그리고 여기서는 어느 쪽으로 진행하나요 (규칙 { POINT("1.5") })?
quiz-hint-joker-stands-for = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: { $cards } 카드는 세트의 일부인가요, 런의 일부인가요? 빠진 카드 한 장은 무엇인가요?
quiz-hint-joker-meld = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요: 조커{ $jokers ->
        [1] 를
       *[other] 를 한 장 한 장
    } 원하는 카드로 생각해 보세요. 그러면 { $cards } 카드로 세트나 런을 만들 수 있나요?
quiz-hint-joker-points = 진짜 카드 { $real }장을 먼저 세고, 이 테이블의 규칙 { POINT($point) }에서 조커{ $jokers ->
        [1] 가
       *[other] 가 한 장마다
    } 무엇을 더하거나 곱하는지 보세요.
