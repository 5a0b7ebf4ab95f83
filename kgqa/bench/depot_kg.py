"""``python -m kgqa.bench.depot_kg``: questions about a small warehouse-and-retail KG, one JSON object on stdout.

The KG is ``tests/candidates/data/depot.ttl``: a fictional retail business with twenty-six staff
members in seven teams and three departments, six stores, seven vendors, six item groups,
twenty-six items and twelve shipments, all invented and written by hand in Turtle (675 triples).
Entities are under ``http://depot.example.org/id/`` with numbered local names (``staff-007``,
``item-0012``, ``store-03``, ``vendor-05``, ``group-02``, ``team-04``, ``dept-01``,
``shipment-0104``); classes and properties share the vocabulary namespace
``http://depot.example.org/vocab#``, classes in CamelCase (``Department``, ``Team``,
``StaffMember``, ``Store``, ``Vendor``, ``ItemGroup``, ``Item``, ``Shipment``) and properties in
snake_case (``phone_number``, ``email_address``, ``job_title``, ``yearly_salary``, ``started_on``,
``member_of``, ``reports_to``, ``leads``, ``in_department``, ``store_city``, ``opened_on``,
``floor_area_sqm``, ``store_manager``, ``vendor_city``, ``founded_year``, ``item_group``,
``vendor``, ``list_price``, ``stock_level``, ``shipment_item``, ``quantity``, ``shipped_to``,
``shipped_on``, ``handled_by``). Every entity has an ``rdf:type``, an ``rdfs:label`` tagged
``@en`` and a ``hasName`` with the same plain string. Salaries, stock levels, quantities, floor
areas and founding years are ``xsd:integer``, prices ``xsd:decimal``, dates ``xsd:date``; cities
of stores and vendors are plain strings, not entities. Each relation is stored in one direction
only (``reports_to`` from report to manager, ``leads`` and ``member_of`` from staff to team,
``in_department`` from team to department, ``store_manager`` from store to staff, ``vendor`` and
``item_group`` from item, ``shipment_item``, ``shipped_to`` and ``handled_by`` from shipment).

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a user would ask them,
with varied wording ("heads", "run", "joined", "boss"), one to three hops, superlatives,
comparisons and counts over a hop, some typed the way users type (lowercase, no question mark, a
tokenised `` 's``). Where the answer is an entity, the answer is the entity (its IRI), not its
name.

    python -m kgqa.bench.depot_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "depot.ttl"
BASE = "http://depot.example.org/id/"
VOCAB = "http://depot.example.org/vocab#"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


def _p(name: str) -> str:
    return f"<{VOCAB}{name}>"


MARISOL, TOBIAH, YSOLDE, PERRIN, LIESL, ANSELM, KESIA = (
    _e(f"staff-{n:03d}") for n in range(1, 8))
EWAN, JORY, SOLVEIG, DARIO, MINNA = _e("staff-010"), _e("staff-014"), _e("staff-015"), _e("staff-016"), _e("staff-017")
CATO, RHIANNON, UGO, PRIYA = _e("staff-018"), _e("staff-019"), _e("staff-020"), _e("staff-021")
NADIA, ILKA, LORCAN, GRETA, IDRIS, TAMSIN = (
    _e("staff-009"), _e("staff-013"), _e("staff-023"), _e("staff-024"), _e("staff-025"), _e("staff-026"))
RECEIVING, PROCUREMENT, FINANCE, SYSTEMS = _e("team-01"), _e("team-03"), _e("team-05"), _e("team-06")
SUPPLY_CHAIN = _e("dept-01")
VELLMOOR_RIVERSIDE, TARROWICK_CENTRAL, ISHENDALE_MARKET, PELLMONT_OUTLET, VELLMOOR_EASTGATE = (
    _e("store-01"), _e("store-02"), _e("store-03"), _e("store-05"), _e("store-06"))
QUILLON, BRACKWATER, HARROWGILD, PELLUCID, SALTREACH, LUMIVANE, CHROMAVELL = (
    _e(f"vendor-{n:02d}") for n in range(1, 8))
GARDEN_TOOLS, KITCHENWARE, LIGHTING, FASTENERS = _e("group-01"), _e("group-02"), _e("group-03"), _e("group-04")
TROWEL, WHEELBARROW, KNIFE_BLOCK, PENDANT = _e("item-0002"), _e("item-0005"), _e("item-0007"), _e("item-0013")
SCREWS, BOLTS, MATTE_WHITE, CRATE = _e("item-0015"), _e("item-0017"), _e("item-0019"), _e("item-0023")
SHELVING, DRAWER_TOWER = _e("item-0024"), _e("item-0025")
SH_0104, SH_0108, SH_0109 = _e("shipment-0104"), _e("shipment-0108"), _e("shipment-0109")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("What's the phone number of Ysolde Carrack?", "lists",
     f"SELECT ?x WHERE {{ {YSOLDE} {_p('phone_number')} ?x }}"),
    ("Who does Jory Fenwright report to?", "lists", f"SELECT ?x WHERE {{ {JORY} {_p('reports_to')} ?x }}"),
    ("Which items does Harrowgild Metals provide?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('vendor')} {HARROWGILD} }}"),
    ("What is the cheapest item in the Kitchenware group?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('item_group')} {KITCHENWARE} ; {_p('list_price')} ?p }} ORDER BY ?p LIMIT 1"),
    ("Which vendor supplies the most items?", "lists",
     f"SELECT ?x (COUNT(?i) AS ?c) WHERE {{ ?i {_p('vendor')} ?x }} GROUP BY ?x ORDER BY DESC(?c) LIMIT 1"),
    ("email address of tamsin arrowby", "lists", f"SELECT ?x WHERE {{ {TAMSIN} {_p('email_address')} ?x }}"),
    ("Who heads the Procurement team?", "lists", f"SELECT ?x WHERE {{ ?x {_p('leads')} {PROCUREMENT} }}"),
    ("Which garden tools does Quillon Hardware supply?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('item_group')} {GARDEN_TOOLS} ; {_p('vendor')} {QUILLON} }}"),
    ("Which team is Nadia Grelling on?", "lists", f"SELECT ?x WHERE {{ {NADIA} {_p('member_of')} ?x }}"),
    ("Who manages the store in Corrigan Bay?", "lists",
     f"SELECT ?x WHERE {{ ?s {_p('store_city')} \"Corrigan Bay\" ; {_p('store_manager')} ?x }}"),
    ("Which of our stores are located in Vellmoor?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('store_city')} \"Vellmoor\" }}"),
    ("where is the vendor of the tallowmere wheelbarrow based", "lists",
     f"SELECT ?x WHERE {{ {WHEELBARROW} {_p('vendor')} ?v . ?v {_p('vendor_city')} ?x }}"),
    ("which items are out of stock", "lists", f"SELECT ?x WHERE {{ ?x {_p('stock_level')} 0 }}"),
    ("What is the most expensive lighting product?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('item_group')} {LIGHTING} ; {_p('list_price')} ?p }} ORDER BY DESC(?p) LIMIT 1"),
    ("Which stores does Rhiannon Vessey run?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('store_manager')} {RHIANNON} }}"),
    ("When did Kesia Thornquist join the company?", "lists",
     f"SELECT ?x WHERE {{ {KESIA} {_p('started_on')} ?x }}"),
    ("Who is the highest-paid person in the Finance team?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('member_of')} {FINANCE} ; {_p('yearly_salary')} ?s }} ORDER BY DESC(?s) LIMIT 1"),
    ("who are perrin oakhollow 's direct reports", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('reports_to')} {PERRIN} }}"),
    ("In which city is the store that shipment SH-0104 was delivered to?", "lists",
     f"SELECT ?x WHERE {{ {SH_0104} {_p('shipped_to')} ?s . ?s {_p('store_city')} ?x }}"),
    ("Which stores have received Velmaire Matte White?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?sh {_p('shipment_item')} {MATTE_WHITE} ; {_p('shipped_to')} ?x }}"),
    ("What items were shipped to Vellmoor Riverside?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?sh {_p('shipped_to')} {VELLMOOR_RIVERSIDE} ; {_p('shipment_item')} ?x }}"),
    ("Who handled the shipment to Pellmont Outlet?", "lists",
     f"SELECT ?x WHERE {{ ?sh {_p('shipped_to')} {PELLMONT_OUTLET} ; {_p('handled_by')} ?x }}"),
    ("Which vendors are based in Harkenfold?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('vendor_city')} \"Harkenfold\" }}"),
    ("For which item groups does Brackwater Supply Co. supply products?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?i {_p('vendor')} {BRACKWATER} ; {_p('item_group')} ?x }}"),
    ("Who is the boss of the manager of Ishendale Market?", "lists",
     f"SELECT ?x WHERE {{ {ISHENDALE_MARKET} {_p('store_manager')} ?m . ?m {_p('reports_to')} ?x }}"),
    ("Who started working here in 2023?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('started_on')} ?d FILTER(YEAR(?d) = 2023) }}"),
    ("Who has handled the most shipments?", "lists",
     f"SELECT ?x (COUNT(?sh) AS ?c) WHERE {{ ?sh {_p('handled_by')} ?x }} GROUP BY ?x ORDER BY DESC(?c) LIMIT 1"),
    ("Which items have a list price over 100?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('list_price')} ?p FILTER(?p > 100) }}"),
    ("Which store opened most recently?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('opened_on')} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("Which Pellucid Home Goods items cost less than 50?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('vendor')} {PELLUCID} ; {_p('list_price')} ?p FILTER(?p < 50) }}"),
    ("How many people are in the Receiving team?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('member_of')} {RECEIVING} }}"),
    ("How many items does Saltreach Trading supply?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('vendor')} {SALTREACH} }}"),
    ("How many Stackwell Crates do we have in stock?", "counts",
     f"SELECT ?n WHERE {{ {CRATE} {_p('stock_level')} ?n }}"),
    ("How many people report directly to Liesl Marchbank?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('reports_to')} {LIESL} }}"),
    ("how many people work in the supply chain department", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?t {_p('in_department')} {SUPPLY_CHAIN} . ?x {_p('member_of')} ?t }}"),
    ("How many units in total have been shipped to Vellmoor Riverside?", "counts",
     f"SELECT (SUM(?q) AS ?n) WHERE {{ ?sh {_p('shipped_to')} {VELLMOOR_RIVERSIDE} ; {_p('quantity')} ?q }}"),
    ("What is Greta Sallowmere's yearly salary?", "counts",
     f"SELECT ?n WHERE {{ {GRETA} {_p('yearly_salary')} ?n }}"),
    ("What's the average list price of the items in Fasteners?", "counts",
     f"SELECT (AVG(?p) AS ?n) WHERE {{ ?x {_p('item_group')} {FASTENERS} ; {_p('list_price')} ?p }}"),
    ("How many stores does Cato Brimley manage?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('store_manager')} {CATO} }}"),
    ("How many shipments went out in March 2024?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('shipped_on')} ?d "
     f"FILTER(YEAR(?d) = 2024 && MONTH(?d) = 3) }}"),
]
YES_NO = [
    ("Does Rhiannon Vessey earn more than Ugo Tamberlane?", True),
    ("Does Dario Quell earn more than Solveig Arkwright?", False),
    ("Does Tobiah Renwick report to Marisol Quenby?", True),
    ("Does Ewan Mossgrave report to Ysolde Carrack?", False),
    ("Is the Halloway Pendant Light supplied by Lumivane Lightworks?", True),
    ("Does Harrowgild Metals supply the Bolthaven Hex Bolts?", False),
    ("Is Pellmont Outlet bigger than Ishendale Market?", False),
    ("Is Vellmoor Riverside larger than Tarrowick Central?", True),
    ("Is Idris Cavendale a member of the Systems team?", True),
    ("Is Lorcan Pettifer on the Procurement team?", False),
    ("Does the Mossline Hand Trowel cost less than 10?", True),
    ("Is the Loftkeep Shelving Unit cheaper than the Hollin Drawer Tower?", False),
    ("Did Cato Brimley join before Priya Wendholt?", True),
    ("Did Minna Halvorsen start before Dario Quell?", False),
    ("Was shipment SH-0108 sent to Vellmoor Eastgate?", True),
    ("Was shipment SH-0109 handled by Ilka Brenwood?", False),
    ("does kesia thornquist lead the systems team", True),
    ("is anselm vantreigh 's manager liesl marchbank", False),
    ("Are there more than 300 Irongrip Wood Screws in stock?", True),
    ("Was Quillon Hardware founded before Harrowgild Metals?", False),
]


name_of = kg_questions.name_under(BASE)  # an entity by its local name (``staff-007``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("depot", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
