"""kgqa.candidates.label_index: the persistent SQLite/FTS5 label index and its benchmark."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from kgqa.candidates.label_index import LabelEntry, LabelIndex, label_key, match_score

EX = "http://example.org/"
PERSON, CITY, FILM, BAND = (EX + "class/" + c for c in ("Person", "City", "Film", "Band"))

ENTRIES = [
    LabelEntry(EX + "obama", "Barack Obama", (PERSON,)),
    LabelEntry(EX + "paris", "Paris", (CITY,)),
    LabelEntry(EX + "paris_tx", "Paris, Texas", (CITY,)),
    LabelEntry(EX + "paris_film", "Paris, Texas", (FILM,)),
    LabelEntry(EX + "hilton", "Paris Hilton", (PERSON,)),
    LabelEntry(EX + "ny", "New York", (CITY,)),
    LabelEntry(EX + "nyc", "New York City", (CITY,)),
    LabelEntry(EX + "beatles", "The Beatles", (BAND,)),
    LabelEntry(EX + "zurich", "Zürich", (CITY,)),
    LabelEntry(EX + "spider", "Spider-Man", ()),
    LabelEntry(EX + "schneider", "Elizabeth F. Schneider", (PERSON,)),
    LabelEntry(EX + "ashford", "Ashford", (CITY,)),
    LabelEntry(EX + "holdings", "Ashford Holdings", ()),
    LabelEntry(EX + "LakeCarvale", "Lake Carvale", (CITY,), "local_name"),
    LabelEntry(EX + "obrien", "Conan O'Brien", (PERSON,)),
    LabelEntry(EX + "obrien", "O'Brien, Conan", (PERSON,), "alt_label"),
    LabelEntry(EX + "punct", "!!!", ()),  # no letters: not indexed
]
# Filler so that document frequencies and the FTS candidate caps mean something.
FILLER = [LabelEntry(f"{EX}filler{i}", f"{first} {last}", (PERSON,))
          for i, (first, last) in enumerate((f, l) for f in ("John", "Mary", "Anne", "Peter", "Lars")
                                            for l in ("Smith", "Parish", "Newman", "Ashby", "Yorke"))]


@pytest.fixture(scope="module")
def index(tmp_path_factory) -> LabelIndex:
    path = tmp_path_factory.mktemp("label_index") / "labels.sqlite"
    with LabelIndex.build(iter(ENTRIES + FILLER), path, meta={"kg": "test"}) as built:
        assert built.meta["kg"] == "test"
    idx = LabelIndex.open(path)
    yield idx
    idx.close()


def _first(hits) -> str:
    assert hits, "no hits"
    return hits[0].iri


def test_keys_and_scores():
    assert label_key("  Zürich ") == label_key("ZURICH") == "zurich"
    assert label_key("Spider-Man") == "spider man"
    assert label_key("Москва") == "москва"  # non-Latin letters are kept
    assert match_score("paris", "paris") == (1.0, "exact")
    score, how = match_score("paris", "paris hilton")
    assert how == "phrase" and 0.6 < score < 0.8
    assert match_score("smith john", "john smith")[0] == pytest.approx(0.95)
    assert match_score("barak obama", "barack obama")[1] == "fuzzy"
    # a typo is fuzzy, another number is another thing
    assert match_score("room 2 03", "room 2 07")[0] == 0.0
    assert match_score("2019 spanish grand prix", "2020 spanish grand prix")[0] == 0.0
    assert match_score("rooom 2 07", "room 2 07")[0] > 0.9


def test_meta_and_len(index):
    assert len(index) == len(ENTRIES) + len(FILLER) - 1  # "!!!" skipped
    assert index.meta["entities"] == len({e.iri for e in ENTRIES + FILLER}) - 1
    assert index.meta["skipped_entries"] == 1


@pytest.mark.parametrize("mention, iri, how", [
    ("barack obama", "obama", "exact"),
    ("ZURICH", "zurich", "exact"),
    ("spider man", "spider", "exact"),
    ("o'brien, conan", "obrien", "exact"),  # the alternative label
    ("Barak Obama", "obama", "fuzzy"),
    ("Elizabth F Schnieder", "schneider", "fuzzy"),
    ("Lake Cavale", "LakeCarvale", "fuzzy"),
    ("Spiderman", "spider", "fuzzy"),
    ("beatles", "beatles", "phrase"),
    ("york city", "nyc", "phrase"),
])
def test_lookup_puts_the_right_entity_first(index, mention, iri, how):
    hits = index.lookup(mention)
    assert _first(hits) == EX + iri
    assert hits[0].how == how
    assert (hits[0].score == 1.0) == (how == "exact")
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


def test_exact_beats_longer_labels_and_one_hit_per_entity(index):
    hits = index.lookup("Paris", k=10)
    assert hits[0].iri == EX + "paris" and hits[0].score == 1.0
    assert {EX + "hilton", EX + "paris_tx"} <= {h.iri for h in hits}
    assert all(h.score < 1.0 for h in hits[1:])
    conan = index.lookup("Conan O'Brien", k=10)
    assert [h.iri for h in conan].count(EX + "obrien") == 1


def test_homonyms_all_come_back(index):
    hits = index.lookup("paris texas", k=5)
    assert {h.iri for h in hits[:2]} == {EX + "paris_tx", EX + "paris_film"}
    assert all(h.score == 1.0 and h.how == "exact" for h in hits[:2])
    assert index.lookup("paris texas", k=1)[0].score == 1.0


def test_class_filter(index):
    films = index.lookup("Paris, Texas", classes=[FILM])
    assert [h.iri for h in films] == [EX + "paris_film"]
    assert films[0].classes == (FILM,)
    people = index.lookup("paris", classes=[PERSON])
    assert _first(people) == EX + "hilton"
    assert all(PERSON in h.classes for h in people)
    assert all(PERSON in h.classes for h in index.lookup("Pariss", classes=[PERSON]))
    assert index.lookup("paris", classes=[EX + "class/Unknown"]) == []


FTS_SYNTAX = ['"', '""', 'say "hi"', "paris*", "NEAR(a b)", "a AND b", "a OR -b", "NOT a", "(a",
              "a)", "^a", "col:a", "a + b", "{a b}", "*", "-", ":"]


def test_fts_strings_are_data_not_syntax():
    from kgqa.candidates.label_index import _fts_string

    con = sqlite3.connect(":memory:")
    con.execute("CREATE VIRTUAL TABLE w USING fts5(x, tokenize='unicode61')")
    con.execute("CREATE VIRTUAL TABLE t USING fts5(x, tokenize='trigram')")
    for table in ("w", "t"):
        con.execute(f"INSERT INTO {table} VALUES (?)", ['they say "hi" (NEAR*) AND -go: {a b}'])
    raw_errors = 0
    for text in FTS_SYNTAX:
        for table in ("w", "t"):
            con.execute(f"SELECT rowid FROM {table} WHERE {table} MATCH ?", [_fts_string(text)]).fetchall()
            try:
                con.execute(f"SELECT rowid FROM {table} WHERE {table} MATCH ?", [text]).fetchall()
            except sqlite3.OperationalError:
                raw_errors += 1
    assert raw_errors > 10  # unquoted, these would break the query
    found = con.execute("SELECT rowid FROM t WHERE t MATCH ?", [_fts_string('"hi" (NEAR*) AND -go')])
    assert found.fetchall() == [(1,)]


@pytest.mark.parametrize("text", FTS_SYNTAX + [
    'Who said "Paris"?', "paris*", "NEAR(paris texas)", "paris AND texas", "paris OR -texas",
    "(paris", "paris)", "- paris", '"', '""', "^paris", "col:paris", "NOT", "'", "*", "a\\b", "",
    "   ", "paris + texas", "{paris}", "paris; DROP TABLE entry", "x" * 5000,
])
def test_fts_syntax_in_user_text_never_raises(index, text):
    index.lookup(text)
    index.lookup(text, classes=[CITY])
    index.link(f"Which films were shot in {text} and Paris, Texas?")


def test_link_finds_the_span_and_prefers_the_longer_mention(index):
    question = "When was New York City founded, and who lives in Zurich?"
    links = index.link(question)
    assert [(m.mention, m.hits[0].iri) for m in links] == [("New York City", EX + "nyc"),
                                                           ("Zurich", EX + "zurich")]
    nyc = links[0]
    assert question[nyc.start:nyc.end] == "New York City"
    assert all(h.score >= 0.8 for m in links for h in m.hits)


def test_link_typos_stopwords_and_possessives(index):
    links = index.link("Which songs did The Beatles record in Ashford?")
    assert [m.mention for m in links] == ["The Beatles", "Ashford"]
    links = index.link("Where was Elizabeth F. Schnieder born?")
    assert [(m.mention, m.hits[0].iri) for m in links] == [("Elizabeth F. Schnieder", EX + "schneider")]
    assert links[0].hits[0].how == "fuzzy"
    assert [m.mention for m in index.link("What is Barack Obama's birthday?")] == ["Barack Obama"]
    # a longer exact mention wins over its parts ("Ashford"), and questions of stopwords link nothing
    assert [m.mention for m in index.link("who owns ashford holdings")] == ["ashford holdings"]
    assert index.link("What is the number of them?") == []


def test_read_only_from_another_process_while_open(index):
    assert index.lookup("Barack Obama")  # this process has it open
    code = ("import json, sys; from kgqa.candidates.label_index import LabelIndex\n"
            "with LabelIndex.open(sys.argv[1]) as idx:\n"
            "    print(json.dumps([h.iri for h in idx.lookup('barak obama')]))\n")
    out = subprocess.run([sys.executable, "-c", code, str(index.path)], capture_output=True,
                         text=True, timeout=60, check=True)
    assert json.loads(out.stdout.strip().splitlines()[-1])[0] == EX + "obama"
    assert index.lookup("Zurich")[0].iri == EX + "zurich"


def test_threads_share_one_index(index):
    mentions = ["Barack Obama", "Zurich", "Paris", "New York City", "Barak Obama"] * 8
    with ThreadPoolExecutor(4) as pool:
        firsts = list(pool.map(lambda m: index.lookup(m)[0].iri, mentions))
    assert firsts[:5] == [EX + "obama", EX + "zurich", EX + "paris", EX + "nyc", EX + "obama"]
    assert firsts == firsts[:5] * 8


def test_build_is_atomic(tmp_path):
    path = tmp_path / "kg" / "labels.sqlite"
    LabelIndex.build([LabelEntry(EX + "old", "Old Entity")], path).close()
    seen_during_build: list[tuple[list[str], list[str]]] = []

    def entries():
        for i in range(50_000):
            if i == 30_000:  # mid-stream: the old index is still the one at the path
                with LabelIndex.open(path) as old:
                    seen_during_build.append(([h.iri for h in old.lookup("old entity")],
                                              sorted(p.name for p in path.parent.iterdir())))
            yield LabelEntry(f"{EX}new{i}", f"New Entity {i}")

    with LabelIndex.build(entries(), path) as new:
        assert len(new) == 50_000
        assert new.lookup("new entity 4242")[0].iri == EX + "new4242"
    (old_hits, files), = seen_during_build
    assert old_hits == [EX + "old"]
    assert len(files) == 2 and "labels.sqlite" in files  # the index and the temp file beside it
    assert [p.name for p in path.parent.iterdir()] == ["labels.sqlite"]  # no temp file left

    def failing():
        yield LabelEntry(EX + "x", "X")
        raise RuntimeError("source went away")

    with pytest.raises(RuntimeError):
        LabelIndex.build(failing(), path)
    assert [p.name for p in path.parent.iterdir()] == ["labels.sqlite"]
    with LabelIndex.open(path) as kept:
        assert len(kept) == 50_000


def test_open_checks_path_and_format(tmp_path):
    with pytest.raises(FileNotFoundError):
        LabelIndex.open(tmp_path / "missing.sqlite")
    path = tmp_path / "labels.sqlite"
    LabelIndex.build([LabelEntry(EX + "a", "A b")], path).close()
    con = sqlite3.connect(path)
    con.execute("UPDATE meta SET value = '999' WHERE key = 'format_version'")
    con.commit()
    con.close()
    with pytest.raises(ValueError, match="rebuild"):
        LabelIndex.open(path)


def test_bench_small(capsys):
    from kgqa.bench.label_index import main

    main(["--entities", "20000", "--lookups", "100", "--seed", "3"])
    last = capsys.readouterr().out.strip().splitlines()[-1]
    figures = json.loads(last)
    for field in ("build_s", "size_mb", "entities", "entries"):
        assert figures[field] > 0
    assert figures["entities"] == 20000
    for kind in ("exact", "typo", "link", "link_typo"):
        assert {"p50_ms", "p95_ms", "recall_at_5"} <= set(figures[kind])
    assert figures["exact"]["recall_at_1"] >= 0.99
    assert figures["typo"]["recall_at_1"] >= 0.7
    assert figures["link"]["recall_at_5"] >= 0.95


def test_names_in_other_languages_are_second_names_up_to_a_cap():
    """"München" names the entity labelled "Munich": a second name, found by lookup; past the
    cap (a KG labelled in tens of languages) none is kept, and English names stay."""
    from kgqa.candidates.entities import name_entries

    label = "http://www.w3.org/2000/01/rdf-schema#label"
    rows = [(label, "http://x/munich", "Munich", "en"), (label, "http://x/munich", "München", "de"),
            (label, "http://x/munich", "Munich", "fr"), (label, "http://x/lyon", "Lyon", "fr")]
    entries = {(e.iri, e.label, e.source) for e in name_entries({}, iter(rows))}
    assert {("http://x/munich", "Munich", "label"), ("http://x/munich", "München", "alt_label"),
            ("http://x/lyon", "Lyon", "alt_label")} <= entries
    capped = list(name_entries({}, iter(rows), max_other_names=1))
    assert [e.label for e in capped] == ["Munich"]


def test_a_demonym_links_its_place_and_a_common_word_does_not(tmp_path):
    country = EX + "class/Country"
    entries = [LabelEntry(EX + "valdoria", "Valdoria", (country,)), LabelEntry(EX + "sweden", "Sweden", (country,)),
               LabelEntry(EX + "media", "Media", ()), LabelEntry(EX + "japan", "Japan", (country,)),
               LabelEntry(EX + "lira", "Valdorian lira", ()), LabelEntry(EX + "jp_food", "Italian cuisine", ()),
               LabelEntry(EX + "it_dish", "Italian cuisine of the north", ())]
    with LabelIndex.build(iter(entries + FILLER), tmp_path / "labels.sqlite") as index:
        links = index.link("Which Valdorian airlines fly to Swedish airports?")
        assert [(m.mention, m.hits[0].iri, m.hits[0].how) for m in links] == [
            ("Valdorian", EX + "valdoria", "demonym"), ("Swedish", EX + "sweden", "demonym")]
        assert links[0].hits[0].score < 1.0  # a guess from the word's form, below an exact name
        assert [m.hits[0].iri for m in index.link("which japanese dishes are spicy")] == [EX + "japan"]
        # a name that holds the word is an exact mention and wins; a lower-case word in a
        # question that capitalises its names is no demonym
        assert [m.hits[0].iri for m in index.link("What is the Valdorian lira worth?")] == [EX + "lira"]
        # no place by that name: the two-word name the word opens, not a longer one
        assert [h.iri for m in index.link("Which Italian dishes are spicy?") for h in m.hits] == [EX + "jp_food"]
        # a demonym alone may name a language or a people: no place
        assert [m.mention for m in index.link("Which regions speak Swedish or English?")] == []
        links = index.link("What is the median price of japanese cars in Sweden?")
        assert "demonym" not in {h.how for m in links for h in m.hits}


def test_geonames_names_and_alternate_names_name_places(tmp_path):
    """A GeoNames KG names its places by ``gn:name`` only (no ``rdfs:label``): those are the
    places' names, ``gn:alternateName`` their second names."""
    from kgqa.candidates.entities import entity_names
    from kgqa.kg.embedded import EmbeddedKG

    ttl = tmp_path / "places.ttl"
    ttl.write_text('@prefix gn: <http://www.geonames.org/ontology#> .\n'
                   '<https://places.example.net/2616020> a gn:Feature ; gn:name "Aurvik" ; '
                   'gn:alternateName "Aurvík"@is ; gn:population 905000 .\n')
    entries = {(e.iri, e.label, e.source) for e in entity_names(EmbeddedKG([ttl], name="places"))}
    assert ("https://places.example.net/2616020", "Aurvik", "label") in entries
    assert ("https://places.example.net/2616020", "Aurvík", "alt_label") in entries


