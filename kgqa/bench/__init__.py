"""Benchmarks: commands that print their figures as one JSON object on the last line."""
