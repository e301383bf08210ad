## 게임 장부 페이지: 실제 게임 한 밤을 판마다 정산해요.

game-title = 게임 장부
game-intro = 실제 게임의 점수를 기록해요. 판이 끝날 때마다 입력하면 장부가 다음 선, 적용되는 판돈, 플레이어마다의 결과와 누적 합계를 계산하고, 끝나면 가장 적은 송금으로 누가 누구에게 얼마를 줄지 알려 줘요.
game-read-only = 저장한 게임을 바꿀 수 없어요: { $reason }
game-sign-in = 위에서 로그인하면 게임을 보고 저장할 수 있어요.
game-link-not-found = 링크의 게임이 여기에 저장되어 있지 않아요(지워졌을 수 있어요).
game-rules-text = { $preset }{ $changed ->
        [none] {""}
       *[other] {" "}(바꾼 설정: { $changed })
    }
game-rules-line = 규칙: { $rules }

## 게임 시작.

game-start-header = 게임 시작
game-name-label = 게임 이름
game-default-name = { $date } 게임
game-players-placeholder =
    지영
    민준
    서연
game-players-label = 앉은 순서대로, 시계 방향으로 플레이어 이름(한 줄에 한 명)
game-players-help = 앉은 순서로 누가 누구 다음에 하는지 정해요. 방향은 규칙을 따라요. 한 줄에 한 명씩 쓰세요. 쉼표가 들어 있어도 한 사람의 이름으로 읽어요.
game-rules-caption = 지금 적용 중인 규칙이에요. 옆 메뉴에서 다른 프리셋을 고르거나 규칙 페이지에서 설정을 하나씩 바꿀 수 있어요. 게임에서 특히 중요한 설정 두 가지:
game-six-seven-help = 여섯이나 일곱 명이 앉으면 카드를 나눌 때마다 한두 명이 빠져서 다섯 명이 해요.
game-stake-label = 판돈 1배의 값
game-currency-label = 통화
game-currency-placeholder = 예: 원, ₩, EUR
game-first-dealer-label = 첫 선
game-dealer-mode = { $mode ->
        [draw] 무작위로 뽑기
       *[choose] 직접 고르기
    }
game-who-deals-first = 첫 선
game-type-players-first = 먼저 플레이어 이름을 입력하세요.
game-seed-label = 뽑기 시드(누구나 확인할 수 있게 보여 줘요)
game-start-button = 게임 시작
game-not-started = 게임을 시작하지 않았어요:{" "}

## 저장한 게임.

game-saved-header = 저장한 게임
game-no-saved = 아직 저장한 게임이 없어요.
game-saved-line = { $started } · { $players } · { $rounds }판
game-saved-line-id = { $line } · ID { $id }
game-open-button = 열기
game-import-expander = 게임 가져오기 (JSON)
game-import-file = 훌라 튜터에서 내보낸 게임
game-import-copy = 사본으로 가져오기(여기에 이미 저장되어 있어도 새 게임으로)
game-import-button = 가져오기
game-nothing-imported = 아무것도 가져오지 않았어요:{" "}

## 열린 게임.

game-close-button = ← 모든 게임
game-facts = 자리(시계 방향): { $seats }{"  "}
    규칙: { $rules }{"  "}
    판돈 1배 = { $stake }{"  "}
    첫 선: { $dealer }{ $seed ->
        [none] {""}
       *[other] {" "}(시드 { JOSA(NUMBER($seed, useGrouping: 0), "으로/로") } 무작위 뽑기)
    }
game-keeps-rules = 이 게임은 튜터의 다른 곳에서 규칙을 바꿔도 시작할 때의 규칙을 그대로 써요.
game-round-header = { $number }판
game-enter-round = { $number }판이 어떻게 끝났는지 입력하세요.
game-save-round = { $number }판 저장
game-paste-expander = 또는 판 기록(JSON) 붙여 넣기
game-paste-label = 판 기록
# A record's start, as JSON (its keys stay English: they are a file format).
game-paste-placeholder = {"{"}"ending": "stock", "players": [...]{"}"}
game-paste-help = 정산 확인과 명령줄이 쓰는 것과 같은 JSON이에요. 선과 규칙은 이 게임에서 가져와요.
game-paste-button = 이 판 추가

## 판 기록, 누적 합계, 정산.

