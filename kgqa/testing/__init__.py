"""Test and benchmark support: real local SPARQL servers (:mod:`kgqa.testing.servers`).

Only the tests and :mod:`kgqa.bench` use this package; the library never imports it (checked by
the import-linter contract in ``pyproject.toml``).
"""
