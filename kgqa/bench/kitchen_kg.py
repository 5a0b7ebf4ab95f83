"""``python -m kgqa.bench.kitchen_kg``: questions about a small cooking KG, one JSON object on stdout.

The KG is ``tests/candidates/data/kitchen.ttl``: twenty recipes, thirty ingredients, six chefs,
five restaurants, six cuisines, six cities in three countries, all invented and written by hand in
Turtle (450 triples). Its conventions differ from the other bench KGs: it reuses schema.org
(``http://schema.org/``) wherever it can. Every entity is named by ``schema:name`` (no
``rdfs:label``) and typed with ``rdf:type`` by schema.org classes (``schema:Recipe``,
``schema:Person``, ``schema:Restaurant``, ``schema:City``, ``schema:Country``) or by the KG's own
class ``https://food.example.org/vocab/Ingredient``. Entities have opaque IRIs under
``https://food.example.org/`` with a type prefix (``recipe-0012``, ``ing-0203``, ``chef-04``,
``rest-2``, ``city-5``, ``country-1``). Cuisines are SKOS concepts under
``https://food.example.org/cuisine/`` (``skos:Concept``, named by ``skos:prefLabel`` with ``@en``,
a regional cuisine ``skos:broader`` its national one); a recipe's cuisine is
``schema:recipeCuisine``. Recipes have ``schema:author`` (a chef), ``schema:recipeYield``
(servings, ``xsd:integer``), ``schema:datePublished`` (``xsd:date``) and the KG's own
``vocab/usesIngredient``, ``vocab/cookMinutes`` and ``vocab/calories`` (``xsd:integer``) and a
multi-valued plain-string ``vocab/diet`` ("vegan", "vegetarian", "gluten-free", "dairy-free").
Chefs have ``schema:worksFor`` (a restaurant), ``schema:birthDate`` (``xsd:date``) and
``schema:nationality`` (a country); restaurants have ``vocab/locatedIn`` (a city),
``vocab/michelinStars`` (``xsd:integer``) and ``schema:foundingDate`` (``xsd:date``); cities have
``vocab/country``. Each relation is stored in one direction only.

The bench is blind: the KG and the questions were written, and every gold checked against the
file, before the engine was run on them, by someone who had not read the engine's code; nothing
in the engine was tuned for this KG. The questions are in plain English as a user would ask them,
with varied wording ("wrote", "goes into", "dishes", "half an hour", "employs"), one to three
hops, counts, superlatives, comparisons, numbers and dates, some typed the way users type
(lowercase, no question mark, a tokenised `` 's``). Where the answer is an entity, the answer is
the entity (its IRI), not its name; entities, cuisines included, are compared by the rest of
their IRI after ``https://food.example.org/`` (``recipe-0012``, ``cuisine/velorian``).

    python -m kgqa.bench.kitchen_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "kitchen.ttl"
F = "https://food.example.org/"
SCHEMA = "http://schema.org/"
VOCAB = F + "vocab/"
SKOS = "http://www.w3.org/2004/02/skos/core#"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _e(name: str) -> str:
    return f"<{F}{name}>"


def _s(name: str) -> str:
    return f"<{SCHEMA}{name}>"


def _v(name: str) -> str:
    return f"<{VOCAB}{name}>"


AUTHOR, CUISINE, YIELD, PUBLISHED = (_s(n) for n in ("author", "recipeCuisine", "recipeYield", "datePublished"))
WORKS_FOR, BORN, NATIONALITY = _s("worksFor"), _s("birthDate"), _s("nationality")
USES, MINUTES, CALORIES, DIET = (_v(n) for n in ("usesIngredient", "cookMinutes", "calories", "diet"))
LOCATED_IN, STARS, COUNTRY = _v("locatedIn"), _v("michelinStars"), _v("country")
BROADER = f"<{SKOS}broader>"
PERSON = _s("Person")

LAMB_STEW, LEEK_TART, FISH_PIE, CURRY, OMELETTE = (
    _e(n) for n in ("recipe-0002", "recipe-0003", "recipe-0010", "recipe-0011", "recipe-0018"))
MUSSEL_BROTH, CRUMBLE, HONEY_CAKE, MUSSEL_RICE = (
    _e(n) for n in ("recipe-0005", "recipe-0004", "recipe-0014", "recipe-0015"))
GARLIC, SAFFRON, LEMON = _e("ing-0201"), _e("ing-0217"), _e("ing-0220")
TOMASZ, AMAYA, ROLLO, SEFA = (_e(n) for n in ("chef-02", "chef-03", "chef-04", "chef-05"))
COPPER_LADLE, SALTFERN, JUNIPER = _e("rest-1"), _e("rest-2"), _e("rest-4")
VELORIA, MARSENTIA = _e("country-1"), _e("country-2")
VELORIAN, CALDERRAN, OSTRAVELIAN = _e("cuisine/velorian"), _e("cuisine/calderran"), _e("cuisine/ostravelian")

# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    ("Who wrote the recipe for Ember Lamb Stew?", "lists", f"SELECT ?x WHERE {{ {LAMB_STEW} {AUTHOR} ?x }}"),
    ("Which recipes has Amaya Brecken published?", "lists", f"SELECT ?x WHERE {{ ?x {AUTHOR} {AMAYA} }}"),
    ("What goes into the Pennwick Leek Tart?", "lists", f"SELECT ?x WHERE {{ {LEEK_TART} {USES} ?x }}"),
    ("Which recipes call for saffron?", "lists", f"SELECT ?x WHERE {{ ?x {USES} {SAFFRON} }}"),
    ("What cuisine does the Kelpnut Coconut Curry belong to?", "lists",
     f"SELECT ?x WHERE {{ {CURRY} {CUISINE} ?x }}"),
    ("Who employs Tomasz Quillan?", "lists", f"SELECT ?x WHERE {{ {TOMASZ} {WORKS_FOR} ?x }}"),
    ("which country is juniper & vane in", "lists",
     f"SELECT ?x WHERE {{ {JUNIPER} {LOCATED_IN} ?c . ?c {COUNTRY} ?x }}"),
    ("Which recipe takes the longest to cook?", "lists",
     f"SELECT ?x WHERE {{ ?x {MINUTES} ?m }} ORDER BY DESC(?m) LIMIT 1"),
    ("Which dish has the fewest calories?", "lists",
     f"SELECT ?x WHERE {{ ?x {CALORIES} ?c }} ORDER BY ?c LIMIT 1"),
    ("Which vegetarian dishes are also gluten-free?", "lists",
     f"SELECT ?x WHERE {{ ?x {DIET} \"vegetarian\" , \"gluten-free\" }}"),
    ("Which chefs work at The Copper Ladle?", "lists", f"SELECT ?x WHERE {{ ?x {WORKS_FOR} {COPPER_LADLE} }}"),
    ("What nationality is the chef who created the Goat Cheese Omelette?", "lists",
     f"SELECT ?x WHERE {{ {OMELETTE} {AUTHOR} ?c . ?c {NATIONALITY} ?x }}"),
    ("Which recipes were published in 2021?", "lists",
     f"SELECT ?x WHERE {{ ?x {PUBLISHED} ?d FILTER(YEAR(?d) = 2021) }}"),
    ("which recipes can be made in less than half an hour", "lists",
     f"SELECT ?x WHERE {{ ?x {MINUTES} ?m FILTER(?m < 30) }}"),
    ("Which recipes come from Velorian cuisine or any of its regional cuisines?", "lists",
     f"SELECT ?x WHERE {{ ?x {CUISINE} ?c . ?c {BROADER}* {VELORIAN} }}"),
    ("Calderran cuisine is a regional style of which cuisine?", "lists",
     f"SELECT ?x WHERE {{ {CALDERRAN} {BROADER} ?x }}"),
    ("What ingredients does Rollo Venturi use in his recipes?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?r {AUTHOR} {ROLLO} ; {USES} ?x }}"),
    ("Which restaurants have at least two Michelin stars?", "lists",
     f"SELECT ?x WHERE {{ ?x {STARS} ?s FILTER(?s >= 2) }}"),
    ("Who is the youngest chef?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {PERSON} ; {BORN} ?b }} ORDER BY DESC(?b) LIMIT 1"),
    ("Which chefs are Velorian nationals?", "lists", f"SELECT ?x WHERE {{ ?x {NATIONALITY} {VELORIA} }}"),
    ("which recipes use both garlic and lemon", "lists",
     f"SELECT ?x WHERE {{ ?x {USES} {GARLIC} , {LEMON} }}"),
    ("Which recipes were written by chefs whose restaurant is in Marsentia?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {AUTHOR} ?c . ?c {WORKS_FOR} ?r . ?r {LOCATED_IN} ?t . "
     f"?t {COUNTRY} {MARSENTIA} }}"),
    ("What is Tomasz Quillan's most recent recipe?", "lists",
     f"SELECT ?x WHERE {{ ?x {AUTHOR} {TOMASZ} ; {PUBLISHED} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("Which restaurant employs the chef behind the Sorrelberry Crumble?", "lists",
     f"SELECT ?x WHERE {{ {CRUMBLE} {AUTHOR} ?c . ?c {WORKS_FOR} ?x }}"),
    ("which dishes serve more than 6 people", "lists", f"SELECT ?x WHERE {{ ?x {YIELD} ?y FILTER(?y > 6) }}"),
    ("What is the quickest recipe in Ostravelian cuisine?", "lists",
     f"SELECT ?x WHERE {{ ?x {CUISINE} {OSTRAVELIAN} ; {MINUTES} ?m }} ORDER BY ?m LIMIT 1"),
    ("Which chefs were born before 1980?", "lists",
     f"SELECT ?x WHERE {{ ?x {BORN} ?b FILTER(YEAR(?b) < 1980) }}"),
    ("Which ingredients do the Saffron Mussel Rice and the Lusimar Mussel Broth have in common?", "lists",
     f"SELECT ?x WHERE {{ {MUSSEL_RICE} {USES} ?x . {MUSSEL_BROTH} {USES} ?x }}"),
    ("In which city is the restaurant of the chef who wrote the Halmgard Smoked Fish Pie?", "lists",
     f"SELECT ?x WHERE {{ {FISH_PIE} {AUTHOR} ?c . ?c {WORKS_FOR} ?r . ?r {LOCATED_IN} ?x }}"),
    ("what is sefa morwenna 's most calorie-heavy recipe", "lists",
     f"SELECT ?x WHERE {{ ?x {AUTHOR} {SEFA} ; {CALORIES} ?c }} ORDER BY DESC(?c) LIMIT 1"),
    ("How many recipes use garlic?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {USES} {GARLIC} }}"),
    ("How many calories are in the Ember Lamb Stew?", "counts", f"SELECT ?n WHERE {{ {LAMB_STEW} {CALORIES} ?n }}"),
    ("How many Michelin stars does Saltfern hold?", "counts", f"SELECT ?n WHERE {{ {SALTFERN} {STARS} ?n }}"),
    ("How many recipes has Tomasz Quillan written?", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {AUTHOR} {TOMASZ} }}"),
    ("How many servings does the Almond Honey Cake make?", "counts",
     f"SELECT ?n WHERE {{ {HONEY_CAKE} {YIELD} ?n }}"),
    ("how many ingredients go into the halmgard smoked fish pie", "counts",
     f"SELECT (COUNT(?x) AS ?n) WHERE {{ {FISH_PIE} {USES} ?x }}"),
    ("How many vegan recipes are there?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ ?x {DIET} \"vegan\" }}"),
    ("What is the average cooking time, in minutes, of recipes in Ostravelian cuisine?", "counts",
     f"SELECT (AVG(?m) AS ?n) WHERE {{ ?x {CUISINE} {OSTRAVELIAN} ; {MINUTES} ?m }}"),
    ("How many chefs work at restaurants located in Veloria?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {WORKS_FOR} ?r . ?r {LOCATED_IN} ?c . ?c {COUNTRY} {VELORIA} }}"),
    ("How long does the Goat Cheese Omelette take to cook, in minutes?", "counts",
     f"SELECT ?n WHERE {{ {OMELETTE} {MINUTES} ?n }}"),
]
YES_NO = [
    ("Does the Kelpnut Coconut Curry contain chickpeas?", True),
    ("Is there garlic in the Fennel and Lemon Salad?", False),
    ("Is Rollo Venturi the author of the Torvain Lentil Soup?", True),
    ("Did Amaya Brecken write the Chanterelle Barley Risotto?", False),
    ("Is the Marsentine Chickpea Braise vegan?", True),
    ("Is the Pennwick Leek Tart gluten-free?", False),
    ("Does Brass Heron have more Michelin stars than The Copper Ladle?", True),
    ("Does Saltfern have more Michelin stars than Marrowbell Kitchen?", False),
    ("Does the Ember Lamb Stew take longer to cook than the Halmgard Smoked Fish Pie?", True),
    ("Does the Almond Honey Cake have more calories than the Pennwick Leek Tart?", False),
    ("Was Amaya Brecken born before Ilona Farrestad?", True),
    ("Is Rollo Venturi older than Sefa Morwenna?", False),
    ("Is Juniper & Vane located in Torvain?", True),
    ("Is Marrowbell Kitchen in Calderra?", False),
    ("Is Lusimari coastal cuisine a regional style of Marsentine cuisine?", True),
    ("Does the Saffron Mussel Rice belong to Calderran cuisine?", False),
    ("was the sorrelberry crumble published in 2021", True),
    ("was brass heron founded after 2000", False),
    ("does kaspar lindqvale work at the copper ladle", True),
    ("is tomasz quillan 's restaurant in torvain", False),
]


_name = kg_questions.name_under(F)  # an entity by the rest of its IRI (``recipe-0012``, ``cuisine/velorian``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, _name)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("kitchen", KG_FILE, QUESTIONS, YES_NO, _name, __doc__, argv)


if __name__ == "__main__":
    main()
