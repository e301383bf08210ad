## 퍼즐 (규칙 4-7): 퍼즐의 가장 좋은 수가 가장 좋은 까닭 (닫힌 집합 `puzzle`),
## 주제, 물음, 힌트 단계, 판정, 페이지.

# 모든 까닭 뒤에 붙는 말: 끝까지 두어 본 결과.
puzzle-margin = 보이지 않는 카드를 { $deals }가지로 나눠 끝까지 두어 보면, { $best_text } 쪽이 { $second_text }보다 한 판에 판돈 { $gain_signed }배만큼 더 나아요 (95% 확실: 적어도 { $low_signed }배).

puzzle-take-melds = { JOSA($card, "을/를") } 가져오세요: 곧바로 새 등록이 되고, 일찍 등록하면 그만큼 손의 점수가 줄어요. { puzzle-margin }
puzzle-draw-not-take = { JOSA($card, "은/는") } 두고 덱에서 가져오세요: 그 등록보다 가져오면서 드러나고 깨지는 것이 더 커요. { puzzle-margin }
puzzle-knock-now = 스톱하세요: { $points }점이면 스톱박을 당할 확률이 약 { $p_pc }%뿐이에요. { puzzle-margin }
puzzle-play-on = 계속 두세요: { $points }점으로 스톱하면 약 { $p_pc }% 확률로 스톱박이고, 스톱박이면 모두의 몫을 물어야 해요. { puzzle-margin }
puzzle-throw-safer = { JOSA($card, "을/를") } 버리세요: 가져갈 사람이 등록할 확률이 약 { $p_pc }%, { JOSA($other, "은/는") } 약 { $other_p_pc }%예요. { puzzle-margin }
puzzle-throw-higher = { JOSA($card, "을/를") } 버리세요: { $points }점이 빠지고 { JOSA($other, "은/는") } { $other_points }점이 빠져요. 가져갈 확률은 비슷해요. { puzzle-margin }
puzzle-throw-keeps-melds = { JOSA($card, "을/를") } 버리고 { JOSA($other, "은/는") } 남기세요: { JOSA($other, "은/는") } 다른 카드와 곧 등록이 될 수 있어요. { puzzle-margin }
puzzle-throw-worth = { $other }보다 { JOSA($card, "을/를") } 버리세요: 끝까지 두어 보면 차이가 나요. { puzzle-margin }
puzzle-hold-melds = 등록을 아껴 두세요: 따로 노는 카드가 { $points }점이라 아직 스톱할 수 없고, 내가 등록하지 않은 동안에는 다른 사람도 스톱할 수 없어요. { puzzle-margin }
puzzle-lay-melds = 지금 등록하세요: 손에 { $points }점만 남고, 아껴 둔 등록은 판이 끝날 때 잡힐 수 있어요. { puzzle-margin }
puzzle-claim-it = { JOSA($card, "을/를") } 땡큐하세요: 지금 하는 등록이 건너뛰는 차례보다 값져요. { puzzle-margin }
puzzle-pass-claim = { JOSA($card, "은/는") } 보내세요: 땡큐하는 것이 사이의 차례보다 값지지 않아요. { puzzle-margin }
puzzle-lay-off-card = { JOSA($card, "을/를") } 붙이세요: 그 점수가 손에서 아주 빠져요. { puzzle-margin }
puzzle-keep-card = { JOSA($card, "은/는") } 붙이지 말고 손에 두세요: 그 자리에서 더 쓸모가 있어요. { puzzle-margin }
puzzle-go-out-now = { $perfect ->
        [yes] 지금 퍼펙트로 나가세요: 두 배를 받아요.
       *[no] 지금 나가세요: 이 판은 내 것이에요.
    } { puzzle-margin }
puzzle-play-on-not-out = 아직이에요: { $perfect ->
        [yes] 지금 나가면 퍼펙트지만 여기서는 기다리는 편이 더 나아요.
       *[no] 지금 나가는 것보다 한 차례 더 두는 편이 더 나아요.
    } { puzzle-margin }

## 주제와 물음.

puzzle-theme = { $theme ->
        [take-or-draw] 가져오기와 뽑기
        [discard] 안전한 버리기
        [knock] 스톱 또는 계속
        [hold-melds] 등록 아끼기
        [claim] 땡큐
        [lay-off] 붙이기
        [go-out] 나가기와 퍼펙트
        [mine] 내 실수
       *[any] 모든 주제
    }
puzzle-ask = { $theme ->
        [take-or-draw] 버린 카드를 가져올까요, 덱에서 뽑을까요?
        [discard] 어떤 카드를 버릴까요?
        [knock] 지금 스톱할까요, 계속 둘까요?
        [hold-melds] 지금 등록할까요, 아껴 둘까요?
        [claim] 이 카드를 땡큐할까요, 보낼까요?
        [lay-off] 카드를 붙일까요, 손에 둘까요?
       *[go-out] 지금 나갈까요, 계속 둘까요?
    }

