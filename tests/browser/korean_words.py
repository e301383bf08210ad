"""Korean lines break between words, never inside one (issue 41), checked in the browser on
every page at 390 px in Korean (tests/browser/test_pages.py).

A word is a run of characters between spaces that holds Hangul (조사 and punctuation stuck to
it count as part of it: 카드를, (규칙). For each, a DOM ``Range`` over its characters (across
inline elements: **등록**을) gives the boxes it is drawn in (``getClientRects``); a word
whose boxes sit on two lines between two syllables is broken (a break at punctuation, after a
hyphen or before a bracket, is where a line may end). The check is shown to fail first, on
the same page with Korean's ``word-break: keep-all`` taken away (the browser then breaks
between any two syllables, 카/드).

On the payout checker the same walk then reads Streamlit's own words in Korean (issue 41):
the file uploader's button and limit (the catalog's, drawn by the page's style sheet in
place of Streamlit's "Upload" and "200MB per file") and every help icon's label for screen
readers ("… 도움말", never "Help for …"): :func:`streamlit_words_in_korean`."""

from __future__ import annotations

import re

from conftest import WAIT, unfold
from playwright.sync_api import expect

from tutor.words import t, using

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


UPLOADER = r"""() => {
  const zone = document.querySelector('[data-testid="stFileUploaderDropzone"]');
  const button = zone.querySelector('button[data-testid^="stBaseButton"]');
  const limit = zone.querySelector('[data-testid="stFileUploaderDropzoneInstructions"]');
  const after = (el) => getComputedStyle(el, "::after").content;
  let shown = zone.innerText;  // less the icons' names (a glyph of the icon font: "upload")
  for (const icon of zone.querySelectorAll('[data-testid="stIconMaterial"]')) {
    shown = shown.replace(icon.innerText, "");
  }
  return {shown, button: after(button), limit: after(limit)};
}"""
"""What the uploader's drop zone shows: its visible text but icons, and the words the style
sheet draws after its button and in place of its limit (a CSS string, quoted)."""

HELP_LABELS = r"""() => [...document.querySelectorAll("button[aria-label]")]
  .map((b) => b.getAttribute("aria-label")).filter((l) => /Help|도움말/.test(l))"""
"""The label of every help icon on the page, as a screen reader reads it."""


def streamlit_words_in_korean(page, screenshot) -> dict[str, object]:
    """Unfold the payout checker's loaders and read the uploader's words and the help
    labels; assert they are the catalog's Korean and no English of Streamlit's is shown."""
    unfold(page.locator('[data-testid="stExpander"]').filter(has=page.locator(
        '[data-testid="stFileUploader"]')))  # fmt: skip
    uploader = page.locator('[data-testid="stFileUploader"]')
    uploader.screenshot(path=str(screenshot.folder / "ko-payout-uploader-390.png"))
    zone = page.evaluate(UPLOADER)
    limit = re.fullmatch(r'"(.*)"', zone["limit"])
    assert limit, zone
    size = re.search(r"\d+", limit[1])
    with using("ko"):
        assert zone["button"] == f'"{t("uploader-button")}"', zone
        assert size and limit[1] == t("uploader-limit", size=int(size[0]), types="JSON"), zone
        upload_help = t("streamlit-help-for", label=t("payout-upload-label"))
    assert not re.search(r"[A-Za-z]", zone["shown"]), zone  # Streamlit's own words hidden
    expect(page.locator(f'button[aria-label="{upload_help}"]')).to_have_count(1, timeout=WAIT)
    labels = page.evaluate(HELP_LABELS)
    assert labels and not [label for label in labels if "Help" in label], labels
    return {"uploader": zone, "help labels": labels}
