## 퀴즈: 문제 종류의 제목 (kind-*), 문제 (prompt-*), 카드 묶음 이름 (group-*), 보기
## (quiz-choice-<코드>), 답 (answer-*), 답에 대한 판정 (feedback-*).

quiz-kind-table = 테이블과 선
quiz-kind-deal = 카드 나누기
quiz-kind-values = 이 카드는 몇 점일까요?
quiz-kind-meld = 등록이 될까요?
quiz-kind-turn = 이 플레이어는 무엇을 할 수 있을까요?
quiz-kind-claims = 버린 카드 땡큐하기
quiz-kind-arrangement = 가장 좋은 등록
quiz-kind-blast = 빵일까요?
quiz-kind-knock = 스톱할 수 있을까요?
quiz-kind-knock-table = 인원수별 스톱 한도
quiz-kind-ending = 어떻게 끝낼 수 있을까요?
quiz-kind-undercut = 스톱박일까요?
quiz-kind-undercut-penalty = 스톱박 벌칙
quiz-kind-stock-winner = 덱이 떨어지면 누가 이길까요?
quiz-kind-doublings = 어떤 두 배가 붙을까요?
quiz-kind-payment = 누가 얼마를 낼까요?
quiz-kind-balance = 돈이 맞을까요?
quiz-kind-perfect-feeder = 퍼펙트를 만들어 준 카드
quiz-kind-hoola-doubles = 퍼펙트 다음 판돈
quiz-kind-six-seven = 여섯이나 일곱 명일 때
quiz-kind-jokers = 조커

quiz-prompt-meld-one = 이 카드 한 장만으로 등록이 될까요? 된다면 어떤 조합일까요?
quiz-prompt-meld-group = 이 카드 { $size }장이 한 조합으로 등록될까요? 된다면 어떤 조합일까요?
quiz-prompt-blast = { $player }의 차례가 시작됐고 아직 카드를 가져오지 않았어요. { JOSA($player, "은/는") } 지금 빵으로 판을 멈출 수 있을까요? 된다면 어떤 빵일까요?
quiz-prompt-knock = { $player }의 차례가 시작됐고 아직 카드를 가져오지 않았어요. { JOSA($player, "은/는") } 지금 스톱할 수 있을까요?
quiz-prompt-ending = { $player }의 차례가 시작됐고 아직 카드를 가져오지 않았어요. 이번 차례에 { JOSA($player, "은/는") } 어떻게 끝낼 수 있을까요? 해당하는 것을 모두 고르세요: 지금 바로 하는 빵, 스톱, 세븐 포카드, 그리고 { JOSA($player, "이/가") } 가져올 어떤 카드로 손패를 모두 내려놓을 수 있다면 훌라 (퍼펙트인지 보통 훌라인지 고르세요). 바닥에 등록된 조합에 붙이는 카드도 훌라에 들어가요. 하나도 없으면 아무것도 고르지 마세요.
quiz-prompt-undercut = { JOSA($knocker, "이/가") } 스톱했어요. 스톱 뒤에는 아무도 등록하거나 붙이지 않고, 손패를 있는 그대로 세요. { JOSA($knocker, "은/는") } 스톱박일까요?
quiz-prompt-stock-winner = 덱이 바닥났어요. 이 규칙에서는 { $meld ->
        [true] 각자 먼저 손패로 할 수 있는 가장 좋은 등록을 해요
       *[other] 더 이상 아무도 등록하지 않아요
    }. 누가 이 판을 이길까요?
quiz-prompt-doublings = { JOSA($name, "이/가") } 이번 판에 졌어요. { $name }의 정산에 어떤 두 배가 붙을까요? 해당하는 것을 모두 고르세요 (없으면 아무것도 고르지 마세요).
quiz-prompt-payment = { JOSA($name, "은/는") } 이번 판에 졌어요. { $name }의 정산은 판돈 몇 배이고, 누가 누구에게 낼까요?
quiz-made-perfect = { JOSA($winner, "이/가") } { $feeder ->
        [none] 덱에서 가져온 카드로
       *[other] { JOSA($feeder, "이/가") } 버린 카드로
    } 퍼펙트를 완성했어요.
