"""The app's pages, one Streamlit script each (``streamlit_app.py`` lists them with
``st.Page``): widgets and layout only. A page takes every rule from the engine's public API
(``tutor.engine.__all__``; ``tests/test_layers.py`` checks), its lessons and quiz questions
from ``tutor.teach``, saved progress and games from ``tutor.store`` and the practice table
from ``tutor.play``. Nothing imports this package: Streamlit runs each page as a script.
"""
