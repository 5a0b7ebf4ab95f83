"""``kgqa.bench.foods_kg``: the KG file parses and is in a FoodData Central export's shape (every food
described, typed by data type, categorised and dated, with n-ary nutrient nodes to labelled nutrients
with a unit and a number; SR Legacy nodes as typed IRIs, the others blank; Foundation foods' energy
as Atwater General Factors only; brand owners only on branded foods), and every gold query, run by
rdflib on ``tests/candidates/data/foods.ttl``, gives the answer worked out by hand from the file;
every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import RDF, RDFS, XSD

from kgqa.bench import foods_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

FDC = rdflib.Namespace(bench.FDC)
ID = rdflib.Namespace(bench.BASE)


def _f(*ids: int) -> list[str]:
    """Foods as ``name_of`` gives them, sorted as the golds are."""
    return sorted(f"food/{n}" for n in ids)


def _c(*ids: int) -> list[str]:
    return sorted(f"category/{n}" for n in ids)


def _n(*ids: int) -> list[str]:
    return sorted(f"nutrient/{n}" for n in ids)


# The answers read off the Turtle by hand, in the bench's order (paths under fdc/id/, literals as written).
LISTS = [
    _c(16),                                   # tofu
    _f(171477, 2646170, 2342857),             # breast, ground chicken, nuggets
    _f(2187885, 2113570),                     # hummus, spaghetti
    ["Sunvale Groves LLC"],
    _c(1, 9, 16, 20),                         # yogurt, orange juice, hummus, spaghetti
    _f(168878, 173904),                       # rice, oats (the spaghetti is Branded)
    ["Foundation"],
    ["2021-10-28"],
    _f(2646170, 2644283),                     # ground chicken, black beans (2023-04-20)
    _n(1008, 1003, 1004, 1005, 1093, 1162),
    ["1 avocado, NS as to Florida or California", "1 cup, cubes"],
    _n(1087, 1089, 1093, 1162),
    ["MG"],
    _f(173410, 173426, 173402),               # cheddar 33.6, mozzarella 22.4, butter 81.1 (eggs 9.96, milk 3.2)
    _f(171705, 173044),                       # avocado 6.7, guava 5.4
    _f(168462, 323505),                       # spinach 99, kale 254 (broccoli 47)
    _f(2646170, 2342857),                     # ground 8.1, nuggets 19.8 (breast 3.57)
    _f(172421, 173757, 2187885),              # lentils 7.9, chickpeas 7.6, hummus 7.1 (black beans 6.9)
    _f(170379, 168462, 170108, 323505),       # 34, 23, 31, kale 35 as Atwater energy (carrots 41)
    _f(173410, 173402, 2262072, 173904, 2113570),  # 409, 717, peanut butter 597 (Atwater), 389, 357; mozzarella 300
    _f(170379, 170108, 323505),               # 89.2, 127.7, 93.4 > orange 59.1
    _f(172421, 173757, 173904),               # 3.33, 2.89, 4.72 > spinach 2.71 (tofu 2.66)
    _c(9, 11),                                # guava 228.3, red pepper 127.7
    _f(173044),                               # guava
    _f(2113570),                              # spaghetti 10.7 (oats 10.1)
    _f(172421),                               # lentils 3.33
    _f(2346409),                              # strawberries 32 (orange juice 46)
    _f(2036881),                              # yogurt 0
    _c(1),                                    # cheddar 644 (butter 643)
    _f(746782),                               # milk, 1 cup 244 g (avocado 201)
]
# cheddar protein; 7 fruits; diced chicken cup; red pepper vitamin C; oats kcal; nuggets sodium;
# 4 branded; 11 foods with vitamin C; broccoli 2.6, kale 4.1, carrots 2.8; calcium's number
COUNTS = [number(n) for n in (24.3, 7, 140, 127.7, 389, 544, 4, 11, 3, 301)]

b = bench
STRAWBERRIES = b.STRAWBERRIES
ORANGE_JUICE_BRAND, HOLLENBY = '"Sunvale Groves LLC"', '"Hollenby Creamery Co."'
D = b.XSD_DATE


def _more(food_a: str, food_b: str, nutrient: str) -> str:
    return f"ASK {{ {b.amount(food_a, nutrient, '?a')} {b.amount(food_b, nutrient, '?c')} FILTER(?a > ?c) }}"


def _over(food: str, nutrient: str, value: float) -> str:
    return f"ASK {{ {b.amount(food, nutrient, '?v')} FILTER(?v > {value}) }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    _more(b.AVOCADO, b.BANANA, b.FIBER),
    _more(b.BANANA, b.AVOCADO, b.VITAMIN_C),
    f"ASK {{ {b.HUMMUS} {b.CATEGORY} {b.LEGUMES} }}",
    f"ASK {{ {b.EGGS} {b.CATEGORY} {b.POULTRY} }}",
    _over(b.CHEDDAR, b.CALCIUM, 700),
    _over(b.MOZZARELLA, b.PROTEIN, 25),
    f"ASK {{ {b.ORANGE_JUICE} {b.BRAND} {ORANGE_JUICE_BRAND} }}",
    f"ASK {{ {b.HUMMUS} {b.BRAND} {HOLLENBY} }}",
    f"ASK {{ {b.KALE} {b.DATA_TYPE} \"Foundation\" }}",
    f"ASK {{ {STRAWBERRIES} {b.DATA_TYPE} \"SR Legacy\" }}",
    _more(b.GUAVA, b.RED_PEPPER, b.VITAMIN_C),
    _more(b.SPINACH, b.LENTILS, b.IRON),
    f"ASK {{ {b.amount(b.APPLE, b.VITAMIN_C, '?v')} }}",
    f"ASK {{ {b.NUGGETS} {b.PORTION} ?p . ?p {b.PORTION_TEXT} \"1 nugget\" }}",
    f"ASK {{ {b.CHEDDAR} {b.PORTION} ?p . ?p {b.PORTION_TEXT} \"1 cup, diced\" ; {b.GRAMS} ?g FILTER(?g > 150) }}",
    f"ASK {{ {b.GROUND_CHICKEN} {b.PUBLISHED} ?d FILTER(?d > \"2022-12-31\"^^{D}) }}",
    f"ASK {{ {b.YOGURT} {b.PUBLISHED} ?d FILTER(?d < \"2021-01-01\"^^{D}) }}",
    _over(b.PEANUT_BUTTER, b.FAT, 50),
    f"ASK {{ ?x {b.BRAND} {b.MARROWBY} ; {b.CATEGORY} {b.DAIRY} }}",
    _more(b.MILK, b.BROCCOLI, b.CALCIUM),
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_table_has_its_foods_nutrients_and_categories():
    graph = _graph()
    assert len(graph) == 982
    counts = {cls: len(set(graph.subjects(RDF.type, cls)))
              for cls in (FDC.Food, FDC.Nutrient, FDC.FoodCategory, FDC.FoodNutrient)}
    assert list(counts.values()) == [30, 10, 6, 101]
    data_types = [str(graph.value(f, FDC.dataType)) for f in graph.subjects(RDF.type, FDC.Food)]
    assert {t: data_types.count(t) for t in set(data_types)} == {
        "SR Legacy": 16, "Foundation": 7, "Survey": 3, "Branded": 4}
    for n in graph.subjects(RDF.type, FDC.Nutrient):
        assert graph.value(n, RDFS.label) is not None and str(graph.value(n, FDC.unitName)) in ("G", "MG", "KCAL"), n
        assert graph.value(n, FDC.nutrientNumber).datatype is None, n
    for c in graph.subjects(RDF.type, FDC.FoodCategory):
        assert graph.value(c, RDFS.label) is not None and graph.value(c, FDC.code) is not None, c


def test_every_food_is_described_typed_categorised_dated_and_has_nutrients():
    graph = _graph()
    for food in graph.subjects(RDF.type, FDC.Food):
        assert str(food).startswith(bench.BASE + "food/") and str(food).rsplit("/", 1)[1].isdigit(), food
        assert graph.value(food, RDFS.label) is None and graph.value(food, FDC.description) is not None, food
        assert graph.value(food, FDC.foodCategory) in set(graph.subjects(RDF.type, FDC.FoodCategory)), food
        assert graph.value(food, FDC.publicationDate).datatype == XSD.date, food
        data_type = str(graph.value(food, FDC.dataType))
        assert (graph.value(food, FDC.brandOwner) is not None) == (data_type == "Branded"), food
        assert (graph.value(food, FDC.foodPortion) is None) == (data_type == "Branded"), food
        nodes = list(graph.objects(food, FDC.foodNutrient))
        assert len(nodes) >= 5, food
        nutrients = {graph.value(n, FDC.nutrient) for n in nodes}
        assert len(nutrients) == len(nodes), food
        # SR Legacy nodes are typed fn/ IRIs, the others untyped blank nodes
        for n in nodes:
            assert graph.value(n, FDC.amount) is not None, n
            if data_type == "SR Legacy":
                assert str(n).startswith(bench.BASE + "fn/") and (n, RDF.type, FDC.FoodNutrient) in graph, n
            else:
                assert isinstance(n, rdflib.BNode) and graph.value(n, RDF.type) is None, n
        # Foundation foods give energy as Atwater General Factors only
        atwater = ID["nutrient/2047"] in nutrients
        assert atwater == (data_type == "Foundation") and (ID["nutrient/1008"] in nutrients) != atwater, food
    for p in graph.objects(None, FDC.foodPortion):
        assert isinstance(p, rdflib.BNode), p
        assert graph.value(p, FDC.portionDescription) is not None and graph.value(p, FDC.gramWeight) is not None, p


def test_amounts_are_decimals_or_the_branded_foods_integers():
    graph = _graph()
    assert {a.datatype for a in graph.objects(None, FDC.amount)} == {XSD.decimal, XSD.integer}
    for food in graph.subjects(FDC.dataType, rdflib.Literal("Branded")):
        for n in graph.objects(food, FDC.foodNutrient):
            amount = graph.value(n, FDC.amount)
            assert amount.datatype == (XSD.integer if float(amount) == int(float(amount)) else XSD.decimal), n


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