def test_initials_written_as_such_name_a_long_name_below_an_exact_one(tmp_path):
    org = EX + "class/Organization"
    entries = [LabelEntry(EX + "cpi", "Consumer price index", ()),
               LabelEntry(EX + "moh", "Ministry of Health", (org,)),
               LabelEntry(EX + "nra", "National Roads Authority", (org,)),
               LabelEntry(EX + "nra_band", "NRA", ()),  # an entity named so: the exact name wins
               LabelEntry(EX + "census", "Census of 2021 results", ()),  # a number: no initials
               LabelEntry(EX + "Cpi_Holdings", "consumer pension institute", (), "local_name")]
    with LabelIndex.build(iter(entries + FILLER), tmp_path / "labels.sqlite") as index:
        links = index.link("Is the CPI updated monthly by the MoH?")
        assert [(m.mention, m.hits[0].iri, m.hits[0].how) for m in links] == [
            ("CPI", EX + "cpi", "initials"), ("MoH", EX + "moh", "initials")]
        assert links[0].hits[0].score < 1.0 and len(links[0].hits) == 1  # an IRI's words give no initials
        assert [(h.iri, h.how) for h in index.link("Who runs the NRA?")[0].hits] == [
            (EX + "nra_band", "exact"), (EX + "nra", "initials")]
        # not written as initials: an ordinary word, no link
        assert index.link("is the cpi updated monthly") == []
        assert _first(index.lookup("MOH", classes=[org])) == EX + "moh"
        assert index.lookup("MOH", classes=[PERSON]) == []


