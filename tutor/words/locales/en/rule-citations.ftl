## The rule book's points named in words (tutor/words/rulebook.py).

# A point by its title and number: "Knock (rule 5.2)".
rulebook-point-label = { $title } (rule { $number })
# A citation written in authored text as {rule 5.2}: the word, then the number ($number,
# a link where the text is Markdown).
rulebook-mention = rule { $number }
