"""``kgqa.bench.thesaurus_kg``: the KG file parses and is in the shape of a multilingual SKOS
thesaurus dump (one scheme, one prefLabel per language, broader on every concept but the tops,
narrower and related stored only in part, deprecated concepts replaced, SKOS/dcterms/owl/xsd only),
and every gold query, run by rdflib on ``tests/candidates/data/thesaurus.ttl``, gives the answer
worked out by hand from the file; every yes/no truth is what an ASK written here says. No engine
runs here."""

import rdflib
from rdflib.namespace import DCTERMS, OWL, RDF, RDFS, SKOS, XSD

from kgqa.bench import thesaurus_kg as bench
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

SCHEME = rdflib.URIRef("http://vocab.orlwa.example/thesaurus")
ALLOWED = (str(SKOS), str(DCTERMS), str(OWL), str(XSD), str(RDF.type))


def _c(*numbers: int) -> list[str]:
    return sorted(f"c_{n}" for n in numbers)


# The answers read off the Turtle by hand, in the bench's order (local names, literals as written).
LISTS = [
    _c(4711, 4716, 4722),                      # Cereals -> Wheat, Barley, Rye
    _c(2163),                                  # Drip irrigation -> Irrigation
    _c(4450, 4469, 4512, 4518, 4523, 4531),    # under Groundwater, Surface water, Water quality
    _c(2170),                                  # Nitrogen fert. -> Mineral fert. -> Fertilizers
    _c(3421, 2148, 1005),                      # Dairy cattle -> Cattle -> Livestock farming -> Agri. production
    _c(3468, 3473),                            # Sprinkler and flood irrigation
    _c(4760),                                  # No-till farming
    _c(4801, 4806),                            # Methane, Carbon dioxide
    _c(1005),                                  # Barley -> Cereals -> Crop production -> Agricultural production
    ["domain_01"],                             # Methane ... Climate and atmosphere, in Environment
    _c(1005, 1009),
    _c(3307, 3352, 3502),                      # Irrigation->Groundwater; Soil salinity->, Drought-> Irrigation
    ["animal husbandry", "stock raising"],
    _c(3433), _c(4790), _c(3374),
    _c(3445),                                  # three altLabels, no other concept has more than two
    ["érosion du sol"], ["Irrigation"], ["Getreide"],
    ["Land use in which trees or shrubs are grown together with crops or pasture."],
    ["Includes peatlands and coastal salt marshes; for open water use Lakes."],
    ["PR.10"], _c(2190),
    _c(3473, 3519, 4469, 4735, 4607),          # created 2021-04-12 (four) and 2023-02-07 (one)
    _c(2184, 3374, 3502, 3542, 4607),          # modified 2023-02-07 (Gully erosion also created then)
    _c(4735),                                  # Field beans, created 2021-04-12; the rest 2009 or 2011
    ["2014-06-02"],
    _c(2184),
    _c(2195, 3380, 3525, 4725),
]
# Livestock farming's four; Groundwater, Surface water, Water quality and their six; Velmar Basin,
# Kestrel Uplands, Saltmere Coast; Wind and Gully erosion (only Wind stored as narrower); six tops;
# swine and hogs; Irrigation, Wind erosion, Groundwater recharge; Agroforestry, Conservation
# agriculture, No-till farming; seven modified 2022-10-03 and five 2023-02-07; seventeen definitions.
COUNTS = ["4", "9", "3", "2", "6", "2", "3", "3", "12", "17"]

b = bench


def _under(term: str, ancestor: str) -> str:
    return f"ASK {{ {term} {b.BROADER}+ {ancestor} }}"


def _related(x: str, y: str) -> str:
    return f"ASK {{ {{ {x} {b.RELATED} {y} }} UNION {{ {y} {b.RELATED} {x} }} }}"


