"""``kgqa.bench.skills_kg``: the KG file parses and is in the ESCO dump's shape (every concept a
``skos:Concept`` with SKOS-XL label nodes, not plain labels; occupations coded, described and
under an ISCO group; skills typed, with a reuse level and a skill group), and every gold query, run
by rdflib on ``tests/candidates/data/skills.ttl``, gives the answer worked out by hand from the
file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import DCTERMS, RDF, SKOS

from kgqa.bench import skills_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

ESCO = rdflib.Namespace(bench.ESCO)
XL = rdflib.Namespace(bench.SKOSXL)


def _occ(*keys: str) -> list[str]:
    return sorted(f"occupation/{bench.OCCUPATION_IDS[k]}" for k in keys)


def _sk(*keys: str) -> list[str]:
    return sorted(f"skill/{bench.SKILL_IDS[k]}" for k in keys)


# The answers read off the Turtle by hand, in the bench's order (paths under http://data.europa.eu/esco/,
# labels as their literal form).
LISTS = [
    _sk("sql", "data_analysis", "statistics", "visualise", "data_mining", "data_models"),
    _sk("python", "sql", "ui_design", "agile"),
    _sk("swift", "ui_design", "debug"),
    _sk("consulting", "bpm", "manage_project", "customers"),
    _sk("ingredients", "food_safety"),
    # food safety standards is sector-specific
    _sk("bake", "ingredients", "knead", "sourdough", "ovens"),
    # use spreadsheets software is a skill
    _sk("python", "cloud", "etl"),
    _sk("ingredients", "food_safety"),
    _sk("bake", "ovens"),
    # the general care nurse lists wound care as optional
    _sk("pm_knowledge", "statistics"),
    # 7 essential skills; the data analyst and the baker have 6
    _occ("nurse"),
    _occ("data_analyst", "ict_analyst", "pipeline_engineer"),
    _occ("data_analyst", "web_developer"),
    # the software developer needs Python but SQL is only optional
    _occ("pipeline_engineer"),
    _occ("baker", "pastry_maker", "cook"),
    _occ("business_analyst", "web_developer", "software_developer", "pmo"),
    _occ("business_analyst", "ict_analyst"),
    _occ("baker"),
    # nursing science and infection control are in ISCED-F 0913
    _occ("nurse", "specialist_nurse"),
    ["isco/C2421", "isco/C2511"],
    ["isco/C2221"],
    _occ("web_developer", "software_developer", "mobile_developer"),
    ["isced-f/0613"],
    _sk("bake", "ingredients", "knead", "sourdough", "food_safety", "ovens", "decorate", "pastry", "cooking"),
    _sk("html", "css"),
    ["data analysis consultant", "data analytics specialist"],
    ["Bäcker/Bäckerin"],
    _occ("software_developer"),
    _occ("operator"),
    _occ("pipeline_engineer"),
]
# baker: decorate, budgets, customers; web developer: HTML, CSS, JavaScript, web programming, debug;
# SQL essential for 3 and optional for 3; 16 skills under 0613; 2511: DA, BA, ICT, DPE;
# SQL, statistics, data mining; spreadsheets, customers, teamwork; WD, SD, MAD; cook 2 + 3;
# Python, SQL, UI design, agile, cloud, teamwork, JavaScript, Java
COUNTS = [number(n) for n in (3, 5, 6, 16, 4, 3, 3, 3, 5, 8)]

b = bench
O, K = b.O, b.K


def _n_essential(occ: str, var: str) -> str:
    return f"{{ SELECT (COUNT(?s_{var}) AS ?{var}) WHERE {{ {occ} {b.ESSENTIAL} ?s_{var} }} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {O['web_developer']} {b.ESSENTIAL} {K['python']} }}",
    f"ASK {{ {O['web_developer']} {b.ESSENTIAL} {K['javascript']} }}",
    f"ASK {{ {O['nurse']} {b.BROADER} {b.C2221} }}",
    f"ASK {{ {O['pastry_maker']} {b.BROADER} {b.C5120} }}",
    f"ASK {{ {K['sql']} {b.SKILL_TYPE} {b.KNOWLEDGE} }}",
    f"ASK {{ {K['data_analysis']} {b.SKILL_TYPE} {b.KNOWLEDGE} }}",
    f"ASK {{ {_n_essential(O['data_analyst'], 'a')} {_n_essential(O['web_developer'], 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {_n_essential(O['cook'], 'a')} {_n_essential(O['mobile_developer'], 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {K['html']} {b.ESSENTIAL_FOR} {K['web_prog']} }}",
    f"ASK {{ {K['statistics']} {b.ESSENTIAL_FOR} {K['web_prog']} }}",
    f"ASK {{ ?o {b.OPTIONAL} {K['swift']} }}",
    f"ASK {{ ?o {b.BROADER} {b.C2221} . {b.listed('?o', K['pm_knowledge'])} }}",
    f"ASK {{ {K['food_safety']} {b.REUSE} {b.CROSS} }}",
    f"ASK {{ {K['teamwork']} {b.REUSE} {b.TRANSVERSAL} }}",
    f"ASK {{ {O['operator']} {b.STATUS} \"obsolete\" }}",
    f"ASK {{ {O['business_analyst']} {b.STATUS} \"obsolete\" }}",
    f"ASK {{ {O['software_developer']} {b.OPTIONAL} {K['cloud']} }}",
    f"ASK {{ {O['baker']} {b.ESSENTIAL} {K['decorate']} }}",
    f"ASK {{ {O['pipeline_engineer']} {b.BROADER} ?g . {O['business_analyst']} {b.BROADER} ?g }}",
    f"ASK {{ {O['mobile_developer']} {b.BROADER} ?g . {O['ict_analyst']} {b.BROADER} ?g }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_classification_has_its_occupations_skills_and_groups():
    graph = _graph()
    assert len(graph) == 789
    counts = [len(set(graph.subjects(RDF.type, ESCO[c]))) for c in ("Occupation", "Skill", "ISCOGroup", "SkillGroup")]
    assert counts == [15, 45, 6, 6]
    concepts = set(graph.subjects(RDF.type, SKOS.Concept))
    assert len(concepts) == 72
    # no plain labels anywhere: every name is a SKOS-XL label node with one literal form
    assert not list(graph.triples((None, SKOS.prefLabel, None)))
    assert not list(graph.triples((None, SKOS.altLabel, None)))
    for c in concepts:
        for node in list(graph.objects(c, XL.prefLabel)) + list(graph.objects(c, XL.altLabel)):
            assert (node, RDF.type, XL.Label) in graph, node
            assert len(list(graph.objects(node, XL.literalForm))) == 1, node
    # six knowledge items underpin a skill
    assert len(list(graph.triples((None, ESCO.isEssentialForSkill, None)))) == 6


def test_occupations_are_coded_described_grouped_and_linked_to_skills():
    graph = _graph()
    for occ in graph.subjects(RDF.type, ESCO.Occupation):
        assert "." in str(graph.value(occ, ESCO.code)), occ
        assert graph.value(occ, DCTERMS.description).language == "en", occ
        status = str(graph.value(occ, ESCO.status))
        if status == "obsolete":
            assert graph.value(occ, SKOS.broader) is None and graph.value(occ, DCTERMS.isReplacedBy) is not None
            continue
        assert status == "released", occ
        group = graph.value(occ, SKOS.broader)
        assert (group, RDF.type, ESCO.ISCOGroup) in graph, occ
        assert str(graph.value(occ, ESCO.code)).startswith(str(graph.value(group, ESCO.code))), occ
        assert list(graph.objects(occ, ESCO.relatedEssentialSkill)), occ
        linked = list(graph.objects(occ, ESCO.relatedEssentialSkill)) + list(graph.objects(occ, ESCO.relatedOptionalSkill))
        for s in linked:
            assert (s, RDF.type, ESCO.Skill) in graph, s


def test_skills_are_typed_levelled_and_grouped_and_one_is_labelled_only_in_german():
    graph = _graph()
    german_only = []
    for s in graph.subjects(RDF.type, ESCO.Skill):
        assert str(graph.value(s, ESCO.skillType)).rsplit("/", 1)[1] in ("skill", "knowledge"), s
        assert str(graph.value(s, ESCO.skillReuseLevel)).startswith(bench.BASE + "skill-reuse-level/"), s
        assert (graph.value(s, SKOS.broader), RDF.type, ESCO.SkillGroup) in graph, s
        langs = {graph.value(n, XL.literalForm).language for n in graph.objects(s, XL.prefLabel)}
        if "en" not in langs:
            german_only.append((s, langs))
    assert german_only == [(rdflib.URIRef(bench.K["sourdough"][1:-1]), {"de"})]


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
