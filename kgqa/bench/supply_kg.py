"""``python -m kgqa.bench.supply_kg``: questions about a small corporate supply KG, one JSON object on stdout.

The KG is ``tests/candidates/data/supply.ttl``: a fictional trading company with twenty-four
products in six categories, eight suppliers, sixteen employees in five departments, three offices,
six cities in three countries, ten customers and fifteen orders, all invented and written by hand
in Turtle (678 triples). Entities are under ``http://supply.example.com/data/`` with path ids
(``product/12``, ``employee/7``, ``city/3``); classes and properties are under
``http://supply.example.com/ontology/``. Every entity has an ``rdf:type`` (``Product``,
``Category``, ``Supplier``, ``Employee``, ``Department``, ``Office``, ``City``, ``Country``,
``Customer``, ``Order``), an ``rdfs:label`` and a separate ``name`` property with the same string
(employees by full name, orders as "Order 5001"). Properties are lowerCamelCase with no labels:
``phone``, ``email``, ``jobTitle``, ``salary``, ``hireDate``, ``worksIn`` (employee to department),
``manager`` (employee to employee), ``headOf`` (employee to department), ``locatedIn`` (department
to office, office/supplier/customer to city), ``inCountry``, ``population``, ``budget``,
``category``, ``suppliedBy`` (product to supplier), ``unitPrice``, ``unitsInStock``,
``discontinued`` (only ``true``, on discontinued products), ``contactName``, ``description``,
``accountManager`` (customer to employee), ``placedBy`` (order to customer), ``orderDate``,
``handledBy`` (order to employee), ``contains`` (order to product). Prices are ``xsd:decimal``,
counts, salaries and populations ``xsd:integer``, dates ``xsd:date``; each relation is stored in
one direction only.

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a user would ask them,
with varied wording ("telephone", "boss", "costs", "looks after"), one to three hops, some typed
the way users type (lowercase, no question mark, a tokenised `` 's``). Where the answer is an
entity, the answer is the entity (its IRI), not its name.

    python -m kgqa.bench.supply_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "supply.ttl"
BASE = "http://supply.example.com/data/"
ONT = "http://supply.example.com/ontology/"
XSD_DATE = "<http://www.w3.org/2001/XMLSchema#date>"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _p(name: str) -> str:
    return f"<{ONT}{name}>"


# employees
MAREN, TOBIAS, ILSABET, CORVIN, PERPETUA, ANSELM, NADIA, OSWIN = (_e(f"employee/{i}") for i in range(1, 9))
LIESL, JORY, SABINE, EDRIC, HESPER, RAFE, TAMSIN, QUENTIN = (_e(f"employee/{i}") for i in range(9, 17))
# departments, offices, cities, countries
PURCHASING, SALES, LOGISTICS, FINANCE, WAREHOUSE = (_e(f"department/{i}") for i in range(1, 6))
KALLUMBY, FENMARROW, TESSAPORT = _e("city/3"), _e("city/4"), _e("city/5")
VELDRANIA, OSTERLUND = _e("country/1"), _e("country/2")
# categories
LIGHTING, TEXTILES, GARDEN, PRESERVES = _e("category/2"), _e("category/3"), _e("category/4"), _e("category/6")
# suppliers
HALVARD, PELLINGWORTH, QUINSEY, CADDOW, VELMONT = (_e(f"supplier/{i}") for i in (1, 2, 3, 6, 7))
# products
GLIMMERLINE, MOONWICK, INKFEATHER = _e("product/5"), _e("product/6"), _e("product/18")
# customers, orders
LANTERN_YARD, MOSSGRAVE = _e("customer/3"), _e("customer/4")
ORDER_5004 = _e("order/4")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("What is the telephone number of Oswin Tarrant?", "lists", f"SELECT ?x WHERE {{ {OSWIN} {_p('phone')} ?x }}"),
    ("Who is the manager of Nadia Fernsby?", "lists", f"SELECT ?x WHERE {{ {NADIA} {_p('manager')} ?x }}"),
    ("Which products does Quinsey Lampworks supply?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('suppliedBy')} {QUINSEY} }}"),
    ("What is the most expensive product in the Lighting category?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('category')} {LIGHTING} ; {_p('unitPrice')} ?p }} ORDER BY DESC(?p) LIMIT 1"),
    ("Which suppliers are based in Kallumby?", "lists",
     f"SELECT ?x WHERE {{ ?x a <{ONT}Supplier> ; {_p('locatedIn')} {KALLUMBY} }}"),
    ("who is sabine okonkwo-hale 's boss 's boss", "lists",
     f"SELECT ?x WHERE {{ {SABINE} {_p('manager')} ?m . ?m {_p('manager')} ?x }}"),
    ("What's Quentin Sallowby's email address?", "lists", f"SELECT ?x WHERE {{ {QUENTIN} {_p('email')} ?x }}"),
    ("Who heads the Logistics department?", "lists", f"SELECT ?x WHERE {{ ?x {_p('headOf')} {LOGISTICS} }}"),
    ("Which employees report directly to Corvin Ashdale?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('manager')} {CORVIN} }}"),
    ("Which customers are located in Tessaport?", "lists",
     f"SELECT ?x WHERE {{ ?x a <{ONT}Customer> ; {_p('locatedIn')} {TESSAPORT} }}"),
    ("in which city is liesl marrowgate 's department located", "lists",
     f"SELECT ?x WHERE {{ {LIESL} {_p('worksIn')} ?d . ?d {_p('locatedIn')} ?o . ?o {_p('locatedIn')} ?x }}"),
    ("Which products has Mossgrave Home Stores ordered?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?o {_p('placedBy')} {MOSSGRAVE} ; {_p('contains')} ?x }}"),
    ("In which city is the supplier of the Moonwick Lantern?", "lists",
     f"SELECT ?x WHERE {{ {MOONWICK} {_p('suppliedBy')} ?s . ?s {_p('locatedIn')} ?x }}"),
    ("What category does the Inkfeather Fountain Pen belong to?", "lists",
     f"SELECT ?x WHERE {{ {INKFEATHER} {_p('category')} ?x }}"),
    ("which country is caddow preserves based in", "lists",
     f"SELECT ?x WHERE {{ {CADDOW} {_p('locatedIn')} ?c . ?c {_p('inCountry')} ?x }}"),
    ("Which products are out of stock?", "lists", f"SELECT ?x WHERE {{ ?x {_p('unitsInStock')} 0 }}"),
    ("Who is the best-paid employee in the Sales department?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('worksIn')} {SALES} ; {_p('salary')} ?s }} ORDER BY DESC(?s) LIMIT 1"),
    ("What is the cheapest item in Preserves?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('category')} {PRESERVES} ; {_p('unitPrice')} ?p }} ORDER BY ?p LIMIT 1"),
    ("Which products have been discontinued?", "lists", f"SELECT ?x WHERE {{ ?x {_p('discontinued')} true }}"),
    ("When was Edric Vantongeren hired?", "lists", f"SELECT ?x WHERE {{ {EDRIC} {_p('hireDate')} ?x }}"),
    ("Which employees joined the company before 2012?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('hireDate')} ?d FILTER(?d < \"2012-01-01\"^^{XSD_DATE}) }}"),
    ("Which textiles cost less than 20?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('category')} {TEXTILES} ; {_p('unitPrice')} ?p FILTER(?p < 20) }}"),
    ("Which Quinsey Lampworks products did Mossgrave Home Stores buy?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?o {_p('placedBy')} {MOSSGRAVE} ; {_p('contains')} ?x . "
     f"?x {_p('suppliedBy')} {QUINSEY} }}"),
    ("which suppliers provide garden supplies", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {_p('category')} {GARDEN} ; {_p('suppliedBy')} ?x }}"),
    ("What is Hesper Caldwen's job title?", "lists", f"SELECT ?x WHERE {{ {HESPER} {_p('jobTitle')} ?x }}"),
    ("Which customers does Jory Pennick look after?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('accountManager')} {JORY} }}"),
    ("Which orders include the Moonwick Lantern?", "lists", f"SELECT ?x WHERE {{ ?x {_p('contains')} {MOONWICK} }}"),
    ("Who works in the same department as Rafe Dallimore?", "lists",
     f"SELECT ?x WHERE {{ {RAFE} {_p('worksIn')} ?d . ?x {_p('worksIn')} ?d FILTER(?x != {RAFE}) }}"),
    ("which customers have bought products from caddow preserves", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {_p('suppliedBy')} {CADDOW} . ?o {_p('contains')} ?p ; {_p('placedBy')} ?x }}"),
    ("Who supplies the most expensive kitchenware product?", "lists",
     f"SELECT ?x WHERE {{ ?p {_p('category')} {_e('category/1')} ; {_p('unitPrice')} ?c ; {_p('suppliedBy')} ?x }} "
     f"ORDER BY DESC(?c) LIMIT 1"),
    ("How many employees work in the Sales department?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('worksIn')} {SALES} }}"),
    ("How many products does Caddow Preserves supply?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('suppliedBy')} {CADDOW} }}"),
    ("How many Glimmerline Desk Lamps are in stock?", "counts",
     f"SELECT ?n WHERE {{ {GLIMMERLINE} {_p('unitsInStock')} ?n }}"),
    ("What is Corvin Ashdale's salary?", "counts", f"SELECT ?n WHERE {{ {CORVIN} {_p('salary')} ?n }}"),
    ("How many orders has The Lantern Yard placed?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('placedBy')} {LANTERN_YARD} }}"),
    ("How many customers are located in Veldrania?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x a <{ONT}Customer> ; {_p('locatedIn')} ?c . "
     f"?c {_p('inCountry')} {VELDRANIA} }}"),
    ("What is the total salary of the people in Purchasing?", "counts",
     f"SELECT (SUM(?s) AS ?n) WHERE {{ ?x {_p('worksIn')} {PURCHASING} ; {_p('salary')} ?s }}"),
    ("How many people report directly to Ilsabet Varga-Noon?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {_p('manager')} {ILSABET} }}"),
    ("how many different products are in order 5004", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {ORDER_5004} {_p('contains')} ?x }}"),
    ("how many suppliers are there in osterlund", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x a <{ONT}Supplier> ; {_p('locatedIn')} ?c . "
     f"?c {_p('inCountry')} {OSTERLUND} }}"),
]
YES_NO = [
    ("Is Ilsabet Varga-Noon paid more than Tobias Quellmark?", True),
    ("Does Nadia Fernsby earn more than Oswin Tarrant?", False),
    ("Is Quinsey Lampworks based in Fenmarrow?", True),
    ("Is Velmont Paper Co. located in Brackenvale?", False),
    ("Does Caddow Preserves supply the Smoked Pear Chutney?", True),
    ("Does Pellingworth Mills supply the Heathermoor Cushion?", False),
    ("Is Tobias Quellmark Oswin Tarrant's boss?", True),
    ("Is Corvin Ashdale the manager of Hesper Caldwen?", False),
    ("Is the Dawnreed Floor Lamp more expensive than the Glimmerline Desk Lamp?", True),
    ("Does the Copperleaf Kettle cost more than the Ember Hook Pendant?", False),
    ("Was Liesl Marrowgate hired before Jory Pennick?", True),
    ("Was Tamsin Ogilvane hired before Rafe Dallimore?", False),
    ("Does order 5003 contain the Moonwick Lantern?", True),
    ("Did Fernhallow Deli order the Smoked Pear Chutney?", False),
    ("Is Perpetua Dunstrand the head of Finance?", True),
    ("Is Anselm Brakewater the head of Logistics?", False),
    ("is jory pennick the account manager of the lantern yard", True),
    ("is liesl marrowgate the account manager for orrindale general store", False),
    ("Are there more than 100 Moonwick Lanterns in stock?", True),
    ("does kallumby have more inhabitants than fenmarrow", False),
]


name_of = kg_questions.name_under(BASE)  # an entity by the rest of its IRI (``employee/7``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("supply", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
