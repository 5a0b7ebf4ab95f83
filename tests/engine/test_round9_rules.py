"""The rules the blind KGs of session 59 (coins: Nomisma, heritage: Europeana's EDM, drugs:
Bio2RDF's DrugBank) showed when session 60 read them, asked through the real engine (the shipped
checkpoint) on a real Oxigraph server:

- a kind named by a thing the others link to ("Which photographs are there?": the records whose
  ``dc:type`` is the "photograph" concept), in a KG with no "instance of";
- "who" answered by a date written as text ("ca. 1660-1661") is asked of the graphs answering
  with things first;
- a column of numbers stored as text, ordered through its number, answered by its owner
  ("Which artist was born first?" over year strings);
- the property of a named thing that "What is the N of X?" names ("medium", "dimensions":
  ``extent``, "ATC code": ``x-atc``) where the graph took another;
- a museum's accession numbers ("1990.12.3", "HUC 140") as names of the things they key;
- a comparison turned the way the question's words say ("died before 1660": ``<``);
- "who" asked of an unnamed node: the thing it links to ("Who is portrayed on the reverse of X?");
- a catalogue name said without its bracket ("CVI I Castor Magnus 5" of "CVI I (second
  edition) Castor Magnus 5");
- an OAI-ORE aggregation answered by the object it wraps, past its image links;
- a thing's twin of the same name that it links to (a drug's ATC code labelled with the drug's
  name) is not a second thing the question names;
- two things taking part in one node by a property the question says ("Does A interact with
  B?"), named node or not;
- years of an era ("20 BC", "AD 30") compared with a thing's start date;
- a kind named by a thing with a term said of it ("Which anticoagulants have been withdrawn?");
- a decade or a century ("in the 2010s") compared as the years it spans;
- a language said by its name matches the code a record keeps ("in German": "de");
- a text said in a yes/no question matches one value of a ";" list ("serve pizza");
- the kind a listing's noun names by a thing, added where the model's graph left it out.
"""

from __future__ import annotations

import pytest
from rdflib import Literal, URIRef

from kgqa.candidates.key_names import looks_like_code
from kgqa.engine.answer_order import _time_text
from kgqa.engine.named_attribute import said_attribute
from kgqa.engine.stated_sign import stated_directions

EU, NUM, BIO = "http://data.europeana.example/", "http://numismatics.example.org/", "http://bio2rdf.example.org/"


@pytest.mark.parametrize("kg,question,want", [
    ("heritage", "Which photographs are there?", {f"{EU}item/09102/_SMW_F_007", f"{EU}item/09102/_SMW_F_012"}),
    ("heritage", "How many portraits are there?", {"7"}),
    ("heritage", "Who painted View of Velft?", {f"{EU}agent/base/60404"}),
    ("heritage", "Which artist was born first?", {f"{EU}agent/base/59012"}),
    ("heritage", "What is the medium of Still Life with Oysters and a Roemer?", {"oil on panel"}),
    ("heritage", "What are the dimensions of the Tulip Vase?", {"h. 102 cm"}),
    ("heritage", "Which artists died before 1660?", {f"{EU}agent/base/59012", f"{EU}agent/base/61355"}),
    ("drugs", "What is the ATC code of Clopradel?", {f"{BIO}atc:B01AC94"}),
    ("coins", "How heavy is coin 1990.12.3?", {"7.86"}),
    ("coins", "What is the diameter of coin HUC 140?", {"28.8"}),
    ("coins", "Who is portrayed on the reverse of CVI I Castor Magnus 5?", {"http://nomisma.example.org/id/orsina"}),
    ("coins", "What metal is CVI I Velanus 30 struck in?", {"http://nomisma.example.org/id/ae"}),
    ("heritage", "Which objects come from the Stadtmuseum Wendelburg?",
     {f"{EU}item/09102/_SMW_{n}" for n in ("F_012", "F_007", "G_120", "G_114", "G_101")}),
    ("coins", "Which gold types were minted before 20 BC?", {f"{NUM}id/cvr.521.2", f"{NUM}id/cvi.1(2).cas.1a"}),
    ("drugs", "Which anticoagulants have been withdrawn?", {f"{BIO}drugbank:DB10001", f"{BIO}drugbank:DB10003"}),
    ("heritage", "which books are in german", {f"{EU}item/09102/_SMW_B_004", f"{EU}item/09102/_SMW_B_009"}),
    # ... but nodes of a class the question names are the answer themselves
    ("heritage", "which aggregations are in german",
     {f"{EU}aggregation/provider/09102/_SMW_B_004", f"{EU}aggregation/provider/09102/_SMW_B_009"}),
    # the kind the noun names by a thing, where the model's graph left it out
    ("coins", "Which siclas were struck at Lugora?", {f"{NUM}id/cvi.1(2).{t}" for t in ("cas.2", "cas.20", "vel.3")}),
    # a twin other things link to is a thing of its own: the masterbrand beside its service
    ("broadcasts", "Which brands belong to the Channel Two masterbrand?",
     {"http://www.example-broadcaster.co.uk/programmes/b0x106r03#programme",
      "http://www.example-broadcaster.co.uk/programmes/b024jzlht#programme"}),
])
def test_the_things_asked_for(shipped_engine, bench_kg, kg, question, want):
    answer = shipped_engine.answer(question, bench_kg(kg), kg_name=kg)
    assert {str(r[0]) for r in answer.rows} == want, answer.sparql


