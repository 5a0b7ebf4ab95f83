"""A football KG (tests/candidates/data/league.ttl, ``kgqa.bench.league_kg``'s, written blind in
session 42): opaque numeric IRIs, names only through ``schema:name``, schema.org classes
labelled in English ("football club"), properties whose labels say other words than their IRIs
(``playsFor`` labelled "current club"), asked through the real engine (the shipped checkpoint)
on a real Oxigraph server; the faults its blind run showed.

- A labelled property's IRI words are a name of it too ("Who plays for X?": ``playsFor``).
- "which clubs" asks for the class labelled "football club" (its head noun).
- "which league does X play in" is not answered with X's players: the classes the answer's
  entities have in the KG say they are no league.
- "Which stadiums are in Castrovia?" answered by what is located in its cities (stadiums and
  clubs) is typed with the asked class.
- A name given only in German or French ("Grauwasser") is a second name of the entity.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kgqa.kg.endpoint import EndpointKG

LEAGUE = Path(__file__).parents[1] / "candidates" / "data" / "league.ttl"
GRAPH = "http://example.org/g/league"
ID = "http://example.org/league/id/"


@pytest.fixture(scope="module")
def league(oxigraph_server):
    oxigraph_server.load_file(LEAGUE, graph=GRAPH)
    return EndpointKG(oxigraph_server.query_url, default_graph=GRAPH, name="league")


@pytest.fixture(scope="module")
def engine():
    from kgqa.engine.hgnet_engine import HGNetEngine

    return HGNetEngine.from_checkpoint()


def _gold(kg, sparql: str) -> set[str]:
    return {str(r[0]) for r in kg.select(sparql).rows}


V = "http://example.org/league/vocab/"


@pytest.mark.parametrize("question,gold", [
    ("Who plays for Tollvik Harbour?", f"SELECT ?p WHERE {{ ?p <{V}playsFor> <{ID}1408> }}"),
    ("which league does ravensholm wanderers play in", f"SELECT ?l WHERE {{ <{ID}1407> <{V}competesIn> ?l }}"),
    ("Which clubs were founded before 1900?",
     f"SELECT ?c WHERE {{ ?c a <http://schema.org/SportsTeam> ; <{V}foundedYear> ?y FILTER(?y < 1900) }}"),
    # names in German and French only: second names in the label index
    ("In which country is Grauwasser?", f"SELECT ?c WHERE {{ <{ID}1107> <{V}country> ?c }}"),
    ("Which club won the Ancre d'Argent?", f"SELECT ?c WHERE {{ <{ID}1802> <{V}wonBy> ?c }}"),
    ("Which stadiums are in Castrovia?",
     f"SELECT ?s WHERE {{ ?s a <http://schema.org/StadiumOrArena> ; <{V}locatedIn> ?c . ?c <{V}country> <{ID}1002> }}"),
])
def test_the_things_asked_for(engine, league, question, gold):
    want = _gold(league, gold)
    answer = engine.answer(question, league, kg_name="league")
    assert want and {str(r[0]) for r in answer.rows} == want, answer.sparql
