"""Benchmark of :class:`kgqa.candidates.label_index.LabelIndex` on a synthetic KG-like label set.

    python -m kgqa.bench.label_index [--entities 1000000] [--lookups 1000] [--seed 0] [--dir DIR]

The labels (seeded, deterministic) imitate what an unseen KG hands to onboarding: person names
(first, optional middle initial, last; thousands of homonyms like real "John Smith"s, some
accented), places built from word roots and suffixes ("Ashbury Falls", "Port Kelmouth"),
organisations, products ("Zentrix Q420 Pro"), creative works, a share of entities known only
by a camelCase IRI local name split into words, and alternative labels ("Smith, John").
The generator is streamed into :meth:`LabelIndex.build`, never held in memory.

Measured afterwards on ``--lookups`` entities drawn from the stream:

- ``exact``: the label itself, re-cased or stripped of its accents at random;
- ``typo``: the label with 1 or 2 character edits (substitution, deletion, insertion,
  transposition of letters); 1 only for labels under 6 characters;
- ``link``: ``link()`` (defaults: ``k=5``, ``min_score=0.8``) on a question templated around
  the label ("When was {label} born?");
- ``link_typo``: the same around the label with typos, as ``typo``.

A hit is right when its IRI is the entity's or its label has the same key (a homonym: the
label alone cannot tell them apart). For ``exact`` and ``typo``, ``recall_at_1`` /
``recall_at_5`` are over the first 1 / 5 hits of ``lookup(mention, k=5)`` (default
``min_score=0.6``); for the ``link`` kinds, ``recall_at_5`` counts a question as right when a
linked mention overlapping the inserted one has a right hit among its (at most 5) hits.
Latencies are per call, in milliseconds, after one untimed warm-up pass over the first 50
exact mentions (page cache). Progress goes to stderr; the last stdout line is one JSON object
with all figures. Default folder: a temporary one, removed at the end unless ``--dir`` is
given.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import sys
import tempfile
import time
import unicodedata
from collections.abc import Iterator
from pathlib import Path

from kgqa.candidates.label_index import LabelEntry, LabelIndex, label_key
from kgqa.kg.labels import split_identifier

BASE = "http://example.org/kg/"
PERSON, PLACE, CITY, ORG, COMPANY, PRODUCT, WORK, FILM = (
    BASE + "class/" + c for c in ("Person", "Place", "City", "Organisation", "Company", "Product",
                                  "CreativeWork", "Film"))

FIRST = """James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara
Richard Susan Joseph Jessica Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy Matthew Betty
Anthony Margaret Mark Sandra Donald Ashley Steven Kimberly Paul Emily Andrew Donna Joshua Michelle
Kenneth Carol Kevin Amanda Brian Dorothy George Melissa Timothy Deborah Ronald Stephanie Edward
Rebecca Jason Sharon Jeffrey Laura Ryan Cynthia Jacob Kathleen Gary Amy Nicholas Angela Eric Shirley
Jonathan Anna Stephen Brenda Larry Pamela Justin Emma Scott Nicole Brandon Helen Benjamin Samantha
Samuel Katherine Gregory Christine Alexander Debra Frank Rachel Patrick Carolyn Raymond Janet Jack
Catherine Dennis Maria Jerry Heather Tyler Diane Aaron Ruth Jose Julie Adam Olivia Nathan Joyce
Henry Virginia Douglas Victoria Zachary Kelly Peter Lauren Kyle Christina Ethan Joan Walter Evelyn
Noah Judith Jeremy Megan Christian Andrea Keith Cheryl Roger Hannah Terry Jacqueline Gerald Martha
Harold Gloria Sean Teresa Austin Ann Carl Sara Arthur Madison Lawrence Frances Dylan Kathryn Jesse
Janice Jordan Jean Bryan Abigail Billy Alice Joe Judy Bruce Sophia Gabriel Grace Logan Denise
Albert Amber Willie Doris Alan Marilyn Juan Danielle Wayne Beverly Elijah Isabella Randy Theresa
Roy Diana Vincent Natalie Ralph Brittany Eugene Charlotte Russell Marie Bobby Kayla Mason Alexis
Philip Lori José Zoë Søren Björn Chloé Renée Łukasz Ángel François Jürgen Mikaël Inés""".split()

LAST = """Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez
Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez
Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green
Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz
Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz Morgan
Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood
James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster
Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher
Vasquez Simmons Romero Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno
West Cole Hayes Bryant Herrera Gibson Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall
Owens Harrison Fernandez McDonald Woods Washington Kennedy Wells Vargas Henry Chen Freeman Webb
Tucker Guzman Burns Crawford Olson Simpson Porter Hunter Gordon Mendez Silva Shaw Snyder Mason
Dixon Muñoz Hunt Hicks Holmes Palmer Wagner Black Robertson Boyd Rose Stone Salazar Fox Warren
Mills Meyer Rice Schmidt Garza Daniels Ferguson Nichols Stephens Soto Weaver Ryan Gardner Payne
Grant Dunn Kelley Spencer Hawkins Arnold Pierce Vazquez Hansen Peters Santos Hart Bradley Knight
Elliott Cunningham Duncan Armstrong Hudson Carroll Lane Riley Andrews Alvarado Ray Delgado Berry
Perkins Hoffman Johnston Matthews Peña Richards Willis Carpenter Lawrence Sandoval Guerrero George
Chapman Rios Estrada Ortega Watkins Greene Núñez Wheeler Valdez Harper Burke Larson Santiago
Maldonado Morrison Franklin Carlson Austin Dominguez Carr Lawson Jacobs O'Brien Lynch Singh Vega
Bishop Montgomery Oliver Jensen Harvey Williamson Gilbert Dean Sims Espinoza Howell Li Wong Reid
Hanson Le McCoy Garrett Burton Fuller Wang Weber Welch Rojas Lucas Marquez Fields Park Yang Little
Banks Padilla Day Walsh Bowman Schultz Luna Fowler Mejia Davidson Acosta Brewer May Holland Juarez
Newman Pearson Curtis Cortez Douglas Schneider Joseph Barrett Navarro Figueroa Keller Ávila Wade
Müller Schäfer Dvořák Łukaszewski Søndergaard Gauthier Lefèvre Côté Nakamura Tanaka Suzuki Kowalski
Novak Horvat Ivanov Petrov Rossi Bianchi Ferrari Esposito Romano Costa Jansen Visser Bakker""".split()

PLACE_ROOTS = """Ash Birch Oak Elm Pine Cedar Maple Willow Alder Hazel Thorn Bram Fern Heath Moor Marsh
Stone Rock Clay Sand Chalk Flint Iron Copper Silver Gold Salt Coal Lime Red Black White Green Grey
Brown Blue North South East West Upper Lower Old New High Long Broad Deep Fair Bright Cold Warm
Kel Bar Dun Glen Strath Aber Inver Pen Tre Lan Cas Mar Wen Hol Bel Car Dal Kil Bally Ros Lis Tul
Ard Bran Ches Dor Ever Fal Gar Hart Kings Lang Mel Nor Ply Rad Sher Tam Wal Wood Brook Mill Bridge
Fox Wolf Bear Hawk Raven Swan Crow Deer Elk Otter Hare Bull Ram Lark Wren Finch Kes Cran Heron
Rye Barley Wheat Hay Apple Cherry Plum Rose Lily Ivy Holly Heather Bracken Rush Reed""".split()

PLACE_SUFFIXES = """ford bury ton ham field wick worth ley by thorpe stead mouth port dale vale wood
brook bridge combe minster chester caster borough ville burg stadt haven holm ness well hurst
den gate cliff stow more land shire""".split()

PLACE_EXTRAS = "Falls Heights Springs Harbor Crossing Junction Creek Hollow Ridge Valley Park".split()
PLACE_PREFIXES = "Port Fort Mount Lake Saint New East West".split()

ORG_SUFFIXES = """Holdings Group Partners Industries Records Systems Foundation Institute Society Trust
Bank Airlines Motors Pharmaceuticals Press Studios Labs Logistics Energy Mining Insurance
Capital Ventures Media Publishing Brewery Rovers United Athletic Orchestra Ensemble""".split()

ADJECTIVES = """Silent Hidden Broken Golden Silver Crimson Scarlet Dark Bright Lost Last First Eternal
Frozen Burning Wild Quiet Hollow Distant Endless Fallen Rising Secret Forgotten Ancient Modern
Little Great Long Short Northern Southern Eastern Western Sacred Bitter Sweet Lonely Savage Gentle
Iron Glass Paper Velvet Stone Electric Midnight Morning Evening Winter Summer Autumn Spring
Invisible Infinite Perfect Hungry Restless Sleeping Dancing Burning Drowning Flying Falling
Strange Curious Patient Brave Proud Humble Wicked Honest Crooked Tender Violent Shining""".split()

NOUNS = """River Mountain Garden Forest Ocean Desert Island Valley Castle Tower Bridge Road Window
Door Mirror Shadow Light Fire Water Storm Rain Snow Wind Thunder Star Moon Sun Sky Heart Mind Soul
Dream Song Dance Voice Silence Memory Promise Secret Letter Journey Return Kingdom Empire Republic
City Village Harbor Lighthouse Station Train Ship Horse Wolf Raven Dragon Tiger Lion Fox Crown
Sword Shield Arrow Key Lock Clock Mask Ghost Angel Saint Hunter Stranger Traveler Prisoner
Soldier Doctor Teacher Daughter Son Mother Father Brother Sister Widow Orphan King Queen Prince
Princess Knight Thief Liar Witness Lover Enemy Friend Empress Emperor Garden Harvest Winter
Summer Spring Autumn Night Day Morning Evening Horizon Frontier Border Island Reef Canyon""".split()

SYLLABLES = """zen tra vo lux nex ar ion cor ta qui ven dor sol vi ra ka mi no ex is om ni pro zy tek
gen bio neo vel mar cy ro lu fa dex tor vin sa qu el zo ly""".split()

PRODUCT_TYPES = """Pro Max Mini Ultra Plus Lite Air Edge One Prime Neo Go Flex Core""".split()

_KIND_WEIGHTS = [("person", 35), ("place", 20), ("org", 18), ("product", 15), ("work", 12)]


def _person(rng: random.Random) -> tuple[str, tuple[str, ...], str | None]:
    first, last = rng.choice(FIRST), rng.choice(LAST)
    if rng.random() < 0.35:
        label = f"{first} {rng.choice('ABCDEFGHJKLMNPRSTW')}. {last}"
    else:
        label = f"{first} {last}"
    if rng.random() < 0.04:
        label += rng.choice((" Jr.", " Sr.", " III"))
    alt = f"{last}, {first}" if rng.random() < 0.08 else None
    return label, (PERSON,), alt


def _place_word(rng: random.Random) -> str:
    return rng.choice(PLACE_ROOTS) + rng.choice(PLACE_SUFFIXES)


def _place(rng: random.Random) -> tuple[str, tuple[str, ...], str | None]:
    r = rng.random()
    if r < 0.45:
        label = _place_word(rng)
    elif r < 0.65:
        label = f"{_place_word(rng)} {rng.choice(PLACE_EXTRAS)}"
    elif r < 0.8:
        label = f"{rng.choice(PLACE_PREFIXES)} {_place_word(rng)}"
    else:
        label = f"{_place_word(rng)} {rng.choice(('upon', 'on', 'under', 'by'))} {_place_word(rng)}"
    classes = (PLACE, CITY) if rng.random() < 0.5 else (PLACE,)
    return label, classes, None


def _brand(rng: random.Random) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.choice((2, 2, 3)))).capitalize()


def _org(rng: random.Random) -> tuple[str, tuple[str, ...], str | None]:
    r = rng.random()
    if r < 0.3:
        label = f"{_place_word(rng)} {rng.choice(ORG_SUFFIXES)}"
    elif r < 0.5:
        label = f"{rng.choice(LAST)} & {rng.choice(LAST)}"
    elif r < 0.65:
        label = f"University of {_place_word(rng)}"
    elif r < 0.85:
        label = f"{_brand(rng)} {rng.choice(ORG_SUFFIXES)}"
    else:
        label = f"{rng.choice(ADJECTIVES)} {rng.choice(NOUNS)} {rng.choice(ORG_SUFFIXES)}"
    classes = (ORG, COMPANY) if rng.random() < 0.5 else (ORG,)
    return label, classes, None


def _product(rng: random.Random) -> tuple[str, tuple[str, ...], str | None]:
    brand = _brand(rng)
    model = f"{rng.choice('ABCDEFGKMQRSTVXZ')}{rng.randrange(1, 1000)}"
    label = f"{brand} {model}"
    if rng.random() < 0.4:
        label += f" {rng.choice(PRODUCT_TYPES)}"
    return label, (PRODUCT,), (model if rng.random() < 0.05 else None)


def _work(rng: random.Random) -> tuple[str, tuple[str, ...], str | None]:
    r = rng.random()
    if r < 0.4:
        label = f"The {rng.choice(ADJECTIVES)} {rng.choice(NOUNS)}"
    elif r < 0.7:
        label = f"{rng.choice(NOUNS)} of {_place_word(rng)}"
    elif r < 0.85:
        label = f"{rng.choice(ADJECTIVES)} {rng.choice(NOUNS)}"
    else:
        label = f"The {rng.choice(NOUNS)} and the {rng.choice(NOUNS)}"
    classes = (WORK, FILM) if rng.random() < 0.5 else (WORK,)
    return label, classes, None


_MAKERS = {"person": _person, "place": _place, "org": _org, "product": _product, "work": _work}


def synthetic_entities(n: int, seed: int) -> Iterator[tuple[int, list[LabelEntry]]]:
    """``(entity number, its label entries)`` for ``n`` entities, deterministic in ``seed``."""
    rng = random.Random(seed)
    kinds = [k for k, w in _KIND_WEIGHTS for _ in range(w)]
    for i in range(n):
        label, classes, alt = _MAKERS[rng.choice(kinds)](rng)
        if rng.random() < 0.15:
            # Known only by its IRI: a camelCase local name, split into words as onboarding does.
            local = "".join(w[:1].upper() + w[1:] for w in label_key(label).split())
            iri = f"{BASE}resource/{local}_{i}"
            entries = [LabelEntry(iri, " ".join(split_identifier(local)), classes, "local_name")]
        else:
            iri = f"{BASE}entity/Q{i}"
            entries = [LabelEntry(iri, label, classes, "label")]
            if alt:
                entries.append(LabelEntry(iri, alt, classes, "alt_label"))
        yield i, entries


_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def with_typos(text: str, rng: random.Random) -> str:
    """``text`` with 1 or 2 letter edits (1 under 6 characters); never returns ``text`` itself."""
    edits = 1 if len(text) < 6 or rng.random() < 0.5 else 2
    out = text
    for _ in range(edits):
        letters = [i for i, ch in enumerate(out) if ch.isalpha()]
        i = rng.choice(letters)
        op = rng.choice(("sub", "del", "ins", "swap"))
        if op == "sub":
            out = out[:i] + rng.choice(_LETTERS.replace(out[i].lower(), "")) + out[i + 1:]
        elif op == "del" and len(letters) > 3:
            out = out[:i] + out[i + 1:]
        elif op == "swap" and i + 1 < len(out) and out[i + 1].isalpha() and out[i] != out[i + 1]:
            out = out[:i] + out[i + 1] + out[i] + out[i + 2:]
        else:
            out = out[:i] + rng.choice(_LETTERS) + out[i:]
    return out if label_key(out) != label_key(text) else with_typos(text, rng)


def exact_variant(text: str, rng: random.Random) -> str:
    """The label as a user may type it: lower-cased, upper-cased or without its accents."""
    r = rng.random()
    if r < 0.25:
        return text.lower()
    if r < 0.35:
        return text.upper()
    if r < 0.5:
        decomposed = unicodedata.normalize("NFKD", text)
        return "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return text


_TEMPLATES = {
    PERSON: ["Who is {m}?", "When was {m} born?", "Where did {m} study?",
             "Which films did {m} direct?", "What is the nationality of {m}?"],
    PLACE: ["What is the population of {m}?", "Which river flows through {m}?",
            "How far is {m} from the sea?", "Who is the mayor of {m}?"],
    ORG: ["Who founded {m}?", "When was {m} established?", "How many employees does {m} have?",
          "Where is the headquarters of {m}?"],
    PRODUCT: ["Who makes the {m}?", "When was the {m} released?", "What does the {m} cost?"],
    WORK: ["Who directed {m}?", "When was \"{m}\" published?", "Who wrote {m}?"],
}


def question_for(label: str, classes: tuple[str, ...], rng: random.Random) -> tuple[str, int, int]:
    """A question around ``label``, with the label's character span in it."""
    template = rng.choice(_TEMPLATES[classes[0]])
    start = template.index("{m}")
    return template.replace("{m}", label), start, start + len(label)


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def _right(hit_iri: str, hit_label: str, iri: str, key: str) -> bool:
    return hit_iri == iri or label_key(hit_label) == key


