"""Korean particles (조사) chosen by how the word before them ends.

A particle pair such as 이/가 takes its first form after a syllable with a final consonant
(받침: 지영이, 민준이) and its second after an open syllable (철수가). 으로/로 is the
exception: a final ㄹ takes 로 (서울로). Numbers are read in Sino-Korean (7 → 칠, so 7이),
Latin names by how they sound in Korean (Ann → 앤, so Ann이; Di → 디, so Di가).
"""

from __future__ import annotations

PAIRS: dict[str, tuple[str, str]] = {
    "이/가": ("이", "가"),
    "은/는": ("은", "는"),
    "을/를": ("을", "를"),
    "와/과": ("과", "와"),
    "과/와": ("과", "와"),
    "으로/로": ("으로", "로"),
    "이다/다": ("이다", "다"),
    "이에요/예요": ("이에요", "예요"),
    "아/야": ("아", "야"),
    "이나/나": ("이나", "나"),
    "이랑/랑": ("이랑", "랑"),
}
"""Each particle pair: (after a final consonant, after an open syllable)."""

_RIEUL = 8  # ㄹ as a final consonant
# the final consonant of each digit read in Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구
_DIGIT_FINAL = (21, 8, 0, 16, 0, 0, 1, 8, 8, 0)
# 십 백 천 만: the final consonant of the unit read when a number ends in zeros
_TENS_FINAL = {1: 17, 2: 1, 3: 4}  # 십 ㅂ, 백 ㄱ, 천 ㄴ
_MAN_FINAL = 4  # 만 ㄴ
_LATIN_OPEN = set("aeiouyw")
_LETTER_FINAL = {"l": 8, "m": 16, "n": 4}
"""A Latin letter read by its name ends open (비, 씨, 디), except 엘 (ㄹ), 엠 and 엔."""
_LATIN_RIEUL = set("lr")


def _final_of_number(digits: str) -> int:
    stripped = digits.rstrip("0")
    if not stripped:
        return 21  # 영
    zeros = len(digits) - len(stripped)
    if zeros == 0:
        return _DIGIT_FINAL[int(stripped[-1])]
    if zeros >= 4:
        return _MAN_FINAL if zeros % 4 == 0 else _TENS_FINAL[zeros % 4]
    return _TENS_FINAL[zeros]


def final_consonant(word: str) -> int:
    """The final consonant of the last sound of ``word`` as the index of Unicode's Hangul
    table (0 for none, 8 for ㄹ): Hangul directly, digits and Latin letters as read."""
    text = str(word).rstrip(" .,!?)]}'\"*`”’")  # marks after the word: **Ann**, “…”
    if not text:
        return 0
    last = text[-1]
    if "가" <= last <= "힣":
        return (ord(last) - 0xAC00) % 28
    if last.isdigit():
        end = len(text)
        start = end
        while start > 0 and (text[start - 1].isdigit() or text[start - 1] == ","):
            start -= 1
        return _final_of_number(text[start:end].replace(",", ""))
    low = last.lower()
    if low.isascii() and low.isalpha() and (len(text) == 1 or not text[-2].isalpha()):
        # a letter on its own is read by its name: B 비, L 엘, M 엠, N 엔
        return _LETTER_FINAL.get(low, 0)
    if low.isascii() and low.isalpha():
        return _latin_final(text.lower())
    return 0


_LATIN_SOUNDED = set("dfsvxzhgj")
"""Final letters Korean writes with a vowel of their own: Ed 에드, Jeff 제프, Chris 크리스,
Max 맥스, Greg 그레그, Beth 베스, so they end open (ng aside: Kang 강)."""


def _latin_final(word: str) -> int:
    """The final consonant of a Latin-letter word as Korean writes it (a rule of thumb
    for names): Ann 앤, Paul 폴, Ed 에드, Jack 잭, Mark 마크, Jane 제인, Kyle 카일, Kate 케이트."""
    last, before = word[-1], word[-2] if len(word) > 1 else ""
    if last == "e" and before in ("n", "m", "l"):  # a silent e: Jane 제인, Kyle 카일
        return _RIEUL if before == "l" else 4
    if last in _LATIN_OPEN:
        return 0
    if last in _LATIN_RIEUL:
        return _RIEUL
    if last == "g" and before == "n":
        return 21  # ㅇ: Kang 강, Jung 정
    if last in _LATIN_SOUNDED:
        return 0
    if last in "kt" and before.isalpha() and before not in _LATIN_OPEN and before not in "ck":
        return 0  # after another consonant: Mark 마크, Kurt 커트
    return 4  # any other consonant closes the syllable (Ann → 앤, Jack → 잭, Bob → 밥)


def particle(word: str, pair: str) -> str:
    """The form of the particle ``pair`` (``"이/가"``) that follows ``word``."""
    closed, open_ = PAIRS[pair]
    final = final_consonant(word)
    if pair == "으로/로" and final == _RIEUL:
        return open_
    return closed if final else open_


def called(word: str) -> str:
    """``word`` as written before a particle: a call that ends in ``!`` or ``?`` (땡큐!) is
    quoted, as Korean writes a quoted utterance (“땡큐!”가, not 땡큐!가); any other word as
    it is."""
    return f"“{word}”" if word.rstrip("*_`").endswith(("!", "?")) else word


def attach(word: str, pair: str) -> str:
    """``word`` with the right form of the particle: ``attach("지영", "이/가")`` →
    ``"지영이"``; ``attach("땡큐!", "이/가")`` → ``"“땡큐!”가"`` (:func:`called`)."""
    return f"{called(word)}{particle(word, pair)}"
