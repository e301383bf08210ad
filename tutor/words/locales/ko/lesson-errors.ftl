## 레슨 파일의 문제: 닫힌 집합 `lesson-error` (tutor.teach.errors). 파일이나 항목 이름을 밝혀요.

lesson-error-file-unreadable = { $file }: 읽을 수 없어요: { $detail }
lesson-error-file-not-yaml = { $file }: 올바른 YAML이 아니에요: { $detail }
lesson-error-file-not-mapping = { $file }: 레슨 파일에는 매핑(id, title, summary, …)이 들어 있어야 해요
lesson-error-file-invalid = { $file }: { $problems }
lesson-error-detail = { $where }: { $detail }
lesson-error-where-lesson = 레슨
lesson-error-field-missing = 꼭 있어야 하는 항목이에요
lesson-error-field-extra-forbidden = 여기에 올 수 없는 항목이에요
lesson-error-field-string-type = 글이 있어야 해요
lesson-error-field-translation-differs = { $what ->
    [not-a-step] 단계의 type과 글이 있어야 해요
    [value] 여기서는 { $got }인데 영어 레슨에서는 { JOSA($want, "이에요/예요") }
    [steps] 번역은 { $given }단계, 영어 레슨은 { $english }단계예요
   *[no-english-file] 이 이름의 영어 레슨 파일이 없어요
}
lesson-error-file-name = { $file }: 레슨 파일 이름은 01_x.yaml처럼 숫자로 시작해야 해요
lesson-error-number-twice = { $file }: 다른 레슨 파일도 { $number }번으로 시작해요
lesson-error-id-twice = { $file }: id '{ $id }': { $other }의 id와 같아요
lesson-error-no-lessons-folder = { $folder }: 여기에 레슨 폴더가 없어요
lesson-error-section-not-a-switch = '{ $section }': Rules 모델에 이런 설정이 없어요
lesson-error-not-a-section = '{ $section }': 항목이 아니에요. '§5'나 '§5.2', 'switch:<이름>', 또는 { $tags } 가운데 하나로 쓰세요
lesson-error-step-id-twice = 단계 id '{ $id }': 두 번 쓰였어요
lesson-error-stage-too-long = 스테이지 '{ $stage }'에 { $size }단계가 있어요. 한 스테이지는 최대 { $limit }단계예요: 뒤쪽 단계에 'stage: <제목>'을 써서 새 스테이지를 시작하세요
lesson-error-not-a-switch = '{ $name }': Rules 모델의 설정이 아니에요
lesson-error-record-rules = 레슨의 판 기록은 규칙을 단계에서 가져와요: 'rules'를 빼세요
lesson-error-seating-twice = seating에 같은 플레이어가 두 번 있어요
lesson-error-current-not-seated = current '{ $current }': seating에 없어요
lesson-error-claimants-not-seated = claimants는 seating에 있는 다른 플레이어여야 해요
lesson-error-player-needed = ask '{ $ask }'에는 플레이어 가운데 한 명인 'player'가 있어야 해요
lesson-error-player-not-taken = ask '{ $ask }'에는 'player'를 쓰지 않아요
lesson-error-round-players = { $round }판의 플레이어가 1판과 달라요
lesson-error-discard-needed = ask '{ $ask }'에는 버린 카드 더미 맨 위 카드인 'discard'가 있어야 해요
lesson-error-discard-not-one-card = discard는 손패에 없는 카드 한 장이어야 해요
lesson-error-discard-not-taken = ask '{ $ask }'에는 'discard' 카드를 쓰지 않아요
lesson-error-hand-too-small = ask '{ $ask }'에는 두 장 이상의 손패가 있어야 해요
lesson-error-table-not-taken = ask '{ $ask }'에는 'seen'이나 'others'를 쓰지 않아요
lesson-error-others-needed = ask '{ $ask }'에는 'others'가 있어야 해요: 다른 플레이어가 저마다 든 장수
lesson-error-others-range = 다른 플레이어는 저마다 1장에서 8장까지 들어요
lesson-error-seen-twice = { $card }: 손패에도 있고 보인 카드에도 있거나, 보인 카드에 두 번 있어요
lesson-error-others-over-unseen = 다른 플레이어들이 보이지 않는 카드 { $unseen }장보다 많이 들고 있어요
lesson-error-too-many-deals = 보이지 않는 카드 { $unseen }장을 나누는 경우가 너무 많아 모두 셀 수 없어요: 보인 카드를 더 보여 주거나 다른 플레이어의 장수를 줄이세요
lesson-error-table-needed = ask '{ $ask }'에는 'table'이 있어야 해요: 테이블에 놓인 내 등록, 그다음 'others' 순서대로 다른 플레이어의 등록 (없으면 "" )
lesson-error-table-players = 'table'에는 { $given }명의 등록이 있는데 이 상황에는 { $players }명이 있어요
lesson-error-table-not-seen = { $card }: 테이블에 있는데 'seen'에 없어요
lesson-error-position-card-twice = { $card }: 두 곳에 동시에 있어요
lesson-error-hand-size-impossible = { $other ->
    [true] 다른 플레이어 { $who }의 손패는
   *[other] 내 손패는
} { $size }장인데, { $laid ->
    [none] { $melded ->
        [true] 내 등록이
       *[other] 내 등록이 하나도 없이
    } 테이블에 있을 때는 그럴 수 없어요: 손패는 7장으로 시작해서 가진 사람이 내려놓은 만큼만 줄어요 (여기서는 최대 { $expected }장)
   *[other] 그 플레이어의 카드 { $laid }장이 테이블에 있으니 { $expected }장이어야 해요: 7장을 받아 내려놓은 만큼 빼요
}
lesson-error-melded-mismatch = { $mine ->
    [true] 내 카드가
   *[other] 다른 플레이어들의 카드가
} 테이블에 { $laid }장 있으니 '{ $mine ->
    [true] melded
   *[other] others_melded
}'는 { $laid ->
    [0] false
   *[other] true
}여야 해요
lesson-error-answer-not-seated = answer '{ $answer }': seating에 없어요
lesson-error-answer-not-a-player = ask '{ $ask }'의 answer는 플레이어 가운데 한 명의 이름이어야 해요
lesson-error-answer-not-a-number = ask '{ $ask }'의 answer는 판돈 배수인 숫자여야 해요
lesson-error-answer-kind = ask '{ $ask }'의 answer는 { $ask ->
    [next_dealer] 플레이어 이름
   *[other] 숫자
}여야 해요
lesson-error-answer-not-a-choice = answer는 { $choices }여야 해요
lesson-error-pick-outside-hand = answer의 카드 { $card }: 손패에 없어요
lesson-error-must-include-bad = must_include는 손패의 카드 한 장이어야 해요
