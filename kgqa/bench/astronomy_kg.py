"""``python -m kgqa.bench.astronomy_kg``: questions about a small astronomy KG, one JSON object on stdout.

The KG is ``tests/candidates/data/astronomy.ttl``: five stars, twelve planets (six gas giants, six
rocky planets), ten moons, eight astronomers, four observatories, eight space missions, three space
agencies and four countries, all invented and written by hand in Turtle (474 triples). Its
conventions differ from the other bench KGs: entities are under ``https://sky.example.org/e/`` in
CamelCase (planets as star and letter, ``Veyra_b``), properties under ``https://sky.example.org/p/``
in lowerCamelCase, many with a ``has`` prefix, and no labels (``hasMass``, ``hasRadiusKm``,
``hasOrbitalPeriodDays``, ``hasSemiMajorAxisAu``, ``hasEccentricity``, ``hasParentStar``,
``hasMoon``, ``orbits``, ``discoveredBy``, ``discoveryYear``, ``memberOf``, ``locatedIn``,
``nationality``, ``birthYear``, ``doctoralAdvisor``, ``foundedIn``, ``hasDirector``, ``launchedBy``,
``target``, ``launchDate``, ``crewed``, ``principalInvestigator``, ``missionStatus``,
``spectralType``, ``distanceLy``, ``surfaceTempK``, ``constellation``), and classes under
``https://sky.example.org/c/`` with ``rdfs:label`` (``Star``, ``Planet``, ``GasGiant``,
``RockyPlanet``, ``Moon``, ``Astronomer``, ``Observatory``, ``Mission``, ``SpaceAgency``,
``Country``). Every entity has an English ``rdfs:label`` (``@en``) and about a third also a
``skos:altLabel`` designation (a catalogue number for a star, ``"Veyra I"`` for a planet, an
acronym for an agency, a code for a mission). Planets are typed only with their subclass
(``GasGiant`` or ``RockyPlanet``, each ``rdfs:subClassOf Planet``), never with ``Planet`` itself.
``hasMass`` is in Earth masses for planets and moons and in solar masses for stars. The
planet-moon relation is stored inconsistently: for some pairs both ``hasMoon`` (planet to moon)
and ``orbits`` (moon to planet), for others only one of them. Years of discovery and founding are
``xsd:gYear``, launch dates ``xsd:date``, ``crewed`` ``xsd:boolean``, distances, masses and periods
``xsd:decimal``, temperatures, radii and birth years ``xsd:integer``.

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as an amateur astronomer
would ask them, with varied wording, one to three hops, designations in place of names in some,
superlatives, comparisons, some typed the way users type (lowercase, no question mark, a
tokenised `` 's``). Where the answer is an entity, the answer is the entity (its IRI), not its name.

    python -m kgqa.bench.astronomy_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "astronomy.ttl"
E = "https://sky.example.org/e/"
P = "https://sky.example.org/p/"
C = "https://sky.example.org/c/"
XSD_INTEGER = "<http://www.w3.org/2001/XMLSchema#integer>"


def _e(name: str) -> str:
    return f"<{E}{name}>"


def _p(name: str) -> str:
    return f"<{P}{name}>"


def _c(name: str) -> str:
    return f"<{C}{name}>"


def _moon_of(planet: str, moon: str) -> str:
    """``moon`` is a moon of ``planet`` by either direction of the stored relation."""
    return f"{{ {planet} {_p('hasMoon')} {moon} }} UNION {{ {moon} {_p('orbits')} {planet} }}"


def _planet(x: str) -> str:
    """``x`` is a planet: typed with one of the two subclasses of Planet."""
    return f"{{ {x} a {_c('GasGiant')} }} UNION {{ {x} a {_c('RockyPlanet')} }}"


VEYRA, KESSANDRA, THALOS, MYRRHEN, YSOLDE = (_e(n) for n in ("Veyra", "Kessandra", "Thalos", "Myrrhen", "Ysolde"))
VEYRA_B, VEYRA_C, THALOS_C, YSOLDE_B, CALDERA, TESSARY = (
    _e(n) for n in ("Veyra_b", "Veyra_c", "Thalos_c", "Ysolde_b", "Caldera", "Tessary"))
NADIA, LIORA, AMARA = _e("NadiaOsterling"), _e("LioraFenwick"), _e("AmaraQuell")
HALVARD, TOLVARO_HDO = _e("HalvardPeakObservatory"), _e("TolvaroHighDesertObservatory")
COA, ESD = _e("CorvanOrbitalAuthority"), _e("EldmarkSpaceDirectorate")
HARROW, SARENTIA = _e("Harrow"), _e("Sarentia")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Which moons orbit Veyra b?", "lists", f"SELECT DISTINCT ?x WHERE {{ {_moon_of(VEYRA_B, '?x')} }}"),
    ("Which planets orbit Thalos?", "lists", f"SELECT ?x WHERE {{ ?x {_p('hasParentStar')} {THALOS} }}"),
    ("Who discovered the largest moon of Veyra b?", "lists",
     f"SELECT ?x WHERE {{ {_moon_of(VEYRA_B, '?m')} ?m {_p('hasRadiusKm')} ?r ; {_p('discoveredBy')} ?x }} "
     f"ORDER BY DESC(?r) LIMIT 1"),
    ("Which agency launched the mission to Ysolde b?", "lists",
     f"SELECT ?x WHERE {{ ?m {_p('target')} {YSOLDE_B} ; {_p('launchedBy')} ?x }}"),
    ("In which country is the observatory of the astronomer who discovered Thalos c?", "lists",
     f"SELECT ?x WHERE {{ {THALOS_C} {_p('discoveredBy')} ?a . ?a {_p('memberOf')} ?o . ?o {_p('locatedIn')} ?x }}"),
    ("What is the hottest star?", "lists",
     f"SELECT ?x WHERE {{ ?x a {_c('Star')} ; {_p('surfaceTempK')} ?t }} ORDER BY DESC(?t) LIMIT 1"),
    ("Which planet has the longest orbital period around Veyra?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('hasParentStar')} {VEYRA} ; {_p('hasOrbitalPeriodDays')} ?d }} "
     f"ORDER BY DESC(?d) LIMIT 1"),
    ("What is the heaviest gas giant?", "lists",
     f"SELECT ?x WHERE {{ ?x a {_c('GasGiant')} ; {_p('hasMass')} ?m }} ORDER BY DESC(?m) LIMIT 1"),
    ("Which planets are more massive than 5 Earth masses?", "lists",
     f"SELECT ?x WHERE {{ {_planet('?x')} ?x {_p('hasMass')} ?m FILTER(?m > 5) }}"),
    ("Which missions were launched before 2000?", "lists",
     f"SELECT ?x WHERE {{ ?x a {_c('Mission')} ; {_p('launchDate')} ?d FILTER(YEAR(?d) < 2000) }}"),
    ("Who discovered Veyra I?", "lists", f"SELECT ?x WHERE {{ {VEYRA_C} {_p('discoveredBy')} ?x }}"),
    ("which moons did nadia osterling discover", "lists",
     f"SELECT ?x WHERE {{ ?x a {_c('Moon')} ; {_p('discoveredBy')} {NADIA} }}"),
    ("What was SAI-3 sent to?", "lists", f"SELECT ?x WHERE {{ {HARROW} {_p('target')} ?x }}"),
    ("Which missions has the Eldmark Space Directorate launched?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('launchedBy')} {ESD} }}"),
    ("what is the spectral type of kessandra", "lists",
     f"SELECT ?x WHERE {{ {KESSANDRA} {_p('spectralType')} ?x }}"),
    ("Around which star does the planet that Caldera orbits revolve?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {_moon_of('?pl', CALDERA)} ?pl {_p('hasParentStar')} ?x }}"),
    ("Which astronomers work at Halvard Peak Observatory?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('memberOf')} {HALVARD} }}"),
    ("Which planets orbit HX 41207?", "lists", f"SELECT ?x WHERE {{ ?x {_p('hasParentStar')} {VEYRA} }}"),
    ("Which rocky planets were discovered before 1995?", "lists",
     f"SELECT ?x WHERE {{ ?x a {_c('RockyPlanet')} ; {_p('discoveryYear')} ?y "
     f"FILTER({XSD_INTEGER}(STR(?y)) < 1995) }}"),
    ("Which missions went to moons?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('target')} ?b . ?b a {_c('Moon')} }}"),
    ("Which crewed missions did the Corvan Orbital Authority launch?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('launchedBy')} {COA} ; {_p('crewed')} true }}"),
    ("Who discovered the moons of Ysolde b?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {_moon_of(YSOLDE_B, '?m')} ?m {_p('discoveredBy')} ?x }}"),
    ("Which star is nearest to us?", "lists",
     f"SELECT ?x WHERE {{ ?x a {_c('Star')} ; {_p('distanceLy')} ?d }} ORDER BY ?d LIMIT 1"),
    ("What planets did Liora Fenwick discover?", "lists",
     f"SELECT ?x WHERE {{ {_planet('?x')} ?x {_p('discoveredBy')} {LIORA} }}"),
    ("What is the largest moon of Ysolde II?", "lists",
     f"SELECT ?x WHERE {{ {_moon_of(YSOLDE_B, '?x')} ?x {_p('hasRadiusKm')} ?r }} ORDER BY DESC(?r) LIMIT 1"),
    ("which agencies sent missions to planets of veyra", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?pl {_p('hasParentStar')} {VEYRA} . ?m {_p('target')} ?pl ; "
     f"{_p('launchedBy')} ?x }}"),
    ("Which observatory does the discoverer of Tessary work at?", "lists",
     f"SELECT ?x WHERE {{ {TESSARY} {_p('discoveredBy')} ?a . ?a {_p('memberOf')} ?x }}"),
    ("What is the nationality of the astronomer who discovered Veyra b?", "lists",
     f"SELECT ?x WHERE {{ {VEYRA_B} {_p('discoveredBy')} ?a . ?a {_p('nationality')} ?x }}"),
    ("which of kessandra 's planets have moons", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {_p('hasParentStar')} {KESSANDRA} . {_moon_of('?x', '?m')} }}"),
    ("Which planets were discovered by astronomers at Tolvaro High Desert Observatory?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?a {_p('memberOf')} {TOLVARO_HDO} . ?x {_p('discoveredBy')} ?a . "
     f"{_planet('?x')} }}"),
    ("How many moons does Veyra b have?", "counts",
     f"SELECT (COUNT(DISTINCT ?m) AS ?n) WHERE {{ {_moon_of(VEYRA_B, '?m')} }}"),
    ("How many missions did the Eldmark Space Directorate launch?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('launchedBy')} {ESD} }}"),
    ("how many planets were discovered after 1990", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {_planet('?x')} ?x {_p('discoveryYear')} ?y "
     f"FILTER({XSD_INTEGER}(STR(?y)) > 1990) }}"),
    ("How many planets does Kessandra have?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('hasParentStar')} {KESSANDRA} }}"),
    ("How hot is Thalos in kelvin?", "counts", f"SELECT ?n WHERE {{ {THALOS} {_p('surfaceTempK')} ?n }}"),
    ("How far away is Ysolde in light years?", "counts", f"SELECT ?n WHERE {{ {YSOLDE} {_p('distanceLy')} ?n }}"),
    ("How many gas giants are there?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x a {_c('GasGiant')} }}"),
    ("how many moons did amara quell discover", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x a {_c('Moon')} ; {_p('discoveredBy')} {AMARA} }}"),
    ("How many astronomers work at observatories in Sarentia?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('memberOf')} ?o . ?o {_p('locatedIn')} {SARENTIA} }}"),
    ("How many crewed missions have been launched?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x a {_c('Mission')} ; {_p('crewed')} true }}"),
]
YES_NO = [
    ("Is Veyra d a gas giant?", True), ("Is Kessandra c a gas giant?", False),
    ("Was Petrel crewed?", True), ("Was the Lanternwing mission crewed?", False),
    ("Does Nimm orbit Veyra b?", True), ("Does Piroe orbit Veyra b?", True),
    ("Does Aubade orbit Ysolde b?", False),
    ("Was Thalos b discovered by Bertil Ashgrove?", True), ("Was Myrrhen b discovered by Amara Quell?", False),
    ("Is Ysolde hotter than Veyra?", True), ("Is Myrrhen hotter than Kessandra?", False),
    ("Is Veyra II more massive than Veyra I?", True), ("Was Solace launched after 2000?", False),
    ("Is Halvard Peak Observatory in Corvania?", True), ("Is Teodor Vance a member of Saltglass Array?", False),
    ("does caldera 's discoverer work at halvard peak observatory", True),
    ("is kessandra farther away than thalos", False),
    ("Did the Sarentian Aerospace Institute launch Harrow?", True), ("Is Wren a moon of Veyra b?", False),
    ("Was Veyra b discovered before 1980?", False),
]


_name = kg_questions.name_under(E)  # an entity by the rest of its IRI (``Veyra_b``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("astronomy", KG_FILE, QUESTIONS, YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
