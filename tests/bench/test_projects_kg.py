"""``kgqa.bench.projects_kg``: the KG file parses and is in the DOAP shape an aggregate of a
foundation's project DOAP files has (projects with licences, languages, categories, people, blank
repository and release nodes, sub-projects and dependencies, with the untidiness such aggregates
have), and every gold query, run by rdflib on ``tests/candidates/data/projects.ttl``, gives the
answer worked out by hand from the file; every yes/no truth is what an ASK written here says. No
engine runs here."""

import rdflib
from rdflib.namespace import FOAF, RDF, RDFS, XSD

from kgqa.bench import projects_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

DOAP = rdflib.Namespace(bench.DOAP)
ASFEXT = rdflib.Namespace(bench.ASFEXT)
DCT = rdflib.Namespace(bench.DCT)
NS = rdflib.Namespace(bench.NS)
b = bench


def _s(*paths: str) -> list[str]:
    return sorted(paths)


# The answers read off the Turtle by hand, in the bench's order (paths under the base, literals and
# outside IRIs as written).
LISTS = [
    # "Python" twice, "python" on Heron Admin and Lapwing
    _s(b.HERON, b.HERON_ADMIN, b.CURLEW, b.LAPWING, b.MERLIN_PY),
    _s("python", "JavaScript"),
    # Fulmar is dual-licensed Apache/MIT
    _s(b.HERON, b.HERON_ADMIN, b.CURLEW, b.FULMAR, b.GODWIT),
    _s(b.MPL_2, b.LGPL_21),
    [b.TESTING],
    # Osprey, the other database, is C/C++
    [b.MERLIN],
    [b.MAREN_HOLLIS],
    _s(b.KESTREL, b.MERLIN),
    # developer on Kestrel, maintainer of Kestrel Connect
    _s(b.KESTREL, b.KESTREL_CONNECT),
    [b.RIE_SAITO],
    # Hollis maintains both, Saito documents both
    _s(b.MAREN_HOLLIS, b.RIE_SAITO),
    # three developers; no other project has more than two
    [b.KESTREL],
    ["mailto:gmoreau@larkfound.example"],
    _s(b.KESTREL_CONNECT, b.KESTREL_STREAMS, b.DUNLIN, b.FULMAR),
    _s(b.KESTREL, b.PLOVER),
    # Kestrel depends on Plover only, maintained by Brandt
    [b.KLAUS_BRANDT],
    # Connect by isPartOf and PMC, Streams by PMC only
    _s(b.KESTREL_CONNECT, b.KESTREL_STREAMS),
    _s(b.TOBI_OKAFOR, b.LI_WEN),
    _s(b.BITTERN, b.EGRET),
    # Heron and Wren depend on Egret
    _s(b.HERON, b.WREN),
    # Heron 3.2 (2024-02-27) and Merlin 7.4 (2024-06-18)
    _s(b.HERON_ADMIN, b.MERLIN_PY),
    # Heron Admin 2019-11-02, Dunlin 2019-07-01, Fulmar 2021-03-15; the Merlin Python Client has no date
    _s(b.HERON_ADMIN, b.DUNLIN, b.FULMAR),
    # 2001-11-05
    [b.EGRET],
    ["3.2.0"],
    _s("1.0.0", "2.0.0"),
    ["2020-07-22"],
    # Kestrel 2.10, Fulmar 0.4, Godwit 15
    _s(b.KESTREL, b.FULMAR, b.GODWIT),
    [b.LAPWING],
    _s(b.OSPREY, b.EGRET, b.BITTERN),
    ["https://svn.larkfound.example/repos/lark/osprey/trunk"],
]
# 10 Apache projects (Fulmar dual); Osprey 3 releases; 17 distinct maintainers; 6 Java projects ("Java"
# and Kestrel Connect's "java"); 6 licences; 2 Kestrel sub-projects; White on Heron, Godwit, Lapwing;
# Kestrel, Fulmar, Merlin on Plover; Egret, Bittern, Osprey and Heron (plain-string date) before 2010;
# Godwit's latest revision "15"
COUNTS = [number(n) for n in (10, 3, 17, 6, 6, 2, 3, 3, 4, 15)]

_e = bench._e
MAINT, DEV, DOC, DEP, REL, CREATED, LIC, LANG, PMC, SUB = (
    b.MAINTAINER, b.DEVELOPER, b.DOCUMENTER, b.DEPENDS_ON, b.RELEASE, b.CREATED, b.LICENSE, b.LANGUAGE, b.PMC,
    b.SUB_OF)


def _released_before(project: str, name: str, date: str) -> str:
    return (f"ASK {{ {_e(project)} {REL} ?r . ?r {b.NAME} \"{name}\" ; {CREATED} ?d "
            f"FILTER(?d < \"{date}\"^^{b.XSD_DATE}) }}")


def _written_in(project: str, language: str) -> str:
    return f"ASK {{ {_e(project)} {LANG} ?l {b.lang_is('?l', language)} }}"


def _older(x: str, y: str) -> str:
    return f"ASK {{ {_e(x)} {CREATED} ?a . {_e(y)} {CREATED} ?c FILTER(STR(?a) < STR(?c)) }}"


