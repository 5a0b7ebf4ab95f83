"""The HTTP service: FastAPI app, KG catalog and the web page."""
