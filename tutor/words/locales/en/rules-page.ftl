## The Rules & variants page (tutor/app/pages/rules_page.py).

rules-title = Rules & variants
rules-intro = Hoola is played differently from table to table, and the written sources disagree on several points. Each such point is a **switch**. Start from a preset and change any switch: every page then uses your rules.
rules-in-force-title = The rules in force
# $names the changed switches (Markdown), listed
rules-preset-changed = Preset **{ $preset }** with { $count ->
        [one] 1 switch
       *[other] { $count } switches
    } changed: { $names }.
rules-preset-unchanged = Preset **{ $preset }**, unchanged.
rules-reset = Reset to preset { $preset }
rules-reset-help = Undo every switch changed here and go back to the preset's values.
rules-switches-title = Change any switch
rules-switches-caption = Each switch shows what it does, its point in the [Rule book]({ $url }), and what each source says. A change applies on every page and is kept in the page's link.
rules-topic-table = Table and turns
rules-topic-cards = Cards and melds
rules-topic-ending = How a round ends
rules-topic-payment = Payment
rules-topic-other = Other switches
rules-presets-title = The presets side by side
rules-column-in-force = { $preset } ★ in force
rules-column-switch = Switch
rules-column-yours = Yours
# $presets each preset's name and description (Markdown)
rules-presets-caption = ★ marks the preset in force (highlighted). { $changed ->
        [true] The column “Yours” shows your rules; highlighted cells differ from the preset.{" "}
       *[other] {""}
    }{ $presets }
rules-disagree-title = Where the sources disagree
rules-disagree-cited = In the Rule book: { $cites }
rules-disagree-caption = “—”: that source does not mention the point. Where the wording differs but the numbers agree (such as 83 or more and more than 82), the row shows the wording.
rules-silent = No source settles these: { $names }. The tutor picks a documented default, shown with each switch above, and you can change it.
rules-glossary-title = Words of the game: English and Korean
rules-glossary-caption = 📜 the names the written sources print; 🇰🇷 a Korean name. A Korean name marked “tutor's note” is the tutor's own: no source prints it.
rules-glossary-in-sources = 📜 In the sources: { $said }
rules-glossary-korean = 🇰🇷 { $korean }{ $own ->
        [own] {" "}(tutor's note, not in the sources)
       *[other] {""}
    }
rules-alikes-title = Not Hoola: two games with similar names
rules-alike = - **{ $name }** is { $about }
rules-learn-link = Learn the real Hoola: lessons
