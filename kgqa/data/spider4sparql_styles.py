"""Spider4SPARQL's KGs re-rendered in other modelling conventions, with their gold queries
rewritten to match: the style-transfer suite that measures whether kgqa answers over KGs that
are not shaped like the ones it was trained on.

Spider4SPARQL (this adapter's dataset) names everything after a relational table: class
``ontop:singer``, property ``ontop:singer#song_name``, link ``ontop:concert#ref-stadium_id``,
entity ``ontop:singer/singer_id=2``. Each style maps those names one to one (classes,
properties, entities) and may add labels; the data values are untouched:

- ``original``: the KG as it is (the baseline, scored the same way as the styles);
- ``owl_camel``: one OWL-style namespace, ``onto:Singer``, ``onto:hasSongName``, a link named
  after what it points to (``onto:hasStadium``), individuals ``onto:Singer_2``; no labels
  (names only in IRI local names, as in many OWL files);
- ``flat``: no table prefix in property names (``kg:name`` for singers and stadiums alike,
  ``kg:stadium`` for the link); the one style whose mapping is not one to one;
- ``partial_labels``: the schema as it is, entities re-minted as opaque ids, and
  ``rdfs:label`` on every second entity only;
- ``opaque_ids``: Wikidata-like: every class, property and entity an opaque id
  (``wiki:Q12``, ``wiki:P7``) named only by ``rdfs:label`` (``"song name"``);
- ``entities``: the names as they are, every row with a name labelled by it (``rdfs:label``),
  and the gold queries that select a row by its name made queries about that entity
  (:mod:`kgqa.data.spider4sparql_entities`): the questions about named things.

Gold answers are recomputed by running the rewritten gold query on the restyled KG.
``python -m kgqa.data.spider4sparql_styles [--out DIR] [--styles a,b] [--split train]`` writes
the KGs (``<style>/<kg>.nt.gz``) and the questions (``<style>/<split>.json``); it is
deterministic. The train split's styles are training data (``dataset.train_styles``), rendered
without gold answers; the dev split's are the transfer benchmark and are never trained on.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import pyoxigraph

from kgqa.data.spider4sparql import ONTOP_NS, Example, GoldAnswer, load_split
from kgqa.data.spider4sparql_entities import anchor_on_entities, entity_names, unique_lookup
from kgqa.data.spider_kgs import spider_kg_file
from kgqa.kg.errors import UnknownKG
from kgqa.kg.vocabulary import RDF_TYPE, RDFS
from kgqa.paths import cache_dir

STYLES = ("original", "owl_camel", "flat", "partial_labels", "opaque_ids", "entities")
RDFS_LABEL = RDFS + "label"
GOLD_ROWS = 200  # as in Spider4SPARQL's answer files: the first 200 rows
GOLD_TIMEOUT_S = 120.0
LINK_PREFIX = "ref-"
#: Columns whose value names the row, by preference (the entity's label where a style adds one).
NAME_COLUMNS = ("name", "title")


# -- what a Spider4SPARQL KG names ------------------------------------------------------------
@dataclass
class Vocabulary:
    """The tables, columns and rows one KG (and its questions) name, and what links point to."""

    tables: set[str] = field(default_factory=set)
    columns: set[tuple[str, str]] = field(default_factory=set)  # (table, column); links keep "ref-"
    link_targets: dict[tuple[str, str], Counter] = field(default_factory=dict)  # link -> target tables
    rows: set[tuple[str, str]] = field(default_factory=set)  # (table, key text "a=1;b=2")
    row_names: dict[tuple[str, str], str] = field(default_factory=dict)  # row -> its name value

    def target(self, table: str, column: str) -> str | None:
        seen = self.link_targets.get((table, column))
        return seen.most_common(1)[0][0] if seen else None


def parse_name(iri: str) -> tuple[str, ...] | None:
    """``("class", table)``, ``("property", table, column)``, ``("row", table, key)``, or None
    for an IRI outside Spider4SPARQL's namespace."""
    if not iri.startswith(ONTOP_NS):
        return None
    rest = iri[len(ONTOP_NS):]
    if "#" in rest:
        table, column = rest.split("#", 1)
        return ("property", table, column)
    if "/" in rest:
        table, key = rest.split("/", 1)
        return ("row", table, key)
    return ("class", rest)


