## 규칙서 항목을 말로 부르기(tutor/words/rulebook.py).

# 제목과 번호로 부르는 항목: "스톱 (규칙 5.2)".
rulebook-point-label = { $title } (규칙 { $number })
# 글 속에 {rule 5.2}로 쓴 인용: 낱말과 번호($number, 마크다운이면 링크).
rulebook-mention = 규칙 { $number }
