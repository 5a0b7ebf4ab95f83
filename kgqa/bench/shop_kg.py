"""``python -m kgqa.bench.shop_kg``: questions about an online outdoor and bicycle shop's product pages, one JSON
object on stdout.

The KG is ``tests/candidates/data/shop.ttl``: the schema.org JSON-LD an invented German outdoor and bike
shop, Kammweg Outdoor & Bike, embeds in its product pages, converted to RDF as Web Data Commons extracts
it (namespace ``http://schema.org/``), written by hand in Turtle (976 triples). Products are the page
URLs (``https://www.kammweg.example/p/hallberg-fjord-2-tent-40210``, compared as
``p/hallberg-fjord-2-tent-40210``): 33 ``schema:Product``s (bikes, e-bikes, lights, pumps, locks,
batteries, bags, helmets, tents, sleeping bags, stoves, cookware, jackets, backpacks), each with
``schema:name``, ``schema:sku`` (``KW-40210``), ``schema:description``, ``schema:image``,
``schema:category`` (a breadcrumb string such as ``"Camping > Tents"`` or ``"Bikes > E-Bikes"``; three
pages give a category page IRI instead, ``c/camping/tents`` or ``c/bikes/gravel``), ``schema:brand``
(mostly one of 8 ``schema:Brand`` nodes, ``brand/hallberg``, with ``schema:name``; six pages give a
plain string instead, ``"Voltaro"``, ``"Kestrel Cycles"``, once upper-case ``"OSTARA"``), ``schema:color``,
and most ``schema:gtin13`` (a string), ``schema:manufacturer`` (one of 6 ``schema:Organization``s under
the makers' own sites, ``https://www.hallberg-outdoor.example/#organization``, which also makes the
Tarnwood stoves and cookware), ``schema:weight`` (a blank ``schema:QuantitativeValue`` with
``schema:value``, an ``xsd:decimal``, ``xsd:integer`` or string, and ``schema:unitCode`` ``"KGM"`` or
``"GRM"``) and ``schema:aggregateRating`` (a blank ``schema:AggregateRating`` with ``schema:ratingValue``
and ``schema:reviewCount``, typed or plain strings). Every product has one blank ``schema:Offer``
(the Voltaro E-Tour 500 two: new from the shop and refurbished from a marketplace seller) with
``schema:price`` (a string such as ``"449.00"`` or ``"2499"``, or an ``xsd:decimal``),
``schema:priceCurrency`` ``"EUR"``, ``schema:availability`` (``http://schema.org/InStock``,
``OutOfStock``, ``PreOrder``, ``LimitedAvailability``), ``schema:seller`` (the shop,
``#organization``, or the marketplace sellers ``seller/alpenkiste`` and ``seller/radhaus-sued``) and
mostly ``schema:itemCondition`` (``NewCondition``; one used bike, one refurbished). Ten products
carry 13 blank ``schema:Review``s with ``schema:author`` (one of 7 ``schema:Person``s under
``community/profile/``, with ``schema:name``), a blank ``schema:Rating`` as ``schema:reviewRating``
(``schema:ratingValue`` ``"1"``-``"5"``), ``schema:datePublished`` and sometimes ``schema:reviewBody``.
Accessories and spare parts point to the products they fit by ``schema:isAccessoryOrSparePartFor``,
five pages list a similar product by ``schema:isSimilarTo``, and six have a ``schema:model``
("Gravelo AL 700 (2024)", "Fjord 2"). Untidy as real crawls are: one page's JSON-LD is under
``https://schema.org/`` for its description and image, one offer's availability and one's item
condition are ``https://schema.org/`` IRIs, a used bike is listed under nearly the same name as the new
one, the reviewCount of a product is far more than the reviews embedded on its page, and prices,
weights and ratings mix strings and typed numbers (the golds cast them with ``xsd:decimal`` and
convert grams to kilograms where units mix).

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_shop_kg.py``: the list and count golds and an ASK per yes/no
question against answers worked out by hand from the file), before the engine was run on them, by
someone who had not read the engine's code; nothing in the engine was tuned for this KG. There are
30 list questions, 10 counts (a count, a sum or one stored number) and 20 yes/no questions (10 of
them false), in plain English as a shopper or a merchandiser asks, not phrased after the schema.org
terms ("Which brand makes ...", "What does ... cost", "Who sells ...", "what accessories fit ...",
"the EAN", "rated 4.5 or higher"): one hop both ways (a product's brand, price, colour, maker,
sellers, GTIN; a brand's or a seller's products; a reviewer's products), two and three hops (the
brands a manufacturer makes; the brand of the heaviest tent; what else the reviewers of a product
reviewed), class questions with conditions over categories written as strings or IRIs and brands
written as nodes or strings (helmets under 100 euros, tents in stock, tents under 2.5 kg with
weights in KGM and GRM, Voltaro products over 500 euros, camping gear rated 4.5 or more),
superlatives (cheapest tent, most expensive e-bike, best-rated product, cheapest Ostara product,
brand with most products), counts (out of stock, e-bikes, accessories of a bike, products of a
manufacturer, reviews by one reviewer), stored numbers (a price, a rating, a review count, a weight
in grams), a sum (a tent and its footprint), and yes/no on stock, brands, makers, price and weight
thresholds, comparisons of two products' prices and ratings, accessories, sellers, reviewers and
brand membership. Some are typed carelessly (lower case, no question mark, " 's ", "Nordfell
Textil" for Nordfell Textil GmbH, "the Fjord 3", one misspelt brand). Where the answer is an
entity, the answer is the entity (``p/...``, ``brand/...``, ``seller/...``, ``community/profile/...``
under the shop's base, the makers' IRIs in full), not its name; a price, colour or GTIN as written.

    python -m kgqa.bench.shop_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "shop.ttl"
BASE = "https://www.kammweg.example/"
SCHEMA = "http://schema.org/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
DECIMAL = "<http://www.w3.org/2001/XMLSchema#decimal>"


def _e(path: str) -> str:
    return f"<{BASE}{path}>"


def _s(name: str) -> str:
    return f"<{SCHEMA}{name}>"


def _p(slug: str) -> str:
    return _e(f"p/{slug}")


PRODUCT, BRAND_CLASS = _s("Product"), _s("Brand")
(NAME, BRAND, MANUFACTURER, CATEGORY, COLOR, GTIN, WEIGHT, VALUE, UNIT, OFFERS, PRICE, AVAILABILITY, SELLER,
 CONDITION, RATING, RATING_VALUE, REVIEW_COUNT, REVIEW, AUTHOR, REVIEW_RATING, ACCESSORY_FOR, SIMILAR) = (
    _s(n) for n in ("name", "brand", "manufacturer", "category", "color", "gtin13", "weight", "value", "unitCode",
                    "offers", "price", "availability", "seller", "itemCondition", "aggregateRating", "ratingValue",
                    "reviewCount", "review", "author", "reviewRating", "isAccessoryOrSparePartFor", "isSimilarTo"))
IN_STOCK, OUT_OF_STOCK, PRE_ORDER, USED = _s("InStock"), _s("OutOfStock"), _s("PreOrder"), _s("UsedCondition")

GRAVELO_AL, GRAVELO_CF, RIFT, E_TOUR, E_CARGO, E_CITY, STADTRAD = (_p(s) for s in (
    "kestrel-gravelo-al-700-10234", "kestrel-gravelo-cf-900-10235", "kestrel-rift-trail-29-10240",
    "voltaro-e-tour-500-10310", "voltaro-e-cargo-duo-10311", "voltaro-e-city-300-10312", "kestrel-stadtrad-7-10250"))
BEAM, MINIJET, FLOORBOOST, POWERPACK = (_p(s) for s in (
    "pitchline-beam-800-front-light-20410", "pitchline-minijet-mini-pump-20421",
    "pitchline-floorboost-track-pump-20420", "voltaro-powerpack-500-battery-20440"))
VENTO, URBANO = _p("ostara-vento-mips-helmet-30110"), _p("ostara-urbano-helmet-30111")
FJORD_2, FJORD_3, SKARN, POCKET_STOVE = (_p(s) for s in (
    "hallberg-fjord-2-tent-40210", "hallberg-fjord-3-tent-40211", "hallberg-skarn-1-ul-tent-40212",
    "tarnwood-pocket-gas-stove-40410"))
STORM_JACKET, TREK_45 = _p("nordfell-storm-shell-jacket-50110"), _p("hallberg-trek-45-backpack-50210")
HALLBERG_AB = "<https://www.hallberg-outdoor.example/#organization>"
NORDFELL_GMBH = "<https://www.nordfell.example/#organization>"
KAMMWEG, ALPENKISTE = _e("#organization"), _e("seller/alpenkiste")
LENA, TOBIAS, MARA, JONAS = (_e(f"community/profile/{n}") for n in (
    "lena-brandt", "tobias-reimann", "mara-olsen", "jonas-keller"))
BRANDS = {"kestrel-cycles": "Kestrel Cycles", "voltaro": "Voltaro", "hallberg": "Hallberg", "nordfell": "Nordfell",
          "pitchline": "Pitchline", "ostara": "Ostara", "brightmoor": "Brightmoor", "tarnwood": "Tarnwood"}


def dec(term: str) -> str:
    """A price, weight or rating as a number (they are strings on some pages, typed on others)."""
    return f"{DECIMAL}({term})"


def by_brand(var: str, slug: str) -> str:
    """``var`` is of the brand: its Brand node, or its name written as a plain string (any case)."""
    name = BRANDS[slug].lower()
    return (f"{{ {var} {BRAND} {_e('brand/' + slug)} }} UNION "
            f"{{ {var} {BRAND} ?bl FILTER(isLiteral(?bl) && LCASE(STR(?bl)) = \"{name}\") }}")


def in_category(var: str, text: str, path: str) -> str:
    """``var`` is in a category, given as the breadcrumb string or as the category page's IRI."""
    return f"{{ {var} {CATEGORY} \"{text}\" }} UNION {{ {var} {CATEGORY} {_e(path)} }}"