def _more(prop: str, x: str, y: str) -> str:
    return (f"ASK {{ {{ SELECT (COUNT(DISTINCT ?u) AS ?m) WHERE {{ {_e(x)} {prop} ?u }} }} "
            f"{{ SELECT (COUNT(DISTINCT ?v) AS ?n) WHERE {{ {_e(y)} {prop} ?v }} }} FILTER(?m > ?n) }}")


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    _released_before(b.KESTREL, "Kestrel 2.0", "2019-01-01"),
    _released_before(b.MERLIN, "Merlin 7.0", "2020-01-01"),
    _written_in(b.HERON, "Python"),
    _written_in(b.WREN, "Python"),
    f"ASK {{ {_e(b.MERLIN)} {MAINT} {_e(b.MAREN_HOLLIS)} }}",
    f"ASK {{ {_e(b.KESTREL)} {MAINT} {_e(b.TOBI_OKAFOR)} }}",
    f"ASK {{ {_e(b.FULMAR)} {DEP} {_e(b.PLOVER)} }}",
    f"ASK {{ {_e(b.DUNLIN)} {DEP} {_e(b.PLOVER)} }}",
    f"ASK {{ {_e(b.OSPREY)} {LIC} <{b.APACHE_2}> }}",
    f"ASK {{ {_e(b.CURLEW)} {LIC} ?l FILTER(CONTAINS(STR(?l), \"GPL\")) }}",
    f"ASK {{ {_e(b.KESTREL_CONNECT)} {SUB} {_e(b.KESTREL)} }}",
    f"ASK {{ {_e(b.HERON_ADMIN)} {SUB} {_e(b.MERLIN)} }}",
    _older(b.OSPREY, b.KESTREL),
    _older(b.GODWIT, b.WREN),
    f"ASK {{ {_e(b.BITTERN)} {PMC} <{b.ATTIC}> }}",
    f"ASK {{ {_e(b.KESTREL)} {PMC} <{b.ATTIC}> }}",
    f"ASK {{ {_e(b.OSPREY)} {DOC} ?x }}",
    f"ASK {{ ?p {LIC} ?l FILTER(STRSTARTS(STR(?l), \"{b.SPDX}GPL-2.0\")) }}",
    _more(DEV, b.KESTREL, b.HERON),
    _more(REL, b.OSPREY, b.MERLIN),
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_directory_has_its_projects_people_repositories_and_releases():
    graph = _graph()
    assert len(graph) == 579
    counts = [len(set(graph.subjects(RDF.type, c))) for c in (
        DOAP.Project, FOAF.Person, DOAP.Version, DOAP.GitRepository, DOAP.SVNRepository)]
    assert counts == [17, 20, 33, 14, 3]
    projects = set(graph.subjects(RDF.type, DOAP.Project))
    assert all(str(p).startswith(bench.BASE + "project/") for p in projects)
    for p in projects:
        assert graph.value(p, DOAP.name) is not None and graph.value(p, DOAP.shortdesc) is not None
        assert len(list(graph.objects(p, DOAP.repository))) == 1
        assert len(list(graph.objects(p, DOAP.maintainer))) >= 1
    # repositories and releases are blank nodes, as in the DOAP files
    assert all(isinstance(r, rdflib.BNode) for r in graph.objects(None, DOAP.repository))
    assert all(isinstance(r, rdflib.BNode) for r in graph.objects(None, DOAP.release))
    assert all(graph.value(r, DOAP.location) is not None for r in graph.objects(None, DOAP.repository))
    assert len([r for r in graph.objects(None, DOAP.repository) if graph.value(r, DOAP.browse) is None]) == 3
    # licences are SPDX IRIs and categories IRIs under the base, all labelled in the file
    licences = set(graph.objects(None, DOAP.license))
    assert len(licences) == 6 and all(str(x).startswith(bench.SPDX) and graph.value(x, RDFS.label) for x in licences)
    categories = set(graph.objects(None, DOAP.category))
    assert len(categories) == 10
    assert all(str(c).startswith(bench.BASE + "category/") and graph.value(c, RDFS.label) for c in categories)
    # four sub-projects, linked by PMC, isPartOf or both; two retired to the attic
    subs = {s for s, o in graph.subject_objects(ASFEXT.pmc) if o in projects}
    subs |= set(graph.subjects(DCT.isPartOf, None))
    assert len(subs) == 4
    assert len(set(graph.subjects(ASFEXT.pmc, rdflib.URIRef(bench.ATTIC)))) == 2
    assert len(set(graph.subjects(NS.dependsOn, None))) == 11


def test_the_directory_is_untidy_as_aggregated():
    graph = _graph()
    projects = set(graph.subjects(RDF.type, DOAP.Project))
    created = [graph.value(p, DOAP.created) for p in projects]
    assert created.count(None) == 1
    assert sorted(str(c.datatype) for c in created if c is not None) == ["None"] + [str(XSD.date)] * 15
    languages = {str(x) for x in graph.objects(None, DOAP["programming-language"])}
    assert {"Java", "java", "Python", "python"} <= languages and len(languages) == 10
    assert all(x.language is None for x in graph.objects(None, DOAP["programming-language"]))
    tagged = [x.language for p in (DOAP.shortdesc, DOAP.description) for x in graph.objects(None, p) if x.language]
    assert sorted(set(tagged)) == ["de", "en"] and len(tagged) == 24
    versions = set(graph.subjects(RDF.type, DOAP.Version))
    assert len([v for v in versions if graph.value(v, DOAP.created) is None]) == 1
    assert all(graph.value(v, DOAP.revision).datatype is None for v in versions)
    assert [p for p in projects if graph.value(p, DOAP.release) is None] == [
        rdflib.URIRef(bench.BASE + bench.LAPWING)]
    assert [p for p in projects if graph.value(p, DOAP.homepage) is None] == [
        rdflib.URIRef(bench.BASE + bench.LAPWING)]
    persons = set(graph.subjects(RDF.type, FOAF.Person))
    mboxes = [len(list(graph.objects(p, FOAF.mbox))) for p in persons]
    assert sorted(mboxes) == [0, 0] + [1] * 17 + [2]
    assert all(str(m).startswith("mailto:") for m in graph.objects(None, FOAF.mbox))
    assert len(list(graph.objects(None, FOAF.nick))) == 8


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
