"""``kgqa.bench.proteins_kg``: the KG file parses and is in the shape of UniProt's RDF (every entry reviewed or
not, dated, named by a mnemonic, placed in a taxon and given a sequence with a mass; reviewed entries with a
recommended name and subcellular locations whose GO cellular components match; unreviewed ones with a submitted
name or none), and every gold query, run by rdflib on ``tests/candidates/data/proteins.ttl``, gives the answer
worked out by hand from the file; every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import OWL, RDF, RDFS, SKOS, XSD

from kgqa.bench import proteins_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

UP = rdflib.Namespace(bench.UP)
GO = bench.OBO + "GO_"
TAXON = rdflib.Namespace(bench.BASE + "taxonomy/")
# a subcellular location and the GO cellular component a reviewed entry in it carries
LOCATION_GO = {"173": "0005739", "191": "0005634", "86": "0005737", "39": "0005886", "243": "0005576",
               "49": "0009507"}


def _u(*accessions: str) -> list[str]:
    """Entries as ``name_of`` gives them, sorted as the golds are."""
    return sorted(f"uniprot/{a}" for a in accessions)


# The answers read off the Turtle by hand, in the bench's order (paths under purl.uniprot.org, GO terms in full,
# literals as written).
LISTS = [
    _u("P0C8K1", "Q6ZV31", "Q96K83"),
    ["TNBR"],
    ["taxonomy/2914560"],
    ["Kinase-associated protein regulator 3"],
    _u("Q8N4B7", "P0DM44"),
    # ORMT1 (hyperornithinemia) and Tenebrin (Corvelle leukemia); the cytochrome b8-like protein has none
    ["diseases/5012", "diseases/5203"],
    _u("A0A1X7QWE5", "A0A1X7QZN1"),
    _u("Q9FZ57"),  # 118700 Da, the rockcress DRH7
    _u("A0A0G2JN67"),  # 9870 Da
    _u("Q9CQ45", "P0C6R2"),  # 34020 and 58710 Da
    _u("P0DM44", "Q7X2S0", "Q6CM04", "Q9FZ57"),
    sorted([GO + "0005737", GO + "0008218"]),
    ["locations/39"],
    # Okafor C.N. wrote the ORMT1, KAPR and Tenebrin papers, each cited by a human and a mouse entry
    _u("P0C8K1", "Q9CQ45", "Q8N4B7", "P0C6R2", "Q96K83", "Q8BZ71"),
    ["Abe T.", "Lindqvist A.", "Nakamura K.", "Olsen B."],
    ["Oncogene"],
    # 2004, 2001, 1999 and 2001; the 2005 cytochrome paper is not before 2005
    sorted(f"citations/{n}" for n in (15489334, 11181995, 10231517, 11689012)),
    _u("Q8N4B7", "P0DM44", "P0C6R2", "Q6CM04", "Q9FZ57"),
    ["taxonomy/10090", "taxonomy/2871204", "taxonomy/9606"],
    ["taxonomy/2750380"],
    # six mouse entries and three pale field rat entries, through the genera Mus and Pallidomys
    _u("Q9CQ45", "P0C6R2", "Q8BZ71", "Q3UHX9", "A0A0R4J0Z3", "P0DP91", "A0A6P3KLM2", "P9Z3K2", "A0A6P3KQ07"),
    _u("P0DM44", "P0DP91", "P9Z3K2", "P0CY12"),
    _u("P0DM44", "Q7X2R5", "Q9FZ57"),  # all modified 2024-10-02
    _u("Q3UHX9", "P0DP91"),
    ["PHM-like 1"],
    _u("Q8N4B7", "A0A0G2JN67"),
    ["Mitochondrial antiporter that exchanges cytosolic ornithine for matrix malate; required for the urea cycle "
     "in the liver."],
    _u("O75R14", "Q6CL88", "Q9FZ41"),
    ["taxonomy/9606"],  # ten entries; mouse has six
    ["ARDA_THEAR"],
]
# 10 human; DRH7_HUMAN's mass; 24 reviewed; 7 in the mitochondrion; Nakamura on the Myorexin, Thermoculus genome
# (3 entries) and lanternfish (2) papers; the five Thermoculus masses; KAPR3_HUMAN nucleus, cytoplasm, kinase
# activity, ATP binding; Velutin-1 paper 2011; 7 species; 3 Tenebrins in apoptosis
COUNTS = [number(n) for n in (10, 112300, 24, 7, 6, 57890 + 74300 + 41560 + 29870 + 12050, 4, 2011, 7, 3)]

b = bench
_p = bench._p
A0A6P3KLM2 = _p("A0A6P3KLM2")
PALLIDOMYS = f"<{TAXON}2871203>"
HUMAN_GO_PM, DNA_BINDING = bench._go("0005886"), bench._go("0003677")


def _heavier(x: str, y: str) -> str:
    return f"ASK {{ {b.mass(x, '?a', 'sa')} {b.mass(y, '?c', 'sc')} FILTER(?a > ?c) }}"


def _named(var: str, full: str) -> str:
    return f"{var} {b.RECOMMENDED} ?nm . ?nm {b.FULL} \"{full}\" ."


def _cites_author(entry: str, author: str) -> str:
    return f"ASK {{ {entry} {b.CITATION} ?c . ?c {b.AUTHOR} \"{author}\" }}"


def _disease(gene_or_name: str, disease: str) -> str:
    return (f"ASK {{ {gene_or_name} ?p {b.ANNOTATION} ?a . ?a {b.RDF_TYPE} {b.DISEASE_ANN} ; "
            f"{b.DISEASE} {disease} }}")


D = "<http://www.w3.org/2001/XMLSchema#date>"

# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.TNBR_HUMAN} {b.REVIEWED} true }}",
    f"ASK {{ {A0A6P3KLM2} {b.REVIEWED} true }}",
    f"ASK {{ {b.located(b.ORMT1_HUMAN, b.MITOCHONDRION)} }}",
    f"ASK {{ {b.located(b.MYRX_MOUSE, b.NUCLEUS)} }}",
    _heavier(b.DRH7_HUMAN, b.RAD71_CANVE),
    _heavier(b.TNBR_MOUSE, b.TNBR_HUMAN),
    f"ASK {{ ?p {b.ORGANISM} {b.MOUSE} . {_named('?p', 'Sialomucin-binding lectin 2')} }}",
    f"ASK {{ ?p {b.ORGANISM} {b.HUMAN} . {_named('?p', 'Velutin-1')} }}",
    _disease(f"?p {b.ENCODED} ?g . ?g {b.PREF_LABEL} \"DRH7\" .", b.HALDEN_VOSS),
    _disease(_named("?p", "Apoptosis regulator Tenebrin"), b.HALDEN_VOSS),
    f"ASK {{ {b.mass(b.DNLJ_THEAR, '?m')} FILTER(?m > 70000) }}",
    f"ASK {{ {b.mass(b.LUCF_LUCAU, '?m')} FILTER(?m > 65000) }}",
    f"ASK {{ {b.KAPR3_HUMAN} {b.CREATED} ?c FILTER(?c < \"2003-01-01\"^^{D}) }}",
    f"ASK {{ {b.MYRX_MOUSE} {b.CREATED} ?c FILTER(?c < \"2010-01-01\"^^{D}) }}",
    f"ASK {{ {b.PALE_FIELD_RAT} {b.SUBCLASS}+ {b.MURINAE} }}",
    f"ASK {{ {b.MOUSE} {b.SUBCLASS} {PALLIDOMYS} }}",
    f"ASK {{ {b.CLDX9_HUMAN} {b.CLASSIFIED} {HUMAN_GO_PM} }}",
    f"ASK {{ {b.THCA_THEAR} {b.CLASSIFIED} {DNA_BINDING} }}",
    _cites_author(b.ARDA_THEAR, "Olsen B."),
    _cites_author(b.MYRX_MOUSE, "Okafor C.N."),
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_knowledgebase_has_its_entries_taxa_citations_and_vocabulary():
    graph = _graph()
    assert len(graph) == 989
    counts = {cls: len(set(graph.subjects(RDF.type, cls)))
              for cls in (UP.Protein, UP.Taxon, UP.Structured_Name, UP.Gene, UP.Simple_Sequence,
                          UP.Journal_Citation, UP.Submission_Citation, UP.Cellular_Component, UP.Disease,
                          OWL.Class)}
    assert list(counts.values()) == [34, 15, 30, 31, 34, 16, 1, 6, 5, 18]
    reviewed = [p for p in graph.subjects(RDF.type, UP.Protein) if graph.value(p, UP.reviewed).toPython()]
    assert len(reviewed) == 24
    species = set(graph.objects(None, UP.organism))
    assert len(species) == 7 and all(graph.value(t, UP.rank) == UP.Species for t in species)
    assert len([t for t in species if graph.value(t, UP.commonName) is not None]) == 5


def test_every_entry_is_dated_named_placed_and_sequenced():
    graph = _graph()
    for p in graph.subjects(RDF.type, UP.Protein):
        acc = str(p).rsplit("/", 1)[1]
        assert graph.value(p, UP.reviewed).datatype == XSD.boolean, p
        for d in (UP.created, UP.modified):
            assert graph.value(p, d).datatype == XSD.date, p
        assert graph.value(p, UP.created).toPython() <= graph.value(p, UP.modified).toPython(), p
        assert str(graph.value(p, UP.mnemonic)).split("_")[1] == str(graph.value(graph.value(p, UP.organism),
                                                                                 UP.mnemonic)), p
        seq = graph.value(p, UP.sequence)
        assert str(seq) == f"{bench.BASE}isoforms/{acc}-1", p
        assert graph.value(seq, UP.mass).datatype == XSD.integer, p
        assert str(graph.value(seq, RDF.value)).startswith("M"), p
        if graph.value(p, UP.reviewed).toPython():
            # Swiss-Prot: a recommended name, an entry name of its own, a gene symbol, located in the cell
            assert graph.value(graph.value(p, UP.recommendedName), UP.fullName) is not None, p
            assert not str(graph.value(p, UP.mnemonic)).startswith(acc), p
            assert graph.value(graph.value(p, UP.encodedBy), SKOS.prefLabel) is not None, p
            locations = {str(graph.value(graph.value(a, UP.locatedIn), UP.cellularComponent)).rsplit("/", 1)[1]
                         for a in graph.objects(p, UP.annotation)
                         if (a, RDF.type, UP.Subcellular_Location_Annotation) in graph}
            assert locations, p
            cellular = {str(g)[len(GO):] for g in graph.objects(p, UP.classifiedWith)} & set(LOCATION_GO.values())
            assert cellular == {LOCATION_GO[loc] for loc in locations}, p
        else:
            # TrEMBL: the accession as entry name, a submitted name or none, no curated annotation
            assert str(graph.value(p, UP.mnemonic)).startswith(acc + "_"), p
            assert graph.value(p, UP.recommendedName) is None, p
            assert not list(graph.objects(p, UP.annotation)), p


def test_the_dump_is_untidy_as_a_real_one():
    graph = _graph()
    proteins = list(graph.subjects(RDF.type, UP.Protein))
    assert len([p for p in proteins if graph.value(p, UP.submittedName) is not None]) == 6
    assert len([p for p in proteins if graph.value(p, UP.recommendedName) is None
                and graph.value(p, UP.submittedName) is None]) == 4
    assert len([p for p in proteins if graph.value(p, UP.encodedBy) is None]) == 3
    genes = list(graph.subjects(RDF.type, UP.Gene))
    assert len([g for g in genes if graph.value(g, SKOS.prefLabel) is None and graph.value(g, UP.orfName)]) == 3
    assert len(list(graph.objects(None, UP.shortName))) == 6
    # one GO term unlabelled, one taxon without a rank; journal years are gYears, the submission a gYearMonth
    assert len([g for g in graph.subjects(RDF.type, OWL.Class) if graph.value(g, RDFS.label) is None]) == 1
    assert len([t for t in graph.subjects(RDF.type, UP.Taxon) if graph.value(t, UP.rank) is None]) == 1
    assert {d.datatype for d in graph.objects(None, UP.date)} == {XSD.gYear, XSD.gYearMonth}
    # the two murine genera share a subfamily
    assert set(graph.subjects(RDFS.subClassOf, TAXON["39107"])) == {TAXON["10088"], TAXON["2871203"]}


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