game-rounds-header = 판 기록
game-no-rounds = 아직 기록한 판이 없어요.
game-rounds-caption = 결과는 그 판의 배수(×)를 적용한 판돈이에요. { $out } 표시는 빠진 사람이에요.
game-dropped-out-mark = (빠짐)
game-column-round = 판
game-column-dealer = 선
game-column-winner = 이긴 사람
game-column-ending = 끝내기
game-column-multiplier = 배수
game-column-player = { $name } (플레이어)
game-column-player-heading = 플레이어
game-column-stakes = 판돈
game-column-money = 돈
game-round-card = **{ $number }판** · { $ending } · { $multiplier }{"  "}
    선: { $dealer } · 이긴 사람: { $winner }{"  "}
    { $results }
game-totals-header = 누적 합계
game-totals-caption = 판돈 1배 = { $stake }. 합계를 모두 더하면 언제나 0이에요.
game-payments-header = 누가 누구에게 줄까
game-nobody-owes = 아무도 줄 돈이 없어요.

## 누적 합계 그래프.

game-chart-money = 돈으로 보기
game-chart-unit-stakes = 판돈
game-chart-title = 누적 합계{ $unit ->
        [none] {""}
       *[other] {" "}({ $unit })
    }
game-chart-x = 판
game-chart-y = { $money ->
        [true] 돈{ $unit ->
            [none] {""}
           *[other] {" "}({ $unit })
        }
       *[other] 판돈
    }
game-chart-legend = 플레이어
game-chart-hover = { $round }판 뒤: { $value }{ $unit ->
        [none] {""}
       *[other] {" "}{ $unit }
    }
game-chart-alt = { $rounds }판 뒤 누적 합계: { $totals }.

## 고치기와 게임 동작.

game-edit-expander = 앞선 판 고치기
game-edit-caption = { $number }판: { JOSA($dealer, "이/가") } 선이었어요. 저장하면 그 뒤의 판을 모두 다시 계산해요(선, 배수, 합계).
game-edit-save = { $number }판 고친 내용 저장
game-rename-expander = 플레이어 이름 바꾸기
game-rename-who = 플레이어
game-rename-new = 새 이름
game-rename-button = 이름 바꾸기
game-actions-header = 게임
game-undo-button = 마지막 판 되돌리기
game-undo-question = { $number }판({ $winner } 승, { $ending })을 지울까요? 이 판의 정산이 합계에서 빠져요.
game-undo-question-broken = 마지막 판인 { $number }판을 지울까요? 사본을 남기려면 먼저 게임을 내보내세요.
game-undo-confirm = 네, { $number }판 지우기
game-undo-cancel = 그대로 두기
game-undo-restore = { $number }판 되살리기
game-undo-restored = { $number }판을 원래대로 되살렸어요.
game-export-json = JSON 내보내기
game-export-csv = CSV 내보내기
game-delete-button = 이 게임 지우기…
game-delete-confirm = 네, 지울게요
game-delete-cancel = 취소
game-share-expander = 읽기 전용 링크 공유
game-share-button = 링크 만들기
game-share-caption = 이 링크가 있는 사람은 게임을 볼 수 있지만 바꿀 수는 없어요.
game-unshare-button = 공유 멈추기(링크가 더는 열리지 않아요)
game-share-not-found = 이 공유 링크로는 열리는 게임이 없어요(공유를 멈췄을 수 있어요).
game-shared-caption = 공유받은 게임: 읽기 전용이에요.

## CSV 내보내기의 열 제목.

game-csv-column = { $column ->
        [game] 게임
        [round] 판
        [dealer] 선
        [ending] 끝내기
        [winner] 이긴 사람
        [perfect] 퍼펙트
        [multiplier] 배수
        [player] 플레이어
        [entered] 입력 방식
        [points] 점수
        [stakes] 판돈
        [money] 돈
        [running_stakes] 누적 판돈
        [running_money] 누적 돈
        [currency] 통화
        [transfer] 송금
        [payer] 내는 사람
        [payee] 받는 사람
       *[other] { $column }
    }

# CSV 내보내기의 코드 칸 ($column: ending, perfect, entered; $code: 그 코드).
game-csv-value = { $column ->
        [ending] { $code ->
            [blast] 빵
            [knock] 스톱
            [going-out] 훌라
            [four-sevens] 세븐 포카드
           *[stock] 덱이 바닥남
        }
        [perfect] { $code ->
            [yes] 네
           *[no] 아니요
        }
       *[entered] { $code ->
            [count] 점수
           *[cards] 카드
        }
    }
