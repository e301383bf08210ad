"""Streamlit's own words in the visitor's language.

Streamlit writes a few words itself, in English whatever the page's language: the file
uploader's button ("Upload") and limit ("20MB per file • JSON"), and the label a help icon
gives screen readers ("Help for <label>"). In any other language the tutor writes them from
its catalog: the uploader's words by a style sheet that hides Streamlit's and shows the
catalog's in their place (:func:`uploader_css`), the help labels by the page chrome's
script (:func:`help_labels`). Only catalog text goes into either, escaped for CSS or as
JSON, never user input."""

from __future__ import annotations

import streamlit as st

from tutor.words import t
from tutor.words.locale import DEFAULT, current

UPLOAD_TYPES = ("JSON",)
"""The one kind of file the tutor's uploaders take (progress, a round, a game)."""


def css_string(text: str) -> str:
    """``text`` as a CSS string: every character but letters and digits escaped."""
    out = "".join(c if c.isascii() and c.isalnum() else f"\\{ord(c):x} " for c in text)
    return f'"{out}"'


def uploader_css() -> str:
    """The file uploader's button and limit in the visitor's language (nothing in English,
    where Streamlit's own words are the catalog's)."""
    if current() == DEFAULT:
        return ""
    size = int(st.get_option("server.maxUploadSize"))
    button = css_string(t("uploader-button"))
    limit = css_string(t("uploader-limit", size=size, types=", ".join(UPLOAD_TYPES)))
    zone = '[data-testid="stFileUploaderDropzone"]'
    return (
        f'{zone} button [data-testid="stMarkdownContainer"] {{ display: none; }}'
        f'{zone} button[data-testid^="stBaseButton"]::after {{ content: {button};'
        " margin-left: 0.5rem; }"
        f'[data-testid="stFileUploaderDropzoneInstructions"] > * {{ display: none; }}'
        f'[data-testid="stFileUploaderDropzoneInstructions"]::after {{ content: {limit};'
        " font-size: 0.875rem; opacity: 0.8; }"
    )


def help_labels() -> dict[str, str]:
    """What the page chrome's script writes for a help icon's label: ``help`` alone, and
    ``help_for`` around a ``\\u0000`` that stands for the widget's label."""
    return {"help": t("streamlit-help"), "help_for": t("streamlit-help-for", label="\u0000")}