def read_triples(path: Path) -> list[tuple]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rb") as f:
        return [(t.subject, t.predicate, t.object) for t in pyoxigraph.parse(f, pyoxigraph.RdfFormat.N_TRIPLES)]


def collect_vocabulary(triples: list[tuple], queries: list[str]) -> Vocabulary:
    vocab = Vocabulary()
    names: dict[tuple[str, str], tuple[int, str]] = {}
    for s, p, o in triples:
        subject = parse_name(s.value)
        if subject and subject[0] == "row":
            vocab.rows.add(subject[1:])
        if p.value == RDF_TYPE:
            kind = parse_name(o.value)
            if kind and kind[0] == "class":
                vocab.tables.add(kind[1])
            continue
        prop = parse_name(p.value)
        if not prop or prop[0] != "property":
            continue
        vocab.columns.add(prop[1:])
        vocab.tables.add(prop[1])
        if isinstance(o, pyoxigraph.NamedNode):
            target = parse_name(o.value)
            if target and target[0] == "row":
                vocab.rows.add(target[1:])
                vocab.link_targets.setdefault(prop[1:], Counter())[target[1]] += 1
        elif subject and subject[0] == "row":
            rank = _name_rank(prop[1], prop[2])
            if rank is not None and (subject[1:] not in names or rank < names[subject[1:]][0]):
                names[subject[1:]] = (rank, o.value)
    for query in queries:
        for table, column in query_names(query):
            vocab.tables.add(table)
            if column is not None:
                vocab.columns.add((table, column))
    vocab.row_names = {row: value for row, (_, value) in names.items() if value.strip()}
    return vocab


def _name_rank(table: str, column: str) -> int | None:
    col = column.lower()
    for i, name in enumerate(NAME_COLUMNS):
        if col in (name, f"{table.lower()}_{name}"):
            return i
    return len(NAME_COLUMNS) if col.endswith("_name") else None


# -- the gold queries' names -------------------------------------------------------------------
# A prefixed name of the ":" prefix (`:singer`, `:singer\#song_name`), outside strings and IRIs.
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'|<[^<>"\s]*>|(?<![\w?$:]):([A-Za-z_][\w\-]*)(?:\\#([\w\-]+))?')


def query_names(query: str) -> list[tuple[str, str | None]]:
    """The ``(table, column or None)`` names a gold query uses."""
    return [(m.group(1), m.group(2)) for m in _TOKEN.finditer(query) if m.group(1)]


def rewrite_query(query: str, class_iri: Callable[[str], str], property_iri: Callable[[str, str], str]) -> str:
    """The gold query with every ``:`` name replaced by its restyled IRI."""
    def swap(m: re.Match) -> str:
        if not m.group(1):
            return m.group(0)
        table, column = m.group(1), m.group(2)
        return f"<{class_iri(table) if column is None else property_iri(table, column)}>"

    return _TOKEN.sub(swap, query)


# -- the styles ------------------------------------------------------------------------------
def words(name: str) -> list[str]:
    return [w for w in re.split(r"[^0-9A-Za-z]+", name) if w]


def pascal(name: str) -> str:
    return "".join(w[:1].upper() + w[1:].lower() for w in words(name))


def _link_stem(column: str) -> str:
    """``ref-stadium_id`` -> ``stadium``: what a link column names."""
    stem = column[len(LINK_PREFIX):]
    return re.sub(r"(?i)[_-]?id$", "", stem) or stem