quiz-prompt-feeder-who = { quiz-made-perfect } { JOSA($payer, "은/는") } 누구의 정산을 { $winner }에게 대신 낼까요? 모두 고르세요.
quiz-prompt-feeder-stakes = { quiz-made-perfect } { JOSA($payer, "은/는") } { $winner }에게 모두 판돈 몇 배를 낼까요?
quiz-prompt-next-multiplier = 다음 판은 원래 판돈의 몇 배로 할까요? (1 = 원래대로)
quiz-prompt-arrangement-points = 이 손패 { $cards }장을 가장 잘 등록하면 손에 몇 점이 남을까요?
quiz-prompt-arrangement-melds = 손에 남는 점수가 가장 적어지도록 이 손패 { $cards }장을 등록해 보세요. 내려놓는 순서대로 한 묶음씩 등록하세요.
quiz-prompt-next-player = { JOSA($current, "이/가") } 방금 카드를 버렸어요. 다음 차례는 누구일까요?
quiz-prompt-next-dealer = 다음 판의 선은 누구일까요?
quiz-prompt-take-discard = { $player }의 차례예요. { JOSA($player, "은/는") } 버린 카드 더미에서 { $card } 카드를 가져올 수 있을까요?
quiz-prompt-lay-off = { JOSA($player, "이/가") } 카드를 가져왔어요. { JOSA($player, "은/는") } 바닥에 등록된 조합에 { $card } 카드를 붙일 수 있을까요?
quiz-prompt-claim-taker = { $card } 카드는 누가 가져갈까요?
quiz-prompt-may-claim = { JOSA($player, "은/는") } 차례가 아닐 때 { $card } 카드를 땡큐할 수 있을까요?
quiz-prompt-after-claim = { JOSA($claimer, "이/가") } 조합을 등록하고 카드를 버렸어요. 다음 차례는 누구일까요?
quiz-prompt-joker-stands-for = 이 조합에서 조커는 어떤 카드를 대신할까요?
quiz-prompt-joker-meld = 이 묶음은 등록이 될까요?
quiz-prompt-joker-points = 판이 끝났고 { JOSA($player, "은/는") } 이 카드를 들고 있어요. 몇 점일까요?
quiz-prompt-deal-stock = { $players }명이 앉아 카드를 나눠 받았어요. 다 나눠 주고 나면 덱에는 몇 장이 있을까요?
quiz-prompt-deal-first-card = { JOSA($dealer, "이/가") } 선이에요. 첫 카드는 누가 받을까요?
quiz-prompt-deal-seats = 친구 { $players }명이 함께 훌라 한 게임을 하려고 해요. 모두 앉을 수 있을까요?
quiz-prompt-card-values = 판이 끝났고 { $player }의 손에 이 카드가 등록되지 않은 채 남았어요. 몇 점일까요?
quiz-prompt-money-balance = { JOSA($winner, "이/가") } 이번 판을 이겨 모두 판돈 { $collected }배를 받아요. { $shown }. { JOSA($asked, "은/는") } 판돈 몇 배를 낼까요?
quiz-pays-part = { $name } { $stakes }배
quiz-prompt-six-seven-decide = { JOSA($name, "이/가") } 정할 차례예요. { JOSA($name, "은/는") } 꼭 참여해야 할까요, 빠져야 할까요, 아니면 고를 수 있을까요?
quiz-prompt-six-seven-paid = { JOSA($name, "은/는") } 이번 판에 빠지게 되어 아래 손패를 내놓아요 (규칙 { POINT("7.6") }). { JOSA($name, "은/는") } 모두 판돈 몇 배를 받을까요?
quiz-prompt-undercut-penalty-total = { JOSA($knocker, "이/가") } 스톱했다가 스톱박을 당했어요. { JOSA($knocker, "은/는") } 모두 판돈 몇 배를 낼까요?
quiz-prompt-undercut-penalty-receive = { JOSA($knocker, "이/가") } 스톱했다가 스톱박을 당했어요. { JOSA($asked, "은/는") } 판돈 몇 배를 받을까요?
quiz-prompt-knock-table-limit = 이 테이블에 { $players }명이 있어요. 스톱 한도는 몇 점일까요?
quiz-prompt-knock-table-may = { $player }의 차례가 시작됐어요. { JOSA($player, "와/과") } 다른 플레이어 한 명이 등록했어요. { JOSA($player, "은/는") } 지금 스톱할 수 있을까요?

quiz-group-discard-top = 버린 카드 더미 맨 위
quiz-group-on-table = 바닥에 등록된 조합
quiz-group-just-discarded = 방금 버린 카드
quiz-group-claimed = 땡큐한 카드
quiz-group-the-meld = 등록 조합
quiz-group-the-group = 카드 묶음
quiz-group-meld-of = 바닥에 있는 { $name }의 등록

