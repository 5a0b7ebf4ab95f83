"""Names a KG gives a person in parts: a given name and a family name, never the whole name.

FOAF, schema.org and vCard have ``givenName``/``familyName`` (``given-name``, ``family-name``)
beside or instead of a full name; HL7 FHIR's RDF puts them on a name node, each wrapped in a
value node (``fhir:Patient.name [ fhir:HumanName.family [ fhir:value "Okafor" ] ;
fhir:HumanName.given [ fhir:value "Ada" ] ]``). A question says "Ada Okafor", and of a doctor
often the family name alone ("Dr Marsh"). The parts are found by their properties' local
names (:data:`GIVEN_PARTS`, :data:`FAMILY_PARTS`: general English for name parts), on the thing
itself or on a node it links (a blank one), each a literal or a node holding one literal.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rdflib import URIRef

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import KGError
from kgqa.kg.terms import term_to_sparql
from kgqa.kg.vocabulary import is_machinery

from .label_index import LabelEntry
from .scan import Scan

#: local names (letters only, lower case) of the properties holding a given name
GIVEN_PARTS = frozenset({"given", "givenname", "firstname", "forename", "forenames"})
#: local names (letters only, lower case) of the properties holding a family name
FAMILY_PARTS = frozenset({"family", "familyname", "lastname", "surname"})
#: properties listed at most when looking for the name parts
MAX_PROPERTIES = 5000


def part_word(prop: str) -> str:
    """The last segment of ``prop``'s local name, letters only, lower case: ``HumanName.given``
    -> "given", ``vcard:family-name`` -> "familyname"."""
    return re.sub(r"[^a-z]", "", re.split(r"[/#.:]", prop.rstrip("/#"))[-1].lower())


def name_part_properties(kg: KnowledgeGraph, timeout_s: float = 60.0) -> tuple[list[str], list[str]]:
    """The given-name and the family-name properties of ``kg``; both empty where it has either
    kind only (a taxonomy's ``family`` is no person's name) or the listing fails."""
    try:
        rows = kg.select(f"SELECT DISTINCT ?p WHERE {{ ?s ?p ?o }} LIMIT {MAX_PROPERTIES}", timeout_s=timeout_s).rows
    except KGError:
        return [], []
    props = [str(p) for (p,) in rows if not is_machinery(str(p))]
    given = sorted(p for p in props if part_word(p) in GIVEN_PARTS and not _table_column(kg, p, timeout_s))
    family = sorted(p for p in props if part_word(p) in FAMILY_PARTS and not _table_column(kg, p, timeout_s))
    return (given, family) if given and family else ([], [])


def _table_column(kg: KnowledgeGraph, prop: str, timeout_s: float) -> bool:
    """Whether ``prop`` is a relational table's own column (the W3C Direct Mapping's
    ``<table#first_name>`` on rows typed ``<table>``): data the questions compare, as the
    title properties leave them (:func:`kgqa.candidates.title_properties.title_properties`)."""
    if "#" not in prop:
        return False
    table = prop.rsplit("#", 1)[0]
    try:
        return kg.ask(f"ASK {{ ?s {term_to_sparql(URIRef(prop))} ?o . ?s a {term_to_sparql(URIRef(table))} }}",
                      timeout_s=timeout_s)
    except KGError:
        return True  # unread: left as data


def _part(holder: str, prop: str, var: str) -> str:
    """``?{var}``: the literal ``prop`` gives ``holder``, directly or through a node holding one."""
    p = term_to_sparql(URIRef(prop))
    return (f"{{ {holder} {p} ?{var} . FILTER(isLiteral(?{var})) }} UNION "
            f"{{ {holder} {p} ?{var}_n . ?{var}_n ?{var}_w ?{var} . FILTER(isBlank(?{var}_n) && isLiteral(?{var})) }}")


def part_scans(given: list[str], family: list[str], limit: int) -> Iterator[Scan]:
    """The scans of ``(thing, given, family)`` rows: parts on the thing, and on a blank node it links."""
    for g in given:
        for f in family:
            yield Scan("?s ?g ?f", f"{_part('?s', g, 'g')} {_part('?s', f, 'f')} FILTER(isIRI(?s))", "s", limit)
            yield Scan("?s ?g ?f", f"?s ?p ?n . FILTER(isIRI(?s) && isBlank(?n)) {_part('?n', g, 'g')} {_part('?n', f, 'f')}",
                       "s", limit)


def part_name_entries(rows, named: set[str], classes: dict[str, tuple[str, ...]],
                      max_chars: int = 120) -> Iterator[LabelEntry]:
    """Rows ``(thing, given, family)`` as names: "Given Family" for each given name (the thing's
    label where it has none, else a second name), and the family name alone as a second name
    where no other thing's parts hold it ("Marsh" for Dr Elena Marsh)."""
    seen: set[tuple[str, str]] = set()
    families: dict[str, tuple[str, set[str]]] = {}  # folded family name -> (as written, its owners)
    for s, given, family in rows:
        s, given, family = str(s), str(given).strip(), str(family).strip()
        if not given or not family:
            continue
        families.setdefault(family.casefold(), (family, set()))[1].add(s)
        name = f"{given} {family}"
        if len(name) > max_chars or (s, name.casefold()) in seen:
            continue
        seen.add((s, name.casefold()))
        yield LabelEntry(s, name, classes.get(s, ()), "alt_label" if s in named else "label")
    for family, owners in families.values():
        if len(owners) == 1:
            (s,) = owners
            yield LabelEntry(s, family, classes.get(s, ()), "alt_label")
