## The command line (tutor/cli.py): every line it prints, its help, and argparse's own
## messages (cli-argparse-*: they keep argparse's placeholders, %s and %(name)s).

cli-error = error: { $message }
cli-not-whole-number = { $text } is not a whole number from { $least } to { $most }
cli-out-of-range = { $value } is not from { $least } to { $most }
# $kind: the meld's kind (set, run, seven), or "none" for no meld
cli-meld = { $cards }: { $kind ->
    [set] a set
    [run] a run
    [seven] a lone seven
   *[none] not a meld
}
cli-best = Best arrangement: { $points } points left
# $allowed: whether the ending is open; $title the verdict, $rule the rule book's name for it
cli-ending = { $allowed ->
    [true] yes
   *[false] no{" "}
}  { $title } — { $rule }
cli-verdict = { $kind }
cli-question = { $title } (question { $seed }; to see it again: --seed { $seed } --kind { $kind } --rules { $rules })
cli-cards = Cards: { $cards }
cli-no-cards = (no cards)
cli-choices = Choices ({ $multi ->
    [true] one or more, separated by commas
   *[false] one
}): { $choices }
cli-answer-cards = Answer with the melds to lay, in order, separated by ;, e.g. 9d 10d Jd; 4c 4h 4s (nothing if none).
cli-answer-number = Answer with a number.
cli-your-answer = Your answer:{" "}
cli-new-pin = New PIN or password for { $name }:{" "}
cli-pin-again = The same again:{" "}
cli-pins-differ = the two PINs differ; nothing was changed
cli-pin-set = New PIN set for { $name }; wrong tries, any lock and every sign-in cleared.

cli-description = Hoola (훌라) rules checks.
cli-lang-help = language of the output: en (English) or ko (한국어)
# $presets: each preset's code (what is typed) with its name
cli-rules-help = rule preset: { $presets } (default pagat)
cli-rules-metavar = PRESET
cli-rules-preset = { $code } ({ $name })
cli-meld-help = is this group of cards a meld, and why
cli-cards-help = cards, e.g. "6h 7h 8h"
cli-best-help = a hand's best arrangement and the points left
cli-endings-help = which endings are open to a hand at the start of a turn
cli-players-help = players at the table ({ $least } to { $most })
cli-melded-help = this player has melded
cli-others-melded-help = another player has melded
cli-settle-help = settle a round record (JSON file, or - for stdin)
cli-json-help = print the settlement as JSON
cli-quiz-help = answer a quiz question made and marked by the engine
cli-kind-help = kind of question (default: any)
cli-seed-help = question number: the same one asks the same
cli-answer-help = the answer (default: asked at the prompt)
cli-reset-pin-help = club admin: give a learner a new PIN (read from stdin)
cli-name-help = the learner's name
cli-db-help = database file or postgresql:// URL (default: HOOLA_TUTOR_DB)

cli-argparse-usage = usage:{" "}
cli-argparse-positional = positional arguments
cli-argparse-options = options
cli-argparse-help = show this help message and exit
cli-argparse-required = the following arguments are required: %s
cli-argparse-unrecognized = unrecognized arguments: %s
cli-argparse-argument = argument %(argument_name)s: %(message)s
cli-argparse-choice = invalid choice: %(value)r (choose from %(choices)s)
cli-argparse-invalid = invalid %(type)s value: %(value)r
cli-argparse-one = expected one argument
cli-argparse-ambiguous = ambiguous option: %(option)s could match %(matches)s
cli-argparse-not-allowed = not allowed with argument %s
cli-type-whole-number = whole number
