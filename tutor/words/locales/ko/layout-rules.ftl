## 모든 페이지 사이드바의 지금 규칙과 프리셋 선택 (tutor/app/layout.py).

layout-preset = 프리셋
layout-rules-in-force = 지금 규칙
layout-rules-in-force-help = 모든 페이지가 이 규칙을 써요. 스위치 하나하나는 규칙 페이지에서 바꿀 수 있어요.
layout-changed-here = 여기서 바꾼 것: { $switches }
