"""``python -m kgqa.bench.energy_kg``: questions about a small energy-infrastructure KG, one JSON object on stdout.

The KG is ``tests/candidates/data/energy.ttl``: twenty-one power plants, eight operating companies,
six energy sources, five grid regions, eight towns in three countries and six transmission lines,
all invented and written by hand in Turtle. Its conventions: entities have opaque short codes under
``http://data.energy.example/id/`` (``PP-031`` plants, ``OP-07`` operators, ``SRC-HYD`` sources,
``REG-N2`` grid regions, ``TWN-118`` towns, ``CTY-3`` countries, ``TL-05`` lines); classes and
properties are under ``http://data.energy.example/def/``, the properties with short local names
that do not spell their meaning (``cap``, ``opr``, ``src``, ``loc``, ``reg``, ``comm``,
``decomm``, ``gen2023``, ``ctry``, ``pop``, ``hq``, ``estab``, ``from``, ``to``, ``kv``, ``len``,
``renewable``), each declared ``rdf:Property`` with an English ``rdfs:label`` that says what it
means ("installed capacity (MW)", "operator", "energy source", "located in", "grid region",
"commissioning date", "decommissioning date", "annual generation in 2023 (GWh)", "country",
"population", "headquarters", "founding year", "starts at", "ends at", "voltage (kV)",
"length (km)", "renewable") and an ``rdfs:domain`` and ``rdfs:range``. The classes
(``PowerPlant``, ``Operator``, ``EnergySource``, ``GridRegion``, ``Town``, ``Country``,
``TransmissionLine``) are ``rdfs:Class`` with labels, and every entity has one ``rdf:type``.
Every entity is named by ``rdfs:label`` (English, no language tag); some also have an
``skos:altLabel``: abbreviations ("KPC", "HNP", "BHA", "KNI"), former names ("Hestanburg",
"Helion Photovoltaic"), short forms ("Hestan Falls", "Dunmere A") and synonyms for the sources
("gas", "hydroelectric power"); some questions use them. Literals: capacities, generation and
lengths are ``xsd:decimal``, commissioning and decommissioning dates ``xsd:date``, founding years
``xsd:gYear``, populations and voltages ``xsd:integer``, ``renewable`` ``xsd:boolean``. Three
plants are decommissioned (they have a ``decomm`` date and no 2023 generation); one was
commissioned in 2024 (no 2023 generation). A transmission line's two ends are stored as ``from``
and ``to``, so "the lines connecting X" have X at either end.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_energy_kg.py``: the list, count and ASK golds against answers
worked out by hand from the file), before the engine was run on them, by someone who had not read
the engine's code or the other benches' questions; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count, a sum, an average or one stated number) and 20
yes/no questions (10 of them false), in plain English as an energy analyst would type them: one to
three hops, superlatives and comparisons over capacities, dates and generation, some asked in the
direction that is not stored ("Which operators are based in Dunmere?"), some with an altLabel,
some lowercase without a question mark. Where the answer is an entity, the answer is the entity
(its IRI), not its name; a date is compared as written (``1986-04-10``).

    python -m kgqa.bench.energy_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "energy.ttl"
ID = "http://data.energy.example/id/"
DEF = "http://data.energy.example/def/"
XSD = "http://www.w3.org/2001/XMLSchema#"


def _e(name: str) -> str:
    return f"<{ID}{name}>"


def _p(name: str) -> str:
    return f"<{DEF}{name}>"


def _date(text: str) -> str:
    return f'"{text}"^^<{XSD}date>'


INTEGER = f"<{XSD}integer>"
TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
CAP, OPR, SRC, LOC, REG = _p("cap"), _p("opr"), _p("src"), _p("loc"), _p("reg")
COMM, DECOMM, GEN, CTRY, POP = _p("comm"), _p("decomm"), _p("gen2023"), _p("ctry"), _p("pop")
HQ, ESTAB, FROM, TO, KV, LEN, RENEWABLE = (_p(n) for n in ("hq", "estab", "from", "to", "kv", "len", "renewable"))
LINE, OPERATOR = _p("TransmissionLine"), _p("Operator")

NORVALIA, BRENLAND = _e("CTY-1"), _e("CTY-3")
BRACKWATER, DUNMERE, ESTVIK, FARROWGATE, GREYHOLLOW, HESTAN = (
    _e(n) for n in ("TWN-104", "TWN-112", "TWN-115", "TWN-118", "TWN-121", "TWN-124"))
NORTH_HIGHLAND, NORTH_COAST, SOUTH_VALLEY, EASTERN = _e("REG-N1"), _e("REG-N2"), _e("REG-S2"), _e("REG-E1")
WIND, SOLAR, HYDRO, GAS, COAL = (_e(n) for n in ("SRC-WND", "SRC-SOL", "SRC-HYD", "SRC-GAS", "SRC-COA"))
BRIGHTWIND, KPC, HELION, BHA, CARBONEX, ATLAS, TIDEWATER = (_e(f"OP-0{i}") for i in range(2, 9))
ALDMOOR_PS, BRACKWATER_OFFSHORE, BRACKWATER_CCGT, CORRIN_SOLAR = (
    _e(n) for n in ("PP-007", "PP-011", "PP-014", "PP-018"))
GLENMORRA, DUNMERE_NUCLEAR, DUNMERE_WEST, ESTVIK_SOLAR_ONE, ESTVIK_SOLAR_TWO = (
    _e(n) for n in ("PP-025", "PP-031", "PP-034", "PP-038", "PP-041"))
FARROWGATE_PS, GREYHOLLOW_PS, HESTAN_FALLS, UPPER_HESTAN, HESTAN_NUCLEAR = (
    _e(n) for n in ("PP-045", "PP-056", "PP-063", "PP-066", "PP-070"))
HIGHLAND_LINK, INTERCONNECTOR = _e("TL-01"), _e("TL-02")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Which power plants does Brightwind Renewables operate?", "lists",
     f"SELECT ?x WHERE {{ ?x {OPR} {BRIGHTWIND} }}"),
    ("Who operates the Hestan Nuclear Plant?", "lists", f"SELECT ?x WHERE {{ {HESTAN_NUCLEAR} {OPR} ?x }}"),
    ("What is the energy source of the Dunmere West Power Station?", "lists",
     f"SELECT ?x WHERE {{ {DUNMERE_WEST} {SRC} ?x }}"),
    ("Which plants run on natural gas?", "lists", f"SELECT ?x WHERE {{ ?x {SRC} {GAS} }}"),
    ("Where is Glenmorra Dam located?", "lists", f"SELECT ?x WHERE {{ {GLENMORRA} {LOC} ?x }}"),
    ("when was the aldmoor power station shut down", "lists", f"SELECT ?x WHERE {{ {ALDMOOR_PS} {DECOMM} ?x }}"),
    ("Which power plants are in the South Valley Grid?", "lists", f"SELECT ?x WHERE {{ ?x {REG} {SOUTH_VALLEY} }}"),
    ("When was the Dunmere Nuclear Station commissioned?", "lists",
     f"SELECT ?x WHERE {{ {DUNMERE_NUCLEAR} {COMM} ?x }}"),
    ("Which plants have been decommissioned?", "lists", f"SELECT DISTINCT ?x WHERE {{ ?x {DECOMM} ?d }}"),
    ("Which energy sources are renewable?", "lists", f"SELECT ?x WHERE {{ ?x {RENEWABLE} true }}"),
    ("Which plant has the largest installed capacity?", "lists",
     f"SELECT ?x WHERE {{ ?x {CAP} ?c }} ORDER BY DESC(?c) LIMIT 1"),
    ("What is the smallest solar plant?", "lists",
     f"SELECT ?x WHERE {{ ?x {SRC} {SOLAR} ; {CAP} ?c }} ORDER BY ?c LIMIT 1"),
    ("Which plants generated more than 5000 GWh in 2023?", "lists",
     f"SELECT ?x WHERE {{ ?x {GEN} ?g FILTER(?g > 5000) }}"),
    ("Which power plants were commissioned before 1970?", "lists",
     f"SELECT ?x WHERE {{ ?x {COMM} ?d FILTER(?d < {_date('1970-01-01')}) }}"),
    ("Where is Carbonex Generation headquartered?", "lists", f"SELECT ?x WHERE {{ {CARBONEX} {HQ} ?x }}"),
    ("In which country is Helion Photovoltaic based?", "lists",
     f"SELECT ?x WHERE {{ {HELION} {HQ} ?t . ?t {CTRY} ?x }}"),
    ("Which operators are based in Dunmere?", "lists", f"SELECT ?x WHERE {{ ?x {HQ} {DUNMERE} }}"),
    ("Which companies run plants in Hestan?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {LOC} {HESTAN} ; {OPR} ?x }}"),
    ("Which power plants are located in Brenland?", "lists",
     f"SELECT ?x WHERE {{ ?x {LOC} ?t . ?t {CTRY} {BRENLAND} }}"),
    ("what energy sources does KPC use", "lists", f"SELECT DISTINCT ?x WHERE {{ ?p {OPR} {KPC} ; {SRC} ?x }}"),
    ("Which towns does the Highland Link connect?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {{ {HIGHLAND_LINK} {FROM} ?x }} UNION {{ {HIGHLAND_LINK} {TO} ?x }} }}"),
    ("Which transmission lines connect to Greyhollow?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {{ ?x {FROM} {GREYHOLLOW} }} UNION {{ ?x {TO} {GREYHOLLOW} }} }}"),
    ("What is the longest transmission line?", "lists",
     f"SELECT ?x WHERE {{ ?x {LEN} ?l }} ORDER BY DESC(?l) LIMIT 1"),
    ("which lines operate at 400 kV", "lists", f"SELECT ?x WHERE {{ ?x {TYPE} {LINE} ; {KV} 400 }}"),
    ("Which operators run coal-fired plants?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {SRC} {COAL} ; {OPR} ?x }}"),
    ("Which renewable plants are in the North Coast Grid?", "lists",
     f"SELECT ?x WHERE {{ ?x {REG} {NORTH_COAST} ; {SRC} ?s . ?s {RENEWABLE} true }}"),
    ("In which grid regions does Atlas Nuclear Operations have plants?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {OPR} {ATLAS} ; {REG} ?x }}"),
    ("Which operator was founded first?", "lists",
     f"SELECT ?x WHERE {{ ?x {TYPE} {OPERATOR} ; {ESTAB} ?y }} ORDER BY {INTEGER}(STR(?y)) LIMIT 1"),
    ("What is the most populous town in Norvalia?", "lists",
     f"SELECT ?x WHERE {{ ?x {CTRY} {NORVALIA} ; {POP} ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("Which hydro plant generated the most electricity in 2023?", "lists",
     f"SELECT ?x WHERE {{ ?x {SRC} {HYDRO} ; {GEN} ?g }} ORDER BY DESC(?g) LIMIT 1"),
    ("How many power plants does Helion Solar operate?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {OPR} {HELION} }}"),
    ("What is the installed capacity of Brackwater Offshore Wind?", "counts",
     f"SELECT ?n WHERE {{ {BRACKWATER_OFFSHORE} {CAP} ?n }}"),
    ("How many power plants are there in the Eastern Interconnect?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {REG} {EASTERN} }}"),
    ("What is the combined capacity of the plants operated by BHA?", "counts",
     f"SELECT (SUM(?c) AS ?n) WHERE {{ ?x {OPR} {BHA} ; {CAP} ?c }}"),
    ("how many people live in farrowgate", "counts", f"SELECT ?n WHERE {{ {FARROWGATE} {POP} ?n }}"),
    ("How many plants run on wind power?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {SRC} {WIND} }}"),
    ("How much electricity did HNP generate in 2023?", "counts", f"SELECT ?n WHERE {{ {HESTAN_NUCLEAR} {GEN} ?n }}"),
    ("How many operators are headquartered in Norvalia?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {HQ} ?t . ?t {CTRY} {NORVALIA} }}"),
    ("How many power plants were commissioned after 2010?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {COMM} ?d FILTER(YEAR(?d) > 2010) }}"),
    ("What was the total 2023 generation of the plants run by Atlas Nuclear Operations?", "counts",
     f"SELECT (SUM(?g) AS ?n) WHERE {{ ?x {OPR} {ATLAS} ; {GEN} ?g }}"),
]


def _either(line: str, town: str) -> str:
    return f"{{ {line} {FROM} {town} }} UNION {{ {line} {TO} {town} }}"


# (question, truth, gold ASK): the truth written by hand, the ASK checked to agree with it
YES_NO_GOLD: list[tuple[str, bool, str]] = [
    ("Does Atlas Nuclear Operations run Dunmere A?", True, f"ASK {{ {DUNMERE_NUCLEAR} {OPR} {ATLAS} }}"),
    ("Is Glenmorra Dam operated by BHA?", False, f"ASK {{ {GLENMORRA} {OPR} {BHA} }}"),
    ("Is hydropower renewable?", True, f"ASK {{ {HYDRO} {RENEWABLE} true }}"),
    ("Is natural gas a renewable energy source?", False, f"ASK {{ {GAS} {RENEWABLE} true }}"),
    ("Is the Greyhollow Power Station a coal plant?", True, f"ASK {{ {GREYHOLLOW_PS} {SRC} {COAL} }}"),
    ("Does Estvik Solar Two run on wind?", False, f"ASK {{ {ESTVIK_SOLAR_TWO} {SRC} {WIND} }}"),
    ("Is the Hestan Nuclear Plant operated by a company based in Dunmere?", True,
     f"ASK {{ {HESTAN_NUCLEAR} {OPR} ?o . ?o {HQ} {DUNMERE} }}"),
    ("Is Brackwater CCGT part of the North Highland Grid?", False,
     f"ASK {{ {BRACKWATER_CCGT} {REG} {NORTH_HIGHLAND} }}"),
    ("Has the Farrowgate Power Station been decommissioned?", True, f"ASK {{ {FARROWGATE_PS} {DECOMM} ?d }}"),
    ("has glenmorra dam been decommissioned", False, f"ASK {{ {GLENMORRA} {DECOMM} ?d }}"),
    ("Is the installed capacity of Estvik Solar Two more than 200 MW?", True,
     f"ASK {{ {ESTVIK_SOLAR_TWO} {CAP} ?c FILTER(?c > 200) }}"),
    ("Does Corrin Bay Solar Park have a capacity above 50 MW?", False,
     f"ASK {{ {CORRIN_SOLAR} {CAP} ?c FILTER(?c > 50) }}"),
    ("Was Hestan Falls commissioned before 1970?", True,
     f"ASK {{ {HESTAN_FALLS} {COMM} ?d FILTER(?d < {_date('1970-01-01')}) }}"),
    ("Was the Upper Hestan Dam commissioned before 1975?", False,
     f"ASK {{ {UPPER_HESTAN} {COMM} ?d FILTER(?d < {_date('1975-01-01')}) }}"),
    ("Is Carbonex Generation headquartered in Greyhollow?", True, f"ASK {{ {CARBONEX} {HQ} {GREYHOLLOW} }}"),
    ("Is Tidewater Energy Partners based in Brackwater?", False, f"ASK {{ {TIDEWATER} {HQ} {BRACKWATER} }}"),
    ("Does the Highland Link operate at 400 kV?", True, f"ASK {{ {HIGHLAND_LINK} {KV} 400 }}"),
    ("Is Estvik Solar One in Norvalia?", False, f"ASK {{ {ESTVIK_SOLAR_ONE} {LOC} ?t . ?t {CTRY} {NORVALIA} }}"),
    ("Was Brightwind Renewables founded after 2000?", True,
     f"ASK {{ {BRIGHTWIND} {ESTAB} ?y FILTER({INTEGER}(STR(?y)) > 2000) }}"),
    ("Does the Kessary-Norvalia Interconnector connect Brackwater and Estvik?", False,
     f"ASK {{ {_either(INTERCONNECTOR, BRACKWATER)} {_either(INTERCONNECTOR, ESTVIK)} }}"),
]
YES_NO = [(question, truth) for question, truth, _ in YES_NO_GOLD]


_name = kg_questions.name_under(ID)  # an entity by its code (``PP-031``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("energy", KG_FILE, QUESTIONS, YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