def first_unique(choices: dict[tuple[str, str], list[str]]) -> dict[tuple[str, str], str]:
    """For each column, its first candidate name that no other column's candidate at the same
    level shares; the last candidate must be unique (it names the table)."""
    chosen: dict[tuple[str, str], str] = {}
    pending = dict(choices)
    level = 0
    while pending:
        counts = Counter(c[min(level, len(c) - 1)] for c in pending.values())
        taken = set(chosen.values())
        for col, cands in list(pending.items()):
            name = cands[min(level, len(cands) - 1)]
            if (counts[name] == 1 and name not in taken) or level >= len(cands) - 1:
                chosen[col] = name
                del pending[col]
        level += 1
    # columns whose every candidate is taken (a link and a column both named after one stem)
    # get a numeric suffix, in sorted order: deterministic
    seen: Counter = Counter()
    for col in sorted(chosen):
        seen[chosen[col]] += 1
        if seen[chosen[col]] > 1:
            chosen[col] = f"{chosen[col]}{seen[chosen[col]]}"
    if len(set(chosen.values())) != len(chosen):
        raise ValueError(f"style names collide: {Counter(chosen.values()).most_common(3)}")
    return chosen


@dataclass
class Restyled:
    """One KG's names in one style: maps from Spider4SPARQL's IRIs, and extra triples."""

    classes: dict[str, str]
    properties: dict[tuple[str, str], str]
    rows: dict[tuple[str, str], str]
    labels: list[tuple[str, str]] = field(default_factory=list)  # (IRI, label)

    def iri(self, original: str) -> str:
        name = parse_name(original)
        if name is None:
            return original
        kind, *key = name
        table = {"class": self.classes, "property": self.properties, "row": self.rows}[kind]
        return table[key[0] if kind == "class" else tuple(key)]


def _row_local(table: str, key: str) -> str:
    values = [part.split("=", 1)[-1] for part in key.split(";")]
    return "_".join(re.sub(r"[^0-9A-Za-z]+", "-", v).strip("-") or "x" for v in values)


def _opaque(kind: str, key: tuple) -> str:
    return kind + str(int(hashlib.sha1(repr(key).encode()).hexdigest()[:8], 16) % 10**7)


def restyle(style: str, vocab: Vocabulary, triples: list[tuple] = ()) -> Restyled:
    tables = sorted(vocab.tables)
    columns = sorted(vocab.columns)
    rows = sorted(vocab.rows)
    if style == "entities":  # the original's names; labels from each table's name column
        kept = restyle("original", vocab)
        kept.labels = sorted((row, name) for row, (_, name) in entity_names(list(triples)).items())
        return kept
    if style == "original":
        return Restyled({t: ONTOP_NS + t for t in tables}, {c: f"{ONTOP_NS}{c[0]}#{c[1]}" for c in columns},
                        {r: f"{ONTOP_NS}{r[0]}/{r[1]}" for r in rows})
    if style == "owl_camel":
        ns = "http://example.org/onto#"
        choices = {}
        for table, column in columns:
            if column.startswith(LINK_PREFIX):
                target = vocab.target(table, column)
                stems = [pascal(target)] if target else []
                # the last choice says "Link": a table may hold a column and a link of one name
                choices[(table, column)] = ["has" + s for s in [*stems, pascal(_link_stem(column)),
                                                                 pascal(table) + pascal(_link_stem(column)) + "Link"]]
            else:
                choices[(table, column)] = ["has" + pascal(column), "has" + pascal(table) + pascal(column)]
        props = first_unique(choices)
        return Restyled({t: ns + pascal(t) for t in tables}, {c: ns + n for c, n in props.items()},
                        _unique_rows({r: f"{ns}{pascal(r[0])}_{_row_local(*r)}" for r in rows}))
    if style == "flat":
        ns = "http://example.org/kg/"
        plain = {c for c in columns if not c[1].startswith(LINK_PREFIX)}
        plain_names = {c[1].lower() for c in plain}
        props = {}
        for table, column in columns:
            if column.startswith(LINK_PREFIX):
                stem = _link_stem(column).lower()
                props[(table, column)] = ns + (stem if stem not in plain_names else "has_" + stem)
            else:
                props[(table, column)] = ns + column.lower()
        return Restyled({t: ns + t.lower() for t in tables}, props,
                        _unique_rows({r: f"{ns}{r[0].lower()}/{_row_local(*r)}" for r in rows}))
    if style == "partial_labels":
        ns = "http://example.org/id/"
        minted = _unique_rows({r: ns + _opaque("e", r) for r in rows})
        labels = [(minted[r], vocab.row_names[r]) for i, r in enumerate(rows) if i % 2 == 0 and r in vocab.row_names]
        return Restyled({t: ONTOP_NS + t for t in tables}, {c: f"{ONTOP_NS}{c[0]}#{c[1]}" for c in columns},
                        minted, labels)
    if style == "opaque_ids":
        ns = "http://example.org/wiki/"
        classes = {t: ns + f"Q{100 + i}" for i, t in enumerate(tables)}
        props = {c: ns + f"P{100 + i}" for i, c in enumerate(columns)}
        minted = _unique_rows({r: ns + _opaque("Q", r) for r in rows})
        labels = [(classes[t], " ".join(words(t)).lower()) for t in tables]
        labels += [(props[c], " ".join(words(_link_stem(c[1]) if c[1].startswith(LINK_PREFIX) else c[1])).lower())
                   for c in columns]
        labels += [(minted[r], vocab.row_names[r]) for r in rows if r in vocab.row_names]
        return Restyled(classes, props, minted, labels)
    raise ValueError(f"unknown style {style!r}; known: {', '.join(STYLES)}")


