"""``python -m kgqa.bench.recipes_kg``: questions about a small cooking KG, one JSON object on stdout.

The KG is ``tests/candidates/data/recipes.ttl``: twenty recipes, thirty-four ingredients, six chefs,
five restaurants, six cuisines, six cities in three countries, written by hand in Turtle (470
triples); the dishes are real, the people and places invented. Its conventions differ from the
other bench KGs: it reuses schema.org (``http://schema.org/``) wherever schema.org has a term.
Every entity but the cuisines is named by ``schema:name`` (a plain string, no ``rdfs:label``
anywhere) and typed by schema.org classes (``schema:Recipe``, ``schema:Person`` for chefs,
``schema:Restaurant``, ``schema:City``, ``schema:Country``) or, for ingredients, by the KG's own
``https://food.example.org/vocab/Ingredient``; no class or property is declared or labelled in the
file. Entities have opaque-ish IRIs under ``https://food.example.org/`` with a type prefix
(``recipe-0012``, ``ing-0203``, ``chef-04``, ``rest-3``, ``city-21``, ``country-2``). Cuisines are
SKOS concepts under ``https://food.example.org/cuisine/`` named by code (``IT``, ``IT-82`` for
Sicilian, ``MX-OAX`` for Oaxacan), labelled only by ``skos:prefLabel`` with ``@en`` ("Sicilian
cuisine"), a regional cuisine ``skos:broader`` its national one, all ``skos:inScheme`` one
``skos:ConceptScheme``. Properties: ``schema:recipeCuisine`` (to the concept; one recipe has
none), ``schema:author`` (a chef), ``schema:recipeYield`` (servings), ``schema:datePublished``,
``schema:worksFor``, ``schema:birthDate``, ``schema:nationality``, ``schema:foundingDate``, and the
KG's own under ``https://food.example.org/vocab/``: ``usesIngredient``, ``cookMinutes``,
``calories``, ``diet`` (multi-valued plain strings "vegan", "vegetarian", "gluten-free",
"dairy-free"; every vegan recipe is also tagged vegetarian), ``locatedIn`` (restaurant to city),
``michelinStars``, ``country`` (city to country). Numbers are ``xsd:integer``, dates ``xsd:date``.
Recipe names share words with ingredient names ("Salmon Teriyaki" and "Salmon", "Chocolate Lava
Cake" and "Dark chocolate").

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a home cook or food
writer would ask them, with varied wording ("dishes", "who came up with", "can I make"), one to
three hops, the cuisine hierarchy, superlatives, comparisons, date and number filters, dietary
tags, some typed the way users type (lowercase, no question mark, a tokenised `` 's``). Where the
answer is an entity, the answer is the entity (its IRI), not its name; cuisines compare as
``cuisine/IT-82``.

    python -m kgqa.bench.recipes_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "recipes.ttl"
F = "https://food.example.org/"
V = "https://food.example.org/vocab/"
S = "http://schema.org/"
BROADER = "<http://www.w3.org/2004/02/skos/core#broader>"


def _f(name: str) -> str:
    return f"<{F}{name}>"


def _v(name: str) -> str:
    return f"<{V}{name}>"


def _s(name: str) -> str:
    return f"<{S}{name}>"


USES, AUTHOR, CUISINE, DIET = _v("usesIngredient"), _s("author"), _s("recipeCuisine"), _v("diet")
MINUTES, CALORIES, YIELD, PUBLISHED = _v("cookMinutes"), _v("calories"), _s("recipeYield"), _s("datePublished")
WORKS_FOR, LOCATED_IN, COUNTRY, STARS = _s("worksFor"), _v("locatedIn"), _v("country"), _v("michelinStars")

AIKO, LUCA, MARISOL = _f("chef-01"), _f("chef-02"), _f("chef-04")
COPPER_LADLE, OSTERIA_LUMEN, KAITO_HOUSE = _f("rest-1"), _f("rest-2"), _f("rest-3")
CALVESSA, YSMERE = _f("country-1"), _f("country-3")
ITALIAN, SICILIAN, JAPANESE, MEXICAN = _f("cuisine/IT"), _f("cuisine/IT-82"), _f("cuisine/JP"), _f("cuisine/MX")
CAPONATA, NORMA, RISOTTO, KATSU, TINGA, GUACAMOLE, MOLE, TLAYUDAS, ONIGIRI = (
    _f(f"recipe-{n}") for n in ("0023", "0019", "0053", "0077", "0088", "0092", "0103", "0109", "0070"))
CHICKEN, GARLIC, CHILI = _f("ing-0250"), _f("ing-0207"), _f("ing-0294")
RECIPE, PERSON, RESTAURANT = _s("Recipe"), _s("Person"), _s("Restaurant")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Which recipes did Aiko Renfield write?", "lists", f"SELECT ?x WHERE {{ ?x {AUTHOR} {AIKO} }}"),
    ("What ingredients go into Caponata?", "lists", f"SELECT ?x WHERE {{ {CAPONATA} {USES} ?x }}"),
    ("What dietary tags does Caponata have?", "lists", f"SELECT ?x WHERE {{ {CAPONATA} {DIET} ?x }}"),
    ("In which city is Kaito House?", "lists", f"SELECT ?x WHERE {{ {KAITO_HOUSE} {LOCATED_IN} ?x }}"),
    ("Which chefs work at The Copper Ladle?", "lists", f"SELECT ?x WHERE {{ ?x {WORKS_FOR} {COPPER_LADLE} }}"),
    ("Which recipes are vegan?", "lists", f'SELECT ?x WHERE {{ ?x {DIET} "vegan" }}'),
    ("Which gluten-free recipes use chili pepper?", "lists",
     f'SELECT ?x WHERE {{ ?x {DIET} "gluten-free" ; {USES} {CHILI} }}'),
    ("Which recipe takes the longest to cook?", "lists",
     f"SELECT ?x WHERE {{ ?x a {RECIPE} ; {MINUTES} ?m }} ORDER BY DESC(?m) LIMIT 1"),
    ("What is the recipe with the fewest calories?", "lists",
     f"SELECT ?x WHERE {{ ?x a {RECIPE} ; {CALORIES} ?c }} ORDER BY ?c LIMIT 1"),
    ("Which Japanese dishes have fewer than 200 calories?", "lists",
     f"SELECT ?x WHERE {{ ?x {CUISINE} {JAPANESE} ; {CALORIES} ?c FILTER(?c < 200) }}"),
    ("Which recipes can I cook in under 20 minutes?", "lists",
     f"SELECT ?x WHERE {{ ?x a {RECIPE} ; {MINUTES} ?m FILTER(?m < 20) }}"),
    ("Which recipes were published in 2021?", "lists",
     f"SELECT ?x WHERE {{ ?x a {RECIPE} ; {PUBLISHED} ?d FILTER(YEAR(?d) = 2021) }}"),
    ("What cuisine is Pasta alla Norma?", "lists", f"SELECT ?x WHERE {{ {NORMA} {CUISINE} ?x }}"),
    ("Which broader cuisine does Sicilian cuisine belong to?", "lists",
     f"SELECT ?x WHERE {{ {SICILIAN} {BROADER} ?x }}"),
    ("Which regional cuisines fall under Mexican cuisine?", "lists",
     f"SELECT ?x WHERE {{ ?x {BROADER} {MEXICAN} }}"),
    ("List all Italian recipes, including the Sicilian and Tuscan ones.", "lists",
     f"SELECT ?x WHERE {{ ?x {CUISINE} ?c . ?c {BROADER}* {ITALIAN} }}"),
    ("Which restaurants are in Calvessa?", "lists",
     f"SELECT ?x WHERE {{ ?x a {RESTAURANT} ; {LOCATED_IN} ?city . ?city {COUNTRY} {CALVESSA} }}"),
    ("Which restaurant has the most Michelin stars?", "lists",
     f"SELECT ?x WHERE {{ ?x {STARS} ?n }} ORDER BY DESC(?n) LIMIT 1"),
    ("which recipes did chefs at the copper ladle write", "lists",
     f"SELECT ?x WHERE {{ ?c {WORKS_FOR} {COPPER_LADLE} . ?x {AUTHOR} ?c }}"),
    ("what is the nationality of chicken katsu 's author", "lists",
     f"SELECT ?x WHERE {{ {KATSU} {AUTHOR} ?c . ?c {_s('nationality')} ?x }}"),
    ("In which city does the chef who wrote the Guacamole recipe work?", "lists",
     f"SELECT ?x WHERE {{ {GUACAMOLE} {AUTHOR} ?c . ?c {WORKS_FOR} ?r . ?r {LOCATED_IN} ?x }}"),
    ("Which chefs were born before 1980?", "lists",
     f"SELECT ?x WHERE {{ ?x a {PERSON} ; {_s('birthDate')} ?d FILTER(YEAR(?d) < 1980) }}"),
    ("Who is the youngest chef?", "lists",
     f"SELECT ?x WHERE {{ ?x a {PERSON} ; {_s('birthDate')} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("Which recipes serve more than 6 people?", "lists",
     f"SELECT ?x WHERE {{ ?x {YIELD} ?n FILTER(?n > 6) }}"),
    ("Which ingredients do Guacamole and Tlayudas have in common?", "lists",
     f"SELECT ?x WHERE {{ {GUACAMOLE} {USES} ?x . {TLAYUDAS} {USES} ?x }}"),
    ("When was Salmon Onigiri published?", "lists", f"SELECT ?x WHERE {{ {ONIGIRI} {PUBLISHED} ?x }}"),
    ("Which of Luca Bertanni's recipes are vegetarian?", "lists",
     f'SELECT ?x WHERE {{ ?x {AUTHOR} {LUCA} ; {DIET} "vegetarian" }}'),
    ("what cuisines has marisol endara cooked", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {AUTHOR} {MARISOL} ; {CUISINE} ?x }}"),
    ("Which dishes were created by chefs working in Ysmere?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {AUTHOR} ?c . ?c {WORKS_FOR} ?r . ?r {LOCATED_IN} ?city . "
     f"?city {COUNTRY} {YSMERE} }}"),
    ("Which chicken recipe has the most calories?", "lists",
     f"SELECT ?x WHERE {{ ?x {USES} {CHICKEN} ; {CALORIES} ?c }} ORDER BY DESC(?c) LIMIT 1"),
    ("How many recipes has Marisol Endara written?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {AUTHOR} {MARISOL} }}"),
    ("How many ingredients does Mole Negro have?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ {MOLE} {USES} ?x }}"),
    ("How many recipes use garlic?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {USES} {GARLIC} }}"),
    ("How many Michelin stars does Osteria Lumen have?", "counts",
     f"SELECT ?n WHERE {{ {OSTERIA_LUMEN} {STARS} ?n }}"),
    ("How long does Risotto alla Milanese take to cook, in minutes?", "counts",
     f"SELECT ?n WHERE {{ {RISOTTO} {MINUTES} ?n }}"),
    ("How many calories does Chicken Tinga Tacos have?", "counts", f"SELECT ?n WHERE {{ {TINGA} {CALORIES} ?n }}"),
    ("How many vegetarian recipes are there?", "counts",
     f'SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {DIET} "vegetarian" }}'),
    ("How many chefs work in Calvessa?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {WORKS_FOR} ?r . ?r {LOCATED_IN} ?city . "
     f"?city {COUNTRY} {CALVESSA} }}"),
    ("how many recipes are in japanese cuisine", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {CUISINE} {JAPANESE} }}"),
    ("How many restaurants have at least one Michelin star?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {STARS} ?s FILTER(?s >= 1) }}"),
]
YES_NO = [
    ("Is Guacamole vegan?", True), ("Is Chicken Katsu vegetarian?", False),
    ("Does Caponata use eggplant?", True), ("Does Spaghetti Carbonara contain mozzarella?", False),
    ("Did Aiko Renfield write the Miso Soup recipe?", True), ("Was Mole Negro written by Ruben Castellane?", False),
    ("Is Kaito House in Velk?", True), ("Is Salt & Ember located in Drovania?", False),
    ("Does Hedda Sorvik work at Osteria Lumen?", False), ("Is Sicilian cuisine part of Italian cuisine?", True),
    ("Is Oaxacan cuisine a kind of Japanese cuisine?", False),
    ("Does Mole Negro take longer to cook than Ribollita?", True),
    ("Does Miso Soup have more calories than Agedashi Tofu?", False),
    ("Was Luca Bertanni born before Hedda Sorvik?", True),
    ("Does The Copper Ladle have more Michelin stars than Kaito House?", False),
    ("Are Tlayudas an Oaxacan dish?", True), ("Was the Arancini recipe published in 2024?", True),
    ("is tomasz wielgo from ysmere", True), ("Is Pasta alla Norma a Japanese recipe?", False),
    ("Does the Chocolate Lava Cake recipe make more than six servings?", False),
]


_name = kg_questions.name_under(F)  # an entity by the rest of its IRI (``recipe-0012``, ``cuisine/IT-82``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("recipes", KG_FILE, QUESTIONS, YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
