## 연습 테이블 (규칙 3-5, 7): 둘 수 없는 수의 이유 (닫힌 집합 `play`), 수의 이름
## (`play-action`), 기록 (`play-event`), 입력 문제 (`play-error`), 상태 줄 (`play-status`),
## 판의 끝. 학습자의 자리는 이름이 "You"라서, 플레이어를 부르는 메시지는 그것을 골라 "나"로 써요.

play-phase = { $phase ->
    [dropout] 쉴 사람을 정하는 중
    [draw] 차례를 시작하는 중
    [play] 등록하고 버리는 중
    [claim] 버린 카드에 땡큐를 받는 중
   *[over] 판이 끝남
}

## 지금 둘 수 없는 이유: 집합 `play`.

play-round-over = 판이 끝났어요. 더 둘 수 있는 수가 없어요.
play-wrong-phase = '{ $move ->
        [stay-in] 참여
        [drop-out] 쉬기
        [blast] 빵
        [knock] 스톱
        [four-sevens] 세븐 포카드
        [draw-stock] 덱에서 가져오기
        [take-discard] 버린 카드 가져오기
        [meld] 등록
        [lay-off] 붙이기
        [discard] 버리기
        [go-out] 훌라
        [claim] 땡큐
        [pass] 패스
        [record] 기록
       *[other] { $move }
    }': 지금은 둘 수 없는 수예요 ({ play-phase }, { $mover ->
        [You] 내
       *[other] { $mover }
    } 차례).
play-unknown-move = 이 게임에 없는 수예요.
play-not-in-hand = { $cards }: 손에 없는 카드예요.
play-not-a-meld = { $cards }: 이 규칙에서는 등록이 되지 않아요.
play-discard-must-be-used = 버린 카드 { $card }: 등록하려고 가져온 카드예요. 먼저 이 카드로 새 등록을 하세요.
play-needs-meld-first = 붙이기는 내 손에서 새 등록을 한 번 한 뒤에만 할 수 있어요.
play-no-such-meld = 바닥에 { $target }번 등록이 없어요.
play-does-not-fit = { $card }: { $meld } 등록에 붙일 수 없어요.
play-keep-a-card = 마지막에 버릴 카드 한 장은 손에 남겨 두세요. 이 규칙에서는 마지막 카드를 버려야 훌라할 수 있어요.
play-no-discard-to-go-out = 이 규칙에서는 마지막 카드를 버려야 훌라할 수 있어요.
play-not-out = 그 등록과 버릴 카드가 손에 든 카드와 정확히 맞지 않아요.
play-no-blast = 빵이 아니에요: 손패 합이 { $total }점이에요. 빵은 합이 { $sopang_max }점 이하이거나 { $daepang_min }점 이상이고, 일곱 장을 들고 아직 등록하지 않았어야 해요.
play-no-knock = 스톱할 수 없어요: 손패는 { $points }점이고 한도는 { $limit }점이에요{ $needs ->
        [other-melded] . 그리고 다른 플레이어가 적어도 한 명은 등록했어야 해요
        [knocker-and-other] . 그리고 스톱하는 사람과 다른 플레이어 한 명 이상이 등록했어야 해요
       *[none] {""}
    }.
play-no-four-sevens = 세븐 포카드는 7 네 장이 모두 손에 있어야 해요. 이 손패에는 { $sevens }장 있어요.
play-nothing-to-claim = 버린 카드 더미가 비어 있어요.
play-cannot-use-discard = { $card }: 곧바로 새 등록을 할 때만 가져올 수 있는데, 맞는 등록이 없어요.
play-discard-declined = { $card }: 땡큐할 수 있을 때 모두 넘긴 카드예요. 덱에서 가져오세요.
play-not-perfect = 훌라 표시가 잘못됐어요: 퍼펙트가 아니에요.
play-is-perfect = 훌라 표시가 잘못됐어요: 퍼펙트예요.

## 수의 이름 (버튼).

play-action-stay-in = 이번 판 참여
play-action-drop-out = 이번 판 쉬기
play-action-blast = 빵!
play-action-knock = 스톱
play-action-four-sevens = 세븐 포카드!
play-action-draw-stock = 덱에서 가져오기
play-action-take-discard = 버린 카드 가져오기
play-action-meld = { $cards } 등록
play-action-lay-off = { $meld }번 등록에 { $cards } 붙이기
play-action-discard = { $cards } 버리기
play-action-go-out = { $perfect ->
        [true] 퍼펙트(훌라)!
       *[false] 훌라
    }: { $melds }{ $discard ->
        [none] {""}
       *[other] , { $discard } 버리기
    }
play-action-claim = 땡큐!
play-action-pass = 패스

## 기록: $player가 한 일 ("You"는 학습자, 곧 "나").

play-event-deal = { $player ->
        [You] 내가
       *[other] { JOSA($player, "이/가") }
    } 카드를 돌렸어요. 버린 카드 더미에 앞면으로 놓인 카드: { $cards }.
play-event-draw-stock = { $player ->
        [You] 내가
       *[other] { JOSA($player, "이/가") }
    } 덱에서 { $shown ->
        [true] 가져왔어요: { $cards }.
       *[false] 한 장 가져왔어요.
    }
play-event-take-discard = { $player ->
        [You] 내가
       *[other] { JOSA($player, "이/가") }
    } 버린 카드 더미에서 가져왔어요: { $cards }.
play-event-meld = { $player ->
        [You] 내가
       *[other] { JOSA($player, "이/가") }
    } 등록했어요: { $cards }.
play-event-lay-off = { $player ->
        [You] 내가
       *[other] { JOSA($player, "이/가") }
    } { $meld }번 등록에 붙였어요: { $cards }.
