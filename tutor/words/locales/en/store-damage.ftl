## What the store found wrong with a database (tutor.store.db.damage, closed set
## `store-damage`), shown inside a store-unavailable message as its detail.

# $count problems the integrity check listed ($more: it stopped listing), $first the first.
store-damage-integrity-problems = { NUMBER($count, useGrouping: 0) }{ $more ->
        [true] +
       *[other] {""}
    } { $count ->
        [one] problem
       *[other] problems
    }: { $first }
store-damage-meta-missing = tables without hoola_meta
store-damage-other-program = hoola_meta names another program
store-damage-no-schema-version = no schema version
