"""Korean lines break between words, never inside one (issue 41): on a phone (390 px) the
lessons page and the payout checker, in Korean, put every word of their text on one line.

A word is a run of characters between spaces that holds Hangul (조사 and punctuation stuck to
it count as part of it: 카드를, (규칙). For each, a DOM ``Range`` over its characters (across
inline elements: **등록**을) gives the boxes it is drawn in (``getClientRects``); a word
whose boxes sit on two lines is broken. The check is shown to fail first, on the same page
with Korean's ``word-break: keep-all`` taken away (the browser then breaks between any two
syllables, 카/드)."""

from __future__ import annotations

import pytest
from conftest import PHONE, WAIT, fits, note, open_app
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

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

PAGES = {"lessons": "lessons?lang=ko", "payout": "payout?lang=ko"}


@pytest.mark.parametrize("name", list(PAGES))
def test_no_korean_word_is_broken_across_lines_on_a_phone(
    shared_app_url, page, screenshot, name
) -> None:
    open_app(page, shared_app_url, PAGES[name], PHONE)
    expect(page.locator("html")).to_have_attribute("lang", "ko", timeout=WAIT)
    fits(page)
    screenshot(page, f"ko-{name}-lines-390")
    found = page.evaluate(BROKEN_WORDS)  # with keep-all: no word broken …
    page.add_style_tag(content=KEEP_ALL_OFF)
    without = page.evaluate(BROKEN_WORDS)  # … and without it the check finds some
    note(f"Korean words on {name} at 390 px", {
        "words": found["words"], "broken with keep-all": len(found["broken"]),
        "broken without": len(without["broken"]), "examples without": without["broken"][:5],
    })  # fmt: skip
    assert found["words"] > 40  # the page's text was read
    assert without["broken"], "without keep-all some word should break: the check is blind"
    assert not found["broken"], found["broken"]
