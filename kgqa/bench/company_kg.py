"""``python -m kgqa.bench.company_kg``: questions about a small corporate KG, one JSON object on
stdout.

The KG is ``tests/candidates/data/company.ttl``: relational rows published as RDF, as many
company KGs are. Employees, departments, suppliers, categories and products are entities under
per-table IRIs (``<employee/1>``), each with an ``rdfs:label`` and a ``name`` property saying the
same, with numbers (salaries, prices, budgets), dates, phone numbers, and links between rows (a
manager, a department and its head, a product's supplier and category). The questions were
written by hand in plain English, as a user of such a KG would ask them; they are a regression
figure for the engine on entity-centred KGs, not a held-out set. Where the answer is a row, the
answer is the entity (its IRI), not its name.

    python -m kgqa.bench.company_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "company.ttl"
C = "http://example.org/corp/"
V = C + "vocab#"


def _e(table: str, key) -> str:
    return f"<{C}{table}/{key}>"


def _p(name: str) -> str:
    return f"<{V}{name}>"


NANCY, ANDREW, JANET, STEVEN, MICHAEL, ROBERT, ANNE, HELEN, OMAR = (
    _e("employee", i) for i in (1, 2, 3, 5, 6, 7, 9, 10, 11))
SALES, ENGINEERING, MARKETING, FINANCE = (_e("department", d) for d in ("sales", "engineering", "marketing", "finance"))
EXOTIC, TOKYO, PAVLOVA_LTD = (_e("supplier", i) for i in (1, 2, 3))
CONDIMENTS, SEAFOOD = _e("category", 2), _e("category", 3)
CHAI, IKURA, PAVLOVA = _e("product", 1), _e("product", 4), _e("product", 6)
_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("What is the telephone number of Nancy Davolio?", "lists", f"SELECT ?x WHERE {{ {NANCY} {_p('phone')} ?x }}"),
    ("What is the email address of Janet Leverling?", "lists", f"SELECT ?x WHERE {{ {JANET} {_p('email')} ?x }}"),
    ("Who is the manager of Nancy Davolio?", "lists", f"SELECT ?x WHERE {{ {NANCY} {_p('reportsTo')} ?x }}"),
    ("Who does Robert King report to?", "lists", f"SELECT ?x WHERE {{ {ROBERT} {_p('reportsTo')} ?x }}"),
    ("Which department does Michael Suyama work in?", "lists", f"SELECT ?x WHERE {{ {MICHAEL} {_p('department')} ?x }}"),
    ("Who works in the Marketing department?", "lists", f"SELECT ?x WHERE {{ ?x {_p('department')} {MARKETING} }}"),
    ("Which employees work in Finance?", "lists", f"SELECT ?x WHERE {{ ?x {_p('department')} {FINANCE} }}"),
    ("What is the salary of Helen Park?", "lists", f"SELECT ?x WHERE {{ {HELEN} {_p('salary')} ?x }}"),
    ("What is the job title of Omar Haddad?", "lists", f"SELECT ?x WHERE {{ {OMAR} {_p('title')} ?x }}"),
    ("Which products does Tokyo Traders supply?", "lists", f"SELECT ?x WHERE {{ ?x {_p('supplier')} {TOKYO} }}"),
    ("Who supplies Chai?", "lists", f"SELECT ?x WHERE {{ {CHAI} {_p('supplier')} ?x }}"),
    ("Which products are in the Seafood category?", "lists", f"SELECT ?x WHERE {{ ?x {_p('category')} {SEAFOOD} }}"),
    ("What category is Pavlova in?", "lists", f"SELECT ?x WHERE {{ {PAVLOVA} {_p('category')} ?x }}"),
    ("What is the price of Ikura?", "lists", f"SELECT ?x WHERE {{ {IKURA} {_p('unitPrice')} ?x }}"),
    ("Which products cost more than 30?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('unitPrice')} ?p FILTER(?p > 30) }}"),
    ("Which product is the most expensive?", "lists",
     f"SELECT ?x WHERE {{ ?x {_TYPE} <{V}Product> ; {_p('unitPrice')} ?p }} ORDER BY DESC(?p) LIMIT 1"),
    ("Who has the highest salary?", "lists", f"SELECT ?x WHERE {{ ?x {_p('salary')} ?s }} ORDER BY DESC(?s) LIMIT 1"),
    ("Which employee earns the least?", "lists", f"SELECT ?x WHERE {{ ?x {_p('salary')} ?s }} ORDER BY ?s LIMIT 1"),
    ("Which country is Pavlova Ltd from?", "lists", f"SELECT ?x WHERE {{ {PAVLOVA_LTD} {_p('country')} ?x }}"),
    ("Which suppliers are in Japan?", "lists", f"SELECT ?x WHERE {{ ?x {_p('country')} \"Japan\" }}"),
    ("Who is the head of the Engineering department?", "lists", f"SELECT ?x WHERE {{ {ENGINEERING} {_p('head')} ?x }}"),
    ("What is the phone number of the supplier of Chai?", "lists",
     f"SELECT ?x WHERE {{ {CHAI} {_p('supplier')} ?s . ?s {_p('phone')} ?x }}"),
    ("Which department does Nancy Davolio's manager work in?", "lists",
     f"SELECT ?x WHERE {{ {NANCY} {_p('reportsTo')} ?m . ?m {_p('department')} ?x }}"),
    ("Which employees report to Andrew Fuller?", "lists", f"SELECT ?x WHERE {{ ?x {_p('reportsTo')} {ANDREW} }}"),
    ("Which products from Exotic Liquids cost less than 15?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('supplier')} {EXOTIC} ; {_p('unitPrice')} ?p FILTER(?p < 15) }}"),
    ("What is the budget of the Sales department?", "lists", f"SELECT ?x WHERE {{ {SALES} {_p('budget')} ?x }}"),
    ("Where is the Engineering department located?", "lists", f"SELECT ?x WHERE {{ {ENGINEERING} {_p('location')} ?x }}"),
    ("Which products are supplied by Australian suppliers?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('supplier')} ?s . ?s {_p('country')} \"Australia\" }}"),
    ("Which employees were hired after 2020?", "lists",
     f"SELECT ?x WHERE {{ ?x {_p('hireDate')} ?d FILTER(YEAR(?d) > 2020) }}"),
    ("How many employees work in Sales?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('department')} {SALES} }}"),
    ("How many products does Pavlova Ltd supply?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('supplier')} {PAVLOVA_LTD} }}"),
    ("How many employees are there?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_TYPE} <{V}Employee> }}"),
    ("How many products are in the Condiments category?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('category')} {CONDIMENTS} }}"),
    ("How many people report to Steven Buchanan?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_p('reportsTo')} {STEVEN} }}"),
    ("What is the average salary of the employees in Engineering?", "counts",
     f"SELECT (AVG(?s) AS ?n) WHERE {{ ?x {_p('department')} {ENGINEERING} ; {_p('salary')} ?s }}"),
    ("What is the average price of seafood products?", "counts",
     f"SELECT (AVG(?p) AS ?n) WHERE {{ ?x {_p('category')} {SEAFOOD} ; {_p('unitPrice')} ?p }}"),
    ("How many suppliers are there?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {_TYPE} <{V}Supplier> }}"),
    ("What is the total budget of all departments?", "counts",
     f"SELECT (SUM(?b) AS ?n) WHERE {{ ?x {_p('budget')} ?b }}"),
]
_YES_NO = [
    ("Does Nancy Davolio work in Sales?", True), ("Does Robert King work in Marketing?", False),
    ("Is Andrew Fuller the manager of Janet Leverling?", True), ("Is Steven Buchanan the manager of Laura Callahan?", False),
    ("Does Tokyo Traders supply Konbu?", True), ("Does Exotic Liquids supply Pavlova?", False),
    ("Is Ikura in the Seafood category?", True), ("Is Konbu in the Condiments category?", False),
    ("Is the price of Chai 18?", True), ("Does Chang cost more than 20?", False),
    ("Is Carnarvon Tigers more expensive than Ikura?", True), ("Does Helen Park earn more than Omar Haddad?", False),
    ("Is Pavlova Ltd located in Australia?", True), ("Is Tokyo Traders from the United Kingdom?", False),
    ("Does Michael Suyama report to Steven Buchanan?", True), ("Does Laura Callahan report to Andrew Fuller?", False),
    ("Do Nancy Davolio and Janet Leverling work in the same department?", True),
    ("Do Robert King and Helen Park work in the same department?", False),
    ("Is Anne Dodsworth the head of Marketing?", True), ("Is Omar Haddad the head of Sales?", False),
]


_name = kg_questions.name_under(C)  # a row by its table and key (``employee/1``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, _YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("company", KG_FILE, QUESTIONS, _YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
