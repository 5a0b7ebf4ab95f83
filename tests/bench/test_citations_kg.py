"""``kgqa.bench.citations_kg``: the KG file parses and is in the OpenCitations (OCDM) shape (works typed
``fabio:Expression`` plus a FaBiO kind, titled and dated; issue -> volume -> journal chains; reified
identifiers, author roles chained by ``oco:hasNext`` and reified citations), and every gold query, run
by rdflib on ``tests/candidates/data/citations.ttl``, gives the answer worked out by hand from the file;
every yes/no truth is what an ASK written here says. No engine runs here."""

import rdflib
from rdflib.namespace import DCTERMS, FOAF, RDF

from kgqa.bench import citations_kg as bench
from kgqa.bench.kg_questions import number
from kgqa.testing.bench_golds import asks_disagreeing, gold_answers, parsed

FABIO, CITO, DATACITE, PRO, FRBR, PRISM, OCO, LITERAL = (rdflib.Namespace(n) for n in (
    bench.FABIO, bench.CITO, bench.DATACITE, bench.PRO, bench.FRBR, bench.PRISM, bench.OCO, bench.LITERAL))
XSD = rdflib.XSD


def _br(*ns: int) -> list[str]:
    return sorted(f"br/0{n}" for n in ns)


def _ra(*ns: int) -> list[str]:
    return sorted(f"ra/0{n}" for n in ns)


# The answers read off the Turtle by hand, in the bench's order (entities by their typed number,
# literals as written).
LISTS = [
    _ra(601, 602),
    _ra(609),
    _ra(609),
    _ra(607),
    _ra(613),
    _ra(614),
    ["0000-0003-0961-5524"],
    _ra(603, 608),
    _br(603, 604, 617),
    # both ORCID-less Feld nodes
    _br(607, 610, 617),
    _br(601, 617),
    _br(640, 643),  # the WLA proceedings paper is not in a journal
    ["10.1234/jals.2020.001"],
    _br(606),
    _br(642),
    ["3"],
    _br(601, 602, 611),
    _br(606, 616),
    _br(612, 613),
    _br(614, 615),
    ["215"],
    _br(602),  # pp. 33-61; the others 101-118, 1-19, 301-327, 119-140, 328-350
    _br(601, 611, 603, 604, 614, 612),
    _br(615, 603),
    _br(601),  # 7 citations; 0602 has 6
    _br(613, 608),
    _br(611, 603, 617),
    _br(601, 604),
    # Osei wrote 0602, 0609, 0615, 0619; 0619 is cited by nobody
    _br(601, 611, 603, 604, 614, 612, 619, 609),
    _br(611),  # 2019-08-30
]
# 0601 cited 7 times (one without the direct cito:cites); Lind 7 works; 0619 makes 3 references (one without
# cito:cites); ends on page 540; JALS 6 articles; 3 disputes; 3 authors; Chen's 0605 (4) + 0608 (1) + 0618 (1,
# itself); six papers dated 2021 (the book is not a paper); volume 8
COUNTS = [number(n) for n in (7, 7, 3, 540, 6, 3, 3, 6, 6, 8)]

b = bench
ML, DEFECT, PERC, GPU, SPHERE, VORONOI, TWIN = (
    b.ML_POTENTIALS, b.DEFECT_MIGRATION, b.PERCOLATION, b.GPU_BENCH, b.SPHERE_PACKINGS, b.VORONOI, b.TWIN)


def _cited(work: str, var: str) -> str:
    return f"{{ SELECT (COUNT(DISTINCT ?c_{var}) AS ?{var}) WHERE {{ {b.cites('?w_' + var, work, '?c_' + var)} }} }}"


def _first(work: str, agent: str) -> str:
    return f"ASK {{ {b.role(work, '?r', agent)} {b.FIRST} }}"


