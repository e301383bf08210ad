"""The rules of Hoola as pure Python: cards, rule switches and presets, counting, melds, the
best arrangement, the endings, round records, the table, settlement and the game ledger.

The engine imports nothing else of the project and neither Streamlit nor Plotly; every
other layer (``teach``, ``store``, ``play``, ``app``) builds on it.
"""
