"""Hoola Tutor: the entry script Streamlit runs (``make run``); the routes and every page live
in the package (:mod:`tutor.app.routes`, ``tutor/app/pages``)."""

from tutor.app.routes import run_app

run_app(__file__)
