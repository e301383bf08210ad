"""Being built."""

import streamlit as st

st.title("rules_page")