def _narrower_count(term: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?k) AS {var}) WHERE {{ ?k {b.BROADER} {term} }} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.WHEAT} {b.BROADER} {b.CEREALS} }}",
    f"ASK {{ {b.RYE} {b.BROADER} {b.ROOT_CROPS} }}",
    _under(b.METHANE, b.CLIMATE_ATMOSPHERE),
    _under(b.COMPOST, b.PLANT_PROTECTION),
    _related(b.IRRIGATION, b.SOIL_SALINITY),
    _related(b.MANURE, b.WATER_POLLUTION),
    f'ASK {{ {b.DRIP} {b.ALT} "trickle irrigation"@en }}',
    f'ASK {{ {b.LAKES} {b.ALT} "marshes"@en }}',
    f'ASK {{ {b.CLIMATE_CHANGE} {b.PREF} "Klimawandel"@de }}',
    f'ASK {{ {b.PULSES} {b.PREF} "Getreide"@de }}',
    f"ASK {{ {b.ORGANIC_FARMING} {b.CREATED} ?d FILTER(YEAR(?d) < 2010) }}",
    f"ASK {{ {b.AGROFORESTRY} {b.CREATED} ?d FILTER(YEAR(?d) < 2015) }}",
    f"ASK {{ {b.CHEMICAL_FERT} {b.REPLACED_BY} {b.MINERAL_FERT} }}",
    f"ASK {{ {b.GRAIN_LEGUMES} {b.REPLACED_BY} {b.CEREALS} }}",
    f"ASK {{ {_narrower_count(b.LIVESTOCK, '?a')} {_narrower_count(b.CEREALS, '?b')} FILTER(?a > ?b) }}",
    f"ASK {{ {_narrower_count(b.PESTICIDES, '?a')} {_narrower_count(b.IRRIGATION, '?b')} FILTER(?a > ?b) }}",
    _under(b.VELMAR, b.ORVANDEL),
    f"ASK {{ {b.SUGAR_BEET} {b.DEPRECATED} true }}",
    f'ASK {{ ?t {b.ALT} "EIA"@en ; {b.BROADER}+ {b.ENV_POLICY} }}',
    f"ASK {{ {b.RYE} {b.DEFINITION} ?d }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_thesaurus_has_one_scheme_six_tops_three_domains_and_84_concepts():
    graph = _graph()
    assert len(graph) == 885
    assert set(graph.subjects(RDF.type, SKOS.ConceptScheme)) == {SCHEME}
    concepts = set(graph.subjects(RDF.type, SKOS.Concept))
    assert len(concepts) == 84
    tops = set(graph.objects(SCHEME, SKOS.hasTopConcept))
    assert tops == set(graph.subjects(SKOS.topConceptOf, SCHEME)) and len(tops) == 6
    domains = set(graph.subjects(RDF.type, SKOS.Collection))
    assert len(domains) == 3 and set(graph.objects(None, SKOS.member)) == tops
    for c in concepts:
        assert str(c).startswith(bench.BASE + "c_") and str(c)[len(bench.BASE) + 2:].isdigit(), c
        assert graph.value(c, SKOS.inScheme) == SCHEME, c
        assert graph.value(c, DCTERMS.created).datatype == XSD.date, c
        assert len(list(graph.objects(c, SKOS.broader))) == (0 if c in tops else 1), c
        for parent in graph.objects(c, SKOS.broader):
            assert parent in concepts, c


def test_every_concept_and_domain_has_one_pref_label_in_english_french_and_german():
    graph = _graph()
    for c in set(graph.subjects(RDF.type, SKOS.Concept)) | set(graph.subjects(RDF.type, SKOS.Collection)):
        langs = sorted(label.language for label in graph.objects(c, SKOS.prefLabel))
        assert langs == ["de", "en", "fr"], c


def test_only_skos_dcterms_owl_and_xsd_are_used_and_there_is_no_rdfs_label():
    graph = _graph()
    assert not list(graph.triples((None, RDFS.label, None)))
    for p in set(graph.predicates()):
        assert str(p).startswith(ALLOWED), p


def test_narrower_and_related_are_stored_only_in_part():
    graph = _graph()
    narrower = set(graph.subject_objects(SKOS.narrower))
    broader_pairs = {(parent, child) for child, parent in graph.subject_objects(SKOS.broader)}
    assert narrower < broader_pairs and len(narrower) == 43 and len(broader_pairs) == 78
    related = set(graph.subject_objects(SKOS.related))
    assert len(related) == 17 and not any((y, x) in related for x, y in related)


def test_each_deprecated_concept_is_replaced_by_a_live_one():
    graph = _graph()
    deprecated = set(graph.subjects(OWL.deprecated, rdflib.Literal(True)))
    assert len(deprecated) == 4
    for c in deprecated:
        newer = graph.value(c, DCTERMS.isReplacedBy)
        assert newer is not None and (newer, OWL.deprecated, None) not in graph, c


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
