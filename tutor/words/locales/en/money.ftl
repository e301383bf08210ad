## An amount of won as the language writes it; $amount is the number already written with
## the language's digits and grouping (1,000), the minus sign goes before the whole.

money-won = ₩{ $amount }
