## 규칙과 변형 페이지 (tutor/app/pages/rules_page.py).

rules-title = 규칙과 변형
rules-intro = 훌라는 테이블마다 조금씩 다르게 하고, 글로 된 출처들도 몇 가지 점에서 서로 달라요. 그런 점 하나하나가 **설정**이에요. 프리셋에서 시작해 설정을 바꾸면 모든 페이지가 내 규칙을 써요.
rules-in-force-title = 지금 규칙
rules-preset-changed = 프리셋 **{ $preset }**에서 설정 { $count }개를 바꿨어요: { $names }.
rules-preset-unchanged = 프리셋 **{ $preset }** 그대로예요.
rules-reset = { $preset } 프리셋으로 되돌리기
rules-reset-help = 여기서 바꾼 설정을 모두 되돌리고 프리셋 값으로 돌아가요.
rules-switches-title = 설정 바꾸기
rules-switches-caption = 설정마다 하는 일, [규칙서]({ $url })의 항목, 출처마다 하는 말을 보여 줘요. 바꾼 것은 모든 페이지에 적용되고 페이지 링크에 남아요.
rules-topic-table = 테이블과 차례
rules-topic-cards = 카드와 등록
rules-topic-ending = 판이 끝나는 방법
rules-topic-payment = 정산
rules-topic-other = 다른 설정
rules-presets-title = 프리셋 나란히 보기
rules-column-in-force = { $preset } ★ 지금 규칙
rules-column-switch = 설정
rules-column-yours = 내 규칙
rules-presets-caption = ★는 지금 규칙인 프리셋이에요 (강조 표시). { $changed ->
        [true] “내 규칙” 열은 내 규칙이고, 강조된 칸은 프리셋과 달라요.{" "}
       *[other] {""}
    }{ $presets }
rules-disagree-title = 출처끼리 다른 점
rules-disagree-cited = 규칙서에서: { $cites }
rules-disagree-caption = “—”: 그 출처는 이 점을 말하지 않아요. 숫자는 같고 표현만 다르면 (83 이상과 82 초과처럼) 표현을 그대로 보여 줘요.
rules-silent = 어느 출처도 정하지 않은 것: { $names }. 튜터가 근거를 밝힌 기본값을 골랐고 (위의 각 설정에 나와요), 바꿀 수 있어요.
rules-glossary-title = 게임 용어: 영어와 한국어
rules-glossary-caption = 📜 글로 된 출처에 나오는 이름; 🇰🇷 한국어 이름. “튜터의 메모”라고 표시한 한국어 이름은 출처에 없고 튜터가 덧붙인 것이에요.
rules-glossary-in-sources = 📜 출처에서: { $said }
rules-glossary-korean = 🇰🇷 { $korean }{ $own ->
        [own] {" "}(튜터의 메모, 출처에는 없음)
       *[other] {""}
    }
rules-alikes-title = 훌라가 아니에요: 이름이 비슷한 두 게임
rules-alike = - **{ $name }**: { $about }
rules-learn-link = 진짜 훌라 배우기: 레슨
