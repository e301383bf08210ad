## A piece of input a message quotes when its text would say little (tutor.engine.inputs.Quoted,
## written by tutor/words/values.py): $type is Python's name of the collection (dict, list,
## tuple, set), $size its length or a number's digits.

quoted-collection = a { $type } of { NUMBER($size, useGrouping: 0) }
quoted-nested = a deeply nested { $type }
quoted-number = a number of about { NUMBER($size, useGrouping: 0) } digits
