"""Second names the label index gives a thing beside its label: the code its IRI is minted
from (an accession ``uniprot/P0C6R2`` where it has no label, ``property/NO2`` where it has one),
a company's name without its legal form ("Accumula" for "ACCUMULA SRL"), and a name written head
first in the order people say it ("sharp cheddar Cheese" for "Cheese, cheddar, sharp"), with
its head alone where no other name opens with it ("Calcium" of "Calcium, Ca"). The codes and
acronyms of key properties are :mod:`kgqa.candidates.key_names`'.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from kgqa.kg.labels import local_name
from kgqa.wordforms import singular

from .key_names import looks_like_code
from .label_index import LabelEntry

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


#: a legal form after a word of a name, before another party: "Hensley Holdings Ltd v Marrow",
#: "Acme Inc and Beta plc"
_LEGAL_FORM_INSIDE = re.compile(r"(?<=\w)[,]?\s+(?P<form>[A-Za-z./]+)(?=\s+(?:v|vs|v\.|versus|and|&)\s)")


def _is_legal_form(word: str) -> bool:
    form = word.replace(".", "").replace("/", "")
    return form.lower() in LEGAL_FORMS and (len(form) > 2 or form.isupper())


def without_legal_form(name: str) -> str | None:
    """``name`` without the legal form it ends with ("ACCUMULA SRL" -> "ACCUMULA", "Acme, Inc."
    -> "Acme"), or without those inside it that follow a company's name ("Hensley Holdings Ltd
    v Marrow" -> "Hensley Holdings v Marrow", a case's title), or None when it has none or is
    nothing else. A two-letter form counts only in capitals ("Equinor AS", not "Such As")."""
    m = _LEGAL_FORM_END.match(name.strip())
    if m is None or not _is_legal_form(m["form"]):
        inner = _LEGAL_FORM_INSIDE.sub(lambda f: "" if _is_legal_form(f["form"]) else f.group(), name.strip())
        return inner if inner != name.strip() else None
    if not _is_legal_form(m["form"]):
        return None
    rest = m["name"].strip()
    return rest if any(c.isalpha() for c in rest) else None


#: "Reading in the Margins: Annotation as Scholarly Practice": a title, its subtitle after a colon
_SUBTITLED = re.compile(r"^(?P<title>[^:]+?)\s*:\s+(?P<subtitle>\S.*)$")
#: words a main title has at least to be a name of its own ("Editorial: ..." names nothing)
_TITLE_WORDS = 2


def main_title(name: str) -> str | None:
    """The title of a subtitled work's name, as people cite it ("Reading in the Margins" of
    "Reading in the Margins: Annotation as Scholarly Practice"), or None where the name has no
    subtitle after one colon or the part before it is a single word or a number ("Editorial:
    ...", "2019: ...")."""
    m = _SUBTITLED.match(name.strip())
    if m is None or ":" in m["subtitle"]:
        return None
    title = m["title"].strip()
    said = [w for w in re.findall(r"\w+", title) if not w.isdigit()]
    return title if len(re.findall(r"\w+", title)) >= _TITLE_WORDS and said else None


#: words of a part of an inverted name (:func:`inverted_name`) at most
_PART_WORDS = 2


def name_parts(name: str) -> list[str]:
    """The comma-separated parts of a name a catalogue writes head first ("Cheese, cheddar,
    sharp", "Okafor, Ada", "Calcium, Ca"); a comma in brackets parts nothing ("Chickpeas
    (garbanzo beans, bengal gram), raw"); one part for a name with no comma."""
    return [part.strip() for part in re.split(r",(?![^()]*\))", name) if part.strip()]


def inverted_name(name: str) -> str | None:
    """A head-first name in the order people say it, its parts reversed ("Cheese, cheddar,
    sharp" -> "sharp cheddar Cheese", "Okafor, Ada" -> "Ada Okafor"): two or three parts of
    :data:`_PART_WORDS` words or fewer, no digits; None for other names (a list, an address, a
    description with clauses)."""
    parts = name_parts(name)
    if not 2 <= len(parts) <= 3 or any(len(p.split()) > _PART_WORDS or any(c.isdigit() for c in p) for p in parts):
        return None
    return " ".join(reversed(parts))


#: a name with a bracket: "Total lipid (fat)", "Oats (Includes foods for ...)"
_BRACKET = re.compile(r"(?P<out>[^()]*?)\s*\((?P<inside>[^()]+)\)\s*(?P<rest>.*)")


#: words a phrase after a comma opens with that make it a clause or an apposition, not a
#: qualifier of a head-first name ("Myorexin, a muscle-derived hormone ...")
_CLAUSE_OPENERS = frozenset({"a", "an", "the", "which", "that", "who", "where", "when", "its", "their", "is", "are"})
#: the most words of a qualifier of a head-first name ("prepared with calcium sulfate")
_QUALIFIER_WORDS = 4


def _qualifiers(parts: list[str]) -> bool:
    """Are ``parts`` the qualifiers of a head-first name: short, none a clause?"""
    return all(len(p.split()) <= _QUALIFIER_WORDS and p.split()[0].lower() not in _CLAUSE_OPENERS for p in parts)


#: a class of things named with its kin: "Fruits and Fruit Juices", "Legumes and Legume
#: Products" (the second name opens with the first's singular)
_KINDRED = re.compile(r"(?P<first>(?P<stem>[A-Za-z]+?)(?:es|s)?)\s+(?:and|&)\s+(?P=stem)\s+\w+(?:\s+\w+)?", re.I)


#: a name of two capitalised words or more before "of" and what it is of: "Supreme Court of
#: Westmarch", "High Court of Appeal" (not "Bank of England": one word is no name alone)
_OF_PLACE = re.compile(r"(?P<first>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)+)\s+of\s+(?:the\s+)?[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*")


#: two names joined by a spaced dash, as building and asset registers write them ("Building A -
#: Harbour House", "B1.09 - Meeting room"): each is a name of the thing
_DASHED = re.compile(r"(?P<first>[^-–]+?)\s+[-–]\s+(?P<second>[^-–]+)")


def short_names(name: str) -> list[str]:
    """The shorter names a catalogue's long name holds: the name before "of" and what it is of
    ("Supreme Court" of "Supreme Court of Westmarch"), the first of a class named with its kin
    ("Fruits" of "Fruits and Fruit Juices"), the head of a head-first name ("Tofu"
    of "Tofu, raw, firm"; not "Myorexin" of a title "Myorexin, a hormone that ..."), the name outside a bracket ("Oats" of "Oats (Includes foods for
    ...)", "CVI I Castor Magnus 1A" of "CVI I (second edition) Castor Magnus 1A"), and a bracket's alias of :data:`_PART_WORDS` words or fewer after a common noun
    phrase ("fat" of "Total lipid (fat)", not "France" of "Paris (France)"), each side of a spaced
    dash of two words or more, capitalised ("Building A" and "Harbour House" of "Building A -
    Harbour House"); a one-word shorter
    name in the plural also in the singular ("Banana" of "Bananas, raw")."""
    out = []
    parts = name_parts(name)
    if len(parts) >= 2 and _qualifiers(parts[1:]):
        out.append(parts[0])
    m = _OF_PLACE.fullmatch(name)
    if m is not None:  # "Supreme Court of Westmarch": "Supreme Court"
        out.append(m["first"])
    m = _KINDRED.fullmatch(name)
    if m is not None:  # "Fruits and Fruit Juices": "Fruits"
        out.append(m["first"])
    m = _BRACKET.fullmatch(parts[0] if parts else "")
    if m is not None:
        if m["out"].strip() and not m["rest"].strip():
            out.append(m["out"].strip())
        elif m["out"].strip() and m["rest"].strip() and "(" not in m["rest"]:
            # "CVI I (second edition) Castor Magnus 1A": a catalogue number said without its aside
            out.append(f"{m['out'].strip()} {m['rest'].strip()}")
        # "Total lipid (fat)": a common noun phrase's alias, not "Paris (France)", "Mercury
        # (planet)", "New York (state)": a proper name and what tells it apart
        outside = m["out"].split()
        if len(outside) >= 2 and all(w.islower() for w in outside[1:]) \
                and len(m["inside"].split()) <= _PART_WORDS and any(c.isalpha() for c in m["inside"]):
            out.append(m["inside"].strip())
    m = _DASHED.fullmatch(name)
    if m is not None:  # "Building A - Harbour House": "Building A" and "Harbour House"
        out += [x for x in (m["first"], m["second"]) if len(x.split()) >= 2 and x[:1].isupper()]
    # "Bananas" of "Bananas, raw" said of one: "a banana" (a catalogue names its items in the plural)
    out += [singular(x) for x in out if " " not in x and x.islower() is False and x[-1:] == "s" and singular(x) != x]
    return [x for x in out if x.casefold() != name.casefold()]


#: shorter names (and labels, by hash) kept to tell which name only one thing has; a KG with more
#: keeps none of them (the memory stays bounded on a KG of millions of names)
MAX_SHORT_NAMES = 500_000


def comma_names(entries: Iterable[LabelEntry], max_names: int = MAX_SHORT_NAMES) -> Iterator[LabelEntry]:
    """``entries`` (the label index's), each head-first name followed by its inverted form
    (:func:`inverted_name`) as a second name, and at the end each of the shorter names of a long
    name (:func:`short_names`) that no other thing's name holds ("Tofu" of "Tofu, raw, firm", not
    "Cheese" of two cheeses; "Calcium" of "Calcium, Ca"; "fat" of "Total lipid (fat)"), as a
    second name, where it is no thing's label. Past ``max_names`` shorter names or labels, none is
    kept."""
    short: dict[int, LabelEntry | None] | None = {}  # hash of a shorter name -> its one owner's entry
    labels: set[int] | None = set()
    for entry in entries:
        yield entry
        if entry.source == "alt_label":
            continue
        turned = inverted_name(entry.label)
        if turned is not None:
            yield LabelEntry(entry.iri, turned, entry.classes, "alt_label")
        if short is None or labels is None:
            continue
        labels.add(hash(entry.label.casefold()))
        for name in short_names(entry.label):
            key = hash(name.casefold())
            held = short.get(key, False)
            if held is False:
                short[key] = LabelEntry(entry.iri, name, entry.classes, "alt_label")
            elif held is not None and held.iri != entry.iri:
                short[key] = None  # two things' shorter name names neither
        if len(short) > max_names or len(labels) > max_names:
            short = labels = None
    for key, entry in (short or {}).items():
        if entry is not None and key not in labels and any(c.isalpha() for c in entry.label):
            yield entry


__all__ = ["LEGAL_FORMS", "MAX_SHORT_NAMES", "MIN_ACCESSION", "accession", "comma_names", "inverted_name", "main_title", "minted_code", "name_parts",
           "short_names", "without_legal_form"]