@pytest.mark.parametrize("kg,question,truth", [
    ("coins", "Is coin 2001.3.2 heavier than coin HUC 140?", True),  # each named by its key after "coin"
    ("coins", "Is coin HUC 140 heavier than coin 2001.3.2?", False),
    ("coins", "Did the Ardenum Hoard contain coin 1990.12.4?", True),
    ("drugs", "Does Salvirin interact with Clopradel?", True),
    ("drugs", "Does Fenarin interact with Clopradel?", False),
    ("streets", "Does Trattoria Sole serve pizza?", True),
    # a named node of their own kind is no fact two things share: two countries bordering a third
    ("geography", "Does Veldmark share a border with Solvenna?", False),
])
def test_yes_no(shipped_engine, bench_kg, kg, question, truth):
    answer = shipped_engine.answer(question, bench_kg(kg), kg_name=kg)
    assert answer.boolean is truth, answer.sparql


def test_only_codes_of_three_dotted_parts_or_a_prefix_and_a_number_are_keys():
    assert looks_like_code("1990.12.3") and looks_like_code("1944.100.12") and looks_like_code("HUC 140")
    assert not looks_like_code("12.5") and not looks_like_code("2019-05-01") and not looks_like_code("Huc 140")
    assert not looks_like_code("Bus stop 4")


def test_dates_written_as_text_are_no_things():
    assert _time_text(Literal("ca. 1660-1661")) and _time_text(Literal("1632")) and _time_text(Literal("c. 1650"))
    assert not _time_text(Literal("Haarwijk")) and not _time_text(Literal("Louis XIV"))
    assert not _time_text(URIRef("http://example.org/1632"))


def test_the_direction_a_number_is_bounded_by():
    assert stated_directions("Which artists died before 1660?") == {1660.0: "<"}
    assert stated_directions("books with more than 2,500 pages") == {2500.0: ">"}
    assert stated_directions("Which singers are older than 40?") == {}  # the measure decides
    assert stated_directions("Films made after 1990 and before 1990") == {}  # both ways: not read


def test_the_property_a_noun_says_is_one_of_the_named_things_own():
    words = {"medium": "medium", "extent": "extent", "x-atc": "x atc", "rights": "rights"}.get
    props = lambda: ["medium", "extent", "x-atc", "rights"]  # noqa: E731
    assert said_attribute("What is the medium of Still Life?", "still life", props, words) == "medium"
    assert said_attribute("What are the dimensions of the Vase?", "vase", props, words) == "extent"
    assert said_attribute("What is the ATC code of Clopradel?", "clopradel", props, words) == "x-atc"
    # more than the name after "of": another question's
    assert said_attribute("What is the medium of the painting Still Life made in 1650?", "still life", props,
                          words) is None
    assert said_attribute("What is the number of Still Life?", "still life", props, words) is None


def test_years_of_an_era_are_signed_years():
    from kgqa.candidates.values import extract_values

    def years(q):
        return [v.lexical for v in extract_values(q) if v.how == "era year"]
    assert years("Which types were minted before 20 BC?") == ["-20"]
    assert years("after AD 30") == ["30"] and years("in 300 BCE") == ["-300"]
    assert years("a CD 30 adapter") == []


def test_a_period_is_the_years_it_spans(shipped_engine, bench_kg):
    from kgqa.engine.compared_listing import stated_comparison

    assert stated_comparison("Which cityscapes date from the 1650s?").years == 10
    century = stated_comparison("how many artists were born in the 17th century")
    assert (century.number, century.years, century.counted) == (1600, 100, True)
    kg = bench_kg("films")
    answer = shipped_engine.answer("Which films were released in the 2010s?", kg, kg_name="film")
    released = {str(r[0]) for r in kg.select(
        "SELECT ?x WHERE { ?x <http://example.org/film/ontology/releaseDate> ?d FILTER(YEAR(?d) >= 2010 && YEAR(?d) < 2020) }").rows}
    assert {str(r[0]) for r in answer.rows} == released and len(released) > 1, answer.sparql