def test_a_vocabulary_title_names_things_and_a_nameless_thing_borrows_its_carriers_title(tmp_path):
    """ELI states an act's titles on its expressions (one per language, ``eli:title``, no
    ``rdfs:label``): the expressions are named by the vocabulary's title property, and the act,
    which has no name of its own, by the title of the one expression of each language; a
    relational table's own ``#name`` column (same host as its rows) names nothing."""
    from kgqa.candidates.entities import entity_names
    from kgqa.candidates.title_properties import literal_properties, title_properties
    from kgqa.kg.embedded import EmbeddedKG

    ttl = tmp_path / "acts.ttl"
    ttl.write_text(
        '@prefix eli: <http://data.europa.eu/eli/ontology#> .\n'
        '<https://laws.example.org/eli/act/2016/21> a eli:LegalResource ; eli:is_realized_by <https://laws.example.org/eli/act/2016/21/eng> , <https://laws.example.org/eli/act/2016/21/fra> ; '
        'eli:cites <https://laws.example.org/eli/act/2012/15> .\n'
        '<https://laws.example.org/eli/act/2016/21/eng> a eli:LegalExpression ; eli:title "Road Traffic Act 2016"@en .\n'
        '<https://laws.example.org/eli/act/2016/21/fra> a eli:LegalExpression ; eli:title "Loi sur la circulation routière"@fr .\n'
        '<https://laws.example.org/eli/act/2012/15> a eli:LegalResource ; eli:is_realized_by <https://laws.example.org/eli/act/2012/15/eng> .\n'
        '<https://laws.example.org/eli/act/2012/15/eng> a eli:LegalExpression ; eli:title "Income Tax Act 2012"@en .\n'
        '<http://valuenet/ontop/stadium/stadium_id=1> a <http://valuenet/ontop/stadium> ; '
        '<http://valuenet/ontop/stadium#name> "Stark\'s Park" .\n')
    kg = EmbeddedKG([ttl], name="acts")
    assert title_properties(kg, literal_properties(kg)) == ("http://data.europa.eu/eli/ontology#title",)
    entries = {(e.iri.rsplit("eli/", 1)[-1], e.label, e.source) for e in entity_names(kg)}
    assert ("act/2016/21", "Road Traffic Act 2016", "label") in entries
    assert ("act/2016/21", "Loi sur la circulation routière", "alt_label") in entries
    assert ("act/2016/21/eng", "Road Traffic Act 2016", "label") in entries
    assert ("act/2012/15", "Income Tax Act 2012", "label") in entries
    assert not any(label == "Stark's Park" for _, label, _ in entries)