def run(entities: int, lookups: int, seed: int, folder: Path) -> dict:
    rng = random.Random(seed + 1)
    targets = set(rng.sample(range(entities), min(lookups, entities)))
    sample: list[LabelEntry] = []

    def stream() -> Iterator[LabelEntry]:
        for i, entries in synthetic_entities(entities, seed):
            if i in targets:
                sample.append(entries[0])
            yield from entries

    path = folder / "labels.sqlite"
    print(f"building a label index of {entities:,} synthetic entities in {path}", file=sys.stderr)
    t0 = time.perf_counter()
    index = LabelIndex.build(stream(), path, progress=True, meta={"source": "synthetic", "seed": seed})
    build_s = time.perf_counter() - t0
    index.close()
    t0 = time.perf_counter()
    index = LabelIndex.open(path)
    open_ms = (time.perf_counter() - t0) * 1000

    figures: dict = {"entities": index.meta["entities"], "entries": len(index),
                     "build_s": round(build_s, 1), "size_mb": round(path.stat().st_size / 2**20, 1),
                     "open_ms": round(open_ms, 1), "lookups": len(sample)}
    rng.shuffle(sample)
    for entry in sample[:50]:  # warm-up: the first lookups of a fresh process map pages in
        index.lookup(entry.label, k=5)
    mentions = {"exact": [exact_variant(e.label, rng) for e in sample],
                "typo": [with_typos(e.label, rng) for e in sample]}
    for kind, texts in mentions.items():
        times, at1, at5 = [], 0, 0
        for entry, text in zip(sample, texts):
            key = label_key(entry.label)
            t = time.perf_counter()
            hits = index.lookup(text, k=5)
            times.append((time.perf_counter() - t) * 1000)
            right = [_right(h.iri, h.label, entry.iri, key) for h in hits]
            at1 += bool(right[:1] and right[0])
            at5 += any(right)
        figures[kind] = {"p50_ms": round(statistics.median(times), 2),
                         "p95_ms": round(_percentile(times, 0.95), 2),
                         "recall_at_1": round(at1 / len(sample), 4),
                         "recall_at_5": round(at5 / len(sample), 4)}
        print(f"{kind}: {figures[kind]}", file=sys.stderr)
    for kind, typos in (("link", False), ("link_typo", True)):
        times, found = [], 0
        for entry in sample:
            mention = with_typos(entry.label, rng) if typos else entry.label
            question, start, end = question_for(mention, entry.classes, rng)
            key = label_key(entry.label)
            t = time.perf_counter()
            links = index.link(question)
            times.append((time.perf_counter() - t) * 1000)
            found += any(m.start < end and start < m.end
                         and any(_right(h.iri, h.label, entry.iri, key) for h in m.hits) for m in links)
        figures[kind] = {"p50_ms": round(statistics.median(times), 2),
                         "p95_ms": round(_percentile(times, 0.95), 2),
                         "recall_at_5": round(found / len(sample), 4)}
        print(f"{kind}: {figures[kind]}", file=sys.stderr)
    index.close()
    return figures


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--entities", type=int, default=1_000_000)
    ap.add_argument("--lookups", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--dir", type=Path, default=None, help="keep the index in this folder")
    args = ap.parse_args(argv)
    folder = args.dir or Path(tempfile.mkdtemp(prefix="kgqa-label-index-"))
    folder.mkdir(parents=True, exist_ok=True)
    try:
        figures = {"seed": args.seed, **run(args.entities, args.lookups, args.seed, folder)}
    finally:
        if args.dir is None:
            shutil.rmtree(folder, ignore_errors=True)
    print(json.dumps(figures))
    return figures


if __name__ == "__main__":
    main()
