"""Korean lines break between words, never inside one (issue 41), checked in the browser on
every page at 390 px in Korean (tests/browser/test_pages.py).

A word is a run of characters between spaces that holds Hangul (조사 and punctuation stuck to
it count as part of it: 카드를, (규칙). For each, a DOM ``Range`` over its characters (across
inline elements: **등록**을) gives the boxes it is drawn in (``getClientRects``); a word
whose boxes sit on two lines between two syllables is broken (a break at punctuation, after a
hyphen or before a bracket, is where a line may end). The check is shown to fail first, on
the same page with Korean's ``word-break: keep-all`` taken away (the browser then breaks
between any two syllables, 카/드)."""

from __future__ import annotations

import re

BROKEN_WORDS = r"""() => {
  const blocks = document.querySelectorAll(
    '[data-testid="stMain"] [data-testid="stMarkdownContainer"] :is(p, li, h1, h2, h3, td, th)');
  const broken = [];
  let words = 0;
  for (const block of blocks) {
    const nodes = [];
    let text = "";
    const walk = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      nodes.push([n, text.length]);
      text += n.data;
    }
    const at = (i) => {  // the text node and offset of character i of the block
      let k = nodes.length - 1;
      while (k > 0 && nodes[k][1] > i) k--;
      return [nodes[k][0], i - nodes[k][1]];
    };
    for (const m of text.matchAll(/\S+/g)) {
      if (!/[가-힣]/.test(m[0])) continue;
      words++;
      const range = document.createRange();
      range.setStart(...at(m.index));
      range.setEnd(...at(m.index + m[0].length - 1));
      range.setEnd(range.endContainer, range.endOffset + 1);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
      if (!rects.length) continue;
      const first = rects[0];
      if (rects.some((r) => r.top >= first.bottom - 2)) {
        const lines = [];
        let line = "";
        for (let i = 0; i < m[0].length; i++) {  // where the line breaks, for the message
          const r = document.createRange();
          r.setStart(...at(m.index + i));
          r.setEnd(r.startContainer, r.startOffset + 1);
          const box = r.getBoundingClientRect();
          if (i && box.top >= first.bottom - 2 && !lines.length) { lines.push(line); line = ""; }
          line += m[0][i];
        }
        lines.push(line);
        broken.push(lines.join("/"));
      }
    }
  }
  return {words, broken};
}"""

KEEP_ALL_OFF = "html:lang(ko) body, html:lang(ko) body * { word-break: normal !important; }"


HANGUL = re.compile("[가-힣]")


def inside_a_word(broken: str) -> bool:
    """Whether the line breaks between two Hangul syllables (반/대), not at punctuation a
    line may break at (a hyphen's end, before an opening bracket: "K-A-/2", "가져가기/(땡큐)")."""
    before, _, after = broken.partition("/")
    return bool(before and after and HANGUL.match(before[-1]) and HANGUL.match(after[0]))


def broken_words(page) -> dict:
    """The Korean words read on the page (``words``) and those drawn on two lines with the
    break between two syllables (``broken``, each with a slash where its line breaks)."""
    found = page.evaluate(BROKEN_WORDS)
    return {"words": found["words"], "broken": [w for w in found["broken"] if inside_a_word(w)]}


def broken_without_keep_all(page) -> list[str]:
    """The words the same check finds broken once ``keep-all`` is taken away (the page is
    left so: take it last)."""
    page.add_style_tag(content=KEEP_ALL_OFF)
    return broken_words(page)["broken"]
