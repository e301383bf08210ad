## 규칙서 페이지 (tutor/app/pages/rulebook.py); 규칙서 본문은 rulebook.ko.md예요.

rulebook-title = 규칙서
rulebook-sources = 출처
rulebook-sources-intro = 이 규칙서의 사실은 아래의 글로 된 설명에서 왔고, 문장은 모두 튜터가 직접 썼어요. 출처끼리 다른 점은 규칙에서 설정으로 밝혀요.
rulebook-not-hoola = **훌라가 아니에요.** 이름이 비슷한 두 게임:
rulebook-switch = **설정 — { $label }.** { $description }
rulebook-in-force = - 지금 규칙: **{ $value }**
rulebook-presets = - 프리셋: { $presets }
rulebook-according = - { $source }에 따르면: { $said }
rulebook-no-source = - 정한 출처가 없어요. 튜터가 근거를 밝힌 기본값을 써요.
