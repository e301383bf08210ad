## What every page shares: the sidebar with the rules in force and the preset picker.

layout-preset = Preset
# a preset offered with its description (Markdown)
layout-preset-option = **{ $title }** — { $text }
layout-rules-in-force = Rules in force
layout-rules-in-force-help = Every page uses these rules. Change single switches on the Rules page.
# $changes: the switches changed from the preset, listed
layout-changed-here = Changed here: { $changes }
# $reason: why the ?rules= value of the link was refused
state-rules-link-refused = The rules in the link could not be used ({ $reason }); the default rules apply.

## Streamlit's own words, written by the tutor in the visitor's language (tutor/app/streamlit_words.py).
uploader-button = Upload
# $size: the largest file in MB; $types: the kinds of file taken (JSON)
uploader-limit = { $size }MB per file • { $types }
streamlit-help = Help
# $label: the label of the widget the help icon belongs to
streamlit-help-for = Help for { $label }