## 힌트 단계.

puzzle-hint-nudge = { $theme ->
        [take-or-draw] 버린 카드 맨 위를 보세요: 내 카드와 무엇이 되고, 가져가면 다른 사람에게 무엇을 알려 줄까요?
        [discard] 버릴 수 있는 카드를 보세요: 다음 사람이 쓸 수 있는 카드는 무엇일까요?
        [knock] 내 점수를 세어 보세요. 다른 사람은 얼마나 낮을까요?
        [hold-melds] 내가 아직 등록하지 않았다면 누가 스톱할 수 있을까요? 스톱이나 퍼펙트까지 얼마나 남았나요?
        [claim] 지금 하는 등록이 사이의 사람들을 건너뛸 만큼 값질까요?
        [lay-off] 그 카드를 손에 두면 아직 어떤 쓸모가 있을까요?
       *[go-out] 지금 나가는 것이 이 손으로 얻을 수 있는 가장 큰 것일까요?
    }
puzzle-hint-rule = { $theme ->
        [take-or-draw] 규칙: 버린 카드는 그 카드로 곧바로 새 등록을 할 때만 가져와요.
        [discard] 규칙: 다음 사람이 (땡큐가 있으면 누구든) 내가 버린 카드를 가져가 등록할 수 있어요.
        [knock] 규칙: 누구든 점수가 같거나 더 낮으면 스톱박이고, 스톱한 사람이 물어요.
        [hold-melds] 규칙: 이 규칙에서는 다른 사람이 등록하지 않은 동안 아무도 스톱할 수 없어요. 그 전에 등록한 적 없이 나가면 퍼펙트예요.
        [claim] 규칙: 땡큐한 카드는 곧바로 등록하고, 땡큐한 사람부터 이어서 둬요.
        [lay-off] 규칙: 한 번 등록한 뒤에는 바닥의 어느 등록에나 카드를 붙일 수 있어요.
       *[go-out] 규칙: 마지막으로 버릴 한 장 말고 모두 등록하면 나가요. 그 전에 등록한 적이 없으면 퍼펙트예요.
    }
puzzle-hint-answer = 가장 좋은 수: { $action }.
puzzle-hint-button = { $level ->
        [0] 힌트
        [1] 규칙 보기
       *[other] 답 보기
    }

## 판정.

puzzle-verdict = { $right ->
        [true] 맞았어요: { JOSA($action, "이/가") } 가장 좋은 수예요.
       *[false] 이번엔 아니에요: { JOSA($action, "이/가") } 가장 좋은 수였어요.
    }
puzzle-worth = 한 판에 { $value }
puzzle-col-choice = 수
puzzle-col-worth = 가치 (평균 판돈)
puzzle-worth-note = 각 수를 내가 볼 수 없는 카드의 { $deals }가지 배분으로 끝까지 두어 봤어요.
puzzle-rating = 내 퍼즐 점수: { $rating } ({ $change })
puzzle-rating-now = 내 퍼즐 점수: { $rating } (± { $deviation })
puzzle-puzzle-rating = 퍼즐 점수 { $rating }
puzzle-shown-answer = 답을 봤으니 틀린 것으로 쳐요.

## 페이지.

puzzle-page-title = 퍼즐
puzzle-page-intro = 실제 판의 한 장면이에요. 가장 좋은 수를 고르세요. 답은 내가 볼 수 없는 카드를 여러 가지로 나눠 끝까지 두어 본 값이에요.
puzzle-page-theme = 주제
puzzle-page-next = 다음 퍼즐
puzzle-page-daily = 오늘의 퍼즐
puzzle-page-rules = 규칙: { $preset }
puzzle-page-your-turn = 내 손패
puzzle-page-no-learner = 학습자를 고르면 퍼즐 점수와 내 실수 퍼즐이 저장돼요.
puzzle-page-none = 이 주제의 퍼즐이 아직 없어요.
puzzle-page-mine-none = 아직 저장된 내 실수가 없어요. 연습 테이블에서 한 판 두고 돌아보기를 요청해 보세요.
puzzle-page-saved = 내 실수 { $count }개를 퍼즐로 저장했어요.
puzzle-page-unsaved = 답을 저장하지 못했어요: { $why }
puzzle-home-daily = 오늘의 퍼즐: { $theme }
puzzle-home-open = 풀어 보기
nav-puzzles = 퍼즐
# 답한 뒤 각 수의 가치 표에서, 학습자가 고른 수
puzzle-your-move = { $move } (내가 고른 수)