def _unique_rows(rows: dict[tuple[str, str], str]) -> dict[tuple[str, str], str]:
    """Rows whose minted IRIs collide get a numeric suffix (deterministic: sorted order)."""
    seen: Counter = Counter()
    out = {}
    for row in sorted(rows):
        iri = rows[row]
        seen[iri] += 1
        out[row] = iri if seen[iri] == 1 else f"{iri}-{seen[iri]}"
    return out


# -- writing a style ---------------------------------------------------------------------------
def _term(iri_or_literal, restyled: Restyled) -> str:
    if isinstance(iri_or_literal, pyoxigraph.NamedNode):
        return f"<{restyled.iri(iri_or_literal.value)}>"
    return str(iri_or_literal)


def write_kg(triples: list[tuple], restyled: Restyled, path: Path) -> int:
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = [f"{_term(s, restyled)} {_term(p, restyled)} {_term(o, restyled)} .\n" for s, p, o in triples]
    lines += [f"<{iri}> <{RDFS_LABEL}> {pyoxigraph.Literal(label)} .\n" for iri, label in restyled.labels]
    with gzip.open(path, "wt", encoding="utf-8") as f:
        f.writelines(sorted(set(lines)))
    return len(set(lines))


def gold_rows(kg, query: str) -> GoldAnswer:
    from kgqa.kg.errors import KGError, QueryTimeout

    try:
        result = kg.select(query, use_cache=False)
    except QueryTimeout:
        return GoldAnswer("timeout", (), 0)
    except KGError:
        return GoldAnswer("err", (), 0)
    rows = tuple(tuple("" if v is None else str(v) for v in row) for row in result.as_python())
    return GoldAnswer("ok", rows[:GOLD_ROWS], len(rows))