quiz-choice-set = 세트
quiz-choice-run = 런
quiz-choice-seven = 7 단독
quiz-choice-not-meld = 등록 안 됨
quiz-choice-sopang = 소빵
quiz-choice-daepang = 대빵
quiz-choice-no-blast = 빵 아님
quiz-choice-yes = 네
quiz-choice-no = 아니요
quiz-choice-undercut = 네, 스톱박이에요
quiz-choice-knock-wins = 아니요, 스톱한 사람이 이겨요
quiz-choice-doubling-seven = 손에 남은 7
quiz-choice-doubling-never-melded = 차례가 왔지만 한 번도 등록하지 않음
quiz-choice-doubling-perfect = 이긴 사람이 퍼펙트로 이김
quiz-choice-doubling-undercut = 스톱한 사람이 스톱박을 당함
quiz-choice-ending-blast = 빵
quiz-choice-ending-knock = 스톱
quiz-choice-ending-four-sevens = 세븐 포카드
quiz-choice-ending-going-out = 맞는 카드를 가져오면 훌라
quiz-choice-ending-perfect = 맞는 카드를 가져오면 퍼펙트 (훌라)
quiz-choice-must-play = 꼭 참여
quiz-choice-must-sit-out = 꼭 빠짐
quiz-choice-may-choose = 고를 수 있음
quiz-choice-pays = { JOSA($payer, "이/가") } { $winner }에게 판돈 { $stakes }배

quiz-answer-choice = { $label }
quiz-answer-choices = { $count ->
        [0] 해당 없음
       *[other] { $labels }
    }
quiz-answer-number = { $number }
quiz-answer-stakes = 판돈 { $stakes }배
quiz-answer-melds = { $count ->
        [0] 등록할 카드 없음
       *[other] 등록: { $laid }
    }, { $left ->
        [none] 손에 남는 카드 없음 (0점)
       *[other] 손에 남는 카드: { $left } ({ $points }점)
    }
quiz-answer-laid = { $count ->
        [0] 등록 없음
       *[other] { $laid }
    }

quiz-praise = { $praise ->
        [0] 맞아요.
        [1] 정답이에요.
        [2] 잘했어요.
       *[3] 바로 그거예요.
    }
quiz-feedback-right = { quiz-praise } { $answer }.
quiz-feedback-not-quite = 아쉬워요: { $problem ->
        [not-cards] 입력한 내용이 카드가 아니에요
       *[other] { $response ->
            [none] { $form ->
                [multi] 아무것도 고르지 않았어요
                [cards] 아무것도 등록하지 않았어요
               *[other] 답을 하지 않았어요
            }
           *[other] 고른 답: { $response }
        }
    }. 정답: { $answer }.
quiz-feedback-not-in-hand = { $cards }: 이 손패에 없는 카드예요.
quiz-feedback-drill-verdict = { $correct ->
        [true] 맞아요
       *[other] 틀렸어요
    }: { $valid ->
        [true] 등록이 돼요
       *[other] 등록이 안 돼요
    } ({ NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) }초).

## 퀴즈의 오류 (HoolaError 집합 `quiz-error`).
quiz-error-no-such-kind = { $kind }라는 문제 종류는 없어요. 다음 가운데 고르세요: { $kinds }
quiz-error-tag-not-tested = { $kind ->
        [none] { $tag } 항목을 묻는 문제 종류가 없어요
       *[other] { $kind } 문제는 { $tag } 항목을 묻지 않아요
    }
quiz-error-cannot-mark = { $kind } 문제는 { $form } 형식의 답을 채점할 수 없어요
quiz-error-no-kinds = 시작 문제를 만들려면 문제 종류가 하나 이상 있어야 해요
quiz-error-drill-seed = 드릴 시드는 0부터 { $most }까지의 정수여야 해요 ({ JOSA($value, "은/는") } 안 돼요)
quiz-error-drill-group = 드릴 묶음 번호는 0부터 { $most }까지예요 ({ JOSA($value, "은/는") } 안 돼요)
quiz-error-drill-length = 드릴은 묶음 1개부터 { $most }개까지예요 ({ JOSA($value, "은/는") } 안 돼요)

quiz-list-sep = {", "}
quiz-list-then = {", 그다음 "}
