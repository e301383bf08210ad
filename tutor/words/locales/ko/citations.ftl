## 규칙서 인용: 규칙 항목($title, $number)과 주소($url)로 만든 마크다운 링크.

citation-link = [{ $title } (규칙 { $number })]({ $url })
