"""``python -m kgqa.bench.artists_kg``: questions about an artist-names authority in the shape of the Getty ULAN
linked data, one JSON object on stdout.

The KG is ``tests/candidates/data/artists.ttl``: a partial extract of the Union List of Artist Names
(ULAN) as the Getty's LOD dump has it, for an invented world of 17th- and 18th-century artists,
written by hand in Turtle (947 triples; generated once by a throwaway script from a hand-written
table). Everything is in the Getty vocabularies' namespaces (``gvp:`` =
``http://vocab.getty.edu/ontology#``, ``ulan:`` = ``http://vocab.getty.edu/ulan/``, ``aat:``,
``tgn:``, ``xl:`` = SKOS-XL). There are 30 persons (``ulan:500100001`` .. ``ulan:500100030``,
``rdf:type gvp:PersonConcept`` and ``skos:Concept``) and 5 corporate bodies (``ulan:500300001`` ..
``ulan:500300005``, ``gvp:GroupConcept``: the Oostmere Bouwmeesters, the Moerman workshop, Atelier
Roussel, Bottega Orsini, Albrecht & Söhne), all ``skos:inScheme ulan:`` with ``gvp:parentString``
("Persons, Artists" / "Corporate Bodies"). Names are only on SKOS-XL label nodes
(``ulan:term/1500000101``, ``xl:Label`` with ``xl:literalForm``): ``gvp:prefLabelGVP`` (and
``xl:prefLabel``) to the inverted form ("Vermeulen, Anna", "Brakel, Jan van"), ``xl:altLabel`` to
the natural order ("Anna Vermeulen", some ``@en``, some untagged) and, for many, a variant
("A. Vermeulen", "Brakel, Jan van, the Elder", "Paolo Lamberti"); one person (Jacoba Sanderus) has
only the inverted preferred label. Each concept has ``foaf:focus`` to an agent
(``ulan:500100001-agent``, ``foaf:Person`` or ``foaf:Organization``) with
``gvp:nationalityPreferred`` (six AAT cultures, "Dutch (culture or style)", "Flemish ...",
"French ...", "Italian ...", "German ...", "British (culture or style)" for the English),
``gvp:agentTypePreferred`` (persons only; one or two of six AAT roles: "painters (artists)",
"sculptors (artists)", "architects", "printmakers", "draftsmen (artists)", "engravers
(printmakers)") and ``gvp:biographyPreferred`` to a biography node (``ulan:bio/4000000101``,
``gvp:Biography``) with ``schema:description`` ("Dutch painter, 1702-1768"), ``gvp:estStart`` and
``gvp:estEnd`` (``xsd:gYear``), ``schema:gender`` (``aat:300189559`` male, ``aat:300189557``
female), ``gvp:birthPlace`` and ``gvp:deathPlace`` (12 ``tgn:71001xx`` places that carry only a
``skos:prefLabel``, half also a ``gvp:prefLabelGVP`` node; a group's founding place is its
``gvp:birthPlace``). Associative relations are between the concepts: ``gvp:ulan1101_teacher_of``,
``gvp:ulan1102_student_of``, ``gvp:ulan1201_parent_of``, ``gvp:ulan1202_child_of`` and
``gvp:ulan1311_member_of`` (a person to a group); as in the real dump the inverse is stated for
only some pairs (15 teacher-student pairs, 5 stated both ways; 7 parent-child pairs, 3 both ways),
so a gold over these relations takes the union of both directions. Untidy as the dump is: Hendrik
de Coninck's birth is uncertain ("ca. 1650" in the description only, no ``gvp:estStart``), the
Moerman workshop's biography has no dates, AAT and label literals mix ``@en`` and plain strings,
and names carry diacritics (Duchâtel, Weiß) with unaccented variants.

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_artists_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts (a count, one stored year, or a lifespan computed from two
years) and 20 yes/no questions (10 of them false), in plain English as an art historian or museum
cataloguer asks them, not phrased after the Getty terms ("Who taught ...", "pupils", "Where was
... born", "When did ... die", "Which members of ... were sculptors?", "Who was the earliest
born student of ...", "Was X older than Y?", "Was X a student of Y?"): one hop both ways
(teachers and pupils, parents and children, birth and death places, nationality, roles, a group's
members), two and three hops (the teacher of someone's teacher, the pupils of Lorenzo Marchetti's
pupils, the birthplaces of a firm's members, artists who taught their own children), class
questions with conditions (Dutch architects, female printmakers, Flemish artists who died in
Brugstede), superlatives over birth and death years, year thresholds, counts per nationality,
role, place, gender and group, and yes/no on teaching, parentage, membership, places, roles,
comparisons of two artists' ages, existence and thresholds. Some are typed carelessly (lower case,
no question mark, " 's ", a misspelt surname, a short name such as "Roussel's atelier"). Where the
answer is an entity, the answer is the entity (``500100002`` for a ULAN concept, places and AAT
concepts by their full IRIs), not its name; a year as written.

    python -m kgqa.bench.artists_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "artists.ttl"
BASE = "http://vocab.getty.edu/ulan/"
GVP = "http://vocab.getty.edu/ontology#"
AAT = "http://vocab.getty.edu/aat/"
TGN = "http://vocab.getty.edu/tgn/"
FOAF = "http://xmlns.com/foaf/0.1/"
SCHEMA = "http://schema.org/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"
XSD_INT = "<http://www.w3.org/2001/XMLSchema#integer>"


def _g(name: str) -> str:
    return f"<{GVP}{name}>"


def person(n: int) -> str:
    return f"<{BASE}5001000{n:02d}>"


def group(n: int) -> str:
    return f"<{BASE}5003000{n:02d}>"


def place(name: str) -> str:
    return f"<{TGN}{PLACES[name]}>"


PLACES = {"Veldhaven": 7100101, "Oostmere": 7100102, "Holmburg": 7100103, "Brugstede": 7100104,
          "Scheldmond": 7100105, "Valcourt": 7100106, "Beaulac": 7100107, "Sanvero": 7100108,
          "Castelmarra": 7100109, "Rosenach": 7100110, "Kalden": 7100111, "Ashcombe": 7100112}
PERSON_CONCEPT, GROUP_CONCEPT = _g("PersonConcept"), _g("GroupConcept")
TEACHER_OF, STUDENT_OF, PARENT_OF, CHILD_OF, MEMBER_OF = (
    _g(n) for n in ("ulan1101_teacher_of", "ulan1102_student_of", "ulan1201_parent_of", "ulan1202_child_of",
                    "ulan1311_member_of"))
BIO, NATIONALITY, ROLE, START, END, BIRTHPLACE, DEATHPLACE = (
    _g(n) for n in ("biographyPreferred", "nationalityPreferred", "agentTypePreferred", "estStart", "estEnd",
                    "birthPlace", "deathPlace"))
FOCUS, GENDER = f"<{FOAF}focus>", f"<{SCHEMA}gender>"
DUTCH, FLEMISH, FRENCH, ITALIAN, GERMAN, BRITISH = (
    f"<{AAT}{n}>" for n in (300020929, 300111179, 300111188, 300111198, 300111192, 300111159))
PAINTERS, SCULPTORS, ARCHITECTS, PRINTMAKERS = (f"<{AAT}{n}>" for n in (300025136, 300025181, 300024987, 300025164))
FEMALE = f"<{AAT}300189557>"

(VERMEULEN, JAN_BRAKEL, PIETER_BRAKEL, CORNELIS_HOEVEN, VAN_DEN_DAELE, HENDRIK_CONINCK, LIEVEN_CONINCK,
 AERT_MOERMAN, JOOS_MOERMAN, VERHULST, LAMBRECHTS, ETIENNE, MADELEINE, ROUSSEL, FABRE, LORENZO, GIULIA, ORSINI,
 BENEDETTI, MATTHIAS, URSULA, ALBRECHT, WEISS, ASHDOWN, PENNINGTON, CRANE, KESSEL, DIRK_HOEVEN, SANDERUS,
 VALK) = (person(n) for n in range(1, 31))
OOSTMERE_FIRM, MOERMAN_WORKSHOP, ATELIER_ROUSSEL, BOTTEGA_ORSINI, ALBRECHT_FIRM = (group(n) for n in range(1, 6))


def persons(var: str) -> str:
    return f"{var} {RDF_TYPE} {PERSON_CONCEPT} ."


def taught(teacher: str, student: str) -> str:
    """``teacher`` taught ``student``, stated either way."""
    return f"{{ {teacher} {TEACHER_OF} {student} }} UNION {{ {student} {STUDENT_OF} {teacher} }}"


def parent(p: str, c: str) -> str:
    """``p`` is a parent of ``c``, stated either way."""
    return f"{{ {p} {PARENT_OF} {c} }} UNION {{ {c} {CHILD_OF} {p} }}"


def bio(concept: str, var: str) -> str:
    """``var`` is ``concept``'s preferred biography."""
    return f"{concept} {FOCUS} ?ag_{var[1:]} . ?ag_{var[1:]} {BIO} {var} ."


