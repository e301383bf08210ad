"""The Streamlit app: pages under ``tutor.app.pages`` render the engine's results."""
