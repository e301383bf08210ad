## A citation of the rule book: a Markdown link built from the point ($title, $number) and
## its address ($url) (tutor/app/citations.py).

citation-link = [{ $title } (rule { $number })]({ $url })