def test_a_name_node_on_the_things_own_host_names_the_thing_that_links_it(tmp_path):
    """UniProt names a protein through a ``up:Structured_Name`` node on its own host
    (``up:recommendedName`` -> node -> ``up:fullName``): the protein borrows the full name (its
    accession stays a second name), the node itself is not named by it, and a relational table's
    ``#name`` column on rows typed with the table still names nothing."""
    from kgqa.candidates.entities import entity_names
    from kgqa.candidates.title_properties import literal_properties, name_node_titles, title_properties
    from kgqa.kg.embedded import EmbeddedKG

    ttl = tmp_path / "proteins.ttl"
    ttl.write_text(
        '@prefix up: <http://purl.uniprot.org/core/> . @prefix p: <http://purl.uniprot.org/uniprot/> .\n'
        'p:P0DM44 a up:Protein ; up:recommendedName <http://purl.uniprot.org/SHA-384/AB12> ; up:mass 112300 .\n'
        '<http://purl.uniprot.org/SHA-384/AB12> a up:Structured_Name ; up:fullName "DNA repair helicase DRH7" .\n'
        '<http://valuenet/ontop/stadium/stadium_id=1> a <http://valuenet/ontop/stadium> ; '
        '<http://valuenet/ontop/stadium#name> "Stark\'s Park" .\n')
    kg = EmbeddedKG([ttl], name="name-nodes")
    props = literal_properties(kg)
    titles = title_properties(kg, props)
    assert titles == () and name_node_titles(kg, props, titles) == ("http://purl.uniprot.org/core/fullName",)
    entries = {(e.iri.rsplit("/", 1)[-1], e.label, e.source) for e in entity_names(kg)}
    assert {("P0DM44", "DNA repair helicase DRH7", "label"), ("P0DM44", "P0DM44", "alt_label")} <= entries
    assert not any(iri == "AB12" for iri, _, _ in entries)
    assert not any(label == "Stark's Park" for _, label, _ in entries)


