"""Dataset readers."""
