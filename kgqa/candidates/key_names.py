"""Codes and acronyms a KG keys its things by, as second names of those things.

People name many things by a key the KG stores as a plain literal: a trial by its registry
number ("NCT05166203") or its acronym ("BRIDGE-AD"), an airport by its code ("EXKL"), a protein
by its mnemonic ("INS_HUMAN"), a project by its acronym. With no ``rdfs:label`` saying so, the
linker finds the text only as a value, and a question about the thing ("Is the BRIDGE-AD trial
completed?") has nothing to stand on. Here a literal property is a *key* when, in a sample of
its triples, every subject has one value, no value belongs to two subjects, and the values look
like codes (:func:`looks_like_code`: no spaces, and a digit or two capitals); each of its values
names its subject as a second name (``alt_label``).

Numbers, dates and words in plain case ("Completed", "Smith") are never keys: a status is
shared, a surname is a word like any other, and ids that are only digits are what a question
says of a count or a year far more often than of a thing.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator

from rdflib import Literal, URIRef

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import EndpointUnavailable, KGError
from kgqa.kg.labels import LABEL_PROPERTIES, SECOND_NAME_PROPERTIES
from kgqa.kg.terms import term_to_sparql
from kgqa.kg.vocabulary import XSD, is_machinery

from .label_index import LabelEntry

log = logging.getLogger(__name__)

#: triples of one property read to decide whether it is a key (a dump's first pass samples as many)
SAMPLE_ROWS = 200
#: a property held by fewer subjects is too small to tell a key from chance
MIN_SUBJECTS = 4
#: literal properties examined at most (a KG with more has its keys among them in practice)
MAX_PROPERTIES = 400
#: share of sampled values that must look like codes (real dumps carry a few odd ones)
CODE_SHARE = 0.9
_CODE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._/:-]{1,31}$")
_TEXT_TYPES = {None, XSD + "string"}
_DUMP_TEXT_TYPES = {XSD + "string", "http://www.w3.org/1999/02/22-rdf-syntax-ns#langString"}
#: a plain or language-tagged literal as N-Triples writes it (a code has no escapes)
_NT_TEXT = re.compile(r'^"([^"\\]*)"(?:@[A-Za-z0-9-]+)?(?:\^\^<[^>]*>)?$')


#: a museum's accession number: digits in three dotted parts or more ("1990.12.3", "1944.100.12"),
#: never a decimal number or a date
_ACCESSION = re.compile(r"^\d{1,4}(?:\.\d{1,6}){2,4}[a-z]?$")
#: a collection's prefix and number ("HUC 140", "G 101", "MS 408"): capitals, one space, digits
_PREFIXED_NUMBER = re.compile(r"^[A-Z]{1,5} \d{1,7}[a-z]?$")


def looks_like_code(text: str) -> bool:
    """"NCT05166203", "BRIDGE-AD", "EXKL", "ABC1_HUMAN", "SleepWell", "1990.12.3", "HUC 140" -
    not "Completed", "42", "2019-05-01", "12.5" or words with a space."""
    if _ACCESSION.match(text) or _PREFIXED_NUMBER.match(text):
        return True
    if not _CODE.match(text) or not any(c.isalpha() for c in text):
        return False
    digits = any(c.isdigit() for c in text)
    capitals = sum(c.isupper() for c in text)
    return digits or capitals >= 2


def is_key(rows: list[tuple[str, str]]) -> bool:
    """Whether ``(subject, value)`` rows are a key's: each subject one value, each value one
    subject, at least :data:`MIN_SUBJECTS` of them, and nearly all values codes."""
    subjects = {s for s, _ in rows}
    values = {v for _, v in rows}
    if len(subjects) < MIN_SUBJECTS or len(subjects) != len(rows) or len(values) != len(rows):
        return False
    return sum(looks_like_code(v) for v in values) >= CODE_SHARE * len(values)


def key_properties(kg: KnowledgeGraph, literal_props: list[str], timeout_s: float = 60.0) -> tuple[str, ...]:
    """The properties among ``literal_props`` (the first :data:`MAX_PROPERTIES`: the KG's
    literal-valued properties, :func:`kgqa.candidates.entities.literal_properties`) that are keys
    (module docstring), read from a sample of each."""
    keys = []
    for p in literal_props[:MAX_PROPERTIES]:
        if p in LABEL_PROPERTIES or p in SECOND_NAME_PROPERTIES or is_machinery(p):
            continue
        try:
            rows = kg.select(f"SELECT ?s ?l WHERE {{ ?s {term_to_sparql(URIRef(p))} ?l . }} LIMIT {SAMPLE_ROWS}",
                             timeout_s=timeout_s).rows
        except EndpointUnavailable:
            raise
        except KGError as e:
            log.info("key names: %s not read: %s", p, e)
            continue
        if all(_is_text(l) for _, l in rows) and is_key([(str(s), str(l).strip()) for s, l in rows]):
            keys.append(p)
    return tuple(sorted(keys))


def sampled_key(sample: list[tuple[str, str, bool, str | None]]) -> bool:
    """:func:`is_key` of a dump's first-pass sample of one property (``(subject key, object
    term as N-Triples, is a literal, datatype)``, :class:`kgqa.candidates.dump.FirstPass`): what
    :func:`key_properties` decides from a SPARQL sample."""
    rows = []
    for s, o, is_lit, dt in sample:
        m = _NT_TEXT.match(o)
        if not is_lit or dt not in _DUMP_TEXT_TYPES or m is None:
            return False
        rows.append((s, m.group(1).strip()))
    return is_key(rows)


def _is_text(term) -> bool:
    return isinstance(term, Literal) and (str(term.datatype) if term.datatype else None) in _TEXT_TYPES


def key_entries(rows, classes: dict[str, tuple[str, ...]]) -> Iterator[LabelEntry]:
    """Second names from ``(subject, value)`` rows of the key properties: each code value
    names its subject."""
    seen: set[tuple[str, str]] = set()
    for s, value in rows:
        text = str(value).strip()
        if looks_like_code(text) and not is_machinery(s) and (s, text) not in seen:
            seen.add((s, text))
            yield LabelEntry(s, text, classes.get(s, ()), "alt_label")
