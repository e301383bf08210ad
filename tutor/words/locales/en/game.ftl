## The game ledger page: a real game night settled round by round.

game-title = Game ledger
game-intro = Keep the score of a real game night. Enter each round as it ends: the ledger works out who deals next, the stakes in force, each player's result and the running totals, and at the end who pays whom with the fewest transfers.
game-read-only = Saved games cannot be changed: { $reason }
game-sign-in = Sign in above to see and keep your games.
game-link-not-found = The game in the link is not saved here (it may have been deleted).
# $preset in bold, $changed the switches changed ("none" when none is).
game-rules-text = { $preset }{ $changed ->
        [none] {""}
       *[other] {" "}with { $changed }
    }
game-rules-line = Rules: { $rules }

## Starting a game.

game-start-header = Start a game
game-name-label = Name of the game
game-default-name = Game night { $date }
game-players-label = Players in seating order, clockwise round the table (one a line)
# Three names, one a line.
game-players-placeholder =
    Ann
    Bo
    Cy
game-players-help = Seating order decides who plays after whom; the direction comes from the rules. One name a line: a comma is part of a name (Kim, Jr.).
game-rules-caption = These are the rules in force: pick another preset in the sidebar or change single switches on the Rules page. Two switches matter most for a game night:
game-six-seven-help = With six or seven at the table, one or two drop out after each deal so that five play.
game-stake-label = One stake is worth
game-currency-label = Currency
game-currency-placeholder = e.g. EUR, ₩
game-first-dealer-label = First dealer
game-dealer-mode = { $mode ->
        [draw] Draw at random
       *[choose] Choose
    }
game-who-deals-first = Who deals first
game-type-players-first = Type the players first.
game-seed-label = Seed of the draw (shown so anyone can check it)
game-start-button = Start the game
game-not-started = The game was not started:{" "}

## Saved games.

game-saved-header = Saved games
game-no-saved = No saved games yet.
# $started the date and time, $players the names listed, $rounds how many rounds.
game-saved-line = { $started } · { $players } · { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
game-saved-line-id = { $line } · id { $id }
game-open-button = Open
game-import-expander = Import a game (JSON)
game-import-file = A game exported from Hoola Tutor
game-import-copy = Import as a copy (a new game, even if this one is saved here)
game-import-button = Import
game-nothing-imported = Nothing was imported:{" "}

## The open game.

game-close-button = ← All games
# $seed the seed of the first dealer's draw, or "none" when the dealer was chosen.
game-facts = Seating, clockwise: { $seats }{"  "}
    Rules: { $rules }{"  "}
    One stake = { $stake }{"  "}
    First dealer: { $dealer }{ $seed ->
        [none] {""}
       *[other] {" "}(drawn at random with seed { NUMBER($seed, useGrouping: 0) })
    }
game-keeps-rules = This game keeps the rules it was started with, whatever the rules in force elsewhere in the tutor.
game-round-header = Round { $number }
game-enter-round = Enter how round { $number } ended.
game-save-round = Save round { $number }
game-paste-expander = Or paste a round record (JSON)
game-paste-label = Round record
# A record's start, as JSON (its keys stay English: they are a file format).
game-paste-placeholder = {"{"}"ending": "stock", "players": [...]{"}"}
game-paste-help = The same JSON the payout checker and the command line use. The dealer and the rules come from this game.
game-paste-button = Add this round

## The rounds, the totals, who pays whom.

game-rounds-header = Rounds
game-no-rounds = No rounds yet.
game-rounds-caption = Results in stakes, at the multiplier in force (×). { $out } = dropped out.
game-dropped-out-mark = (out)
game-column-round = Round
game-column-dealer = Dealer
game-column-winner = Winner
game-column-ending = Ending
game-column-multiplier = Multiplier
game-column-player = { $name } (player)
game-column-player-heading = Player
game-column-stakes = Stakes
game-column-money = Money
# One round as a card on a narrow screen; $winner in bold, $results each player's result.
game-round-card = **Round { $number }** · { $ending } · { $multiplier }{"  "}
    { $dealer } dealt, { $winner } won{"  "}
    { $results }
game-totals-header = Running totals
game-totals-caption = One stake = { $stake }. The totals always sum to zero.
game-payments-header = Who pays whom
game-nobody-owes = Nobody owes anything.

## The chart of running totals; $unit is the currency, "stakes", or "none".

game-chart-money = Chart in money
game-chart-unit-stakes = stakes
game-chart-title = Running totals{ $unit ->
        [none] {""}
       *[other] {" "}({ $unit })
    }
game-chart-x = Round
game-chart-y = { $money ->
        [true] Money{ $unit ->
            [none] {""}
           *[other] {" "}({ $unit })
        }
       *[other] Stakes
    }
game-chart-legend = Player
# $round and $value are the chart's own placeholders.
game-chart-hover = after round { $round }: { $value }{ $unit ->
        [none] {""}
       *[other] {" "}{ $unit }
    }
game-chart-alt = Running totals after { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }: { $totals }.

## Editing and the game's actions.

game-edit-expander = Edit an earlier round
game-edit-caption = Round { $number }: { $dealer } dealt. Saving recomputes every later round (dealer, multiplier, totals).
game-edit-save = Save changes to round { $number }
game-rename-expander = Rename a player
game-rename-who = Player
game-rename-new = New name
game-rename-button = Rename
game-actions-header = Game
game-undo-button = Undo last round
game-undo-question = Remove round { $number } ({ $winner } won, { $ending })? Its payments leave the totals.
game-undo-question-broken = Remove round { $number }, the last one? Export the game first to keep a copy.
game-undo-confirm = Yes, remove round { $number }
game-undo-cancel = Keep it
game-undo-restore = Restore round { $number }
game-undo-restored = Round { $number } is back, as it was.
game-export-json = Export JSON
game-export-csv = Export CSV
game-delete-button = Delete this game…
game-delete-confirm = Yes, delete it
game-delete-cancel = Cancel
game-share-expander = Share a read-only link
game-share-button = Make the link
game-share-caption = Whoever has this link can see the game, never change it.
game-unshare-button = Stop sharing (the link stops working)
game-share-not-found = This share link does not open any game (it may have been withdrawn).
game-shared-caption = A game shared with you: read-only.

## The CSV export's column headings, by the column's code.

game-csv-column = { $column ->
        [game] game
        [round] round
        [dealer] dealer
        [ending] ending
        [winner] winner
        [perfect] perfect
        [multiplier] multiplier
        [player] player
        [entered] entered
        [points] points
        [stakes] stakes
        [money] money
        [running_stakes] running_stakes
        [running_money] running_money
        [currency] currency
        [transfer] transfer
        [payer] payer
        [payee] payee
       *[other] { $column }
    }

# A coded cell of the CSV export ($column: ending, perfect or entered; $code: its code). In
# English the codes themselves, as a spreadsheet formula may test them.
game-csv-value = { $column ->
       *[other] { $code }
    }