def tent(var: str) -> str:
    return in_category(var, "Camping > Tents", "c/camping/tents")


def under(var: str, top: str, path: str) -> str:
    """``var`` is somewhere under a top category (``"Camping > ..."`` or ``c/camping/...``)."""
    return (f"{var} {CATEGORY} ?cat FILTER(STRSTARTS(STR(?cat), \"{top} >\") || "
            f"STRSTARTS(STR(?cat), \"{BASE}{path}/\"))")


def price(var: str, p: str = "?p") -> str:
    return f"{var} {OFFERS} ?o . ?o {PRICE} {p} ."


def kilograms(var: str, kg: str = "?kg") -> str:
    """``var``'s weight in kilograms (weights are given in KGM or GRM)."""
    return (f"{var} {WEIGHT} ?w . ?w {VALUE} ?wv ; {UNIT} ?wu . "
            f"BIND(IF(?wu = \"GRM\", {dec('?wv')} / 1000, {dec('?wv')}) AS {kg})")


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # brands, makers, sellers
    ("Which brand makes the Gravelo CF 900?", "lists", f"SELECT ?x WHERE {{ {GRAVELO_CF} {BRAND} ?x }}"),
    ("Which products does Pitchline make", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {RDF_TYPE} {PRODUCT} . {by_brand('?x', 'pitchline')} }}"),
    # the brand's name misspelt on purpose: "Tarnwood" is the stored one
    ("Who is the manufacturer of the Tarnwod Pocket Gas Stove?", "lists",
     f"SELECT ?x WHERE {{ {POCKET_STOVE} {MANUFACTURER} ?x }}"),
    ("Which brands belong to Hallberg Outdoor AB?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?p {MANUFACTURER} {HALLBERG_AB} ; {BRAND} ?x . ?x {RDF_TYPE} {BRAND_CLASS} }}"),
    ("Which products are made by Nordfell Textil?", "lists",
     f"SELECT ?x WHERE {{ ?x {MANUFACTURER} {NORDFELL_GMBH} }}"),
    ("Which products are sold by Alpenkiste?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {OFFERS} ?o . ?o {SELLER} {ALPENKISTE} }}"),
    ("Who sells the Voltaro E-Tour 500?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {E_TOUR} {OFFERS} ?o . ?o {SELLER} ?x }}"),
    ("Which brand has the most products in the shop?", "lists",
     (f"SELECT ?x WHERE {{ ?p {BRAND} ?x . ?x {RDF_TYPE} {BRAND_CLASS} }} "
      f"GROUP BY ?x ORDER BY DESC(COUNT(DISTINCT ?p)) LIMIT 1")),
    ("Which brand makes the heaviest tent?", "lists",
     f"SELECT ?x WHERE {{ {tent('?t')} {kilograms('?t')} ?t {BRAND} ?x }} ORDER BY DESC(?kg) LIMIT 1"),
    # one product's facts
    ("What does the Hallberg Fjord 2 tent cost?", "lists", f"SELECT ?x WHERE {{ {price(FJORD_2, '?x')} }}"),
    ("whats the Ostara Urbano helmet 's colour", "lists", f"SELECT ?x WHERE {{ {URBANO} {COLOR} ?x }}"),
    ("What is the EAN of the Pitchline FloorBoost Track Pump?", "lists",
     f"SELECT ?x WHERE {{ {FLOORBOOST} {GTIN} ?x }}"),
    # prices and stock
    ("Which helmets cost less than 100 euros?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {CATEGORY} \"Helmets\" . {price('?x')} FILTER({dec('?p')} < 100) }}"),
    ("What is the cheapest tent?", "lists",
     f"SELECT ?x WHERE {{ {tent('?x')} {price('?x')} }} ORDER BY ASC({dec('?p')}) LIMIT 1"),
    ("Which is the most expensive e-bike?", "lists",
     f"SELECT ?x WHERE {{ ?x {CATEGORY} \"Bikes > E-Bikes\" . {price('?x')} }} ORDER BY DESC({dec('?p')}) LIMIT 1"),
    ("Which Voltaro products cost more than 500 euros?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {by_brand('?x', 'voltaro')} {price('?x')} FILTER({dec('?p')} > 500) }}"),
    ("What is the cheapest Ostara product?", "lists",
     f"SELECT ?x WHERE {{ {by_brand('?x', 'ostara')} {price('?x')} }} ORDER BY ASC({dec('?p')}) LIMIT 1"),
    ("Which products are out of stock?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?x {OFFERS} ?o . ?o {AVAILABILITY} {OUT_OF_STOCK} }}"),
    ("Which tents are in stock?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {tent('?x')} ?x {OFFERS} ?o . ?o {AVAILABILITY} {IN_STOCK} }}"),
    # weights
    ("Which tents weigh less than 2.5 kg?", "lists",
     f"SELECT ?x WHERE {{ {tent('?x')} {kilograms('?x')} FILTER(?kg < 2.5) }}"),
    # accessories and similar products
    ("What accessories are there for the Kestrel Stadtrad 7?", "lists",
     f"SELECT ?x WHERE {{ ?x {ACCESSORY_FOR} {STADTRAD} }}"),
    ("what accessories and spare parts fit the voltaro e-city 300", "lists",
     f"SELECT ?x WHERE {{ ?x {ACCESSORY_FOR} {E_CITY} }}"),
    ("Which bikes is the Voltaro PowerPack 500 battery a spare part for?", "lists",
     f"SELECT ?x WHERE {{ {POWERPACK} {ACCESSORY_FOR} ?x }}"),
    ("Which tent is listed as similar to the Fjord 3?", "lists", f"SELECT ?x WHERE {{ {FJORD_3} {SIMILAR} ?x }}"),
    # ratings and reviews
    ("Which product has the best customer rating?", "lists",
     f"SELECT ?x WHERE {{ ?x {RATING} ?r . ?r {RATING_VALUE} ?v }} ORDER BY DESC({dec('?v')}) LIMIT 1"),
    ("Which camping products are rated 4.5 or higher?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {under('?x', 'Camping', 'c/camping')} ?x {RATING} ?r . ?r {RATING_VALUE} ?v "
      f"FILTER({dec('?v')} >= 4.5) }}")),
    ("Who reviewed the Kestrel Gravelo AL 700?", "lists",
     f"SELECT ?x WHERE {{ {GRAVELO_AL} {REVIEW} ?r . ?r {AUTHOR} ?x }}"),
    ("Which products has Tobias Reimann reviewed?", "lists",
     f"SELECT ?x WHERE {{ ?x {REVIEW} ?r . ?r {AUTHOR} {TOBIAS} }}"),
    ("Which products got a review of two stars or less?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ ?x {REVIEW} ?r . ?r {REVIEW_RATING} ?rr . ?rr {RATING_VALUE} ?v "
      f"FILTER({dec('?v')} <= 2) }}")),
    ("What else have the people who reviewed the Voltaro E-Tour 500 reviewed?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {E_TOUR} {REVIEW} ?r . ?r {AUTHOR} ?a . ?x {REVIEW} ?r2 . ?r2 {AUTHOR} ?a "
      f"FILTER(?x != {E_TOUR}) }}")),
    # counts and stored numbers
    ("How many accessories are listed for the Gravelo AL 700?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {ACCESSORY_FOR} {GRAVELO_AL} }}"),
    ("How many reviews does the Hallberg Fjord 2 tent have?", "counts",
     f"SELECT ?n WHERE {{ {FJORD_2} {RATING} ?r . ?r {REVIEW_COUNT} ?n }}"),
    ("How many products are out of stock?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {OFFERS} ?o . ?o {AVAILABILITY} {OUT_OF_STOCK} }}"),
    ("How many grams does the Hallberg Skarn 1 UL weigh?", "counts",
     f"SELECT ?n WHERE {{ {SKARN} {WEIGHT} ?w . ?w {VALUE} ?n ; {UNIT} \"GRM\" }}"),
    ("How many e-bikes does the shop have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {CATEGORY} \"Bikes > E-Bikes\" }}"),
    ("What is the price of the Voltaro PowerPack 500 battery?", "counts",
     f"SELECT ?n WHERE {{ {price(POWERPACK, '?n')} }}"),
    ("How many products are made by Hallberg Outdoor AB?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {MANUFACTURER} {HALLBERG_AB} }}"),
    ("What is the average rating of the Ostara Vento MIPS helmet?", "counts",
     f"SELECT ?n WHERE {{ {VENTO} {RATING} ?r . ?r {RATING_VALUE} ?n }}"),
    ("What would the Fjord 2 tent and its footprint cost together?", "counts",
     (f"SELECT (SUM({dec('?p')}) AS ?n) WHERE {{ {{ BIND({FJORD_2} AS ?x) }} UNION {{ ?x {ACCESSORY_FOR} {FJORD_2} }} "
      f"{price('?x')} }}")),
    ("how many reviews has lena brandt written", "counts",
     f"SELECT (COUNT(DISTINCT ?r) AS ?n) WHERE {{ ?x {REVIEW} ?r . ?r {AUTHOR} {LENA} }}"),
]
YES_NO = [
    ("Is the Hallberg Fjord 3 tent out of stock?", True),
    ("Is the Ostara Vento MIPS helmet out of stock?", False),
    ("Is the Beam 800 front light a Pitchline product?", True),
    ("Is the Hallberg Trek 45 backpack made by Nordfell?", False),
    ("Does the Kestrel Gravelo CF 900 cost more than 2500 euros?", True),
    ("Is the Tarnwood Pocket Gas Stove under 30 euros?", False),
    ("Is the Gravelo CF 900 rated higher than the Rift Trail 29?", True),
    ("Is the Voltaro E-City 300 rated better than the E-Tour 500?", False),
    ("is the skarn 1 ul lighter than 1 kg", True),
    ("Does the Voltaro E-Cargo Duo weigh less than 30 kg?", False),
    ("Does the Pitchline MiniJet pump fit the Gravelo CF 900?", True),
    ("Is the PowerPack 500 battery a spare part for the E-Cargo Duo?", False),
    ("Does Alpenkiste sell the Skarn 1 UL tent?", True),
    ("Is the Nordfell Storm Shell Jacket cheaper than the Hallberg Trek 45 backpack?", False),
    ("Did Jonas Keller review the Ostara Vento helmet?", True),
    ("Did Mara Olsen review the Kestrel Gravelo AL 700?", False),
    ("Is Tarnwood one of Hallberg Outdoor AB's brands?", True),
    ("Is Ostara one of Hallberg Outdoor AB's brands?", False),
    ("Can I buy a used bike here?", True),
    ("Is the Voltaro E-Cargo Duo in stock?", False),
]


name_of = kg_questions.name_under(BASE)  # the shop's resources by their path (``p/hallberg-fjord-2-tent-40210``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("shop", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
