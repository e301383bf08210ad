"""Being built."""

import streamlit as st

st.title("payout")
