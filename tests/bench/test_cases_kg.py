"""``kgqa.bench.cases_kg``: the KG file parses and is in the ECLI metadata shape (every judgment named
by its ECLI, identified, titled, attributed to a labelled court, judged, classified in the legal-area
thesaurus and paged; every appeal and cassation points to the judgment below it in a lower court),
and every gold query, run by rdflib on ``tests/candidates/data/cases.ttl``, gives the answer worked
out by hand from the file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import DCTERMS, FOAF, RDF, RDFS, SKOS, XSD

from kgqa.bench import cases_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

ECLI = rdflib.Namespace(bench.ECLI)
LEVEL = {"WTT": 0, "DCN": 0, "DCL": 0, "HCA": 1, "SC": 2}


def _j(*codes: str) -> list[str]:
    """Judgments as ``name_of`` gives them (``HCA:2020:144`` -> ``id/ECLI:XX:HCA:2020:144``), sorted."""
    return sorted(f"id/ECLI:XX:{c}" for c in codes)


def _judges(*names: str) -> list[str]:
    return sorted(f"judge/{n}" for n in names)


def _areas(*names: str) -> list[str]:
    return sorted(f"concept/legal-area/{n}" for n in names)


# The answers read off the Turtle by hand, in the bench's order (paths under http://example.org/ecli/,
# literals as written).
LISTS = [
    ["court/DCN"],
    _judges("h-quayle", "o-delamere", "m-achterberg"),
    _judges("t-wren", "c-finch"),
    _judges("l-hatherley"),
    _areas("tax-law", "property-law"),
    ["Harrowgate Farm Partnership (applicant); Lessingham Land Registry (respondent)"],
    ["2016-09-08"],
    ["allowed"],
    ["ECLI:XX:DCN:2022:71"],
    # Hensley v Marrow (SC 2017) is cited by the Corveth cassation, both Pim judgments before the
    # remittal, Greyfriars v Ibbotson and Northgate v Szabo
    _j("SC:2019:34", "DCN:2019:17", "HCA:2019:211", "HCA:2018:77", "SC:2023:15"),
    _j("HCA:2018:77", "SC:2017:112"),
    # Thornbury v Gaskell is cited eight times, Hensley v Marrow five
    _j("HCA:2017:95"),
    # Marrow, Pim, Szabo, Vance and Adeyemi went from Norbridge to the HCA
    _j("HCA:2016:41", "HCA:2019:211", "HCA:2022:102", "HCA:2019:30", "HCA:2022:55"),
    ["court/DCN"],
    # Arkwright, Fairweather, Pim after remittal, Re Harrowgate Farm, Northwold, Marsh
    _j("WTT:2021:64", "DCN:2018:140", "DCN:2020:102", "DCL:2018:41", "DCL:2022:88", "DCN:2022:71"),
    _j("SC:2019:34", "HCA:2019:211", "SC:2022:6"),
    _j("SC:2017:112", "SC:2021:8", "SC:2023:2"),
    # Okonjo in 2020: Revenue Commissioner v Pellow (March), Oakes on appeal (June)
    _j("HCA:2020:58", "HCA:2020:144"),
    # Sarrazin: Oakes (2019), Re Harrowgate Farm (2018); Rendell's trial is January 2020
    _j("DCL:2019:66", "DCL:2018:41"),
    _j("HCA:2020:58", "HCA:2022:19", "HCA:2017:95", "HCA:2020:144", "HCA:2022:55"),
    # Finch 8; Brennan, Wren and Okonjo 7; Quayle 6
    _judges("c-finch"),
    _j("SC:2023:15", "SC:2023:2"),
    # Oakes on appeal, 38 pages; Marrow on appeal 31
    _j("HCA:2020:144"),
    _j("HCA:2016:41", "HCA:2020:144"),
    _j("WTT:2021:64", "DCN:2020:55", "SC:2022:6"),
    # Corveth cassation 29 March, Pellow 5 June, Oakes 10 April
    _j("SC:2019:34", "WTT:2019:77", "DCL:2019:66"),
    _j("DCL:2016:203", "DCL:2019:66"),
    # Thornbury v Gaskell (administrative law) was dismissed; the Adeyemi appeal and Northwold allowed
    _j("HCA:2022:55", "DCL:2022:88"),
    _areas("contract-law", "tort", "property-law", "employment-law"),
    _areas("administrative-law"),
]
# Corveth and Halloran on appeal; six SC judgments; 44 pages; eight citations; Hatherley's five
# tribunal cases; 27 + 19 + 44 + 33 + 41 + 18 pages; Ibbotson, Greyfriars and three Szabo judgments;
# Halloran, Adeyemi and Szabo on appeal in 2022; Quayle and Delamere; nine first-instance dismissals
# (Marrow, Corveth, Dunmore, Halloran, Pim, Oakes, Szabo, Vance, Adeyemi)
COUNTS = [number(n) for n in (2, 6, 44, 8, 5, 27 + 19 + 44 + 33 + 41 + 18, 5, 3, 2, 9)]

b = bench
j = bench.j
GREYFRIARS, RENDELL_HCA, OAKES_HCA, CORVETH_SC = j("HCA:2018:77"), j("HCA:2021:40"), j("HCA:2020:144"), j("SC:2019:34")
VANCE = (j("DCN:2018:9"), j("HCA:2019:30"))
IBBOTSON, DUNMORE_WTT, PELLOW, HALLORAN_WTT = j("DCL:2017:150"), j("WTT:2020:31"), j("WTT:2019:77"), j("WTT:2021:90")
D = b.XSD_DATE


def _count(judge: str, var: str) -> str:
    return (f"{{ SELECT (COUNT(DISTINCT ?c_{var}) AS ?{var}) WHERE {{ ?c_{var} {b.RDF_TYPE} {b.JUDGMENT} ; "
            f"{b.JUDGE} {judge} }} }}")


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {GREYFRIARS} {b.OUTCOME} \"dismissed\" }}",
    f"ASK {{ {RENDELL_HCA} {b.OUTCOME} \"allowed\" }}",
    f"ASK {{ {b.HENSLEY_SC} {b.COURT} {b.SC} }}",
    f"ASK {{ {b.FAIRWEATHER} {b.COURT} {b.DCL} }}",
    f"ASK {{ {OAKES_HCA} {b.JUDGE} {b.WREN} }}",
    f"ASK {{ {b.RENDELL_SC} {b.JUDGE} {b.ACHTERBERG} }}",
    f"ASK {{ {CORVETH_SC} {b.CITES} {b.HENSLEY_SC} }}",
    f"ASK {{ VALUES ?v {{ {VANCE[0]} {VANCE[1]} }} ?v {b.CITES} {b.HENSLEY_SC} }}",
    f"ASK {{ {b.MARLOW_SC} {b.LENGTH} ?p FILTER(?p > 40) }}",
    f"ASK {{ {b.THORNBURY_HCA} {b.LENGTH} ?p FILTER(?p > 30) }}",
    f"ASK {{ {b.THORNBURY_HCA} {b.DATE} ?a . {IBBOTSON} {b.DATE} ?c FILTER(?a < ?c) }}",
    f"ASK {{ {DUNMORE_WTT} {b.DATE} ?d FILTER(?d < \"2020-01-01\"^^{D}) }}",
    f"ASK {{ {b.TAX} {b.BROADER} {b.PUBLIC} }}",
    f"ASK {{ {b.EMPLOYMENT} {b.BROADER} {b.PUBLIC} }}",
    f"ASK {{ ?x {b.RDF_TYPE} {b.JUDGMENT} ; {b.COURT} {b.SC} ; {b.SUBJECT} {b.IMMIGRATION} }}",
    f"ASK {{ ?x {b.RDF_TYPE} {b.JUDGMENT} ; {b.COURT} {b.SC} ; {b.SUBJECT} {b.PROPERTY} }}",
    f"ASK {{ {_count(b.MOORCROFT, 'a')} {_count(b.TASH, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {PELLOW} {b.DATE} ?a . {HALLORAN_WTT} {b.DATE} ?c FILTER(?a > ?c) }}",
    f"ASK {{ {b.PIM_HCA} {b.OUTCOME} \"remitted\" }}",
    f"ASK {{ ?x {b.COURT} {b.HCA} ; {b.JUDGE} {b.HATHERLEY} }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_export_has_its_judgments_courts_judges_and_legal_areas():
    graph = _graph()
    assert len(graph) == 682
    counts = {cls: len(set(graph.subjects(RDF.type, cls)))
              for cls in (ECLI.Judgment, ECLI.Court, FOAF.Person, SKOS.Concept, SKOS.ConceptScheme)}
    assert list(counts.values()) == [38, 5, 12, 10, 1]
    for court in graph.subjects(RDF.type, ECLI.Court):
        assert graph.value(court, RDFS.label).language == "en", court
        assert graph.value(court, SKOS.altLabel) is not None, court
    # nine judges have a foaf:name, three only a given and a family name
    judges = list(graph.subjects(RDF.type, FOAF.Person))
    named = [p for p in judges if graph.value(p, FOAF.name) is not None]
    assert len(named) == 9
    for p in judges:
        if p not in named:
            assert graph.value(p, FOAF.givenName) and graph.value(p, FOAF.familyName), p
    # the thesaurus: three top concepts, every other concept one broader concept in the file
    concepts = set(graph.subjects(RDF.type, SKOS.Concept))
    top = [c for c in concepts if graph.value(c, SKOS.broader) is None]
    assert len(top) == 3
    for c in concepts:
        assert graph.value(c, SKOS.prefLabel) is not None, c
        assert graph.value(c, SKOS.broader) in concepts | {None}, c


def test_every_judgment_is_named_by_its_ecli_and_described():
    graph = _graph()
    undated, dotted, no_outcome = 0, 0, 0
    for x in graph.subjects(RDF.type, ECLI.Judgment):
        ident = str(graph.value(x, DCTERMS.identifier))
        assert str(x) == f"{bench.BASE}id/{ident}", x
        court = graph.value(x, DCTERMS.creator)
        assert str(court).endswith("/court/" + ident.split(":")[2]), x
        assert (court, RDF.type, ECLI.Court) in graph, x
        assert graph.value(x, DCTERMS.title) is not None, x
        dotted += " v. " in str(graph.value(x, DCTERMS.title))
        date = graph.value(x, DCTERMS.date)
        if date is None:
            undated += 1
        else:
            assert date.datatype == XSD.date and str(date)[:4] == ident.split(":")[3], x
        assert str(graph.value(x, ECLI.procedureType)) in ("First instance", "Appeal", "Cassation"), x
        assert 1 <= len(list(graph.objects(x, ECLI.judge))) <= 3, x
        subjects = list(graph.objects(x, DCTERMS.subject))
        assert subjects and all((s, RDF.type, SKOS.Concept) in graph for s in subjects), x
        outcome = graph.value(x, ECLI.outcome)
        no_outcome += outcome is None
        assert outcome is None or str(outcome) in ("dismissed", "allowed", "remitted"), x
        assert graph.value(x, ECLI.length).datatype == XSD.integer, x
        assert isinstance(graph.value(x, ECLI.parties), rdflib.Literal), x
        for cited in graph.objects(x, DCTERMS.references):
            assert (cited, RDF.type, ECLI.Judgment) in graph, (x, cited)
    assert (undated, dotted, no_outcome) == (3, 3, 2)
    assert len(list(graph.triples((None, DCTERMS.references, None)))) == 30
    assert len(set(graph.subjects(DCTERMS.references, None))) == 22


def test_every_appeal_points_to_a_judgment_in_a_lower_court():
    graph = _graph()
    for x in graph.subjects(RDF.type, ECLI.Judgment):
        below = graph.value(x, ECLI.appealOf)
        procedure = str(graph.value(x, ECLI.procedureType))
        assert (below is None) == (procedure == "First instance"), x
        if below is not None:
            code = lambda y: str(graph.value(y, DCTERMS.identifier)).split(":")[2]  # noqa: E731
            assert LEVEL[code(x)] == LEVEL[code(below)] + 1, x
            assert (procedure == "Cassation") == (code(x) == "SC"), x


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
