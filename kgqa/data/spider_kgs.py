"""The KG of a Spider4SPARQL database: the bundled copy in ``kg/`` if any, else the benchmark's
generated N-Triples (:func:`kgqa.data.spider4sparql.kg_path`), loaded once per process."""

from __future__ import annotations

from pathlib import Path

from kgqa.data.spider4sparql import DatasetError, kg_path
from kgqa.kg.embedded import EmbeddedKG
from kgqa.kg.errors import UnknownKG
from kgqa.kg.registry import find_kg_file, load_kg
from kgqa.paths import bundled_kg_dir


def spider_kg_file(kg_name: str) -> Path:
    """The RDF file of database ``kg_name``: the bundled copy if any, else the benchmark's.
    Raises :class:`UnknownKG` if neither exists."""
    try:
        return find_kg_file(kg_name)
    except UnknownKG:
        pass
    try:
        return kg_path(kg_name)
    except DatasetError as e:
        raise UnknownKG(f"unknown KG {kg_name!r}: not bundled in {bundled_kg_dir()} and {e}") from None


def spider_kg(kg_name: str, timeout_s: float = 10.0) -> EmbeddedKG:
    """The embedded store of one Spider4SPARQL database, shared by all callers in the process."""
    return load_kg(spider_kg_file(kg_name), kg_name, timeout_s)
