"""The entry script of an installed tutor (``hoola serve`` runs it with Streamlit): the same
routes as a checkout's ``streamlit_app.py`` (:mod:`tutor.app.routes`)."""

from tutor.app.routes import run_app

run_app(__file__)
