## 레슨의 메시지: 닫힌 집합 `lesson` (tutor.teach.lesson_reasons).
## 메시지마다 이유의 값과 $point(규칙서 항목)를 받아요. 파생 인자는 tutor.words.lessons 참고.

lesson-sep-comma = {", "}
lesson-sep-or = {" 또는 "}
lesson-sep-then = {", "}
lesson-sep-semicolon = {"; "}
lesson-hand-cards = { $count }장

## 레슨의 답이 기대는 이유 (reason-).
lesson-reason-seated = 시계 방향으로 앉은 순서: { $seats }.
lesson-reason-play-goes = 차례는 { $direction ->
    [clockwise] 시계 방향
   *[other] 시계 반대 방향
}으로 돌아요: { $path }, 그다음 다시 { $first }.
lesson-reason-claim-refused = { $claimed } 순서로 버린 카드에 땡큐를 외쳤지만, 이 규칙에서는 차례가 아닐 때 땡큐를 할 수 없어요.
lesson-reason-claim-first-slap = { $claimed } 순서로 버린 카드에 땡큐를 외쳤어요. 가장 먼저 외친 { JOSA($taker, "이/가") } 가져가요 (배틀 훌라).
lesson-reason-claim-turn-order = { $claimed } 순서로 버린 카드에 땡큐를 외쳤어요. { $current } 다음으로 { $taker }의 차례가 가장 먼저 오니 { JOSA($taker, "이/가") } 가져가요 (차례순 땡큐).
lesson-reason-showdown = { JOSA($name, "은/는") } 손패를 펼칠 때 { JOSA($melds, "을/를") } 내려놓아요.
lesson-reason-settle-step = { $kind ->
    [doubling] { $text } ({ $title })
    [summary] { $title }. { $text }
   *[other] { $text }
}
lesson-reason-series-round = { $number }판: { JOSA($winner, "이/가") } { $perfect ->
    [true] 퍼펙트로{" "}
   *[other] {""}
}이겼고, ×{ JOSA($multiplier, "으로/로") } 했어요.
lesson-reason-next-dealer = 지난 판에 이긴 { JOSA($name, "이/가") } 다음 판의 선이에요.
lesson-reason-next-multiplier = 다음 판은 ×{ JOSA($multiplier, "으로/로") } 해요.
lesson-reason-series-pays = { $number }판에서 { $player }의 결과는 판돈 { $base }배 × { $multiplier } = { JOSA($stakes, "이에요/예요") }.
lesson-reason-no-knock-open = 지금은 스톱할 수 없어요: 가져오고 계속해요.
lesson-reason-undercut-count = 보이지 않는 카드를 다른 손패({ $counts }{ $hands ->
    [1] {""}
   *[other] , 차례 순서대로
})에 나눠 주는 모든 경우를 세면, { $deals }가지 가운데 { $hits }가지에서 누군가 { $points }점 이하를 들어요. 스톱박 확률은 { $percent }%예요.
lesson-reason-knock-now = { $percent }% 이하예요: 다른 사람들 손패가 나아지기 전에 지금 스톱해요.
lesson-reason-knock-risky = { $percent }%를 넘어요: 지금 스톱하면 스톱박을 당하기 쉬워요. 가져오고 계속해요.
lesson-reason-feeds-nothing = { JOSA($card, "은/는") } 다음 사람에게 도움이 되지 않아요: 함께 등록할 카드가 모두 보였으니, 다음 사람이 들었을 카드로는 새로 등록할 수 없어요.
lesson-reason-feeds-always = { JOSA($card, "은/는") } 다음 사람이 어떤 손패를 들었든 도움이 돼요: 7은 혼자서도 등록할 수 있으니 (규칙 { POINT("3.3") }) 언제든 가져갈 수 있어요.
lesson-reason-feeds = { JOSA($card, "은/는") } 다음 사람이 들 수 있는 손패 { $hands }가지 가운데 { $hits }가지에서 도움이 돼요 ({ $percent }%): 보이지 않는 카드와 함께 { $first }{ $second ->
    [none] {""}
   *[other] {" "}또는 { $second }
}{ $more ->
    [0] {""}
   *[other] {" "}(그 밖에 { $more }가지)
} 등록을 새로 만들 수 있어요.
lesson-reason-discard-fewest = { $count ->
    [1] { JOSA($cards, "을/를") }
   *[other] { $cards } 가운데 한 장을
} 버리면 가장 좋게 등록한 뒤 { $points }점이 남아요. 다른 카드를 버리면 더 많이 남아요.
lesson-reason-take-discard = { JOSA($card, "은/는") } 이번 차례에 손에서 내려놓는 새 { $kind ->
    [seven] 7 단독
    [set] 세트
   *[run] 런
} { $meld }에 바로 들어가요. 가져온 버린 카드는 그래야 해요.
lesson-reason-draw-stock = { JOSA($card, "은/는") } 손에 든 카드와 새로 등록할 수 없어요. 버린 카드는 바로 새로 등록할 때만 가져올 수 있으니 덱에서 가져와요.

