"""``python -m kgqa.bench.proteins_kg``: questions about a small protein knowledgebase in the shape of UniProt's RDF,
one JSON object on stdout.

The KG is ``tests/candidates/data/proteins.ttl``: a slice of UniProtKB as the public UniProt SPARQL endpoint
serves it (the ``http://purl.uniprot.org/core/`` ontology, ``up:``), for an invented set of proteins, written by
hand in Turtle against ``@base <http://purl.uniprot.org/uniprot/>`` (989 triples). There are 34 ``up:Protein``
entries (24 reviewed, 10 unreviewed) over seven species: human (``taxonomy/9606``, 10 entries), mouse
(``taxonomy/10090``, 6) and five invented ones, the pale field rat *Pallidomys arvensis* (3), the thermophilic
bacterium *Thermoculus ardens* (5), the yeast *Candidozyma velutina* (4), the orange lanternfish *Lucernichthys
aurantius* (3) and the mountain rockcress *Arabidella montana* (3). Entries are accession IRIs
(``uniprot/P0C8K1``; the unreviewed ones TrEMBL style, ``uniprot/A0A2R8YF41``) with ``up:reviewed`` (a boolean),
``up:created`` and ``up:modified`` (``xsd:date``), ``up:mnemonic`` (``ORMT1_HUMAN``; ``A0A2R8YF41_HUMAN`` for the
unreviewed), ``up:organism`` to a taxon and ``up:sequence`` to an isoform (``isoforms/P0C8K1-1``, an
``up:Simple_Sequence`` with ``up:mass`` in daltons, an integer, and ``rdf:value``, the residues). Reviewed
entries have ``up:recommendedName`` to an ``up:Structured_Name`` (a ``SHA-384/...`` IRI, as the endpoint names
them) with ``up:fullName`` and, six times, ``up:shortName``; unreviewed entries have an ``up:submittedName``
instead (six) or no name at all (four). ``up:encodedBy`` points to a per-entry gene node
(``uniprot/P0C8K1#_503043384B31E``, an ``up:Gene``) with ``skos:prefLabel`` the gene symbol in the species' own
case (``ORMT1``, ``Ormt1``, ``thcA``), three genes only an ``up:orfName`` and three entries no gene at all.
``up:annotation`` points to ``SHA-384`` annotation nodes: ``up:Function_Annotation`` (five, an ``rdfs:comment``),
``up:Subcellular_Location_Annotation`` (``up:locatedIn`` a node whose ``up:cellularComponent`` is a
``locations/173`` ``up:Cellular_Component`` with a ``skos:prefLabel``: Mitochondrion, Nucleus, Cytoplasm, Cell
membrane, Secreted, Plastid, chloroplast) and ``up:Disease_Annotation`` (``rdfs:comment`` and ``up:disease`` to a
``diseases/5147`` ``up:Disease`` with a ``skos:prefLabel``; five diseases, one of them, Halden-Voss syndrome, on
two proteins). ``up:classifiedWith`` points to GO terms (``http://purl.obolibrary.org/obo/GO_0005739``,
``owl:Class`` with ``rdfs:label``, one unlabelled); a reviewed entry's cellular-component terms match its
subcellular locations. ``up:citation`` points to 17 citations: 16 ``up:Journal_Citation``s
(``citations/11689012``, PubMed-numbered, with ``up:title``, one to four ``up:author`` strings such as
"Okafor C.N.", ``up:date`` an ``xsd:gYear`` and ``up:name`` the journal) and one ``up:Submission_Citation``
(``citations/CI-7KQ2N8D3C1RVM``, dated by ``xsd:gYearMonth``, no journal). Taxa are ``up:Taxon``s with
``up:scientificName``, ``up:rank`` (``up:Species``, ``up:Genus``, ``up:Subfamily``), ``rdfs:subClassOf`` the
direct parent only (the mouse and the pale field rat share the subfamily Murinae through their genera), species
an ``up:mnemonic`` and, for five, an ``up:commonName`` ("Human", "Mouse", "Pale field rat", "Orange
lanternfish", "Mountain rockcress"; the bacterium and the yeast have none). Untidy as a real dump is: unnamed
and gene-less unreviewed entries, genes with only an ORF name, a genus without a rank, lineages that stop at the
genus (only the two murine genera have a parent), an unlabelled GO term, full names shared across species
("Apoptosis regulator Tenebrin" in three) and one full name that extends another ("Phosphohexose mutase-like
protein 1, chloroplastic").

The bench is blind: the KG and the questions were written, and every gold checked against the file with rdflib
(``tests/bench/test_proteins_kg.py``: the list and count golds and an ASK per yes/no question against answers
worked out by hand from the file), before the engine was run on them, by someone who had not read the engine's
code; nothing in the engine was tuned for this KG. There are 30 list questions, 10 counts (a count, a sum or one
stored number) and 20 yes/no questions (10 of them false), in plain English as a biologist asks a protein
database, not phrased after the UniProt terms ("Which human proteins are located in the mitochondrion?", "What
gene encodes ...", "How heavy is ...", "Is ... reviewed?", "Swiss-Prot entries", "by mass", "kDa"): one hop both
ways (an entry's organism, gene, entry name, GO terms; the entries of a gene), two and three hops through the
name, gene, sequence and annotation nodes (recommended and short names, functions, subcellular locations,
diseases, the diseases of a species' mitochondrial proteins), taxonomy chains (a species' genus, the proteins of
a subfamily), citations (a paper's authors and journal, the proteins an author wrote about, papers before a
year), class questions with conditions (unreviewed entries of a species, secreted mouse proteins), superlatives
(heaviest, lightest, most recently modified with ties, the species with most entries), mass thresholds in kDa
against masses stored in daltons, date thresholds, counts per species, location, author and GO term, a sum of
masses, two stored numbers (a mass, a publication year), and yes/no on review status, locations, masses of two
entries, names in a species, diseases, taxonomy membership, GO terms and authors. Some are typed carelessly
(lower case, no question mark, " 's ", "whats", a misspelt disease, short names such as "ThcA" or "the lanternfish
luciferase"). Where the answer is an entity, the answer is the entity (compared by its path under
``http://purl.uniprot.org/``, ``uniprot/Q8N4B7``, ``taxonomy/9606``, ``locations/39``, ``diseases/5147``,
``citations/11689012``, and GO terms by their full IRI), not its name; a literal as written.

    python -m kgqa.bench.proteins_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "proteins.ttl"
BASE = "http://purl.uniprot.org/"
UP = "http://purl.uniprot.org/core/"
OBO = "http://purl.obolibrary.org/obo/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
RDF_VALUE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#value>"
SUBCLASS = "<http://www.w3.org/2000/01/rdf-schema#subClassOf>"
COMMENT = "<http://www.w3.org/2000/01/rdf-schema#comment>"
PREF_LABEL = "<http://www.w3.org/2004/02/skos/core#prefLabel>"


def _up(name: str) -> str:
    return f"<{UP}{name}>"


def _p(accession: str) -> str:
    """A UniProtKB entry by its accession."""
    return f"<{BASE}uniprot/{accession}>"


def _taxon(n: int) -> str:
    return f"<{BASE}taxonomy/{n}>"


def _go(n: str) -> str:
    return f"<{OBO}GO_{n}>"


PROTEIN, SUBCELL_ANN, FUNCTION_ANN, DISEASE_ANN = (
    _up(n) for n in ("Protein", "Subcellular_Location_Annotation", "Function_Annotation", "Disease_Annotation"))
REVIEWED, CREATED, MODIFIED, MNEMONIC, ORGANISM, RECOMMENDED, FULL, SHORT, ENCODED, SEQUENCE, MASS = (
    _up(n) for n in ("reviewed", "created", "modified", "mnemonic", "organism", "recommendedName", "fullName",
                     "shortName", "encodedBy", "sequence", "mass"))
ANNOTATION, LOCATED_IN, COMPONENT, DISEASE, CLASSIFIED, CITATION, AUTHOR, DATE, JOURNAL = (
    _up(n) for n in ("annotation", "locatedIn", "cellularComponent", "disease", "classifiedWith", "citation",
                     "author", "date", "name"))

HUMAN, MOUSE, PALE_FIELD_RAT, THERMOCULUS, LANTERNFISH, MURINAE = (
    _taxon(n) for n in (9606, 10090, 2871204, 2903117, 2750381, 39107))
MITOCHONDRION, NUCLEUS, SECRETED = (f"<{BASE}locations/{n}>" for n in (173, 191, 243))
HALDEN_VOSS = f"<{BASE}diseases/5147>"
THERMOCULUS_GENOME, TENEBRIN_PAPER, VELUTIN_PAPER = (
    f"<{BASE}citations/{n}>" for n in (16385033, 11689012, 21602819))
DNA_REPAIR, GLYCOLYSIS, APOPTOSIS = _go("0006281"), _go("0006096"), _go("0006915")

(ORMT1_HUMAN, KAPR3_HUMAN, DRH7_HUMAN, PHML1_HUMAN, TNBR_HUMAN, CLDX9_HUMAN, KAPR3_MOUSE, TNBR_MOUSE,
 MYRX_MOUSE, THCA_THEAR, DNLJ_THEAR, ARDA_THEAR, VLT1_CANVE, RAD71_CANVE, LUCF_LUCAU) = (
    _p(a) for a in ("P0C8K1", "Q8N4B7", "P0DM44", "O75R14", "Q96K83", "Q5T9C2", "P0C6R2", "Q8BZ71", "P0DP91",
                    "Q7X2R5", "Q7X2S0", "Q7X3A9", "P0CY12", "Q6CM04", "Q1LW83"))


def protein(var: str) -> str:
    """``var`` is a UniProtKB entry."""
    return f"{var} {RDF_TYPE} {PROTEIN} ."


def located(entry: str, location: str, tag: str = "l") -> str:
    """``entry`` has a subcellular location annotation placing it in ``location``."""
    return (f"{entry} {ANNOTATION} ?{tag}a . ?{tag}a {RDF_TYPE} {SUBCELL_ANN} ; {LOCATED_IN} ?{tag}i . "
            f"?{tag}i {COMPONENT} {location} .")


def mass(entry: str, var: str, tag: str = "s") -> str:
    """``var`` is the mass (daltons) of ``entry``'s sequence."""
    return f"{entry} {SEQUENCE} ?{tag} . ?{tag} {MASS} {var} ."


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # locations, genes, names, functions
    ("Which human proteins are located in the mitochondrion?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {protein('?x')} ?x {ORGANISM} {HUMAN} . {located('?x', MITOCHONDRION)} }}"),
    ("What gene encodes human Tenebrin?", "lists",
     f"SELECT ?x WHERE {{ {TNBR_HUMAN} {ENCODED} ?g . ?g {PREF_LABEL} ?x }}"),
    ("Which organism does Velutin-1 come from?", "lists", f"SELECT ?x WHERE {{ {VLT1_CANVE} {ORGANISM} ?x }}"),
    ("What is KAPR3_MOUSE 's recommended name?", "lists",
     f"SELECT ?x WHERE {{ {KAPR3_MOUSE} {RECOMMENDED} ?n . ?n {FULL} ?x }}"),
    # the disease misspelt on purpose: "Halden-Voss" is the stored one
    ("Which proteins are linked to Halden-Vos syndrome?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {protein('?x')} ?x {ANNOTATION} ?a . ?a {RDF_TYPE} {DISEASE_ANN} ; "
      f"{DISEASE} {HALDEN_VOSS} }}")),
    ("Which diseases are associated with human mitochondrial proteins?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {protein('?p')} ?p {ORGANISM} {HUMAN} . {located('?p', MITOCHONDRION)} "
      f"?p {ANNOTATION} ?d . ?d {RDF_TYPE} {DISEASE_ANN} ; {DISEASE} ?x }}")),
    ("Which Thermoculus ardens proteins haven't been reviewed?", "lists",
     f"SELECT ?x WHERE {{ {protein('?x')} ?x {ORGANISM} {THERMOCULUS} ; {REVIEWED} false }}"),
    # masses
    ("Which is the heaviest protein?", "lists",
     f"SELECT ?x WHERE {{ {protein('?x')} {mass('?x', '?m')} }} ORDER BY DESC(?m) LIMIT 1"),
    ("what is the smallest human protein by mass", "lists",
     f"SELECT ?x WHERE {{ {protein('?x')} ?x {ORGANISM} {HUMAN} . {mass('?x', '?m')} }} ORDER BY ?m LIMIT 1"),
    ("Which mouse proteins are heavier than 30 kDa?", "lists",
     f"SELECT ?x WHERE {{ {protein('?x')} ?x {ORGANISM} {MOUSE} . {mass('?x', '?m')} FILTER(?m > 30000) }}"),
    # GO terms and locations
    ("Which proteins are involved in DNA repair?", "lists",
     f"SELECT ?x WHERE {{ {protein('?x')} ?x {CLASSIFIED} {DNA_REPAIR} }}"),
    ("What GO terms is the lanternfish luciferase annotated with?", "lists",
     f"SELECT ?x WHERE {{ {LUCF_LUCAU} {CLASSIFIED} ?x }}"),
    ("Where in the cell is human Claudexin-9 found?", "lists",
     (f"SELECT ?x WHERE {{ {CLDX9_HUMAN} {ANNOTATION} ?a . ?a {RDF_TYPE} {SUBCELL_ANN} ; {LOCATED_IN} ?l . "
      f"?l {COMPONENT} ?x }}")),
    # citations
    ("which proteins have been written about by okafor", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {protein('?x')} ?x {CITATION} ?c . ?c {AUTHOR} \"Okafor C.N.\" }}"),
    ("Who are the authors of the Thermoculus ardens genome paper?", "lists",
     f"SELECT ?x WHERE {{ {THERMOCULUS_GENOME} {AUTHOR} ?x }}"),
    ("Which journal published the 2001 paper on Tenebrin?", "lists",
     f"SELECT ?x WHERE {{ {TENEBRIN_PAPER} {JOURNAL} ?x }}"),
    # up:date is an xsd:gYear, compared as written
    ("Which papers cited in human entries were published before 2005?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {protein('?p')} ?p {ORGANISM} {HUMAN} ; {CITATION} ?x . ?x {DATE} ?d "
      f"FILTER(STR(?d) < \"2005\") }}")),
    ("Which proteins are found in the nucleus?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {protein('?x')} {located('?x', NUCLEUS)} }}"),
    # organisms and taxonomy
    ("Which organisms have a Tenebrin protein?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {protein('?p')} ?p {RECOMMENDED} ?n . "
      f"?n {FULL} \"Apoptosis regulator Tenebrin\" . ?p {ORGANISM} ?x }}")),
    ("what genus is the orange lanternfish in", "lists", f"SELECT ?x WHERE {{ {LANTERNFISH} {SUBCLASS} ?x }}"),
    ("Which proteins come from species in the subfamily Murinae?", "lists",
     f"SELECT ?x WHERE {{ {protein('?x')} ?x {ORGANISM} ?t . ?t {SUBCLASS}+ {MURINAE} }}"),
    # dates
    ("Which Swiss-Prot entries were added after 2010?", "lists",
     f"SELECT ?x WHERE {{ {protein('?x')} ?x {REVIEWED} true ; {CREATED} ?c FILTER(YEAR(?c) > 2010) }}"),
    # three entries share the latest modification date
    ("Which entries were updated most recently?", "lists",
     (f"SELECT ?x WHERE {{ {protein('?x')} ?x {MODIFIED} ?m {{ SELECT (MAX(?n) AS ?latest) WHERE {{ "
      f"?y {RDF_TYPE} {PROTEIN} ; {MODIFIED} ?n }} }} FILTER(?m = ?latest) }}")),
    ("Which mouse proteins are secreted?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {protein('?x')} ?x {ORGANISM} {MOUSE} . {located('?x', SECRETED)} }}"),
    ("whats the short name of the human phosphohexose mutase-like protein 1", "lists",
     f"SELECT ?x WHERE {{ {PHML1_HUMAN} {RECOMMENDED} ?n . ?n {SHORT} ?x }}"),
    ("Which human proteins are products of the KAPR3 gene?", "lists",
     f"SELECT ?x WHERE {{ {protein('?x')} ?x {ORGANISM} {HUMAN} ; {ENCODED} ?g . ?g {PREF_LABEL} \"KAPR3\" }}"),
    ("What is the function of the human ornithine-malate transporter?", "lists",
     f"SELECT ?x WHERE {{ {ORMT1_HUMAN} {ANNOTATION} ?a . ?a {RDF_TYPE} {FUNCTION_ANN} ; {COMMENT} ?x }}"),
    ("Which proteins take part in glycolysis?", "lists",
     f"SELECT ?x WHERE {{ {protein('?x')} ?x {CLASSIFIED} {GLYCOLYSIS} }}"),
    ("Which organism has the most proteins in the dataset?", "lists",
     f"SELECT ?x WHERE {{ {protein('?p')} ?p {ORGANISM} ?x }} GROUP BY ?x ORDER BY DESC(COUNT(?p)) LIMIT 1"),
    ("What's the entry name of Q7X3A9?", "lists", f"SELECT ?x WHERE {{ {ARDA_THEAR} {MNEMONIC} ?x }}"),
    # counts, a sum and stored numbers
    ("How many human proteins are in the dataset?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {protein('?x')} ?x {ORGANISM} {HUMAN} }}"),
    ("How heavy is the human DNA repair helicase DRH7?", "counts", f"SELECT ?n WHERE {{ {mass(DRH7_HUMAN, '?n')} }}"),
    ("How many reviewed proteins are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {protein('?x')} ?x {REVIEWED} true }}"),
    ("How many proteins are located in the mitochondrion?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {protein('?x')} {located('?x', MITOCHONDRION)} }}"),
    ("In how many entries is work by Nakamura cited?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {protein('?x')} ?x {CITATION} ?c . ?c {AUTHOR} \"Nakamura K.\" }}"),
    ("What is the combined mass of all Thermoculus ardens proteins?", "counts",
     f"SELECT (SUM(?m) AS ?n) WHERE {{ {protein('?x')} ?x {ORGANISM} {THERMOCULUS} . {mass('?x', '?m')} }}"),
    ("How many GO terms are assigned to KAPR3_HUMAN?", "counts",
     f"SELECT (COUNT(DISTINCT ?g) AS ?n) WHERE {{ {KAPR3_HUMAN} {CLASSIFIED} ?g }}"),
    ("In what year was the Velutin-1 paper published?", "counts", f"SELECT ?n WHERE {{ {VELUTIN_PAPER} {DATE} ?n }}"),
    ("How many different species do the proteins come from?", "counts",
     f"SELECT (COUNT(DISTINCT ?t) AS ?n) WHERE {{ {protein('?x')} ?x {ORGANISM} ?t }}"),
    ("how many proteins are involved in apoptosis", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {protein('?x')} ?x {CLASSIFIED} {APOPTOSIS} }}"),
]
YES_NO = [
    ("Is human Tenebrin reviewed?", True),
    ("is A0A6P3KLM2 reviewed", False),
    ("Is the human ornithine-malate transporter found in the mitochondrion?", True),
    ("Is Myorexin located in the nucleus?", False),
    ("Is DRH7_HUMAN heavier than RAD71_CANVE?", True),
    ("Is mouse Tenebrin heavier than human Tenebrin?", False),
    ("Is Sialomucin-binding lectin 2 found in mouse?", True),
    ("Is there a Velutin-1 protein in human?", False),
    ("Is DRH7 associated with Halden-Voss syndrome?", True),
    ("Is Tenebrin associated with Halden-Voss syndrome?", False),
    ("Does the Thermoculus ardens DNA ligase weigh more than 70 kDa?", True),
    ("Is the lanternfish luciferase heavier than 65 kDa?", False),
    ("Was the KAPR3_HUMAN entry created before 2003?", True),
    ("Was the Myorexin entry created before 2010?", False),
    ("Does the pale field rat belong to the Murinae?", True),
    ("Does Mus musculus belong to the genus Pallidomys?", False),
    ("Is human claudexin-9 annotated with the GO term plasma membrane?", True),
    ("Is ThcA annotated with DNA binding?", False),
    ("Did Olsen co-author a paper on the Thermoculus endoglucanase ArdA?", True),
    ("Has Okafor published on Myorexin?", False),
]


name_of = kg_questions.name_under(BASE)  # an entity by its path under purl.uniprot.org (``uniprot/Q8N4B7``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("proteins", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
