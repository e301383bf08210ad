## The store's problems: the closed sets `store-error` (tutor.store.errors.StoreErrorCode),
## `progress-error` (ProgressErrorCode) and `store-unavailable` (tutor.store.db
## StoreUnavailableCode). Every message gets the error's values, $player and $point.

store-error-what = { $what ->
    [game] game
   *[progress] progress
}
store-error-not-an-export = this is not a Hoola Tutor { store-error-what } export (expected "format": "{ $fmt }")
store-error-export-version = unsupported { store-error-what } export version { $found }: this version of Hoola Tutor reads version { $version }
store-error-no-game = the file has no "game" object
store-error-no-checksum = the file has no "checksum", so it cannot be checked
store-error-checksum-mismatch = the file's contents do not match its checksum: it was changed or damaged after export
store-error-rounds-not-list = "game.rounds" must be a list of round records
store-error-game-saved = this game is already saved (as { $name }); nothing was imported - import it as a copy, or delete the saved one first
store-error-game-id-saved = a game with id { $game_id } is already saved; nothing was changed
store-error-no-such-game = there is no saved game with id { $game_id }
store-error-no-shared-game = there is no saved game behind this shared link

# $what: what the text is (progress-what), $got: the value as given, quoted
progress-what = { $what ->
    [language] language
    [question-kind] question kind
    [rule-tag] rule tag
    [lesson-id] lesson id
    [step-name] step name
    [step-index] step index
   *[other] { $what }
}
progress-error-name-not-text = learner name must be text, not { $got }
progress-error-name-empty = learner name is empty; type a name of 1 to { $limit } characters
progress-error-name-too-long = learner name { $name }... is { NUMBER($size, useGrouping: 0) } characters long; the limit is { $limit }
progress-error-name-control = learner name { $name } contains control characters
progress-error-text-empty = { progress-what } must be non-empty text, got { $got }
progress-error-text-too-long = { progress-what } { $got } is too long or has control characters
progress-error-text-not-stored = { progress-what } { $got } has spaces around it or control characters
progress-error-tags-not-list = { progress-what } must be a list of tags like ['§3', '§5.2'], got { $got }
progress-error-tag-twice = rule_tags lists a tag twice
progress-error-leitner-tag-twice = leitner lists a rule tag twice
progress-error-seed-range = { progress-what } must be a 64-bit integer, got { $got }
progress-error-correct-not-bool = { progress-what } must be True or False, got { $got }
progress-error-time-taken-range = { progress-what } must be a number of seconds >= 0, got { $got }
progress-error-time-out-of-range = { progress-what } must be a moment from year 1 to 9999 in UTC, got { $got }
progress-error-no-such-learner = there is no learner named { $name } to export
progress-error-learner-has-answers = learner { $name } already has { NUMBER($held, useGrouping: 0) } recorded answers; nothing was imported - import under another name, or pass overwrite=True to replace them
# $problems: each field and pydantic's words for its problem, joined
progress-error-document = the document
progress-error-export-invalid = invalid progress export: { $problems }{ $more ->
    [0] {""}
   *[other] {" "}(and { $more } more)
}
progress-error-pin-not-text = a PIN must be text, not { $got }
progress-error-pin-length = a PIN or password needs { $low } to { $high } characters; this one has { NUMBER($size, useGrouping: 0) }
progress-error-name-taken = there is already a profile called { $name }; choose another name, or sign in with that profile's PIN
progress-error-no-such-profile = there is no learner named { $name }
progress-error-not-an-id = { progress-what } must be a short id of lowercase letters, digits, - or _, got { $got }
progress-error-count-range = { progress-what } must be a whole number from 0 to { NUMBER($limit, useGrouping: 0) }, got { $got }
progress-error-no-stars = a step done earns at least 1 star
progress-error-step-index-range = { progress-what } must be a whole number from 0, got { $got }

store-unavailable-locked = the progress database { $path } is locked by another program or window and stayed busy too long; try again in a moment
store-unavailable-read-only = the progress database { $path } is read-only (or its folder is); nothing can be saved there - check the file's permissions or set HOOLA_TUTOR_DB to another path
store-unavailable-damaged = the progress database { $path } is damaged or is not a Hoola Tutor database ({ $detail }); it was left untouched - move it aside to start a fresh one
store-unavailable-not-hoola = { $path } is another program's SQLite database, not a Hoola Tutor one; it was left untouched - set HOOLA_TUTOR_DB to another path
store-unavailable-opened-read-only = the progress database { $path } is damaged ({ $detail }); it was opened read-only: what it holds can still be seen and exported, nothing new is saved and the file is left untouched - move it aside to start a fresh one
# $detail: why the game does not read, or "none" when its rounds are not numbered 1, 2, 3, …
store-unavailable-game-damaged = the saved game { $game_id } in { $path } is damaged ({ $detail ->
    [none] the rounds are not numbered 1, 2, 3, …
   *[other] { $detail }
}); it was left untouched
# $where: "true" when the file's path is known
store-unavailable-too-new = { $where ->
    [true] cannot use { $path }:{" "}
   *[other] {""}
}this database was written by a newer version of Hoola Tutor (schema { $found }); this version understands up to { $known }; nothing was changed
store-unavailable-cannot-open = cannot open the progress database { $path } ({ $detail }); check that the folder exists and is writable, or set HOOLA_TUTOR_DB to another path
store-unavailable-no-folder = cannot create the folder for the progress database { $path } ({ $detail })
store-unavailable-disk-full = the disk holding the progress database { $path } is full
store-unavailable-unusable = the progress database { $path } could not be used ({ $detail })
store-unavailable-server-unreachable = cannot reach the progress database server { $path } ({ $detail }); check that it is running and that HOOLA_TUTOR_DB names it with the right user and password
store-unavailable-server-read-only = the progress database server { $path } accepts reads only ({ $detail }): what it holds can still be seen and exported, nothing new is saved
