"""``kgqa.bench.editions_kg``: the KG file parses and is in the FRBR shape a library catalogue's export
has (works, expressions, manifestations and items linked both ways, with their persons, corporate
bodies, languages and subjects, and the untidiness such exports have), and every gold query, run by
rdflib on ``tests/candidates/data/editions.ttl``, gives the answer worked out by hand from the file;
every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import DCTERMS, FOAF, RDF, RDFS, XSD

from kgqa.bench import editions_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

FRBR = rdflib.Namespace(bench.FRBR)
b = bench


def _s(*paths: str) -> list[str]:
    return sorted(paths)


def _m(*numbers: int) -> list[str]:
    return sorted(f"manifestation/{n}" for n in numbers)


# The answers read off the Turtle by hand, in the bench's order (paths under the base, literals as written).
LISTS = [
    _s(b.OKAFOR, b.OSEI),
    _s(b.SALT_ORCHARD, b.WINTER_LETTERS),
    ["The Glass Bridge"],
    _s(b.SALT_ORCHARD, b.NATTEFAERGEN, b.LANTERN, b.SKAGEN),
    _s(b.RIVERS, b.MEMORY),
    # Brev fra Skagen has no date
    _s(b.SALT_ORCHARD, b.MAISON, b.STILLE_HAUS),
    _s(b.WHITLOW, b.OSEI),
    _s(b.SALT_ORCHARD, b.UHRMACHERIN),
    [b.OSEI],
    _s(b.FRE, b.DAN, b.ITA),
    # the poems have a revised text but no translation
    _s(b.WINTER_LETTERS, b.STILLWATER, b.SKAGEN),
    _s(b.RENAUDIN, b.KIEL, b.WHITLOW, b.OSEI, b.PRYOR, b.MARCHAND),
    [b.UHRMACHERIN],
    _s(b.FERRAT, b.DELLAVALLE),
    # Die Uhrmacherin and Das stille Haus are German originals, not translations
    _s(b.ASHBY, b.HOLT, b.OKAFOR, b.OSEI),
    _s(b.MAISON_ITA, b.UHRMACHERIN_FRE, b.NATTEFAERGEN_GER, b.PONTE_ENG, b.STILLE_HAUS_ENG),
    _s(b.SALT_ORCHARD, b.STILLWATER),
    [b.MERCER],
    _m(5001, 5002, 5003, 5004, 5005, 5006, 5007),
    [b.HERON],
    _m(5007, 5021, 5038),
    # 5002's extent is "xii, 298 p.", 5012 (the ebook) has none
    _m(5008, 5009, 5010, 5011),
    _m(5043),
    _m(5005, 5043),
    ["0-7432-1290-X"],
    _s(b.HARTWELL, b.BRAMBLE, b.QUILL, b.HERON, b.KESSLER),
    # the 1958 Hartwell & Pine edition has no copy
    _s(b.EASTGATE, b.HOLLINS),
    sorted(f"item/c0{n}" for n in ("07", "16", "21", "28", "32", "37")),
    _m(5010, 5019, 5040),
    _m(5002),
]
# 14 editions without a copy; Central 19 copies; three translations of the Maison; Der Salzgarten 301 pages;
# Lenz two works; Bramble nine editions; five copies of the Map (one Hartwell & Pine, three Bramble, one French);
# Die Uhrmacherin 1926; The Salt Orchard in French and German; eleven translators (Mercer edited, Ashby revised)
COUNTS = [number(n) for n in (14, 19, 3, 301, 2, 9, 5, 1926, 2, 11)]

_e = bench._e
CREATOR, REALIZATION, REALIZER, TRANSLATION_OF, LANGUAGE, EMBODIMENT, EXEMPLAR, OWNER, PRODUCER = (
    b.CREATOR, b.REALIZATION, b.REALIZER, b.TRANSLATION_OF, b.LANGUAGE, b.EMBODIMENT, b.EXEMPLAR, b.OWNER,
    b.PRODUCER)


def _translated(work: str, by: str = "?x", language: str = "?l") -> str:
    return f"ASK {{ {_e(work)} {REALIZATION} ?e . ?e {TRANSLATION_OF} ?o ; {REALIZER} {by} ; {LANGUAGE} {language} }}"


def _holds(branch: str, work: str) -> str:
    return (f"ASK {{ {_e(work)} {REALIZATION} ?e . ?e {EMBODIMENT} ?m . ?m {EXEMPLAR} ?i . "
            f"?i {OWNER} {_e(branch)} }}")


def _languages(author: str, var: str) -> str:
    return (f"{{ SELECT (COUNT(DISTINCT ?l_{var}) AS ?{var}) WHERE {{ ?w_{var} {CREATOR} {_e(author)} ; "
            f"{REALIZATION} ?e_{var} . ?e_{var} {TRANSLATION_OF} ?o_{var} ; {LANGUAGE} ?l_{var} }} }}")


def _copies(branch: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?i_{var}) AS ?{var}) WHERE {{ ?i_{var} {OWNER} {_e(branch)} }} }}"


def _created(work: str, var: str) -> str:
    return f"{_e(work)} {b.CREATED} {var} ."


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    _translated(b.SALT_ORCHARD, _e(b.RENAUDIN)),
    _translated(b.NATTEFAERGEN, _e(b.KIEL), _e(b.ENG)),
    f"ASK {{ {_e(b.LANTERN)} {CREATOR} {_e(b.OKAFOR)} }}",
    f"ASK {{ {_e(b.WINTER_LETTERS)} {CREATOR} {_e(b.DUROC)} }}",
    _translated(b.MAP_RIVERS, language=_e(b.ITA)),
    _translated(b.SKAGEN, language=_e(b.ENG)),
    _holds(b.RIVERSIDE, b.STILLE_HAUS),
    _holds(b.HOLLINS, b.PONTE),
    (f"ASK {{ {_e(b.UHRMACHERIN)} {REALIZATION} ?e . ?e {LANGUAGE} {_e(b.ENG)} ; {TRANSLATION_OF} ?o ; "
     f"{b.DATE} ?d FILTER(STR(?d) < \"1960\") }}"),
    f"ASK {{ {_created(b.JARDIN, '?c')} FILTER(STR(?c) < \"1990\") }}",
    f"ASK {{ {_e(b.MAP_1987)} {b.EXTENT} ?p FILTER(?p > 250) }}",
    f"ASK {{ {_e(b.LEUCHTTURM)} {b.EXTENT} ?p FILTER(?p > 400) }}",
    f"ASK {{ {_e(b.STILLWATER)} {REALIZATION} ?e . ?e {b.REVISION_OF} ?o }}",
    f"ASK {{ {_e(b.JARDIN)} {REALIZATION} ?e . ?e {EMBODIMENT} ?m . ?m {PRODUCER} {_e(b.BRAMBLE)} }}",
    f"ASK {{ {_languages(b.OKAFOR, 'r')} {_languages(b.ASHBY, 'm')} FILTER(?r > ?m) }}",
    f"ASK {{ {_copies(b.RIVERSIDE, 'r')} {_copies(b.EASTGATE, 'e')} FILTER(?r > ?e) }}",
    (f"ASK {{ ?e {REALIZER} {_e(b.WHITLOW)} ; {TRANSLATION_OF} ?o ; {b.REALIZATION_OF} ?w . "
     f"?w {CREATOR} {_e(b.DELLAVALLE)} }}"),
    f"ASK {{ {_created(b.UHRMACHERIN, '?u')} {_created(b.STILLE_HAUS, '?s')} FILTER(STR(?u) < STR(?s)) }}",
    (f"ASK {{ {_e(b.MAISON)} {REALIZATION} ?a , ?c . ?a {LANGUAGE} {_e(b.ENG)} ; {TRANSLATION_OF} ?o . "
     f"?c {LANGUAGE} {_e(b.ENG)} ; {TRANSLATION_OF} ?p FILTER(?a != ?c) }}"),
    f"ASK {{ {_e(b.WINTER_LETTERS)} {REALIZATION} ?e . ?e {EMBODIMENT} ?m . ?m {PRODUCER} {_e(b.QUILL)} }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_export_has_its_works_expressions_manifestations_items_and_agents():
    graph = _graph()
    assert len(graph) == 988
    counts = [len(set(graph.subjects(RDF.type, c))) for c in (
        FRBR.Work, FRBR.Expression, FRBR.Manifestation, FRBR.Item, FRBR.Person, FRBR.CorporateBody, FRBR.Concept,
        DCTERMS.LinguisticSystem)]
    assert counts == [12, 31, 43, 41, 22, 11, 10, 5]
    assert set(graph.subjects(RDF.type, FRBR.Person)) == set(graph.subjects(RDF.type, FOAF.Person))
    assert all(graph.value(s, RDFS.label) is not None for s in graph.subjects(RDF.type, FRBR.Concept))
    # 17 translations, two revised texts, the rest (one a work) originals
    expressions = list(graph.subjects(RDF.type, FRBR.Expression))
    assert len([e for e in expressions if graph.value(e, FRBR.translationOf) is not None]) == 17
    assert len([e for e in expressions if graph.value(e, FRBR.revisionOf) is not None]) == 2
    assert all(graph.value(e, DCTERMS.language) is not None and graph.value(e, DCTERMS.title) is not None
               for e in expressions)
    # every copy belongs to one of the four branches
    owners = {graph.value(i, FRBR.owner) for i in graph.subjects(RDF.type, FRBR.Item)}
    assert owners == {rdflib.URIRef(bench.BASE + p) for p in (b.CENTRAL, b.EASTGATE, b.RIVERSIDE, b.HOLLINS)}


def test_the_levels_are_linked_both_ways():
    graph = _graph()
    for down, up, lower in ((FRBR.realization, FRBR.realizationOf, FRBR.Expression),
                            (FRBR.embodiment, FRBR.embodimentOf, FRBR.Manifestation),
                            (FRBR.exemplar, FRBR.exemplarOf, FRBR.Item)):
        assert set(graph.subject_objects(down)) == {(o, s) for s, o in graph.subject_objects(up)}
        assert all(len(list(graph.objects(x, up))) == 1 for x in graph.subjects(RDF.type, lower))


def test_the_export_is_untidy_as_catalogues_are():
    graph = _graph()
    works = list(graph.subjects(RDF.type, FRBR.Work))
    assert [w for w in works if graph.value(w, DCTERMS.created) is None] == [rdflib.URIRef(bench.BASE + b.SKAGEN)]
    assert [str(s) for s in graph.objects(None, DCTERMS.subject)] == ["Poetry"]
    editions = list(graph.subjects(RDF.type, FRBR.Manifestation))
    assert len([m for m in editions if graph.value(m, FRBR.producer) is None]) == 1
    assert len([m for m in editions if graph.value(m, DCTERMS.identifier) is not None]) == 23
    extents = [graph.value(m, DCTERMS.extent) for m in editions]
    assert extents.count(None) == 1 and [x.datatype for x in extents if x is not None].count(XSD.integer) == 41
    issued = [graph.value(m, DCTERMS.issued).datatype for m in editions]
    assert (issued.count(XSD.gYear), issued.count(XSD.date), issued.count(None)) == (41, 1, 1)
    items = list(graph.subjects(RDF.type, FRBR.Item))
    assert len([i for i in items if graph.value(i, DCTERMS.identifier) is None]) == 4
    names = {str(n) for n in graph.objects(None, FOAF.name)}
    assert {"Lenz, Anna", "Karen Lund Hayes"} <= names
    assert graph.value(rdflib.URIRef(bench.BASE + b.LUND_HAYES), FOAF.familyName) == rdflib.Literal("Lund-Hayes")


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
