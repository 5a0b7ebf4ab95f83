"""Second names the label index gives a thing beside its label: the code its IRI is minted
from (an accession ``uniprot/P0C6R2`` where it has no label, ``property/NO2`` where it has one),
and a company's name without its legal form ("Accumula" for "ACCUMULA SRL"). The codes and
acronyms of key properties are :mod:`kgqa.candidates.key_names`'.
"""

from __future__ import annotations

import re

from kgqa.kg.labels import local_name

from .key_names import looks_like_code

#: the fewest characters of a local name taken for an accession code (:func:`accession`):
#: shorter ones ("A1", "Q42") say too little to link a question's word to one thing
MIN_ACCESSION = 5


def minted_code(iri: str) -> str | None:
    """The code a labelled thing's IRI is minted from (``property/NO2``, ``pollutant/PM10``,
    ``country/BEL``, ``station/ST-001``): a local name of capitals and digits with two letters
    or more, up to 12 characters. An opaque id (``Q42``: one letter) or a word says nothing a
    question would."""
    local = local_name(iri)
    if not re.fullmatch(r"[A-Z0-9][A-Z0-9._-]{1,11}", local) or sum(c.isalpha() for c in local) < 2:
        return None
    return local if looks_like_code(local) else None


def accession(iri: str) -> str | None:
    """The local name of an IRI minted from an accession code (UniProt's ``uniprot/P0C6R2``, a
    registry's ``vessel/IMO9321483``), which is how people cite such a thing: letters and digits
    mixed, :data:`MIN_ACCESSION` characters or more, no separators (a UUID or a row number names
    nothing anyone says). A second name, given only to a thing with no label."""
    local = local_name(iri)
    if (len(local) < MIN_ACCESSION or not local.isalnum() or not local.isascii() or local.isdigit()
            or local.isalpha() or not looks_like_code(local)):
        return None
    return local


#: the legal forms a company's registered name ends with, which people leave out ("Zephyr Marine"
#: of "ZEPHYR MARINE NV"): general business English and the forms of the EU's, UK's and US's registers
LEGAL_FORMS = frozenset(
    "ltd limited plc llc llp inc incorporated corp corporation gmbh ag kg se sa sas sarl srl spa nv bv ab asa "
    "oy oyj aps sl pty pte kk lp sro doo kft zrt bhd ehf as".split())
_LEGAL_FORM_END = re.compile(r"^(?P<name>.*?[\w)])[\s,]+(?P<form>[A-Za-z./]+)\s*$")


def without_legal_form(name: str) -> str | None:
    """``name`` without the legal form it ends with ("ACCUMULA SRL" -> "ACCUMULA", "Acme, Inc."
    -> "Acme"), or None when it ends with none or is nothing else. A two-letter form counts
    only in capitals ("Equinor AS", not "Such As")."""
    m = _LEGAL_FORM_END.match(name.strip())
    if m is None:
        return None
    form = m["form"].replace(".", "").replace("/", "")
    if form.lower() not in LEGAL_FORMS or (len(form) <= 2 and not form.isupper()):
        return None
    rest = m["name"].strip()
    return rest if any(c.isalpha() for c in rest) else None


__all__ = ["LEGAL_FORMS", "MIN_ACCESSION", "accession", "minted_code", "without_legal_form"]
