## "한 판 두기" 페이지: 컴퓨터 플레이어와 코치가 함께하는 한 판.

play-page-title = 한 판 두기
play-page-intro = 컴퓨터 플레이어와 한 판을 끝까지 둬요. 코치가 지금 할 수 있는 수, 위험한 버리기, 스톱의 위험을 알려 주고, 판이 끝나면 정산하고 돌아봐요.
play-page-dealt-rules = 이 판은 카드를 돌릴 때의 규칙({ $preset })으로 둬요.

## 새 판 돌리기.

play-page-setup = 새 판: 규칙, 상대, 수준, 시드
play-page-opponents = 상대 수
play-page-level = 수준
play-page-seed = 시드
play-page-seed-help = 시드와 판마다 새로 정하는 비밀 값으로 카드를 돌려요. 비밀 값은 판이 끝난 뒤에야 링크에 담기므로, 판 도중의 링크로는 다른 사람의 패를 알 수 없어요.
play-page-deal = 카드 돌리기
play-level-beginner = 초보
play-level-careful = 중수
play-level-expert = 고수

## 테이블.

play-page-discard-pile = 버린 카드:
play-page-discard-empty = 없음
play-page-stock = 덱:
play-page-direction = { $clockwise ->
        [true] ↻ 시계 방향
       *[false] ↺ 시계 반대 방향
    }
play-page-order = 차례는 { JOSA($direction, "으로/로") } 돌아요: { $ring }
play-page-to-move = ◀ 둘 차례
play-page-seat-cards = { $count }장{ $dealer ->
        [true] {" "}· 선
       *[false] {""}
    }
play-page-meld-label = { $number }번 등록
play-page-your-hand = 내 손패
play-page-coach-toggle = 코치
play-page-coach-toggle-help = 코치 패널과 힌트를 보여 줘요.
play-page-tap-cards = 손패의 카드를 눌러 등록하거나, 붙이거나, 버리세요.
play-page-no-move-with = { $cards }: 지금 이 카드로 둘 수 있는 수가 없어요.{ $why ->
        [none] {""}
       *[other] {" "}{ $why }
    }
play-page-move-gone = 그 수는 이제 둘 수 없어요. 테이블이 이미 다음으로 넘어갔어요.
play-page-whole-log = 전체 기록
play-page-link-caption = 시드 { $seed } · 상대 수준 { $level } · 규칙 { $preset } · [이 판과 내 수를 다시 보기]({ $url })
play-page-copy-link = 이 판의 링크 복사

## 코치 패널과 힌트.

play-page-coach = 코치
play-page-open-now = 지금 할 수 있는 것: { $endings ->
        [none] 특별한 것 없음
       *[other] { $endings }
    }
play-page-endings-why = 이유: 끝내는 방법마다 확인한 결과
play-page-best-melds = 가장 좋은 등록
play-page-throw-each = **카드마다 버렸을 때** — 가져갈 수 있는 사람: { $who }
play-page-col-card = 카드
play-page-col-melds = 상대 등록 확률
play-page-col-range = 95% 구간
play-page-col-perfect = 퍼펙트
play-page-risk-note = { $claimants ->
        [1] 다음 사람이
       *[other] 땡큐할 수 있는 누군가가
    } 이 카드로 새 등록을 할 확률이에요. 내가 못 본 카드를 다른 사람들의 플레이(낮은 카드를 들고 있는지, 어떤 버린 카드를 그냥 넘겼는지)에 맞게 { $samples }가지로 나눠 보고 셌어요. 7은 언제나 등록이 되고, 짝이 될 카드를 모두 본 카드는 절대 등록이 되지 않아요.
play-page-hint = { $level ->
        [0] 힌트
        [3] 힌트 (모두 보여 줬어요)
       *[other] 힌트 더 보기
    }
play-page-thinking = 코치가 생각하고 있어요…
play-page-play-it = 이 수 두기: { $action }

## 판의 끝: 정산, 돌아보기, 다음에 할 일.

play-page-settlement = 정산
play-page-col-player = 플레이어
play-page-col-hand = 손패
play-page-col-laid = 마지막에 낸 등록
play-page-col-points = 점수
play-page-col-net = 손익
play-page-your-payment = 내가 낼 판돈: 기본 { $base }배, 합계 { $total }배.
play-page-who-pays = 누가 누구에게 내는지.
play-page-review = 돌아보기
play-page-grade = 내 선택 평가하기
play-page-grade-help = 코치가 내 선택을 하나하나 끝까지 두어 봐요. 몇 초 걸려요.
play-page-coach-agrees = 코치도 내 수를 모두 똑같이 뒀을 거예요.
play-page-review-marks = 선택마다 코치(고수)가, 내가 보지 못한 카드를 여러 가지로 나눠 내 수와 자기 수를 같은 배분으로 끝까지 두어 봐요. 평가는 코치의 수와 비교해 내 수가 잃는 판돈으로 매기고, 조심스럽게(그 배분들로 본 차이의 오차 범위 아래쪽 끝으로, 코치가 여러 수 가운데 고른 만큼 범위를 넓혀서; 차이가 범위 안이면 거의 같은 수) 세요: { $small }배 미만은 좋음, { $small }배부터 작은 실수, { $clear }배부터 분명한 실수, { $serious }배부터 큰 실수예요.
play-page-review-cost = (판돈 적어도 { NUMBER($cost, minimumFractionDigits: 2, maximumFractionDigits: 2) }배, 배분 평균으로는 { NUMBER($gap, minimumFractionDigits: 2, maximumFractionDigits: 2) }배)
play-page-review-close = 코치가 고른 수와 거의 같아요:
play-page-review-coach = 코치:
play-page-again = 한 판 더
play-page-to-ledger = 게임 장부에 추가
play-page-download = 이 판 내려받기 (JSON)
play-page-to-payout = 정산 확인기에서 열기
play-page-ledger-game = 연습 테이블 { $when }
play-page-ledger-added = 장부의 연습 게임에 추가했어요.
play-page-ledger-new = 장부에 새 게임으로 저장했어요. 게임 장부 페이지에서 열어 보세요.
play-page-ledger-failed = 이 판을 장부에 추가하지 못했어요: { $detail }
play-page-not-dealt = 카드를 돌리지 못했어요: { $detail }
play-page-link-not-restored = 링크의 게임을 되살리지 못했어요 ({ $detail }). 새 판을 돌리세요.

## 다시 둘 수 없는 링크 (`play-link`).

play-link-out-of-range = 링크의 값이 범위를 벗어났어요
play-link-moves-misfit = 링크의 수가 이 판과 맞지 않아요