play-event-discard = { $player ->
        [You] 내가
       *[other] { JOSA($player, "이/가") }
    } 버렸어요: { $cards }.
play-event-claim = { $player ->
        [You] 내가
       *[other] { JOSA($player, "이/가") }
    } 땡큐를 외쳤어요: { $cards }.
play-event-pass = { $player ->
        [You] 내가
       *[other] { JOSA($player, "이/가") }
    } 패스했어요: { $cards }.
play-event-claim-won = 땡큐! { $player ->
        [You] 내가 가져와요
       *[other] { JOSA($player, "이/가") } 가져가요
    }: { $cards }.
play-event-knock = { $player ->
        [You] 내가
       *[other] { JOSA($player, "이/가") }
    } 스톱했어요.
play-event-blast = { $player ->
        [You] 내가
       *[other] { JOSA($player, "이/가") }
    } 빵으로 판을 멈췄어요: { $cards }.
play-event-four-sevens = { $player ->
        [You] 내가
       *[other] { JOSA($player, "이/가") }
    } 세븐 포카드를 보였어요.
play-event-go-out = { $player ->
        [You] 내가
       *[other] { JOSA($player, "이/가") }
    } 훌라했어요{ $perfect ->
        [true] . 퍼펙트예요!
       *[false] .
    }
play-event-stock-end = 덱이 바닥났어요. 모두 손패를 보여요.
play-event-drop-out = { $player ->
        [You] 나는
       *[other] { JOSA($player, "은/는") }
    } 이번 판을 쉬어요.
play-event-stay-in = { $player ->
        [You] 나는
       *[other] { JOSA($player, "은/는") }
    } 이번 판에 참여하기로 했어요.
play-event-forced-out = { $player ->
        [You] 나는
       *[other] { JOSA($player, "은/는") }
    } 이번 판을 쉬어야 해요 (이미 네 명이 참여해요).
play-event-must-play = { $player ->
        [You] 나는
       *[other] { JOSA($player, "은/는") }
    } 이번 판에 참여해야 해요 (쉴 사람이 다 정해졌어요).
play-event-dropouts-done = 이번 판은 다섯 명이 해요. 쉬는 사람의 카드는 덱으로 돌아가요.

## 입력 문제 (`play-error`): 들어온 값을 따옴표로 보여 줘요.

play-error-not-a-move = { $text_q }: 없는 수예요
play-error-meld-needs-cards = { $text_q }: 등록할 카드를 적어 주세요
play-error-lay-off-form = { $text_q }: 붙이기는 카드 한 장과 등록 번호를 적어요
play-error-one-card = { $text_q }: 카드를 정확히 한 장 적어 주세요
play-error-no-bot-level = 없는 컴퓨터 플레이어 수준이에요: { $level_q }. 다음 중에서 고르세요: { $levels_list }
play-error-no-move = 판이 끝나서 고를 수가 없어요
play-error-round-too-long = { $limit }수 안에 판이 끝나지 않았어요
play-error-not-at-table = 이 테이블에 없는 사람이에요: { $name_q }
play-error-too-few-players = 한 판에는 플레이어가 적어도 2명 필요해요. 지금은 { $count }명이에요
play-error-too-many-players = 플레이어 { $count }명: 훌라는 최대 { $limit }명까지 해요{ $six_seven ->
        [true] {""}
       *[false] {" "}(6~7인 변형 규칙이면 7명)
    }
play-error-bad-name = { $name_q }: 플레이어 이름은 1~30자로 적어 주세요
play-error-name-twice = { $name_q }: 같은 이름이 두 번 있어요. 플레이어마다 이름이 달라야 해요
play-error-dealer-not-player = 선으로 정한 { $dealer_q }: 플레이어 중에 없어요
play-error-bad-seed = 시드는 0 이상의 정수여야 해요: { $seed_q }
play-error-not-a-meld-here = { $text_q }: 이 규칙에서는 등록이 되지 않아요
play-error-card-twice = 이 배치에서 같은 카드가 두 번 쓰였어요
play-error-bad-fill = { $name_q }: 채워 넣은 카드 수가 그 플레이어의 카드 수와 맞지 않아요

## 상태 줄.

play-status-over = 판이 끝났어요.
play-status-draw = 내 차례예요: 카드를 한 장 가져오세요.
play-status-draw-or-stop = 내 차례예요: 판을 멈추거나 카드를 가져오세요.
play-status-play = 등록하고, 붙이고, 버리세요.
play-status-claim = { $discarder ->
        [You] 내가
       *[other] { JOSA($discarder, "이/가") }
    } 버린 카드: { $card }. 땡큐할까요?
play-status-dropout = 테이블에 여섯이나 일곱 명이 있어요: 이번 판에 참여할까요, 쉴까요?
play-status-to-move = { $name ->
        [You] 내
       *[other] { $name }
    } 차례예요.

## 판의 끝.

play-outcome-title = { $perfect ->
        [true] 퍼펙트(훌라)
       *[false] { $ending ->
            [blast] 빵
            [knock] 스톱
            [going-out] 훌라
            [four-sevens] 세븐 포카드
           *[stock] 덱이 바닥남
        }
    }
play-outcome = { $ender ->
        [none] { play-outcome-title }.
        [You] 내가 판을 끝냈어요: { play-outcome-title }.
       *[other] { JOSA($ender, "이/가") } 판을 끝냈어요: { play-outcome-title }.
    } { $winner ->
        [You] 내가
       *[other] { JOSA($winner, "이/가") }
    } 이겨서 판돈 { $collected }배를 받아요.
