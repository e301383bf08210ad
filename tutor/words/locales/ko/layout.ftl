## 모든 페이지가 함께 쓰는 것: 지금 규칙과 프리셋 고르기가 있는 사이드바.

layout-preset = 프리셋
layout-preset-option = **{ $title }** — { $text }
layout-rules-in-force = 지금 규칙
layout-rules-in-force-help = 모든 페이지가 이 규칙을 써요. 규칙 하나하나는 규칙 페이지에서 바꿔요.
layout-changed-here = 여기서 바꾼 규칙: { $changes }
state-rules-link-refused = 링크에 담긴 규칙을 쓸 수 없어서 ({ $reason }) 기본 규칙을 써요.

## Streamlit이 스스로 쓰는 말을 방문자의 언어로 (tutor/app/streamlit_words.py).
uploader-button = 파일 올리기
uploader-limit = { $types } 파일, 하나에 { $size }MB까지
streamlit-help = 도움말
streamlit-help-for = { $label } 도움말