def _date_cmp(a: str, op: str, c: str) -> str:
    return f"ASK {{ {a} {b.DATE} ?a . {c} {b.DATE} ?c FILTER(STR(?a) {op} STR(?c)) }}"


def _doi(work: str) -> str:
    return f"{work} {b.HAS_ID} ?i . ?i {b.SCHEME} {b.DOI} ; {b.VALUE} ?v ."


# One ASK per yes/no question, in the bench's order: true where the bench says true.
ASKS = [
    f"ASK {{ {b.cites(ML, DEFECT)} ?c {b.CHARACTER} {b.DISPUTES} }}",
    f"ASK {{ {b.cites(PERC, GPU)} ?c {b.CHARACTER} {b.DISPUTES} }}",
    f"ASK {{ {b.role(SPHERE, '?r', b.LIND)} }}",
    f"ASK {{ {b.role(b.SPECTRAL, '?r', b.BRENNAN)} }}",
    f"ASK {{ {b.journal_of(b.PRECONDITIONERS, b.JALS)} }}",
    f"ASK {{ {b.journal_of(TWIN, b.ADG)} }}",
    f"ASK {{ {_cited(b.SPARSE_BOUNDARY, 'a')} {_cited(b.REDUCED_BASIS, 'c')} FILTER(?a > ?c) }}",
    f"ASK {{ {_cited(b.SPECTRAL, 'a')} {_cited(DEFECT, 'c')} FILTER(?a > ?c) }}",
    _first(b.REDUCED_BASIS, b.VARGA),
    _first(b.FAST_ENUM, b.AALTO),
    f"ASK {{ {b.cites(b.BOUNDARY_INTEGRAL, b.PRECONDITIONERS)} }}",
    f"ASK {{ {b.cites(SPHERE, VORONOI)} }}",
    f"ASK {{ {_doi(b.SPARSE_BOUNDARY)} FILTER(STR(?v) = \"10.1234/jals.2019.004\") }}",
    f"ASK {{ {_doi(VORONOI)} }}",
    _date_cmp(b.FAST_ENUM, ">", b.SPECTRAL),
    _date_cmp(b.REDUCED_BASIS, "<", DEFECT),
    f"ASK {{ {b.CRYST_GROUPS} a {b.CHAPTER} ; {b.PART_OF} {b.HANDBOOK} }}",
    f"ASK {{ {b.SIEVING} a {b.CHAPTER} ; {b.PART_OF} {b.HANDBOOK} }}",
    (f"ASK {{ {ML} {b.EMBODIMENT} ?m . ?m {b.START} ?s ; {b.END} ?e "
     f"FILTER(<{XSD}integer>(?e) - <{XSD}integer>(?s) + 1 > 15) }}"),
    f"ASK {{ {b.role(b.HANDBOOK, '?r', b.SOCIETY, b.PUBLISHER)} }}",
]


def _graph() -> rdflib.Graph:
    return parsed(bench.KG_FILE)


def test_the_kg_has_its_works_venues_agents_and_citations():
    graph = _graph()
    assert len(graph) == 878
    counts = {cls: len(set(graph.subjects(RDF.type, cls))) for cls in (
        FABIO.Expression, FABIO.JournalArticle, FABIO.BookChapter, FABIO.ProceedingsPaper, FABIO.Book,
        FABIO.AcademicProceedings, FABIO.Journal, FABIO.JournalVolume, FABIO.JournalIssue, FOAF.Agent,
        PRO.RoleInTime, CITO.Citation, DATACITE.Identifier, FABIO.Manifestation)}
    assert list(counts.values()) == [41, 15, 2, 2, 1, 1, 4, 7, 9, 16, 52, 32, 37, 19]
    # every typed resource is a fabio:Expression with exactly one more FaBiO type
    for br in graph.subjects(RDF.type, FABIO.Expression):
        assert str(br).startswith(bench.BASE + "br/0"), br
        assert len(set(graph.objects(br, RDF.type))) == 2, br
    # 29 of the 32 citations also have the direct cito:cites triple
    assert len(list(graph.triples((None, CITO.cites, None)))) == 29