def test_a_code_written_as_such_links_the_few_names_holding_it(tmp_path):
    entries = [LabelEntry(EX + "cc0", "Creative Commons CC0 1.0 Universal", ()),
               LabelEntry(EX + "ccby", "Creative Commons Attribution 4.0 International", ()),
               *(LabelEntry(f"{EX}sensor{i}", f"ST {i:03d} NO2", ()) for i in range(5)),
               LabelEntry(EX + "red_river", "Red River", ()), LabelEntry(EX + "sky", "Sky TV", ())]
    with LabelIndex.build(iter(entries + FILLER), tmp_path / "labels.sqlite") as index:
        links = index.link("Is the tax revenue data CC0?")
        assert [(m.mention, m.hits[0].iri, m.hits[0].how) for m in links] == [("CC0", EX + "cc0", "code")]
        assert links[0].hits[0].score < 1.0
        assert index.link("Which stations measure NO2?") == []  # five names hold it: none is named so
        assert index.link("Which river is longest?") == []  # a word, not a code
        assert index.link("Which cartoons are on TV?") == []  # a word in capitals, not a code


def test_skos_xl_label_nodes_name_their_concept(tmp_path):
    """A SKOS-XL thesaurus (ESCO, the Getty vocabularies) names a concept only through label
    nodes (``skosxl:prefLabel`` -> ``skosxl:Label`` -> ``skosxl:literalForm``): the preferred
    English form is the concept's name, an alternative label or another language's form a second
    name, and the label node itself is named by nothing."""
    from kgqa.candidates.entities import entity_names
    from kgqa.kg.embedded import EmbeddedKG

    ttl = tmp_path / "thesaurus.ttl"
    ttl.write_text(
        '@prefix xl: <http://www.w3.org/2008/05/skos-xl#> . @prefix o: <http://data.example.eu/occupation/> .\n'
        '@prefix l: <http://data.example.eu/label/> .\n'
        'o:d972ad88 a <http://www.w3.org/2004/02/skos/core#Concept> ; xl:prefLabel l:ae8b, l:6658 ; xl:altLabel l:4a19 .\n'
        'l:ae8b a xl:Label ; xl:literalForm "data analyst"@en .\n'
        'l:6658 a xl:Label ; xl:literalForm "Datenanalyst/Datenanalystin"@de .\n'
        'l:4a19 a xl:Label ; xl:literalForm "data analytics specialist"@en .\n')
    entries = {(e.iri.rsplit("/", 1)[-1], e.label, e.source) for e in entity_names(EmbeddedKG([ttl], name="xl"))}
    assert {("d972ad88", "data analyst", "label"), ("d972ad88", "Datenanalyst/Datenanalystin", "alt_label"),
            ("d972ad88", "data analytics specialist", "alt_label")} <= entries
    assert not any(iri in ("ae8b", "6658", "4a19") for iri, _, _ in entries)