## 답에 대해 레슨이 하는 말 (grade-).
lesson-grade-refused = { $Cause }
lesson-grade-no-meld = 이 규칙에서는 이 손패로 등록할 수 있는 게 없어요.
lesson-grade-owes-nothing = { JOSA($player, "은/는") } 낼 게 없어요: { JOSA($winner, "이/가") } 이기고 진 사람 몫은 없어요
lesson-grade-not-cards = { $cause }
lesson-grade-not-in-hand = { $cards }: 이 손패에 없어요.
lesson-grade-discard-used = { JOSA($card, "이/가") } 새 등록에 바로 들어가요. 그래야 해요.
lesson-grade-discard-left-out = { JOSA($card, "은/는") } 버린 카드 더미에서 가져왔으니 바로 내려놓는 새 등록에 들어가야 해요. 이 선택에는 빠져 있어요.

## 학습자의 선택 (choice-).
lesson-choice-discard-leaves = { JOSA($card, "을/를") } 버리면 가장 좋게 등록한 뒤 손에 { $points }점이 남아요.
lesson-choice-card-not-in-hand = { JOSA($card, "은/는") } 이 손패에 없어요.
lesson-choice-seat-just-played = { JOSA($current, "은/는") } 방금 했어요. 차례는 옆 사람에게 넘어가요.
lesson-choice-seat-other-direction = { JOSA($name, "은/는") } 차례가 { $direction ->
    [clockwise] 시계 방향
   *[other] 시계 반대 방향
}으로 돌 때만 { $current } 바로 다음이에요.
lesson-choice-seat-not-next = { JOSA($name, "은/는") } { $current } 옆에 앉아 있지 않아요.
lesson-choice-knock-undercut = 지금 { $points }점으로 스톱하면 보이지 않는 카드를 나누는 { $deals }가지 가운데 { $hits }가지에서 스톱박을 당해요 ({ $percent }%).
lesson-choice-knock-passed-up = 가져오면 { $points }점 스톱을 놓쳐요. 그 스톱은 보이지 않는 카드를 나누는 { $deals }가지 가운데 { $hits }가지에서만 스톱박을 당해요 ({ $percent }%).

## 단계에 저장된 내용의 문제 (problem-): 레슨을 쓰는 사람에게.
lesson-problem-stored-not-a-meld = { $rules } 규칙에서 저장된 등록 { $answer } 카드는 등록이 아니에요: { $why }
lesson-problem-stored-leaves-out = 저장된 등록 { $answer }에 { JOSA($card, "이/가") } 빠져 있어요
lesson-problem-engine-refuses = { $rules } 규칙에서 엔진이 이 질문을 거부해요: { $why }
lesson-problem-stored-discard-differs = { $rules } 규칙에서 저장된 버릴 카드는 { $answer }인데 엔진의 답은 { JOSA($engine, "이에요/예요") }
lesson-problem-stored-answer-differs = { $rules } 규칙에서 저장된 답은 { $answer }인데 엔진의 답은 { JOSA($engine, "이에요/예요") }
lesson-problem-switch-same = 비교한 모든 규칙에서 설정 '{ $switch }' 값이 같아요
lesson-problem-same-outcome = 비교한 모든 규칙에서 엔진의 결과가 같아요

## 레슨 답의 제목 (title-).
lesson-title-meld = { $kind ->
    [seven] 7 단독
    [set] 세트
   *[run] 런
}
lesson-title-not-a-meld = 등록이 아니에요
lesson-title-other-meld = 등록이지만 이번 차례에 필요한 등록은 아니에요
lesson-title-not-cards = 카드가 아니에요
lesson-title-not-in-hand = 이 손패에 없어요
lesson-title-refused = 이 규칙에서는 엔진이 거부해요
lesson-title-no-meld = 등록할 수 없어요
lesson-title-one-meld = 이 손패의 등록 하나
lesson-title-points-left = 가장 좋게 등록한 뒤 { $points }점 남아요
lesson-title-points-in-hand = 손패 { $points }점
lesson-title-plays-next = 다음 차례는 { $name }
lesson-title-wins = { JOSA($player, "이/가") } 이겨요
lesson-title-collects = { JOSA($player, "이/가") } 판돈 { $stakes }배를 받아요
lesson-title-pays = { JOSA($player, "이/가") } 판돈 { $stakes }배를 내요
lesson-title-payment = { JOSA($player, "이/가") } 내는 돈은 판돈 { $stakes }배예요
lesson-title-compensation = { JOSA($player, "이/가") } 보상으로 판돈 { $stakes }배를 받아요
lesson-title-deals-next = 다음 선은 { $name }
lesson-title-next-multiplier = 다음 판은 ×{ JOSA($multiplier, "으로/로") } 해요
lesson-title-knock-now = 지금 스톱
lesson-title-play-on = 가져오고 계속하기
lesson-title-discard = { $cards } 버리기
lesson-title-take = { $card } 가져오기
lesson-title-draw = 덱에서 가져오기
lesson-title-verdict = { $title }

