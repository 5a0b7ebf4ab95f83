"""``kgqa.bench.drugs_kg``: the KG file parses and is in the shape of Bio2RDF's DrugBank release
(every drug labelled with its identifier, identified, namespaced, categorised, grouped and targeted;
every target and enzyme labelled and titled; every interaction node reached from exactly two drugs),
and every gold query, run by rdflib on ``tests/candidates/data/drugs.ttl``, gives the answer worked
out by hand from the file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import DCTERMS, RDF, RDFS

from kgqa.bench import drugs_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

VOC = rdflib.Namespace(bench.VOC)
B2R = rdflib.Namespace(bench.BASE + "bio2rdf_vocabulary:")


def _d(*numbers: int) -> list[str]:
    """Drugs by their number (``2`` is ``drugbank:DB10002``), sorted as the golds are."""
    return sorted(f"drugbank:DB100{n:02d}" for n in numbers)


def _be(*ids: str) -> list[str]:
    return sorted(f"drugbank:BE{i}" for i in ids)


# The answers read off the Turtle by hand, in the bench's order (ids after the base, strings as written).
LISTS = [
    _be("0001532"),  # Fenarin: vitamin K epoxide reductase
    _d(1, 3, 4),  # prothrombin: Valtorudin, Ximagatran, Dabrelatran
    _be("0001017", "0001018"),  # Ibrafen: PTGS1, PTGS2
    _d(15),  # Fluoxamide's serotonin transporter: Sertravine
    _be("0001048", "0001532", "0001216"),  # anticoagulants 1-5 and 18
    _d(6, 8),  # NSAIDs (6, 8, 9) on PTGS1; Rofenacox only PTGS2
    _be("0002793", "0002638", "0002433"),  # Fenarin: CYP2C9, CYP3A4, CYP1A2
    _d(10, 14, 15),
    _d(13, 16),  # withdrawn 1, 3, 9, 13, 16; CYP3A4 2, 5, 7, 12, 13, 16, 17
    # Fenarin interacts with Salvirin (UGT1A1), Ibrafen (2C9), Atorvacor (3A4), Fluoxamide (2D6, 2C9)
    _be("0003024", "0002793", "0002638", "0002363"),
    sorted(["drugbank_resource:Platelet_Aggregation_Inhibitors", "drugbank_resource:Anti-Inflammatory_Agents_Non-Steroidal"]),
    _d(12, 13),
    _d(1, 3),
    _d(3, 9, 18),
    ["atc:B01AC94"],
    _d(12),
    _d(1, 2, 7, 8),
    ["The risk or severity of bleeding can be increased when Sertravine is combined with Clopradel."],
    ["Halvex Pharma Inc."],  # both Corvadin products
    sorted(["Halvex Pharma Inc.", "Mendell Generics"]),
    _d(6, 8, 17),  # Salvix, Dolorex, Clarivane
    _d(8, 14),  # Dolorex, Moodrin
    ["Tablet, film coated"],
    _d(12),
    _d(1, 2),  # Thrombex and the Corvadin injection
    ["20-60 hours"],
    ["Rivonaxaban is an oral direct inhibitor of factor Xa that inhibits free factor Xa and prothrombinase "
     "activity without needing antithrombin III."],
    ["Formerly used for the relief of seasonal allergic rhinitis and chronic urticaria."],
    _d(1),  # 6979.42 on a node
    _d(1, 12, 18),  # 6979.42 (node), 558.64, 527.91 (node)
]
# prothrombin 3; anticoagulants 6; CYP3A4 7; Fenarin 308.33; withdrawn 5; Fenarin's 4 interactions;
# Halvex's two Corvadin products; Salvirin 2 targets; approved 14; Halvex, Mendell, Brightwater, Orvane, Kestrel
COUNTS = [number(n) for n in (3, 6, 7, 308.33, 5, 4, 2, 2, 14, 5)]

b = bench
DOLOREX, MOODRIN = "?dolorex", "?moodrin"


def _targets(target: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?d_{var}) AS ?{var}) WHERE {{ ?d_{var} {b.TARGET} {target} }} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.FENARIN} {b.ENZYME} {b.CYP2C9} }}",
    f"ASK {{ {b.RIVONAXABAN} {b.ENZYME} {b.CYP2C9} }}",
    f"ASK {{ {b.VALTORUDIN} {b.TARGET} {b.PROTHROMBIN} }}",
    f"ASK {{ {b.RIVONAXABAN} {b.TARGET} {b.PROTHROMBIN} }}",
    f"ASK {{ {b.XIMAGATRAN} {b.GROUP} \"withdrawn\" }}",
    f"ASK {{ {b.LISARAPRIL} {b.GROUP} \"withdrawn\" }}",
    f"ASK {{ {b.SALVIRIN} {b.DDI} ?i . {b.CLOPRADEL} {b.DDI} ?i }}",
    f"ASK {{ {b.FENARIN} {b.DDI} ?i . {b.CLOPRADEL} {b.DDI} ?i }}",
    f"ASK {{ {b.SALVIRIN} {b.CATEGORY} {b.NSAID} }}",
    f"ASK {{ {b.CLOPRADEL} {b.CATEGORY} {b.ANTICOAGULANTS} }}",
    f"ASK {{ {b.brand('?p', 'Corvadin')} ?p {b.MANUFACTURER} \"Halvex Pharma Inc.\" }}",
    f"ASK {{ {b.brand(DOLOREX, 'Dolorex')} {DOLOREX} {b.MANUFACTURER} \"Orvane Laboratories\" }}",
    (f"ASK {{ {b.FENARIN} {b.MW} ?a . {b.IBRAFEN} {b.MW} ?c FILTER(?a > ?c) }}"),
    f"ASK {{ {b.ATORVACOR} {b.MW} ?w FILTER(?w > 600) }}",
    f"ASK {{ ?x {b.TARGET} {b.PTGS1} , {b.PTGS2} }}",
    f"ASK {{ ?x {b.CATEGORY} {b.ANTIDEPRESSANTS} ; {b.GROUP} \"withdrawn\" }}",
    f"ASK {{ {_targets(b.PROTHROMBIN, 'a')} {_targets(b.FACTOR_X, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {b.brand(MOODRIN, 'Moodrin')} {MOODRIN} {b.FORM} ?f FILTER(STRSTARTS(?f, \"Tablet\")) }}",
    f"ASK {{ {b.SERTRAVINE} {b.ENZYME} {b.CYP2D6} }}",
    f"ASK {{ {b.TERFENAZOLE} {b.GROUP} \"approved\" }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_dump_has_its_drugs_targets_enzymes_interactions_and_products():
    graph = _graph()
    assert len(graph) == 578
    counts = {cls: len(set(graph.subjects(RDF.type, VOC[cls])))
              for cls in ("Drug", "Target", "Enzyme", "Category", "Drug-Drug-Interaction", "Product", "ATC-Code",
                          "Molecular-Weight")}
    assert list(counts.values()) == [18, 12, 6, 8, 10, 10, 18, 2]


def test_every_drug_is_labelled_identified_categorised_grouped_and_targeted():
    graph = _graph()
    untitled = []
    for d in graph.subjects(RDF.type, VOC.Drug):
        ident = str(graph.value(d, DCTERMS.identifier))
        assert ident == "drugbank:" + str(d).rsplit(":", 1)[1], d
        assert str(graph.value(d, RDFS.label)).endswith(f"[{ident}]"), d
        assert str(graph.value(d, B2R.namespace)) == "drugbank", d
        title = graph.value(d, DCTERMS.title)
        if title is None:
            untitled.append(ident)
        else:
            assert title.language == "en" and str(graph.value(d, RDFS.label)) == f"{title} [{ident}]", d
        assert all(graph.value(c, RDFS.label) for c in graph.objects(d, VOC.category)), d
        assert set(map(str, graph.objects(d, VOC.group))) <= {"approved", "withdrawn", "investigational", "vet_approved"}
        targets = list(graph.objects(d, VOC.target))
        assert targets and all((t, RDF.type, VOC.Target) in graph for t in targets), d
        assert all((e, RDF.type, VOC.Enzyme) in graph for e in graph.objects(d, VOC.enzyme)), d
        assert graph.value(d, VOC.indication) is not None, d
        assert graph.value(d, VOC["molecular-weight"]) is not None, d
    assert untitled == ["drugbank:DB10018"]
    # Salvirin alone has two categories; prothrombin is the target of three drugs
    assert [str(d) for d in graph.subjects(RDF.type, VOC.Drug) if len(list(graph.objects(d, VOC.category))) == 2] == [
        bench.SALVIRIN[1:-1]]
    assert len(list(graph.subjects(VOC.target, rdflib.URIRef(bench.PROTHROMBIN[1:-1])))) == 3


def test_interactions_products_and_weights_are_untidy_as_dumped():
    graph = _graph()
    for i in graph.subjects(RDF.type, VOC["Drug-Drug-Interaction"]):
        assert len(list(graph.subjects(VOC["ddi-interactor-in"], i))) == 2, i
        assert graph.value(i, DCTERMS.description).language == "en", i
        assert graph.value(i, VOC["ddi-interactor-in"]) is None, i  # the node points to neither drug
    for p in graph.subjects(RDF.type, VOC.Product):
        for prop in (VOC.manufacturer, VOC["dosage-form"], VOC.route, DCTERMS.title):
            assert isinstance(graph.value(p, prop), rdflib.Literal), (p, prop)
        assert len(list(graph.subjects(VOC.product, p))) == 1, p
    weights = list(graph.objects(None, VOC["molecular-weight"]))
    assert len([w for w in weights if isinstance(w, rdflib.Literal)]) == 16
    assert all(graph.value(w, RDF.value) is not None for w in weights if isinstance(w, rdflib.URIRef))
    for t in list(graph.subjects(RDF.type, VOC.Target)) + list(graph.subjects(RDF.type, VOC.Enzyme)):
        assert graph.value(t, DCTERMS.title) and graph.value(t, VOC["gene-name"]), t
        assert str(graph.value(t, RDFS.label)).endswith(f"[{graph.value(t, DCTERMS.identifier)}]"), t


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
