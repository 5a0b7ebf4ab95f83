"""``python -m kgqa.bench.foods_kg``: questions about a food composition table, one JSON object on stdout.

The KG is ``tests/candidates/data/foods.ttl``: a partial RDF export of a food composition table in
the shape of USDA FoodData Central (as the LanguaL-based food ontologies and the FDC converters
publish it), for invented brands and invented record ids, written by hand in Turtle (982 triples).
The terms are under ``http://example.org/fdc/ontology#`` (``fdc:``) and the resources under
``http://example.org/fdc/id/``. 30 ``fdc:Food``s are named by numeric ids (``food/173410``) and
have no ``rdfs:label``: their name is ``fdc:description``, written as each data type writes it
(SR Legacy and Foundation comma-inverted, "Cheese, cheddar, sharp", "Oats (Includes foods for
USDA's Food Distribution Program)"; Survey (FNDDS) "Chicken nuggets, from frozen"; Branded in
capitals, "HUMMUS, CLASSIC"). Every food has ``fdc:dataType`` (a plain string: 16 "SR Legacy", 7
"Foundation", 3 "Survey", 4 "Branded"), ``fdc:foodCategory`` (one of six ``fdc:FoodCategory``
resources, ``category/16``, with an ``rdfs:label`` such as "Legumes and Legume Products" and an
``fdc:code`` "1600"), ``fdc:publicationDate`` (``xsd:date``), and the four branded foods an
``fdc:brandOwner`` string (three owners, "Marrowby Foods Inc." with two). Nutrient amounts are
n-ary: a food has ``fdc:foodNutrient`` to one node per nutrient, with ``fdc:nutrient`` to a
``fdc:Nutrient`` resource and ``fdc:amount`` (per 100 g); SR Legacy foods' nodes are IRIs
(``fn/1283608``) typed ``fdc:FoodNutrient``, the others' untyped blank nodes. The ten nutrients
(``nutrient/1003``) have the table's own labels ("Protein", "Total lipid (fat)", "Carbohydrate, by
difference", "Energy", "Energy (Atwater General Factors)", "Fiber, total dietary", "Calcium, Ca",
"Iron, Fe", "Sodium, Na", "Vitamin C, total ascorbic acid"), an ``fdc:unitName`` ("G", "MG",
"KCAL") and an ``fdc:nutrientNumber`` string ("203"). Untidy as such an export is: the Foundation
foods give their calories only as "Energy (Atwater General Factors)" (``nutrient/2047``), the others
as "Energy" (``nutrient/1008``), both in KCAL; amounts are ``xsd:decimal`` except the branded
foods' whole numbers, which are ``xsd:integer``; each food has only some of the nutrients (no
vitamin C for dairy, poultry, legumes, cereals or the fuji apple, calcium for the dairy foods
and a few others, iron and sodium for some). Foods other than branded ones have one to three
``fdc:foodPortion`` blank nodes with ``fdc:portionDescription`` ("1 cup, diced", "1 egg") and
``fdc:gramWeight``.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_foods_kg.py``: the list and count golds and an ASK per yes/no
question against answers worked out by hand from the file), before the engine was run on them, by
someone who had not read the engine's code; nothing in the engine was tuned for this KG. There are
30 list questions, 10 counts (a count or one stored number) and 20 yes/no questions (10 of them
false), in plain English as a dietitian or a food-app user asks them, not phrased after the FDC
terms or the table's descriptions ("sharp cheddar", "a red pepper", "diced chicken", "calories",
"fat", "vitamin C", "who makes", "dairy foods", "veggies"): one hop both ways (a food's category,
brand, data type, publication date, portions and listed nutrients; a brand's or a category's
foods; a nutrient's unit and number), two and three hops through the nutrient nodes (a food's
amount of a nutrient; foods of a category over a threshold; the categories of foods over a
threshold; the category of the saltiest food), superlatives (most vitamin C, most fiber, fewest
calories among fruits, least fat among dairy, heaviest portion, a legume richest in iron),
comparisons with another food (vegetables with more vitamin C than an orange, foods with more iron
than spinach), calorie thresholds that take both energy nutrients, a date threshold, counts per
category, data type and nutrient, stored amounts, a portion's weight and a nutrient number, and
yes/no on comparisons of two foods, categories, brand owners, data types, a missing nutrient, a
portion, dates and thresholds. Some are typed carelessly (lower case, no question mark, " 's ",
"vit c", a short brand name such as "Marrowby" or "Sunvale Groves", one misspelt food). Where the
answer is an entity, the answer is the entity (``food/173044``, ``category/9``,
``nutrient/1087``), not its name; a literal (a brand owner, a unit, a data type, a portion
description, a date) as written.

    python -m kgqa.bench.foods_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "foods.ttl"
BASE = "http://example.org/fdc/id/"
FDC = "http://example.org/fdc/ontology#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_DATE = "<http://www.w3.org/2001/XMLSchema#date>"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _p(name: str) -> str:
    return f"<{FDC}{name}>"


FOOD = _p("Food")
DESCRIPTION, DATA_TYPE, CATEGORY, PUBLISHED, BRAND, HAS_NUTRIENT, NUTRIENT, AMOUNT = (_p(n) for n in (
    "description", "dataType", "foodCategory", "publicationDate", "brandOwner", "foodNutrient", "nutrient", "amount"))
PORTION, GRAMS, PORTION_TEXT, UNIT, NUMBER = (_p(n) for n in (
    "foodPortion", "gramWeight", "portionDescription", "unitName", "nutrientNumber"))

PROTEIN, FAT, FIBER, CALCIUM, IRON, SODIUM, VITAMIN_C = (_e(f"nutrient/{n}") for n in (
    1003, 1004, 1079, 1087, 1089, 1093, 1162))
DAIRY, POULTRY, FRUITS, VEGETABLES, LEGUMES, CEREALS = (_e(f"category/{n}") for n in (1, 5, 9, 11, 16, 20))
CHEDDAR, BUTTER, MILK, EGGS, YOGURT = (_e(f"food/{n}") for n in (173410, 173402, 746782, 748967, 2036881))
MOZZARELLA = _e("food/173426")
CHICKEN_BREAST, GROUND_CHICKEN, NUGGETS = (_e(f"food/{n}") for n in (171477, 2646170, 2342857))
AVOCADO, BANANA, APPLE, ORANGE, GUAVA, STRAWBERRIES, ORANGE_JUICE = (_e(f"food/{n}") for n in (
    171705, 173944, 1750340, 169097, 173044, 2346409, 2099143))
BROCCOLI, SPINACH, RED_PEPPER, KALE = (_e(f"food/{n}") for n in (170379, 168462, 170108, 323505))
TOFU, LENTILS, PEANUT_BUTTER, HUMMUS = (_e(f"food/{n}") for n in (172475, 172421, 2262072, 2187885))
OATS = _e("food/173904")
MARROWBY = '"Marrowby Foods Inc."'


def amount(food: str, nutrient: str, var: str) -> str:
    """``food`` has ``var`` of ``nutrient`` (per 100 g), through its nutrient node."""
    node = "?fn_" + var.lstrip("?")
    return f"{food} {HAS_NUTRIENT} {node} . {node} {NUTRIENT} {nutrient} ; {AMOUNT} {var} ."


def calories(food: str, var: str) -> str:
    """``food`` has ``var`` kcal per 100 g: "Energy" or, for Foundation foods, "Energy (Atwater General Factors)"."""
    node, nutrient = "?fe_" + var.lstrip("?"), "?en_" + var.lstrip("?")
    return f'{food} {HAS_NUTRIENT} {node} . {node} {NUTRIENT} {nutrient} ; {AMOUNT} {var} . {nutrient} {UNIT} "KCAL" .'


def food(var: str) -> str:
    return f"{var} {RDF_TYPE} {FOOD} ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # categories, brands, data types, dates
    ("Which category is tofu in?", "lists", f"SELECT ?x WHERE {{ {TOFU} {CATEGORY} ?x }}"),
    ("What poultry products are in the table?", "lists",
     f"SELECT ?x WHERE {{ {food('?x')} ?x {CATEGORY} {POULTRY} }}"),
    ("what does Marrowby make", "lists", f"SELECT ?x WHERE {{ {food('?x')} ?x {BRAND} {MARROWBY} }}"),
    ("who makes the orange juice", "lists", f"SELECT ?x WHERE {{ {ORANGE_JUICE} {BRAND} ?x }}"),
    ("Which food categories include branded products?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {food('?f')} ?f {DATA_TYPE} \"Branded\" ; {CATEGORY} ?x }}"),
    ("Which cereal and pasta foods come from SR Legacy?", "lists",
     f"SELECT ?x WHERE {{ {food('?x')} ?x {CATEGORY} {CEREALS} ; {DATA_TYPE} \"SR Legacy\" }}"),
    ("Which data set does the peanut butter entry come from?", "lists",
     f"SELECT ?x WHERE {{ {PEANUT_BUTTER} {DATA_TYPE} ?x }}"),
    ("When was the kale data published?", "lists", f"SELECT ?x WHERE {{ {KALE} {PUBLISHED} ?x }}"),
    ("Which foods were published in 2023?", "lists",
     f"SELECT ?x WHERE {{ {food('?x')} ?x {PUBLISHED} ?d FILTER(YEAR(?d) = 2023) }}"),
    # nutrients and portions of one food
    ("What nutrients are listed for the orange juice?", "lists",
     f"SELECT ?x WHERE {{ {ORANGE_JUICE} {HAS_NUTRIENT} ?n . ?n {NUTRIENT} ?x }}"),
    ("What are the avocado 's portion sizes?", "lists",
     f"SELECT ?x WHERE {{ {AVOCADO} {PORTION} ?p . ?p {PORTION_TEXT} ?x }}"),
    ("Which nutrients are measured in milligrams?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {_p('Nutrient')} ; {UNIT} \"MG\" }}"),
    ("whats the unit for sodium", "lists", f"SELECT ?x WHERE {{ {SODIUM} {UNIT} ?x }}"),
    # thresholds within a category
    ("Which dairy foods have more than 20 g of fat?", "lists",
     f"SELECT ?x WHERE {{ {food('?x')} ?x {CATEGORY} {DAIRY} . {amount('?x', FAT, '?v')} FILTER(?v > 20) }}"),
    ("Which fruits have more than 5 g of fiber?", "lists",
     f"SELECT ?x WHERE {{ {food('?x')} ?x {CATEGORY} {FRUITS} . {amount('?x', FIBER, '?v')} FILTER(?v > 5) }}"),
    ("Which vegetables have more than 90 mg of calcium?", "lists",
     f"SELECT ?x WHERE {{ {food('?x')} ?x {CATEGORY} {VEGETABLES} . {amount('?x', CALCIUM, '?v')} FILTER(?v > 90) }}"),
    ("Which poultry foods have more than 5 g of fat?", "lists",
     f"SELECT ?x WHERE {{ {food('?x')} ?x {CATEGORY} {POULTRY} . {amount('?x', FAT, '?v')} FILTER(?v > 5) }}"),
    ("Which legumes have more than 7 g of fiber?", "lists",
     f"SELECT ?x WHERE {{ {food('?x')} ?x {CATEGORY} {LEGUMES} . {amount('?x', FIBER, '?v')} FILTER(?v > 7) }}"),
    ("which veggies have under 40 calories", "lists",
     f"SELECT ?x WHERE {{ {food('?x')} ?x {CATEGORY} {VEGETABLES} . {calories('?x', '?v')} FILTER(?v < 40) }}"),
    ("Which foods have more than 300 calories per 100 grams?", "lists",
     f"SELECT ?x WHERE {{ {food('?x')} {calories('?x', '?v')} FILTER(?v > 300) }}"),
    # comparisons with another food, categories of foods over a threshold
    ("Which vegetables have more vitamin C than an orange?", "lists",
     (f"SELECT ?x WHERE {{ {food('?x')} ?x {CATEGORY} {VEGETABLES} . {amount('?x', VITAMIN_C, '?v')} "
      f"{amount(ORANGE, VITAMIN_C, '?o')} FILTER(?v > ?o) }}")),
    ("What foods contain more iron than spinach?", "lists",
     (f"SELECT ?x WHERE {{ {food('?x')} {amount('?x', IRON, '?v')} {amount(SPINACH, IRON, '?s')} "
      f"FILTER(?v > ?s) }}")),
    ("Which categories have a food with more than 100 mg of vitamin C?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {food('?f')} ?f {CATEGORY} ?x . {amount('?f', VITAMIN_C, '?v')} "
      f"FILTER(?v > 100) }}")),
    # superlatives
    ("What food has the most vitamin C?", "lists",
     f"SELECT ?x WHERE {{ {food('?x')} {amount('?x', VITAMIN_C, '?v')} }} ORDER BY DESC(?v) LIMIT 1"),
    ("Which food has the most fiber?", "lists",
     f"SELECT ?x WHERE {{ {food('?x')} {amount('?x', FIBER, '?v')} }} ORDER BY DESC(?v) LIMIT 1"),
    ("Which legume is richest in iron?", "lists",
     (f"SELECT ?x WHERE {{ {food('?x')} ?x {CATEGORY} {LEGUMES} . {amount('?x', IRON, '?v')} }} "
      f"ORDER BY DESC(?v) LIMIT 1")),
    ("Which fruit has the fewest calories?", "lists",
     f"SELECT ?x WHERE {{ {food('?x')} ?x {CATEGORY} {FRUITS} . {calories('?x', '?v')} }} ORDER BY ASC(?v) LIMIT 1"),
    ("Which dairy product has the least fat?", "lists",
     f"SELECT ?x WHERE {{ {food('?x')} ?x {CATEGORY} {DAIRY} . {amount('?x', FAT, '?v')} }} ORDER BY ASC(?v) LIMIT 1"),
    ("Which category does the saltiest food belong to?", "lists",
     f"SELECT ?x WHERE {{ {food('?f')} ?f {CATEGORY} ?x . {amount('?f', SODIUM, '?v')} }} ORDER BY DESC(?v) LIMIT 1"),
    ("Which food has the heaviest portion listed?", "lists",
     f"SELECT ?x WHERE {{ {food('?x')} ?x {PORTION} ?p . ?p {GRAMS} ?g }} ORDER BY DESC(?g) LIMIT 1"),
    # counts and stored numbers
    ("How much protein is in sharp chedder?", "counts", f"SELECT ?n WHERE {{ {amount(CHEDDAR, PROTEIN, '?n')} }}"),
    ("How many foods are listed under fruits and fruit juices?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {food('?x')} ?x {CATEGORY} {FRUITS} }}"),
    ("How many grams does a cup of diced chicken weigh?", "counts",
     (f"SELECT ?n WHERE {{ {CHICKEN_BREAST} {PORTION} ?p . "
      f"?p {PORTION_TEXT} \"1 cup, chopped or diced\" ; {GRAMS} ?n }}")),
    ("How many milligrams of vitamin C does a red pepper have?", "counts",
     f"SELECT ?n WHERE {{ {amount(RED_PEPPER, VITAMIN_C, '?n')} }}"),
    ("How many calories are in 100 g of oats?", "counts", f"SELECT ?n WHERE {{ {calories(OATS, '?n')} }}"),
    ("how much sodium in chicken nuggets", "counts", f"SELECT ?n WHERE {{ {amount(NUGGETS, SODIUM, '?n')} }}"),
    ("How many branded foods are in the database?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {food('?x')} ?x {DATA_TYPE} \"Branded\" }}"),
    ("How many foods have a vitamin C value?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {food('?x')} {amount('?x', VITAMIN_C, '?v')} }}"),
    ("How many vegetables have more than 2.5 g of fiber?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {food('?x')} ?x {CATEGORY} {VEGETABLES} . "
      f"{amount('?x', FIBER, '?v')} FILTER(?v > 2.5) }}")),
    ("What's the nutrient number for calcium?", "counts", f"SELECT ?n WHERE {{ {CALCIUM} {NUMBER} ?n }}"),
]
YES_NO = [
    ("Does an avocado have more fiber than a banana?", True),
    ("Does a banana have more vitamin C than an avocado?", False),
    ("Is hummus a legume product?", True),
    ("Are eggs in the poultry category?", False),
    ("Does sharp cheddar have more than 700 mg of calcium?", True),
    ("Does mozzarella have more than 25 g of protein?", False),
    ("Is the orange juice made by Sunvale Groves?", True),
    ("Is the hummus made by Hollenby Creamery?", False),
    ("is kale a foundation food", True),
    ("Are the strawberries from the SR Legacy data?", False),
    ("does guava have more vit c than red pepper", True),
    ("Is spinach higher in iron than lentils?", False),
    ("Does the table list any vitamin C for the fuji apple?", False),
    ("Is there a portion size for a single chicken nugget?", True),
    ("Does a cup of diced cheddar weigh more than 150 g?", False),
    ("Was the ground chicken published after 2022?", True),
    ("Was the Greek yogurt published before 2021?", False),
    ("Does peanut butter have more than 50 g of fat per 100 g?", True),
    ("Does Marrowby Foods make any dairy products?", False),
    ("Does whole milk contain more calcium than broccoli?", True),
]


name_of = kg_questions.name_under(BASE)  # the table's resources by their path (``food/173410``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("foods", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