def test_works_are_titled_dated_paged_and_chained_to_their_venue():
    graph = _graph()
    datatypes = set()
    for cls, venue in ((FABIO.JournalArticle, FABIO.Journal), (FABIO.BookChapter, FABIO.Book),
                       (FABIO.ProceedingsPaper, FABIO.AcademicProceedings)):
        for w in graph.subjects(RDF.type, cls):
            assert graph.value(w, DCTERMS.title) is not None, w
            datatypes.add(graph.value(w, PRISM.publicationDate).datatype)
            m = graph.value(w, FRBR.embodiment)
            assert int(graph.value(m, PRISM.endingPage)) > int(graph.value(m, PRISM.startingPage)), w
            up = graph.value(w, FRBR.partOf)
            if cls == FABIO.JournalArticle:
                assert (up, RDF.type, FABIO.JournalIssue) in graph, w
                up = graph.value(graph.value(up, FRBR.partOf), FRBR.partOf)
            assert (up, RDF.type, venue) in graph, w
    assert datatypes == {XSD.date, XSD.gYearMonth, XSD.gYear}


def test_roles_identifiers_and_citations_are_reified():
    graph = _graph()
    for r in graph.subjects(RDF.type, PRO.RoleInTime):
        assert graph.value(r, PRO.withRole) in (PRO.author, PRO.editor, PRO.publisher), r
        assert (graph.value(r, PRO.isHeldBy), RDF.type, FOAF.Agent) in graph, r
        assert len(list(graph.subjects(PRO.isDocumentContextFor, r))) == 1, r
    for i in graph.subjects(RDF.type, DATACITE.Identifier):
        assert graph.value(i, DATACITE.usesIdentifierScheme) in (
            DATACITE.doi, DATACITE.issn, DATACITE.isbn, DATACITE.orcid), i
        assert graph.value(i, LITERAL.hasLiteralValue) is not None, i
    # Oskar Feld twice without an ORCID; one article without a DOI; one self-citation
    felds = set(graph.subjects(FOAF.familyName, rdflib.Literal("Feld")))
    assert len(felds) == 2 and all(graph.value(a, DATACITE.hasIdentifier) is None for a in felds)
    no_doi = [w for w in graph.subjects(RDF.type, FABIO.JournalArticle)
              if not any(graph.value(i, DATACITE.usesIdentifierScheme) == DATACITE.doi
                         for i in graph.objects(w, DATACITE.hasIdentifier))]
    assert len(no_doi) == 1
    for c in graph.subjects(RDF.type, CITO.Citation):
        citing, cited = graph.value(c, CITO.hasCitingEntity), graph.value(c, CITO.hasCitedEntity)
        assert str(c) == f"{bench.BASE}ci/{str(citing).rsplit('/', 1)[1]}-{str(cited).rsplit('/', 1)[1]}"
        assert graph.value(c, CITO.hasCitationCreationDate) == graph.value(citing, PRISM.publicationDate), c
        assert graph.value(c, CITO.hasCitationTimeSpan).datatype == XSD.duration, c
    assert len([c for c in graph.subjects(RDF.type, CITO.Citation)
                if graph.value(c, CITO.hasCitingEntity) == graph.value(c, CITO.hasCitedEntity)]) == 1
    assert len(list(graph.subject_objects(CITO.hasCitationCharacterisation))) == 12
    assert len(list(graph.subject_objects(OCO.hasNext))) == 21


def test_the_list_and_count_golds_give_the_answers_worked_out_by_hand():
    assert gold_answers(_graph(), bench.QUESTIONS, bench.name_of) == (LISTS, COUNTS)


def test_every_yes_no_truth_is_what_its_ask_says():
    assert asks_disagreeing(_graph(), list(zip([q for q, _ in bench.YES_NO], ASKS)), bench.YES_NO) == []