def agent(concept: str, var: str) -> str:
    return f"{concept} {FOCUS} {var} ."


def year(var: str) -> str:
    return f"{XSD_INT}(STR({var}))"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # teachers and pupils
    ("who taught anna vermeulen", "lists", f"SELECT ?x WHERE {{ {taught('?x', VERMEULEN)} }}"),
    ("Who were Jan van Brakel's pupils?", "lists", f"SELECT ?x WHERE {{ {taught(JAN_BRAKEL, '?x')} }}"),
    ("Who was the earliest born student of Lorenzo Marchetti?", "lists",
     (f"SELECT ?x WHERE {{ {taught(LORENZO, '?x')} {bio('?x', '?b')} ?b {START} ?s }} "
      f"ORDER BY ({year('?s')}) LIMIT 1")),
    ("Who studied under pupils of Lorenzo Marchetti?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {taught(LORENZO, '?t')} {taught('?t', '?x')} }}"),
    ("Who taught Mary Pennington 's teacher?", "lists",
     f"SELECT ?x WHERE {{ {taught('?t', PENNINGTON)} {taught('?x', '?t')} }}"),
    ("Which of Jan van Brakel's students were English?", "lists",
     f"SELECT ?x WHERE {{ {taught(JAN_BRAKEL, '?x')} {agent('?x', '?a')} ?a {NATIONALITY} {BRITISH} }}"),
    ("Who trained under Aert Moerman's son?", "lists",
     f"SELECT ?x WHERE {{ {parent(AERT_MOERMAN, '?c')} {taught('?c', '?x')} }}"),
    ("Which artists taught their own children?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {taught('?x', '?c')} {parent('?x', '?c')} }}"),
    # family
    ("Who was Lieven de Coninck's father?", "lists", f"SELECT ?x WHERE {{ {parent('?x', LIEVEN_CONINCK)} }}"),
    ("Who were the children of Étienne Duchâtel?", "lists", f"SELECT ?x WHERE {{ {parent(ETIENNE, '?x')} }}"),
    # places and dates
    ("Which painters were born in Veldhaven?", "lists",
     (f"SELECT ?x WHERE {{ {persons('?x')} {agent('?x', '?a')} ?a {ROLE} {PAINTERS} ; {BIO} ?b . "
      f"?b {BIRTHPLACE} {place('Veldhaven')} }}")),
    ("Where was Clara Verhulst born?", "lists", f"SELECT ?x WHERE {{ {bio(VERHULST, '?b')} ?b {BIRTHPLACE} ?x }}"),
    # the surname misspelt on purpose: "Lambrechts" is the stored one
    ("Where did Pauwel Lambrecht die?", "lists", f"SELECT ?x WHERE {{ {bio(LAMBRECHTS, '?b')} ?b {DEATHPLACE} ?x }}"),
    ("When did Guillaume Roussel die?", "lists", f"SELECT ?x WHERE {{ {bio(ROUSSEL, '?b')} ?b {END} ?x }}"),
    ("Which Flemish artists died in Brugstede?", "lists",
     (f"SELECT ?x WHERE {{ {persons('?x')} {agent('?x', '?a')} ?a {NATIONALITY} {FLEMISH} ; {BIO} ?b . "
      f"?b {DEATHPLACE} {place('Brugstede')} }}")),
    ("Which English artists died in Ashcombe?", "lists",
     (f"SELECT ?x WHERE {{ {persons('?x')} {agent('?x', '?a')} ?a {NATIONALITY} {BRITISH} ; {BIO} ?b . "
      f"?b {DEATHPLACE} {place('Ashcombe')} }}")),
    ("Who died in Kalden?", "lists",
     f"SELECT ?x WHERE {{ {persons('?x')} {bio('?x', '?b')} ?b {DEATHPLACE} {place('Kalden')} }}"),
    ("Which artists were born after 1700?", "lists",
     f"SELECT ?x WHERE {{ {persons('?x')} {bio('?x', '?b')} ?b {START} ?s FILTER({year('?s')} > 1700) }}"),
    ("Which artist was born first?", "lists",
     (f"SELECT ?x WHERE {{ {persons('?x')} {bio('?x', '?b')} ?b {START} ?s }} "
      f"ORDER BY ({year('?s')}) LIMIT 1")),
    ("Who died most recently?", "lists",
     (f"SELECT ?x WHERE {{ {persons('?x')} {bio('?x', '?b')} ?b {END} ?e }} "
      f"ORDER BY DESC({year('?e')}) LIMIT 1")),
    # nationality, roles, groups
    ("What nationality was Friedrich Weiss?", "lists", f"SELECT ?x WHERE {{ {agent(WEISS, '?a')} ?a {NATIONALITY} ?x }}"),
    ("what did pieter van brakel do", "lists", f"SELECT ?x WHERE {{ {agent(PIETER_BRAKEL, '?a')} ?a {ROLE} ?x }}"),
    ("Which Italian painters are there?", "lists",
     (f"SELECT ?x WHERE {{ {persons('?x')} {agent('?x', '?a')} ?a {NATIONALITY} {ITALIAN} ; "
      f"{ROLE} {PAINTERS} }}")),
    ("which sculptors were french", "lists",
     f"SELECT ?x WHERE {{ {persons('?x')} {agent('?x', '?a')} ?a {NATIONALITY} {FRENCH} ; {ROLE} {SCULPTORS} }}"),
    ("Which female printmakers are there?", "lists",
     (f"SELECT ?x WHERE {{ {persons('?x')} {agent('?x', '?a')} ?a {ROLE} {PRINTMAKERS} ; {BIO} ?b . "
      f"?b {GENDER} {FEMALE} }}")),
    ("Which Dutch artists were architects?", "lists",
     f"SELECT ?x WHERE {{ {persons('?x')} {agent('?x', '?a')} ?a {NATIONALITY} {DUTCH} ; {ROLE} {ARCHITECTS} }}"),
    ("Which members of the Bottega Orsini were sculptors?", "lists",
     f"SELECT ?x WHERE {{ ?x {MEMBER_OF} {BOTTEGA_ORSINI} . {agent('?x', '?a')} ?a {ROLE} {SCULPTORS} }}"),
    ("Which group was Edward Crane a member of?", "lists", f"SELECT ?x WHERE {{ {CRANE} {MEMBER_OF} ?x }}"),
    ("Where were the members of Roussel's atelier born?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?m {MEMBER_OF} {ATELIER_ROUSSEL} . {bio('?m', '?b')} ?b {BIRTHPLACE} ?x }}"),
    ("Which workshops or firms were founded before 1710?", "lists",
     (f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {GROUP_CONCEPT} . {bio('?x', '?b')} ?b {START} ?s "
      f"FILTER({year('?s')} < 1710) }}")),
    # counts
    ("How many Flemish printmakers are there?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {persons('?x')} {agent('?x', '?a')} ?a {NATIONALITY} {FLEMISH} ; "
      f"{ROLE} {PRINTMAKERS} }}")),
    ("How many members does the Oostmere Bouwmeesters firm have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {MEMBER_OF} {OOSTMERE_FIRM} }}"),
    ("How many students did Lorenzo Marchetti have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {taught(LORENZO, '?x')} }}"),
    ("How many artists were born in Castelmarra?", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {persons('?x')} {bio('?x', '?b')} "
      f"?b {BIRTHPLACE} {place('Castelmarra')} }}")),
    ("In what year was Ursula Steiner born?", "counts", f"SELECT ?n WHERE {{ {bio(URSULA, '?b')} ?b {START} ?n }}"),
    ("How many women artists are listed?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {persons('?x')} {bio('?x', '?b')} ?b {GENDER} {FEMALE} }}"),
    ("How many sculptors are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {persons('?x')} {agent('?x', '?a')} ?a {ROLE} {SCULPTORS} }}"),
    ("How many French artists are there?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {persons('?x')} {agent('?x', '?a')} ?a {NATIONALITY} {FRENCH} }}"),
    ("how many artists died in scheldmond", "counts",
     (f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {persons('?x')} {bio('?x', '?b')} "
      f"?b {DEATHPLACE} {place('Scheldmond')} }}")),
    ("How many years did Jan van Brakel live?", "counts",
     f"SELECT (({year('?e')} - {year('?s')}) AS ?n) WHERE {{ {bio(JAN_BRAKEL, '?b')} ?b {START} ?s ; {END} ?e }}"),
]
YES_NO = [
    ("Was Anna Vermeulen a student of Jan van Brakel?", True),
    ("Was Clara Verhulst a student of Pauwel Lambrechts?", False),
    ("Was Lorenzo Marchetti older than Tommaso Orsini?", True),
    ("Was Madeleine Duchâtel older than Anna Vermeulen?", False),
    ("Was Friedrich Weiss a member of the Moerman workshop?", True),
    ("Did Willem Kessel belong to the Moerman workshop?", False),
    ("Was Aert Moerman the father of Joos Moerman?", True),
    ("Was Jan van Brakel the father of Gerrit Valk?", False),
    ("Did Ursula Steiner die in Kalden?", True),
    ("Was Pieter van Brakel born in Oostmere?", False),
    ("Is Margriet van den Daele Flemish?", True),
    ("Was Giulia Marchetti a sculptor?", False),
    ("Did Mary Pennington die after 1785?", True),
    ("Did Joos Moerman live past 1765?", False),
    ("Are there any English architects?", True),
    ("Are there any German painters?", False),
    ("Was Cornelis ter Hoeven an architect?", True),
    ("Did Lorenzo Marchetti have more pupils than Jan van Brakel?", False),
    ("was ursula steiner matthias steiner's daughter", True),
    ("Was the Atelier Roussel founded before 1700?", False),
]


name_of = kg_questions.name_under(BASE)  # ULAN concepts by their number (``500100002``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("artists", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
