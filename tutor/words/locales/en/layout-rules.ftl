## The sidebar's rules in force and the preset picker every page shares (tutor/app/layout.py).

layout-preset = Preset
layout-rules-in-force = Rules in force
layout-rules-in-force-help = Every page uses these rules. Change single switches on the Rules page.
# $switches each changed switch as `name` = `value` (Markdown code), joined
layout-changed-here = Changed here: { $switches }
