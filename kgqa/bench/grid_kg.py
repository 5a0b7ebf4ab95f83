"""``python -m kgqa.bench.grid_kg``: questions about a small energy-infrastructure KG, one JSON object on stdout.

The KG is ``tests/candidates/data/grid.ttl``: twenty power plants, eight operating companies, six
energy sources, five grid regions, eight towns in three countries and six transmission lines, all
invented and written by hand in Turtle (446 triples). Its conventions differ from the other bench
KGs: entities are under ``http://data.energy.example/id/`` with opaque short codes (``PP-031``,
``OP-07``, ``SRC-HYD``, ``REG-N2``, ``TWN-118``, ``CTY-3``, ``TL-05``), properties under
``http://data.energy.example/def/`` with short local names that do not spell their meaning
(``cap``, ``opr``, ``src``, ``loc``, ``reg``, ``comm``, ``decomm``, ``gen2023``, ``unt``, ``ctry``,
``pop``, ``hq``, ``estab``, ``par``, ``from``, ``to``, ``kv``, ``len``, ``renewable``), but every
property has an English ``rdfs:label`` saying its meaning ("installed capacity (MW)", "operator",
"energy source", "located in", "grid region", "commissioning date", "decommissioning date",
"annual generation in 2023 (GWh)", "parent company", ...) and ``rdfs:domain``/``rdfs:range``
declarations. Classes (``PowerPlant``, ``Operator``, ``EnergySource``, ``GridRegion``, ``Town``,
``Country``, ``TransmissionLine``) are under the same ``def/`` namespace, labelled, and used with
``rdf:type``. Every entity has an English ``rdfs:label`` without a language tag; some also have a
``skos:altLabel`` (an abbreviation or a former name). Capacities, generation and line lengths are
``xsd:decimal``, commissioning and decommissioning dates ``xsd:date``, founding years
``xsd:gYear``, populations, voltages and unit counts ``xsd:integer``; ``renewable`` is an
``xsd:boolean`` on the energy source. Each relation is stored in one direction only (``opr``,
``src``, ``loc``, ``reg`` from plant; ``ctry`` from town; ``hq`` and ``par`` from company, ``par``
pointing to the parent; ``from``/``to`` from line to town); only some plants have a
decommissioning date, and plants shut down before 2023 have no 2023 generation.

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a user would ask them,
with varied wording ("runs", "burn", "feed into", "go online", "owned by", "based"), one to three
hops, with superlatives, comparisons, dates and sums, some typed the way users type (lowercase,
no question mark, a tokenised `` 's``). Where the answer is an entity, the answer is the entity
(its IRI), not its name.

    python -m kgqa.bench.grid_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "grid.ttl"
E = "http://data.energy.example/id/"
D = "http://data.energy.example/def/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_INTEGER = "<http://www.w3.org/2001/XMLSchema#integer>"
XSD_DATE = "<http://www.w3.org/2001/XMLSchema#date>"


def _e(name: str) -> str:
    return f"<{E}{name}>"


def _p(name: str) -> str:
    return f"<{D}{name}>"


PLANT, LINE = _p("PowerPlant"), _p("TransmissionLine")
LINDHAVEN_NUC, KESSLING_HP, EASTFEN, PORTO_THERMAL = _e("PP-046"), _e("PP-040"), _e("PP-052"), _e("PP-025")
QUINTARO_COAL, DUNMERE_SOLAR, LINDHAVEN_HYDRO = _e("PP-034"), _e("PP-055"), _e("PP-061")
HALVARD, SERIN_EC, BRIGHTMOOR, AMBERLINE = _e("OP-01"), _e("OP-02"), _e("OP-03"), _e("OP-08")
WIND, SOLAR, HYDRO, GAS = _e("SRC-WND"), _e("SRC-SOL"), _e("SRC-HYD"), _e("SRC-GAS")
NORTH_COAST, SOUTHERN, CENTRAL = _e("REG-N2"), _e("REG-S1"), _e("REG-C1")
HARROWFIELD, DUNMERE = _e("TWN-101"), _e("TWN-104")
VALDORIA, SERRAVEL, BREVANIA = _e("CTY-1"), _e("CTY-2"), _e("CTY-3")
TBI = _e("TL-04")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Who operates Lindhaven Nuclear Station?", "lists", f"SELECT ?x WHERE {{ {LINDHAVEN_NUC} {_p('opr')} ?x }}"),
    ("Which power plants does Serin Electric Company run?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('opr')} {SERIN_EC} }}"),
    ("What fuel does Kessling Heat & Power burn?", "lists", f"SELECT ?x WHERE {{ {KESSLING_HP} {_p('src')} ?x }}"),
    ("In which town is Eastfen Wind Park?", "lists", f"SELECT ?x WHERE {{ {EASTFEN} {_p('loc')} ?x }}"),
    ("Which plants feed into the North Coast Grid?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('reg')} {NORTH_COAST} }}"),
    ("What is the largest power plant by installed capacity?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('cap')} ?c }} ORDER BY DESC(?c) LIMIT 1"),
    ("Which wind farm has the lowest installed capacity?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('src')} {WIND} ; {_p('cap')} ?c }} ORDER BY ?c LIMIT 1"),
    ("which power stations have been decommissioned", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('decomm')} ?d }}"),
    ("when was porto serin thermal commissioned", "lists",
     f"SELECT ?x WHERE {{ {PORTO_THERMAL} {_p('comm')} ?x }}"),
    ("In which country is the operator of Lindhaven River Hydro headquartered?", "lists",
     f"SELECT ?x WHERE {{ {LINDHAVEN_HYDRO} {_p('opr')} ?o . ?o {_p('hq')} ?t . ?t {_p('ctry')} ?x }}"),
    ("Which plants in Valdoria run on renewable energy?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('loc')} ?t ; {_p('src')} ?s . ?t {_p('ctry')} {VALDORIA} . "
     f"?s {_p('renewable')} true }}"),
    ("What energy sources do the plants in the Southern Interconnect use?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {_p('reg')} {SOUTHERN} ; {_p('src')} ?x }}"),
    ("Which companies operate solar farms?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {_p('src')} {SOLAR} ; {_p('opr')} ?x }}"),
    ("Which companies are subsidiaries of Halvard Power?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('par')} {HALVARD} }}"),
    ("what is amberline energy 's parent company", "lists",
     f"SELECT ?x WHERE {{ {AMBERLINE} {_p('par')} ?x }}"),
    ("Which plants are run by the parent company of Brightmoor Renewables?", "lists",
     f"SELECT ?x WHERE {{ {BRIGHTMOOR} {_p('par')} ?o . ?x {_p('opr')} ?o }}"),
    ("Which transmission lines connect to Harrowfield?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {{ ?x {_p('from')} {HARROWFIELD} }} UNION {{ ?x {_p('to')} {HARROWFIELD} }} }}"),
    ("What is the longest transmission line?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {LINE} ; {_p('len')} ?l }} ORDER BY DESC(?l) LIMIT 1"),
    ("Which lines operate at 400 kV?", "lists", f"SELECT ?x WHERE {{ ?x {_p('kv')} 400 }}"),
    ("Which plant generated the most electricity in 2023?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('gen2023')} ?g }} ORDER BY DESC(?g) LIMIT 1"),
    ("Which operators were founded before 1950?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('estab')} ?y FILTER({XSD_INTEGER}(STR(?y)) < 1950) }}"),
    ("Which towns in Serravel have more than 20,000 inhabitants?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('ctry')} {SERRAVEL} ; {_p('pop')} ?n FILTER(?n > 20000) }}"),
    ("which plants are located in the most populous town", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('loc')} ?t . {{ SELECT ?t WHERE {{ ?t {_p('pop')} ?n }} ORDER BY DESC(?n) LIMIT 1 }} }}"),
    ("Which grid region is Dunmere Solar Array connected to?", "lists",
     f"SELECT ?x WHERE {{ {DUNMERE_SOLAR} {_p('reg')} ?x }}"),
    ("Who runs the oldest power plant that is still in operation?", "lists",
     f"SELECT ?x WHERE {{ ?p {_p('opr')} ?x ; {_p('comm')} ?d FILTER NOT EXISTS {{ ?p {_p('decomm')} ?e }} }} "
     f"ORDER BY ?d LIMIT 1"),
    ("Which non-renewable plants in Brevania are still operating?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('loc')} ?t ; {_p('src')} ?s . ?t {_p('ctry')} {BREVANIA} . "
     f"?s {_p('renewable')} false FILTER NOT EXISTS {{ ?x {_p('decomm')} ?e }} }}"),
    ("When was Quintaro Coal Plant decommissioned?", "lists",
     f"SELECT ?x WHERE {{ {QUINTARO_COAL} {_p('decomm')} ?x }}"),
    ("Which power lines cross the border between Serravel and Brevania?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('from')} ?a ; {_p('to')} ?b . ?a {_p('ctry')} ?ca . ?b {_p('ctry')} ?cb "
     f"FILTER((?ca = {SERRAVEL} && ?cb = {BREVANIA}) || (?ca = {BREVANIA} && ?cb = {SERRAVEL})) }}"),
    ("Which plants were commissioned in the 2010s?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('comm')} ?d FILTER(?d >= \"2010-01-01\"^^{XSD_DATE} && "
     f"?d <= \"2019-12-31\"^^{XSD_DATE}) }}"),
    ("Which plants are run by companies based in Dunmere?", "lists",
     f"SELECT ?x WHERE {{ ?o {_p('hq')} {DUNMERE} . ?x {_p('opr')} ?o }}"),
    ("How many power plants are located in Valdoria?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('loc')} ?t . ?t {_p('ctry')} {VALDORIA} }}"),
    ("What is the installed capacity of Lindhaven Nuclear Station?", "counts",
     f"SELECT ?n WHERE {{ {LINDHAVEN_NUC} {_p('cap')} ?n }}"),
    ("How many wind farms does Brightmoor Renewables operate?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('opr')} {BRIGHTMOOR} ; {_p('src')} {WIND} }}"),
    ("What is the total installed capacity of all solar plants?", "counts",
     f"SELECT (SUM(?c) AS ?n) WHERE {{ ?x {_p('src')} {SOLAR} ; {_p('cap')} ?c }}"),
    ("how many plants run on hydropower", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('src')} {HYDRO} }}"),
    ("How much electricity did the plants in the Central Valley Grid generate in 2023?", "counts",
     f"SELECT (SUM(?g) AS ?n) WHERE {{ ?x {_p('reg')} {CENTRAL} ; {_p('gen2023')} ?g }}"),
    ("How long is the Trans-Border Interconnector?", "counts", f"SELECT ?n WHERE {{ {TBI} {_p('len')} ?n }}"),
    ("How many generating units does Porto Serin Thermal have?", "counts",
     f"SELECT ?n WHERE {{ {PORTO_THERMAL} {_p('unt')} ?n }}"),
    ("How many operators are headquartered in Serravel?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('hq')} ?t . ?t {_p('ctry')} {SERRAVEL} }}"),
    ("What is the average capacity of the gas-fired plants?", "counts",
     f"SELECT (AVG(?c) AS ?n) WHERE {{ ?x {_p('src')} {GAS} ; {_p('cap')} ?c }}"),
]
YES_NO = [
    ("Is Carrowby Falls Hydro operated by Greyfell Hydro?", True),
    ("Does Serin Electric Company operate Alvena Solar Park?", False),
    ("Is Lindhaven Nuclear Station bigger than Porto Serin Thermal?", True),
    ("Does Kessling Heat & Power have a larger capacity than Harrowfield Combined Cycle?", False),
    ("Was Dunmere Ridge Wind Farm commissioned before Carrowby Moor Wind?", True),
    ("Did Alvena Solar Park go online after Dunmere Solar Array?", False),
    ("Is Eastfen Wind Park in the Eastern Plains Grid?", True),
    ("Is Lindhaven River Hydro part of the Eastern Plains Grid?", False),
    ("Has Kessling East Coal Station been decommissioned?", True),
    ("Has Harrowfield North Coal Station been decommissioned?", False),
    ("Is Amberline Energy a subsidiary of Kessling Municipal Utility?", True),
    ("Is Solvia Sun Farms owned by Halvard Power?", False),
    ("Is Quintaro in Serravel?", True), ("Is Lindhaven a town in Serravel?", False),
    ("Did Porto Serin Thermal generate more than 4000 GWh in 2023?", True),
    ("Was Corvane Nuclear Corporation founded before 1970?", False),
    ("does the trans-border interconnector run at 400 kv", True),
    ("is the serin coastal link longer than 150 km", False),
    ("is the operator of eastfen wind park headquartered in kessling", True),
    ("is carrowby moor wind run by halvard power", False),
]


name_of = kg_questions.name_under(E)  # an entity by its code (``PP-031``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("grid", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
