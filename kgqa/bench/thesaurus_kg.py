"""``python -m kgqa.bench.thesaurus_kg``: questions about a small multilingual SKOS thesaurus, one JSON object
on stdout.

The KG is ``tests/candidates/data/thesaurus.ttl``: the SKOS export of the thesaurus an agency
publishes for its domain, in the shape of EuroVoc, AGROVOC or the UNESCO thesaurus, here the
"ORLWA Thesaurus of Land, Water and Agriculture" of an invented Orvandel Land and Water Agency,
written by hand in Turtle (885 triples). It uses SKOS, ``dcterms``, ``owl`` and ``xsd`` only, and
has no ``rdfs:label`` anywhere. One ``skos:ConceptScheme``
(``http://vocab.orlwa.example/thesaurus``, with ``dcterms:title`` in three languages) holds 84
``skos:Concept``s with opaque numeric IRIs under ``http://vocab.orlwa.example/thesaurus/``
(``c_1002``, ``c_3445``, ``c_4760``), each with ``skos:inScheme``. Six top concepts (natural
resources, agricultural production, agricultural practices, climate and atmosphere, geographical
areas, environmental policy) are linked both ways (``skos:hasTopConcept`` from the scheme,
``skos:topConceptOf`` on the concept) and grouped into three domains, ``skos:Collection``s
(``domain_01`` Environment, ``domain_02`` Agriculture, ``domain_03`` Geography) whose
``skos:member``s are the top concepts. Every concept has exactly one ``skos:prefLabel`` in each of
English, French and German (the domains too); 34 concepts have ``skos:altLabel`` synonyms (mostly
English, four French or German, some abbreviations: "EIA", "GHG", "CO2"), four a
``skos:hiddenLabel`` misspelling ("groudwater", "forrest fires"), the tops and the live
second-level concepts a ``skos:notation`` code ("NR", "PR.10", "CA.20"), 17 an English ``skos:definition`` and four a
``skos:scopeNote``. Concepts carry ``dcterms:created`` and (all but four) ``dcterms:modified`` as
``xsd:date`` (release batches 2009, 2011, 2014, 2018, 2021, 2023). The hierarchy is up to four
levels deep; ``skos:broader`` is stored from narrower to broader on every concept but the tops,
while ``skos:narrower`` is stored for only some parents and, for some of those, only some children
(untidy, as real dumps are). ``skos:related`` is stored one way only for 17 pairs;
``skos:exactMatch`` and ``skos:closeMatch`` point at two invented external schemes
(``http://other-thesaurus.example/id/1187``, ``http://agroterm.example.org/concept/07166``). Four
concepts are deprecated (``owl:deprecated true`` and ``dcterms:isReplacedBy`` the newer concept)
but keep their labels and their old ``skos:broader``. Terms are the ordinary words of the domain
(irrigation, cereals, methane); the places under geographical areas are invented (Orvandel,
Velmar Basin, Saltmere Coast).

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_thesaurus_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (all counts of concepts or labels) and 20 yes/no questions
(10 of them false), in plain English as an indexer, librarian or analyst using a thesaurus would
ask them, not phrased after the SKOS property names: broader and narrower terms one and two levels
away in both directions and all the way up or down (the golds read ``skos:broader``, adding the
stored ``skos:narrower`` by UNION where one level is asked, so the untidy narrower links neither
add nor lose answers), siblings, related terms in either stored direction, synonyms and the
preferred term for a synonym or an abbreviation, translations both ways, the top concept or
domain a term falls under, definitions, scope notes and codes, creation and modification dates
(after a date, in a year, the newest term of a branch), replaced and deprecated terms, and counts
of narrower terms, descendants, synonyms and related terms. Questions on a branch holding a
deprecated concept are avoided where they would make the gold ambiguous. Names are written as
people write them (a British spelling, a misspelt "greenhouse gasses", an abbreviation, some
lowercase without a question mark). Where the answer is a concept or domain, the answer is its IRI
(compared as ``c_3445``, ``domain_01``); where it is a term, a code, a date or a note, it is the
literal as written.

    python -m kgqa.bench.thesaurus_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "thesaurus.ttl"
BASE = "http://vocab.orlwa.example/thesaurus/"
SKOS = "http://www.w3.org/2004/02/skos/core#"
DCT = "http://purl.org/dc/terms/"
SCHEME = "<http://vocab.orlwa.example/thesaurus>"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_DATE = "<http://www.w3.org/2001/XMLSchema#date>"
DEPRECATED = "<http://www.w3.org/2002/07/owl#deprecated>"


def _c(n: int) -> str:
    return f"<{BASE}c_{n}>"


def _s(name: str) -> str:
    return f"<{SKOS}{name}>"


def _date(d: str) -> str:
    return f'"{d}"^^{XSD_DATE}'


CONCEPT, COLLECTION, MEMBER = _s("Concept"), _s("Collection"), _s("member")
BROADER, NARROWER, RELATED, TOP_OF = _s("broader"), _s("narrower"), _s("related"), _s("topConceptOf")
PREF, ALT, HIDDEN, NOTATION, DEFINITION, SCOPE = (
    _s(n) for n in ("prefLabel", "altLabel", "hiddenLabel", "notation", "definition", "scopeNote"))
CREATED, MODIFIED, REPLACED_BY = f"<{DCT}created>", f"<{DCT}modified>", f"<{DCT}isReplacedBy>"
AGRICULTURE_DOMAIN = f"<{BASE}domain_02>"

(NATURAL_RESOURCES, AGRI_PRODUCTION, AGRI_PRACTICES, CLIMATE_ATMOSPHERE, GEO_AREAS,
 ENV_POLICY) = (_c(n) for n in (1002, 1005, 1009, 1013, 1017, 1021))
WATER_RESOURCES, SOIL, CROP_PRODUCTION, LIVESTOCK, IRRIGATION, FERTILIZERS, PLANT_PROTECTION = (
    _c(n) for n in (2114, 2120, 2141, 2148, 2163, 2170, 2177))
CLIMATE_CHANGE, GLOBAL_WARMING, ORVANDEL, EIA = _c(2184), _c(2195), _c(2201), _c(2216)
GROUNDWATER, SOIL_EROSION, SOIL_SALINITY, REFORESTATION = _c(3307), _c(3340), _c(3352), _c(3368)
CEREALS, PULSES, ROOT_CROPS, GRAIN_LEGUMES, CATTLE, PIGS = (
    _c(n) for n in (3402, 3409, 3415, 4725, 3421, 3433))
ORGANIC_FARMING, AGROFORESTRY, CONSERVATION_AGRI = _c(3445), _c(3451), _c(3458)
DRIP, MINERAL_FERT, CHEMICAL_FERT, PESTICIDES, DROUGHT, GHG = (
    _c(n) for n in (3462, 3480, 3525, 3491, 3502, 3513))
VELMAR = _c(3531)
WETLANDS, WHEAT, BARLEY, RYE, DAIRY_CATTLE = _c(4523), _c(4711), _c(4716), _c(4722), _c(4750)
NITROGEN_FERT, COMPOST, MANURE, METHANE, SUGAR_BEET = _c(4771), _c(4778), _c(4782), _c(4801), _c(4744)
LAKES, WATER_POLLUTION = _c(4518), _c(4531)


def narrower(parent: str, var: str = "?x") -> str:
    """``var`` is one level below ``parent``: its ``skos:broader``, or a stored ``skos:narrower``."""
    return f"{{ {var} {BROADER} {parent} }} UNION {{ {parent} {NARROWER} {var} }}"


def related(term: str, var: str = "?x") -> str:
    """``skos:related`` is stored one way only, so either direction counts."""
    return f"{{ {term} {RELATED} {var} }} UNION {{ {var} {RELATED} {term} }}"


def label(term: str, lang: str, var: str = "?x") -> str:
    return f'{term} {PREF} {var} FILTER(LANG({var}) = "{lang}")'


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # the hierarchy, one and two levels, both directions
    ("What are the narrower terms of Cereals?", "lists", f"SELECT DISTINCT ?x WHERE {{ {narrower(CEREALS)} }}"),
    ("What is the broader term for drip irrigation?", "lists", f"SELECT ?x WHERE {{ {DRIP} {BROADER} ?x }}"),
    ("Which terms are two levels below Water resources?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?m {BROADER} {WATER_RESOURCES} . ?x {BROADER} ?m }}"),
    ("which term is two levels above nitrogen fertilisers", "lists",
     f"SELECT ?x WHERE {{ {NITROGEN_FERT} {BROADER} ?m . ?m {BROADER} ?x }}"),
    ("What are all the broader terms of dairy cattle, up to the top?", "lists",
     f"SELECT ?x WHERE {{ {DAIRY_CATTLE} {BROADER}+ ?x }}"),
    ("Which other irrigation methods are listed alongside drip irrigation?", "lists",
     f"SELECT ?x WHERE {{ {DRIP} {BROADER} ?p . ?x {BROADER} ?p FILTER(?x != {DRIP}) }}"),
    ("which terms are under conservation agriculture", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {narrower(CONSERVATION_AGRI)} }}"),
    # the stored label is "Greenhouse gases": misspelt on purpose
    ("What are the narrower terms of greenhouse gasses?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {narrower(GHG)} }}"),
    ("Which top-level term is barley under?", "lists",
     f"SELECT ?x WHERE {{ {BARLEY} {BROADER}+ ?x . ?x {TOP_OF} {SCHEME} }}"),
    ("which domain is methane in", "lists",
     f"SELECT ?x WHERE {{ {METHANE} {BROADER}* ?t . ?x {RDF_TYPE} {COLLECTION} ; {MEMBER} ?t }}"),
    ("Which top-level terms make up the Agriculture domain?", "lists",
     f"SELECT ?x WHERE {{ {AGRICULTURE_DOMAIN} {MEMBER} ?x }}"),
    # related terms, synonyms and translations
    ("Which terms are related to irrigation?", "lists", f"SELECT DISTINCT ?x WHERE {{ {related(IRRIGATION)} }}"),
    ("livestock farming's synonyms?", "lists", f"SELECT ?x WHERE {{ {LIVESTOCK} {ALT} ?x }}"),
    ("What is the preferred term for swine?", "lists",
     f'SELECT ?x WHERE {{ ?x {ALT} "swine"@en }}'),
    ("Which term should be used for weedkillers?", "lists",
     f'SELECT ?x WHERE {{ ?x {ALT} "weedkillers"@en }}'),
    ("Which term does the misspelling 'forrest fires' lead to?", "lists",
     f'SELECT ?x WHERE {{ ?x {HIDDEN} "forrest fires"@en }}'),
    ("Which term has the most synonyms?", "lists",
     (f"SELECT ?x WHERE {{ {{ SELECT ?x (COUNT(?l) AS ?n) WHERE {{ ?x {ALT} ?l }} GROUP BY ?x }} }} "
      f"ORDER BY DESC(?n) LIMIT 1")),
    ("whats the french term for soil erosion", "lists", f"SELECT ?x WHERE {{ {label(SOIL_EROSION, 'fr')} }}"),
    ("What is the English term for Bewässerung?", "lists",
     f'SELECT ?x WHERE {{ ?c {PREF} "Bewässerung"@de . {label("?c", "en")} }}'),
    ("What is the German term for the broader term of wheat?", "lists",
     f"SELECT ?x WHERE {{ {WHEAT} {BROADER} ?b . {label('?b', 'de')} }}"),
    # notes and codes
    ("How does the thesaurus define agroforestry?", "lists", f"SELECT ?x WHERE {{ {AGROFORESTRY} {DEFINITION} ?x }}"),
    ("What is the scope note for wetlands?", "lists", f"SELECT ?x WHERE {{ {WETLANDS} {SCOPE} ?x }}"),
    ("What is the code for Irrigation?", "lists", f"SELECT ?x WHERE {{ {IRRIGATION} {NOTATION} ?x }}"),
    ("Which term has the code CA.20?", "lists", f'SELECT ?x WHERE {{ ?x {NOTATION} "CA.20" }}'),
    # dates
    ("Which terms were added after 2020?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {CONCEPT} ; {CREATED} ?d FILTER(?d > {_date('2020-12-31')}) }}"),
    ("Which terms were last modified in 2023?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {CONCEPT} ; {MODIFIED} ?d FILTER(YEAR(?d) = 2023) }}"),
    ("What is the most recently added term under crop production?", "lists",
     f"SELECT ?x WHERE {{ ?x {BROADER}+ {CROP_PRODUCTION} ; {CREATED} ?d }} ORDER BY DESC(?d) LIMIT 1"),
    ("When was Reforestation added to the thesaurus?", "lists", f"SELECT ?x WHERE {{ {REFORESTATION} {CREATED} ?x }}"),
    # deprecated terms
    ("What replaced the term Global warming?", "lists", f"SELECT ?x WHERE {{ {GLOBAL_WARMING} {REPLACED_BY} ?x }}"),
    ("Which terms are deprecated?", "lists", f"SELECT ?x WHERE {{ ?x {DEPRECATED} true }}"),
    # counts
    ("How many narrower terms does Livestock farming have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {narrower(LIVESTOCK)} }}"),
    ("How many terms are there under Water resources, at all levels?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {BROADER}+ {WATER_RESOURCES} }}"),
    ("how many regions of orvandel are in the thesaurus", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {narrower(ORVANDEL)} }}"),
    ("How many narrower terms does Soil erosion have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {narrower(SOIL_EROSION)} }}"),
    ("How many top-level terms does the thesaurus have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {TOP_OF} {SCHEME} }}"),
    ("How many synonyms are recorded for pigs?", "counts", f"SELECT (COUNT(?x) AS ?n) WHERE {{ {PIGS} {ALT} ?x }}"),
    ("How many terms are related to drought?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {related(DROUGHT)} }}"),
    ("How many terms were added in 2018?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {CONCEPT} ; {CREATED} ?d FILTER(YEAR(?d) = 2018) }}"),
    ("How many terms have been changed since the start of 2022?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {CONCEPT} ; {MODIFIED} ?d "
      f"FILTER(?d >= {_date('2022-01-01')}) }}")),
    ("How many terms in the thesaurus have a definition?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {CONCEPT} ; {DEFINITION} ?d }}"),
]
YES_NO = [
    ("Is wheat a narrower term of cereals?", True),
    ("Is rye listed under root crops?", False),
    ("Does methane fall under Climate and atmosphere?", True),
    ("Is compost under Plant protection?", False),
    ("Is irrigation related to soil salinity?", True),
    ("Is manure related to water pollution?", False),
    ("Is 'trickle irrigation' another name for drip irrigation?", True),
    ("Is 'marshes' a synonym for lakes?", False),
    ("Is Klimawandel the German term for climate change?", True),
    ("Is Getreide the German word for pulses?", False),
    ("Was organic farming added before 2010?", True),
    ("Was agroforestry added to the thesaurus before 2015?", False),
    ("Was Chemical fertilizers replaced by Mineral fertilizers?", True),
    ("Was Grain legumes replaced by Cereals?", False),
    ("Does livestock farming have more narrower terms than cereals?", True),
    ("Does Pesticides have more narrower terms than Irrigation?", False),
    ("Is Velmar Basin a part of Orvandel?", True),
    ("is sugar beet deprecated", False),
    ("Is EIA under Environmental policy?", True),
    ("Is there a definition of rye in the thesaurus?", False),
]


name_of = kg_questions.name_under(BASE)  # a concept by its local name (``c_3445``), a domain as ``domain_01``


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("thesaurus", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
