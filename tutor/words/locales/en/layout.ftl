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
