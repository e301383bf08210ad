## The Progress page's headings, labels and buttons (tutor/app/pages/progress.py).

progress-answers = Answers
progress-right = Right
# $share: the share of right answers, 0 to 1
progress-share = { NUMBER($share, style: "percent") }
progress-points-met = Rule points met
progress-due = Due for review
# $tags: rule-book points, linked, joined with commas
progress-in-rulebook = In the Rule book: { $tags }.
progress-due-now = Due for review now: { $tags }.
progress-export = Export
progress-export-note = Save this learner's answers and review boxes (which rule points come back for review, and how soon) as a JSON file, e.g. to move them to another computer.
progress-download = Download progress (JSON)
progress-import = Import
progress-upload = Load a progress file exported from Hoola Tutor
progress-import-as = Import as { $name }
# the name a file's learner gets when the file holds none that can be used
progress-imported-name = Imported
progress-import-under = Import under the name
progress-import-under-this = Import under this name
progress-confirm-replace = Yes, delete { $name }'s saved answers and boxes and use the file's instead
progress-replace = Replace { $name }'s progress
progress-confirm-replace-own = Yes, delete my saved answers and boxes ({ $name }) and use the file's instead
progress-import-own = Import into my profile ({ $name })
