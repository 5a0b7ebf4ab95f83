"""``kgqa.bench.shop_kg``: the KG file parses and is in the shape of schema.org product markup as Web Data
Commons extracts it (every product named, numbered, categorised, branded and offered; every offer priced in
euros with an availability and a seller; weights and ratings as blank nodes; brands as nodes or plain
strings), and every gold query, run by rdflib on ``tests/candidates/data/shop.ttl``, gives the answer worked
out by hand from the file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import RDF

from kgqa.bench import shop_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

SDO = rdflib.Namespace(bench.SCHEMA)
HTTPS_SDO = rdflib.Namespace("https://schema.org/")


def _p(*slugs: str) -> list[str]:
    """Products as ``name_of`` gives them (``p/<slug>``), sorted as the golds are."""
    return sorted(f"p/{s}" for s in slugs)


GRAVELO_AL, GRAVELO_CF, RIFT, E_TOUR, E_CARGO, E_CITY, STADTRAD = (
    "kestrel-gravelo-al-700-10234", "kestrel-gravelo-cf-900-10235", "kestrel-rift-trail-29-10240",
    "voltaro-e-tour-500-10310", "voltaro-e-cargo-duo-10311", "voltaro-e-city-300-10312", "kestrel-stadtrad-7-10250")
BEAM, GLOW, FLOORBOOST, MINIJET, IRONLINK, POWERPACK, CHARGER = (
    "pitchline-beam-800-front-light-20410", "pitchline-glow-rear-light-20411",
    "pitchline-floorboost-track-pump-20420", "pitchline-minijet-mini-pump-20421",
    "pitchline-ironlink-chain-lock-20430", "voltaro-powerpack-500-battery-20440", "voltaro-fast-charger-4a-20441")
VENTO, URBANO, VENTO_KIDS = (
    "ostara-vento-mips-helmet-30110", "ostara-urbano-helmet-30111", "ostara-vento-kids-helmet-30112")
FJORD_2, FJORD_3, SKARN, HEARTH, EMBER_SUMMER, STOVE, POT_SET = (
    "hallberg-fjord-2-tent-40210", "hallberg-fjord-3-tent-40211", "hallberg-skarn-1-ul-tent-40212",
    "brightmoor-hearth-4-family-tent-40215", "brightmoor-ember-summer-sleeping-bag-40311",
    "tarnwood-pocket-gas-stove-40410", "tarnwood-titan-pot-set-40411")
STORM, STORM_WOMEN, FLEECE, DAGUR = (
    "nordfell-storm-shell-jacket-50110", "nordfell-storm-shell-jacket-women-50111", "nordfell-ridge-fleece-50120",
    "hallberg-dagur-22-daypack-50211")

# The answers read off the Turtle by hand, in the bench's order (paths under the shop's base, the makers'
# IRIs in full, literals as written; a price or a GTIN in the one number form name_of gives digits).
LISTS = [
    ["brand/kestrel-cycles"],
    _p(BEAM, GLOW, FLOORBOOST, MINIJET, IRONLINK),  # IronLink's page gives the brand as the string "Pitchline"
    ["https://www.hallberg-outdoor.example/#organization"],
    ["brand/hallberg", "brand/tarnwood"],
    _p(STORM, STORM_WOMEN, FLEECE),
    _p(VENTO_KIDS, SKARN, FLEECE, DAGUR),
    ["#organization", "seller/radhaus-sued"],  # new from the shop, refurbished from Radhaus Süd
    ["brand/hallberg"],  # 7 products, Kestrel Cycles, Pitchline and Voltaro 5 each
    ["brand/brightmoor"],  # the Hearth 4, 11.2 kg
    [number("449.00")],
    ["Mint"],
    [number("4260733204205")],
    _p(URBANO, VENTO_KIDS),  # 69.95, 49.95; the Vento MIPS is 119.95
    _p(HEARTH),  # 389.00 against 449, 549 and 629
    _p(E_CARGO),  # 4999.00
    # E-Tour 3299/2690, E-Cargo 4999, E-City 2499 (brand as a string), PowerPack 599; the charger is 129
    _p(E_TOUR, E_CARGO, E_CITY, POWERPACK),
    _p(VENTO_KIDS),  # brand written "OSTARA", 49.95
    _p(RIFT, E_CITY, GLOW, CHARGER, URBANO, FJORD_3, EMBER_SUMMER, STORM_WOMEN),
    _p(FJORD_2, SKARN, HEARTH),
    _p(FJORD_2, SKARN),  # 2.35 kg and 980 g; Fjord 3 2.9 kg, Hearth 11.2 kg
    _p(BEAM, GLOW, IRONLINK),
    _p(IRONLINK, POWERPACK, CHARGER),
    _p(E_TOUR, E_CITY),
    _p(FJORD_2),
    _p(SKARN),  # 4.9
    _p(FJORD_2, FJORD_3, SKARN, STOVE, POT_SET),  # 4.7, 4.6, 4.9, 4.5, 4.6; Hearth 4.2, sleeping bags 4.4, 4.0
    ["community/profile/lena-brandt", "community/profile/tobias-reimann"],
    _p(GRAVELO_AL, GRAVELO_CF),
    _p(BEAM, E_CITY),  # Ferdinand Lutz's 2 and Hannes Vogt's 2
    _p(STORM, VENTO),  # Mara Olsen and Jonas Keller
]
# Beam, Glow, MiniJet, frame bag; reviewCount 46; 8 out of stock; 980 g; 3 e-bikes; 599.00; Hallberg makes 8
# (Tarnwood's two, not the footprint); 4.6; 449 + 49; Lena's reviews of the Gravelo AL 700 and the Fjord 2
COUNTS = [number(n) for n in (4, 46, 8, 980, 3, 599, 8, 4.6, 498, 2)]

b = bench
TARNWOOD = b._e("brand/tarnwood")


def _rating(product: str, var: str) -> str:
    return f"{product} {b.RATING} ?r_{var} . ?r_{var} {b.RATING_VALUE} ?{var} ."


def _reviewed(who: str, product: str) -> str:
    return f"ASK {{ {product} {b.REVIEW} ?r . ?r {b.AUTHOR} {who} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.FJORD_3} {b.OFFERS} ?o . ?o {b.AVAILABILITY} {b.OUT_OF_STOCK} }}",
    f"ASK {{ {b.VENTO} {b.OFFERS} ?o . ?o {b.AVAILABILITY} {b.OUT_OF_STOCK} }}",
    f"ASK {{ {b.by_brand(b.BEAM, 'pitchline')} }}",
    (f"ASK {{ {{ {b.TREK_45} {b.MANUFACTURER} {b.NORDFELL_GMBH} }} UNION "
     f"{{ {b.by_brand(b.TREK_45, 'nordfell')} }} }}"),
    f"ASK {{ {b.price(b.GRAVELO_CF)} FILTER({b.dec('?p')} > 2500) }}",
    f"ASK {{ {b.price(b.POCKET_STOVE)} FILTER({b.dec('?p')} < 30) }}",
    f"ASK {{ {_rating(b.GRAVELO_CF, 'a')} {_rating(b.RIFT, 'c')} FILTER({b.dec('?a')} > {b.dec('?c')}) }}",
    f"ASK {{ {_rating(b.E_CITY, 'a')} {_rating(b.E_TOUR, 'c')} FILTER({b.dec('?a')} > {b.dec('?c')}) }}",
    f"ASK {{ {b.kilograms(b.SKARN)} FILTER(?kg < 1) }}",
    f"ASK {{ {b.kilograms(b.E_CARGO)} FILTER(?kg < 30) }}",
    f"ASK {{ {b.MINIJET} {b.ACCESSORY_FOR} {b.GRAVELO_CF} }}",
    f"ASK {{ {b.POWERPACK} {b.ACCESSORY_FOR} {b.E_CARGO} }}",
    f"ASK {{ {b.SKARN} {b.OFFERS} ?o . ?o {b.SELLER} {b.ALPENKISTE} }}",
    (f"ASK {{ {b.STORM_JACKET} {b.OFFERS} ?o . ?o {b.PRICE} ?a . {b.TREK_45} {b.OFFERS} ?o2 . ?o2 {b.PRICE} ?c "
     f"FILTER({b.dec('?a')} < {b.dec('?c')}) }}"),
    _reviewed(b.JONAS, b.VENTO),
    _reviewed(b.MARA, b.GRAVELO_AL),
    f"ASK {{ ?p {b.BRAND} {TARNWOOD} ; {b.MANUFACTURER} {b.HALLBERG_AB} }}",
    f"ASK {{ {b.by_brand('?p', 'ostara')} ?p {b.MANUFACTURER} {b.HALLBERG_AB} }}",
    f"ASK {{ {b.under('?x', 'Bikes', 'c/bikes')} ?x {b.OFFERS} ?o . ?o {b.CONDITION} {b.USED} }}",
    f"ASK {{ {b.E_CARGO} {b.OFFERS} ?o . ?o {b.AVAILABILITY} {b.IN_STOCK} }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_shop_has_its_products_offers_brands_makers_sellers_and_reviewers():
    graph = _graph()
    assert len(graph) == 976
    counts = {cls: len(set(graph.subjects(RDF.type, SDO[cls])))
              for cls in ("Product", "Offer", "Brand", "Organization", "Person", "Review", "Rating",
                          "AggregateRating", "QuantitativeValue")}
    assert list(counts.values()) == [33, 34, 8, 9, 7, 13, 13, 31, 32]
    # product IRIs are the page URLs; offers, weights, ratings and reviews are blank nodes
    for product in graph.subjects(RDF.type, SDO.Product):
        assert str(product).startswith(bench.BASE + "p/"), product
    for cls in ("Offer", "AggregateRating", "QuantitativeValue", "Review", "Rating"):
        assert all(isinstance(n, rdflib.BNode) for n in graph.subjects(RDF.type, SDO[cls])), cls


def test_every_product_is_named_numbered_categorised_branded_and_offered_in_euros():
    graph = _graph()
    for product in graph.subjects(RDF.type, SDO.Product):
        for p in (SDO.name, SDO.sku, SDO.category, SDO.brand, SDO.color):
            assert graph.value(product, p) is not None, (product, p)
        offers = list(graph.objects(product, SDO.offers))
        assert offers, product
        for o in offers:
            assert graph.value(o, SDO.priceCurrency) == rdflib.Literal("EUR"), o
            assert graph.value(o, SDO.price) is not None and graph.value(o, SDO.seller) is not None, o
            avail = graph.value(o, SDO.availability)
            assert str(avail).startswith(("http://schema.org/", "https://schema.org/")), o
        weight = graph.value(product, SDO.weight)
        assert weight is None or str(graph.value(weight, SDO.unitCode)) in ("KGM", "GRM"), product
    # every brand node and maker named; a review's author is a named person
    for node in set(graph.objects(None, SDO.brand)) | set(graph.objects(None, SDO.manufacturer)):
        assert isinstance(node, rdflib.Literal) or graph.value(node, SDO.name) is not None, node
    for author in graph.objects(None, SDO.author):
        assert (author, RDF.type, SDO.Person) in graph and graph.value(author, SDO.name) is not None, author


def test_the_markup_is_untidy_as_crawled():
    graph = _graph()
    brands = list(graph.objects(None, SDO.brand))
    assert len([x for x in brands if isinstance(x, rdflib.Literal)]) == 6
    categories = list(graph.objects(None, SDO.category))
    assert len([c for c in categories if isinstance(c, rdflib.URIRef)]) == 3
    # prices are strings or decimals; weights strings, integers or decimals
    assert {p.datatype for p in graph.objects(None, SDO.price)} == {None, rdflib.XSD.decimal}
    assert {v.datatype for v in graph.objects(None, SDO.value)} == {None, rdflib.XSD.integer, rdflib.XSD.decimal}
    # a few triples are under https://schema.org/
    https = [t for t in graph if any(str(x).startswith("https://schema.org/") for x in t)]
    assert len(https) == 4
    assert (None, HTTPS_SDO.description, None) in graph
    # one used and one refurbished offer; the E-Tour 500 has two offers
    assert len(list(graph.subjects(SDO.itemCondition, SDO.UsedCondition))) == 1
    assert len(list(graph.subjects(SDO.itemCondition, SDO.RefurbishedCondition))) == 1
    assert len(list(graph.objects(rdflib.URIRef(bench.E_TOUR[1:-1]), SDO.offers))) == 2


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
