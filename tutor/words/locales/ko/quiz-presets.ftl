## 질문 종류 'presets' (규칙서 8.1–8.4): 테이블이 어느 프리셋으로 하는지, 두 프리셋이 어떤
## 설정에서 다른지. 질문이 가진 코드에서 만들어요: $named(프리셋 이름), $first_named와
## $second_named(두 프리셋의 이름), $label(설정 이름), $value(설정 값), $value_first와
## $value_second(두 프리셋의 값), $setting(규칙 페이지처럼 설정 이름과 값).

quiz-kind-presets = 프리셋
quiz-prompt-preset-which = 어떤 테이블이 네 프리셋 가운데 하나를 바꾸지 않고 그대로 써요. 아래 설정을 보고 어느 프리셋인지 골라 보세요.
quiz-prompt-presets-differ = { $first_named } 프리셋은 { $second_named } 프리셋과 어떤 설정이 다를까요?
quiz-fact-table-plays = { $setting } (규칙 { POINT($point) }).
quiz-hint-presets = 규칙 { JOSA(POINT($point), "을/를") } 떠올려 보세요. 프리셋은 저마다 출처가 정한 설정에서만 표준 게임과 달라요. { $ask ->
        [which] 위 설정 가운데 하나라도 다르게 하는 프리셋을 하나씩 지워 보세요.
        [decides] 첫 번째 프리셋의 설정을 하나씩 두 번째 프리셋처럼 바꿔 보고, 어느 것이 답을 바꾸는지 보세요.
       *[differ] 두 프리셋이 각각 무엇을 바꾸는지 떠올려 보세요.
    }
quiz-choice-preset = { $named }
quiz-choice-switch = { $label }
quiz-note-preset-ruled-out = { $named } 프리셋은 아니에요. 그 프리셋에서는 { $label }: { $value } (규칙 { POINT($point) }).
quiz-note-preset-fits = 위 설정이 모두 { $named } 프리셋과 같아요 (규칙 { POINT($point) }).
quiz-note-presets-differ-on = { $label }: { $first_named } 프리셋은 { $value_first }, { $second_named } 프리셋은 { $value_second } (규칙 { POINT($point) }).
quiz-note-presets-same-otherwise = 나머지 설정은 두 프리셋이 모두 같아요 (규칙 { POINT($point) }).
quiz-prompt-preset-decides = { $situation ->
        [knock] { $player }의 차례가 시작됐고, 손패는 이래요. { $first_named } 프리셋에서는 지금 스톱할 수 { $answer_first ->
            [yes] 있고
           *[no] 없고
        }, { $second_named } 프리셋에서는 스톱할 수 { $answer_second ->
            [yes] 있어요
           *[no] 없어요
        }.
        [blast] { JOSA($player, "은/는") } 아직 아무것도 등록하지 않은 채 이 일곱 장으로 차례를 시작해요. { $first_named } 프리셋에서는 { $answer_first ->
            [sopang] 소빵이고
            [daepang] 대빵이고
           *[no-blast] 빵이 아니고
        }, { $second_named } 프리셋에서는 { $answer_second ->
            [sopang] 소빵이에요
            [daepang] 대빵이에요
           *[no-blast] 빵이 아니에요
        }.
       *[points] 판이 끝났고 { JOSA($player, "은/는") } 이 카드를 손에 남겼어요. { $first_named } 프리셋에서는 { $answer_first }점, { $second_named } 프리셋에서는 { $answer_second }점이에요.
    } 두 프리셋은 여러 설정이 다른데, 여기서 답을 가르는 설정은 무엇일까요?
quiz-note-preset-decides = { $label }: { $first_named } 프리셋은 { $value_first }, { $second_named } 프리셋은 { $value_second }. 이 설정 하나가 답을 바꿔요 (규칙 { POINT($point) }).
quiz-note-switches-change-nothing = 두 프리셋이 다르게 정한 나머지 설정({ $labels })은 하나씩만 바꿔서는 답이 그대로예요 (규칙 { POINT($point) }).