def build_style(style: str, out: Path, split: str = "dev", kgs: list[str] | None = None,
                with_gold: bool = True) -> dict:
    """Writes ``out/<style>/<kg>.nt.gz`` and ``out/<style>/<split>.json``; returns a summary.
    ``with_gold=False`` skips recomputing the gold answers (training data: the original
    question's answers were verified on the original KG, and the restyling only renames).
    With ``kgs``, the questions of other KGs already in ``<split>.json`` stay there: KGs can be
    rendered one at a time into one folder (``python -m kgqa.bench.adapt --style S --kg K``)."""
    from kgqa.kg.embedded import EmbeddedKG

    examples = [e for e in load_split(split) if kgs is None or e.kg_name in kgs]
    by_kg: dict[str, list[Example]] = {}
    for ex in examples:
        by_kg.setdefault(ex.kg_name, []).append(ex)
    records, triples_total = [], 0
    missing = []
    for name, exs in sorted(by_kg.items()):
        try:
            triples = read_triples(spider_kg_file(name))
        except UnknownKG:  # a database whose dump the benchmark lacks (its PROVENANCE lists them)
            missing.append(name)
            continue
        vocab = collect_vocabulary(triples, [e.query for e in exs])
        restyled = restyle(style, vocab, triples)
        kg_file = out / style / f"{name}.nt.gz"
        triples_total += write_kg(triples, restyled, kg_file)
        # A generous timeout: the gold answers must not depend on how busy the machine is.
        # The entity style always opens its KG: an anchored query is kept only where it
        # answers as the original does.
        kg = EmbeddedKG([kg_file], name=f"{name}@{style}", timeout_s=GOLD_TIMEOUT_S) \
            if with_gold or style == "entities" else None
        lookup = unique_lookup(entity_names(triples)) if style == "entities" else None
        for ex in exs:
            query = rewrite_query(ex.query, restyled.classes.__getitem__,
                                  lambda t, c: restyled.properties[(t, c)])
            if lookup is not None:
                query = anchored_if_same(kg, query, lookup)
            gold = None
            if with_gold:
                # The entity style only adds labels, and an anchored query is kept only where it
                # answers as the original: the original's gold answers are this style's.
                gold = ex.gold if lookup is not None and ex.gold is not None else gold_rows(kg, query)
            records.append({"idx": ex.idx, "kg": name, "question": ex.question, "query": query,
                            "gold": gold and {"status": gold.status, "rows": gold.rows, "n_rows": gold.n_rows}})
    (out / style).mkdir(parents=True, exist_ok=True)
    split_file = out / style / f"{split}.json"
    kept = []
    if kgs is not None and split_file.exists():
        kept = [r for r in json.loads(split_file.read_text()) if r["kg"] not in by_kg]
    tmp = split_file.with_name(split_file.name + ".tmp")
    # sorted by KG (stable: each KG's questions keep the benchmark's order), written whole
    tmp.write_text(json.dumps(sorted(kept + records, key=lambda r: r["kg"]), indent=0))
    tmp.replace(split_file)
    return {"style": style, "kgs": len(by_kg), "questions": len(records), "triples": triples_total,
            "gold_ok": sum(bool(r["gold"]) and r["gold"]["status"] == "ok" for r in records), "kgs_missing": missing,
            "questions_in_file": len(kept) + len(records)}


def anchored_if_same(kg, query: str, lookup) -> str:
    """``query`` anchored on the entities it selects by name, where the anchored query gives the
    same answers on ``kg`` (both run); else ``query`` as it is."""
    anchored = anchor_on_entities(query, lookup)
    if anchored is None:
        return query
    before, after = gold_rows(kg, query), gold_rows(kg, anchored)
    same = before.status == after.status == "ok" and before.n_rows == after.n_rows \
        and sorted(before.rows) == sorted(after.rows)
    return anchored if same else query


def load_style(style: str, out: Path, split: str = "dev") -> list[Example]:
    """The restyled questions as :class:`Example` s (the query and gold answers restyled)."""
    records = json.loads((out / style / f"{split}.json").read_text())
    return [Example(r["idx"], split, r["kg"], r["question"], r["query"],
                    GoldAnswer(r["gold"]["status"], tuple(tuple(x) for x in r["gold"]["rows"]), r["gold"]["n_rows"])
                    if r["gold"] else None)
            for r in records]


def style_kg_file(style: str, out: Path, kg_name: str) -> Path:
    return out / style / f"{kg_name}.nt.gz"


def default_out() -> Path:
    return cache_dir() / "styles"


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=None, help="default: the cache folder's styles/")
    ap.add_argument("--styles", default=",".join(STYLES))
    ap.add_argument("--split", default="dev")
    ap.add_argument("--no-gold", action="store_true", help="skip the gold answers (the default for train)")
    args = ap.parse_args(argv)
    with_gold = not args.no_gold and args.split != "train"
    for style in args.styles.split(","):
        print(json.dumps(build_style(style, args.out or default_out(), args.split, with_gold=with_gold)), flush=True)


if __name__ == "__main__":
    main()
