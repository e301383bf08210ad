"""Being built."""

import streamlit as st

st.title("meld_practice")
