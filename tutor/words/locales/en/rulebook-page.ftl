## The Rule book page (tutor/app/pages/rulebook.py); the rule book itself is rulebook.md.

rulebook-title = Rule book
rulebook-sources = Sources
rulebook-sources-intro = The facts of this rule book come from these written descriptions; every sentence here is the tutor's own. Where they disagree, the rule names a switch.
rulebook-not-hoola = **Not Hoola.** Two games whose names sound alike:
# One switch under its rule point (Markdown).
rulebook-switch = **Switch — { $label }.** { $description }
rulebook-in-force = - In force now: **{ $value }**
# $presets each preset's name and value (Markdown)
rulebook-presets = - Presets: { $presets }
rulebook-according = - According to { $source }: { $said }
rulebook-no-source = - No source settles it: the tutor's documented default applies.