def test_a_has_name_property_is_a_title_property(tmp_path):
    """GLEIF's ``hasLegalName`` says "legal name" after the "has" its vocabulary starts every
    property with: it names the legal entities."""
    from kgqa.candidates.title_properties import literal_properties, title_properties
    from kgqa.kg.embedded import EmbeddedKG

    ttl = tmp_path / "lei.ttl"
    ttl.write_text(
        '@prefix g: <https://www.gleif.org/ontology/L1/> .\n'
        '<https://rdf.gleif.org/L1/LEI/529900K9P34Y6N3WD243> g:hasLegalName "VALDMARK HOLDINGS SE" ; g:hasLEI "529900K9P34Y6N3WD243" .\n'
        '<https://rdf.gleif.org/L1/LEI/222100U43JSIOM1TMA58> g:hasLegalName "Orrery Re S.A." ; g:hasLEI "222100U43JSIOM1TMA58" .\n')
    kg = EmbeddedKG([ttl], name="lei")
    assert title_properties(kg, literal_properties(kg)) == ("https://www.gleif.org/ontology/L1/hasLegalName",)


def test_a_compound_name_property_names_only_the_unnamed(tmp_path):
    """dblp names a person only by ``creatorName``: a compound name property whose values are
    nearly all one subject's names the things that have no other name. A named person's
    ``jobTitle`` names nobody, nor does a city's shared ``countryName``, nor a ``givenName``."""
    from kgqa.candidates.entities import entity_names
    from kgqa.kg.embedded import EmbeddedKG

    ttl = tmp_path / "people.ttl"
    ttl.write_text(
        '@prefix d: <https://dblp.org/rdf/schema#> . @prefix s: <http://schema.org/> . @prefix x: <http://ex.org/> .\n'
        '<https://dblp.org/pid/71/2314> a d:Person ; d:creatorName "Ada Okafor" .\n'
        '<https://dblp.org/pid/96/3317> a d:Person ; d:creatorName "Tomas Aguirre" .\n'
        'x:p1 s:name "Lena Brandvold" ; s:jobTitle "Chief Data Officer" .\n'
        'x:p2 s:name "Kwame Mensah" ; s:jobTitle "Research Fellow" .\n'
        'x:c1 x:countryName "Norvallen" . x:c2 x:countryName "Norvallen" . x:c3 x:countryName "Norvallen" .\n'
        'x:g1 x:givenName "Priya" . x:g2 x:givenName "Oskar" .\n')
    kg = EmbeddedKG([ttl], name="dblp")
    entries = {(e.iri.rsplit("/", 1)[-1], e.label) for e in entity_names(kg)}
    assert {("2314", "Ada Okafor"), ("3317", "Tomas Aguirre")} <= entries
    # an answer column of creator names answers with the persons (kgqa.engine.answer_rewrites)
    from kgqa.candidates.title_properties import names_things, says_title
    assert says_title("https://dblp.org/rdf/schema#creatorName") and names_things(kg, "https://dblp.org/rdf/schema#creatorName")
    assert not names_things(kg, "http://ex.org/countryName") and not says_title("http://ex.org/givenName")
    labels = {label for _, label in entries}
    assert not labels & {"Chief Data Officer", "Research Fellow", "Norvallen", "Priya", "Oskar"}