## 레슨이 보여 주는 답 (shown-).
lesson-shown-none = 답 없음
lesson-shown-no-meld = 등록 없음
lesson-shown-refused = 이 규칙에서는 답이 없어요
lesson-shown-yes = 네
lesson-shown-no = 아니요
lesson-shown-value = { $value }
lesson-shown-cards = { $cards }
lesson-shown-choice = { $choice ->
    [take] 버린 카드 가져오기
    [draw] 덱에서 가져오기
    [knock] 지금 스톱
   *[play-on] 가져오고 계속하기
}

## 힌트의 첫 단계 (nudge-).
lesson-nudge-must-use = 가져온 { JOSA($card, "을/를") } 꼭 써서 등록해야 해요. 어떤 카드와 함께할까요?
lesson-nudge-any-meld = 숫자가 같은 카드나, 무늬가 같고 이어지는 카드를 찾아보세요.
lesson-nudge-rank = 이 손패의 { card-ranks } 카드를 보세요.
lesson-nudge-suit = 이 손패의 { card-suit } 카드를 보세요.
lesson-nudge-is-meld = { $cards }의 숫자와 무늬를 보세요. 숫자가 모두 같나요, 아니면 같은 무늬로 끊김 없이 이어지나요? 그다음 장수를 세요.{ $sevens ->
    [0] {""}
   *[other] {" "}여기에 7이 { $sevens }장 있어요.
}
lesson-nudge-blast = { $count }장을 모두 적힌 점수대로 더해 보세요.{ $melded ->
    [true] {" "}이 사람은 벌써 등록했나요?
   *[other] {""}
}
lesson-nudge-knock = 정산할 때처럼 손패 점수를 센 다음, 이 { $players }인 테이블에서 누가 등록했는지 확인하세요.
lesson-nudge-four-sevens = 이 손패의 7을 세어 보세요.
lesson-nudge-perfect = 이번 차례에 모든 카드를 내려놓을 수 있을까요? 그리고 이 사람은 전에 등록했나요?
lesson-nudge-going-out = 이 손패를 등록으로 나눠 보세요. 마지막에 버릴 카드는 어느 것일까요?
lesson-nudge-best-melds = 먼저 등록을 찾으세요. 그중 하나는 { JOSA($card, "을/를") } 써요. 그다음 남은 카드를 세요.
lesson-nudge-any-meld-first = 먼저 등록할 수 있는 걸 찾고, 그다음 손에 남는 카드를 세요.
lesson-nudge-add-up = { $count }장을 하나씩 더해 보세요. 그림 카드와 7에 주의하세요.
lesson-nudge-next-player = { $current }부터 시작해요. 이 규칙에서 차례는 테이블을 어느 방향으로 돌까요?
lesson-nudge-take-or-draw = { JOSA($card, "이/가") } 지금 손에 든 카드와 새로 등록될 수 있을까요?
lesson-nudge-knock-or-draw = 먼저, 스톱할 수 있기는 한가요? 그다음 다른 손패를 생각해 보세요. 몇 장을 들고 있고, 그중 누군가 내 점수만큼 적게 들 가능성은 얼마나 될까요?
lesson-nudge-safe-discard = 버릴 수 있는 카드마다 이미 보인 카드를 살펴보세요. 그 카드는 어떤 카드와 등록되고, 다음 사람이 아직 그 카드를 들고 있을 수 있을까요?
lesson-nudge-discard = 버릴 수 있는 카드마다, 가장 좋게 등록한 뒤 손에 무엇이 남을까요?
lesson-nudge-next-dealer = 지난 판은 누가 이겼나요?
lesson-nudge-next-multiplier = 이 판들 가운데 퍼펙트가 있었는지 찾아보세요.
lesson-nudge-series-pays = 지난 판에 진 사람들을 점수가 적은 순서로 세운 다음, 그 판의 배수를 곱하세요.
lesson-nudge-winner = 이 판은 { $ending ->
    [blast] 빵
    [knock] 스톱
    [going-out] 훌라
    [four-sevens] 세븐 포카드
   *[stock] 덱이 바닥남
}으로 끝났어요. 손패마다 정산하는 방식으로 세어 보세요.
lesson-nudge-compensation = { $player }의 손패에서 7, 같은 숫자 세 장, 같은 무늬로 이어지는 카드를 찾아보세요.
lesson-nudge-collects = 진 사람마다 낼 몫을 구한 다음 모두 더하세요.
lesson-nudge-pays = { JOSA($player, "은/는") } 진 사람 가운데 점수가 몇 번째로 적고, 어떤 배수가 붙을까요?
lesson-nudge-refused = 이 규칙에서는 힌트가 없어요: { $cause }

## 규칙 설정을 적을 때의 스위치 값.
lesson-switch-on = 켬
lesson-switch-off = 끔
lesson-switch-none = 없음
lesson-switch-table = { $players }인일 때 { $limits }
