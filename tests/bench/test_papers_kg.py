"""``kgqa.bench.papers_kg``: the KG file parses and is in the dblp RDF dump's shape (every paper
typed, titled, dated, placed in a venue string and a labelled stream, with its authors both as
``dblp:authoredBy`` and as ordered signatures that agree with ``dblp:numberOfCreators``; every
person named; the proceedings volumes edited), and every gold query, run by rdflib on
``tests/candidates/data/papers.ttl``, gives the answer worked out by hand from the file; every
yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import RDF, RDFS, XSD

from kgqa.bench import papers_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

DBLP = rdflib.Namespace(bench.DBLP)


def _recs(*keys: str) -> list[str]:
    return sorted(f"rec/{k}" for k in keys)


def _pids(*pids: str) -> list[str]:
    return sorted(f"pid/{p}" for p in pids)


OKAFOR, ZHANG3, ZHANG1, BRANDVOLD, WEILER, KOBAYASHI, NWOSU, LOURENCO = (
    "71/2314", "44/1089-3", "44/1089-1", "05/7721", "32/9917", "50/3361", "29/4476", "36/1764")
CHOU, DEMIRTAS, TANABE, MENSAH, RAGHUNATHAN, SOLBERG = "61/4402", "38/7715", "11/2858", "27/5538", "88/2045", "70/8125"

# The answers read off the Turtle by hand, in the bench's order (records and persons by their
# path under https://dblp.org/, ORCIDs in full, literals as written).
LISTS = [
    _recs("conf/icde/OkaforZB21"),
    _recs("conf/icde/RaghunathanM021", "conf/kdd/Tanabe023", "journals/tkde/0001D17"),
    _recs("journals/pvldb/OkaforBW20", "journals/tkde/LourencoNO23"),
    _recs("conf/semweb/KobayashiO24"),  # her only 2024 paper
    _recs("conf/icde/BrandvoldO19"),
    _recs("conf/icde/OkaforZB21", "conf/icde/BrandvoldO19", "journals/pvldb/OkaforBW20"),
    _recs("conf/semweb/LindqvistMH19"),
    _pids(ZHANG3),
    _pids(ZHANG3),  # fourth of four
    _pids("19/6630", "96/3317"),
    ["streams/conf/kdd"],
    ["233-249"],
    _pids(OKAFOR, BRANDVOLD, WEILER, KOBAYASHI, NWOSU, LOURENCO),
    ["Northfield University"],
    ["https://orcid.org/0000-0001-9023-5576"],
    _pids(ZHANG3, DEMIRTAS, TANABE),
    # ICDE 2023 with Lindqvist and Halvorsen; TKDE 2021 (signed "Tomas Aguirre") with Moreau-Vidal
    _pids("93/1176", "02/6684", "96/3317"),
    _pids(WEILER, KOBAYASHI),
    _pids(MENSAH, RAGHUNATHAN, SOLBERG, ZHANG1),
    _pids(ZHANG3, CHOU, TANABE),
    _pids(OKAFOR, ZHANG3, CHOU, DEMIRTAS),
    _pids(OKAFOR),  # 7 papers; Zhang 0003 has 4
    _recs("conf/icde/OkaforZB21", "conf/icde/RaghunathanM021"),
    _recs("conf/kdd/MensahRS20", "conf/kdd/DuarteV17"),
    _recs("journals/pvldb/0003CT22", "journals/tkde/AguirreM21", "journals/tkde/LourencoNO23"),
    _recs("journals/tkde/0001D17"),
    _pids("76/0248", RAGHUNATHAN),
    _recs("conf/icde/OkaforZB21", "conf/icde/RaghunathanM021"),
    _recs("conf/sigmod/ChouTD024"),
    _recs("conf/sigmod/ZielinskiBV18", "conf/kdd/DuarteV17", "journals/pvldb/BenaliZ15", "journals/tkde/0001D17"),
]
# Okafor at ICDE 2019 and 2021; Zhang 0003 4 papers; stored 3 authors; 2021: two ICDE, one ISWC, one TKDE;
# Northfield: Mensah-Boateng, Raghunathan, Zhang 0001, Petrakis, Solberg; 4 TKDE articles; Okafor's co-authors
# Zhang 0003, Brandvold, Weiler, Kobayashi, Nwosu, Lourenco; 3 ISWC papers (the volume is no paper);
# Zhang 0003 first on ICDE 2020 and PVLDB 2022; Xanadu in 2022: SIGMOD and KDD
COUNTS = [number(n) for n in (2, 4, 3, 4, 5, 4, 6, 3, 2, 2)]

b = bench


def _n_papers(person: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?p_{var}) AS ?{var}) WHERE {{ ?p_{var} {b.AUTHORED} {person} }} }}"


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ ?p {b.AUTHORED} {b.OKAFOR} , {b.ZHANG3} }}",
    f"ASK {{ ?p {b.AUTHORED} {b.OKAFOR} , {b.ZHANG1} }}",
    f"ASK {{ {b.author_at(b.ADAPTIVE_IDX, b.OKAFOR, '1')} }}",
    f"ASK {{ {b.author_at(b.ROBUST_QO, b.BRANDVOLD, '1')} }}",
    f"ASK {{ {b.FAIR_RANKING} {b.STREAM} {b.KDD} }}",
    f"ASK {{ {b.VECTORIZED} {b.STREAM} {b.ICDE} }}",
    f"ASK {{ {b.KOBAYASHI} {b.AFFIL} {b.XANADU} }}",
    f"ASK {{ {b.TANABE} {b.AFFIL} {b.NORTHFIELD} }}",
    f"ASK {{ {b.ICDE_2021} {b.EDITED} {b.ZIELINSKI} }}",
    f"ASK {{ {b.ICDE_2021} {b.EDITED} {b.MOREAU} }}",
    f"ASK {{ {_n_papers(b.OKAFOR, 'a')} {_n_papers(b.ZHANG3, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {_n_papers(b.CHOU, 'a')} {_n_papers(b.MENSAH, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {b.GPU_MATCHING} {b.YEAR} ?y FILTER({b.year_int('?y')} > 2021) }}",
    f"ASK {{ {b.CLEANING} {b.YEAR} ?y FILTER({b.year_int('?y')} > 2016) }}",
    f"ASK {{ {b.COMPRESSION} {b.N_CREATORS} ?n FILTER(?n > 3) }}",
    f"ASK {{ {b.ENTITY_RES} {b.N_CREATORS} ?n FILTER(?n > 2) }}",
    f"ASK {{ ?p {b.AUTHORED} {b.HARROWER} ; {b.STREAM} {b.PVLDB} }}",
    f"ASK {{ ?p {b.AUTHORED} {b.RAGHUNATHAN} ; {b.STREAM} {b.KDD} }}",
    f"ASK {{ ?p {b.AUTHORED} {b.SOLBERG} ; {b.STREAM} {b.SIGMOD} }}",
    f"ASK {{ {b.VOLKOV} {b.ORCID} ?o }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_bibliography_has_its_papers_volumes_people_and_streams():
    graph = _graph()
    assert len(graph) == 807
    counts = {cls: len(set(graph.subjects(RDF.type, cls)))
              for cls in (DBLP.Publication, DBLP.Inproceedings, DBLP.Article, DBLP.Book, DBLP.Editorship,
                          DBLP.Person, DBLP.Editor, DBLP.Stream, DBLP.AuthorSignature)}
    assert list(counts.values()) == [25, 16, 7, 2, 2, 25, 5, 6, 60]
    # two homonyms told apart by dblp's number; one person with a second creator name
    names = {str(n) for n in graph.objects(None, DBLP.primaryCreatorName)}
    assert {"Wei Zhang 0001", "Wei Zhang 0003"} <= names and len(names) == 25
    assert [len(list(graph.objects(p, DBLP.creatorName))) for p in graph.subjects(RDF.type, DBLP.Person)].count(2) == 1
    assert len(set(graph.subjects(DBLP.orcid, None))) == 17
    assert len(set(graph.subjects(DBLP.primaryAffiliation, None))) == 23
    for stream in graph.subjects(RDF.type, DBLP.Stream):
        assert graph.value(stream, RDFS.label) is not None, stream


def test_every_paper_is_typed_titled_dated_placed_and_signed_in_order():
    graph = _graph()
    papers = set(graph.subjects(RDF.type, DBLP.Inproceedings)) | set(graph.subjects(RDF.type, DBLP.Article))
    for p in papers:
        assert (p, RDF.type, DBLP.Publication) in graph
        assert str(graph.value(p, DBLP.title)).endswith("."), p
        assert graph.value(p, DBLP.yearOfPublication).datatype == XSD.gYear, p
        assert graph.value(p, DBLP.publishedIn) is not None and graph.value(p, DBLP.pagination) is not None, p
        assert graph.value(graph.value(p, DBLP.publishedInStream), RDFS.label) is not None, p
        authors = set(graph.objects(p, DBLP.authoredBy))
        sigs = list(graph.objects(p, DBLP.hasSignature))
        assert all(isinstance(s, rdflib.BNode) and graph.value(s, DBLP.signaturePublication) == p for s in sigs), p
        assert {graph.value(s, DBLP.signatureCreator) for s in sigs} == authors, p
        assert sorted(int(graph.value(s, DBLP.signatureOrdinal)) for s in sigs) == list(range(1, len(authors) + 1))
        assert int(graph.value(p, DBLP.numberOfCreators)) == len(authors), p
        assert all(graph.value(a, DBLP.primaryCreatorName) is not None for a in authors), p
    # two papers have no DOI; the volumes are edited, not authored
    assert len([p for p in papers if graph.value(p, DBLP.doi) is None]) == 2
    for vol in graph.subjects(RDF.type, DBLP.Editorship):
        assert graph.value(vol, DBLP.authoredBy) is None
        assert all((e, RDF.type, DBLP.Editor) in graph for e in graph.objects(vol, DBLP.editedBy))


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
