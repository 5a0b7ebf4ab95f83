"""``python -m kgqa.bench.skills_kg``: questions about an ESCO-style occupations and skills classification,
one JSON object on stdout.

The KG is ``tests/candidates/data/skills.ttl``: a slice of a classification in the shape of the
public ESCO RDF dump (European Skills, Competences, Qualifications and Occupations), with invented
descriptions and a few invented occupations, written in Turtle (789 triples). Everything is under
``http://data.europa.eu/esco/``. Concepts are ``skos:Concept`` and one of ``esco:Occupation`` (15,
``occupation/d972ad88-...``, opaque UUID paths), ``esco:Skill`` (45, ``skill/2d2f5573-...``),
``esco:ISCOGroup`` (6, ``isco/C2511``) or ``esco:SkillGroup`` (6: three ISCED-F fields of
knowledge, ``isced-f/0613``, and three skill groups on opaque ``skill/...`` paths with codes such
as ``S2.7``). No concept has a plain label: names are SKOS-XL label nodes
(``label/<uuid>``, ``rdf:type skosxl:Label``, one ``skosxl:literalForm``), hung from the concept
by ``skosxl:prefLabel`` (an ``@en`` form, for some also ``@de`` and ``@fr`` forms on separate
nodes) and ``skosxl:altLabel`` (English synonyms: "data analytics specialist", "app developer",
"ETL tools"). Occupations have ``esco:code`` ("2511.3"), ``dcterms:description`` (``@en``),
``esco:status`` ("released"), ``skos:broader`` to their ISCO group (groups carry ``esco:code``
"2511" and their own label nodes), and ``esco:relatedEssentialSkill`` and
``esco:relatedOptionalSkill`` links to skills. Skills have ``esco:skillType``
(``skill-type/skill`` or ``skill-type/knowledge``), ``esco:skillReuseLevel``
(``skill-reuse-level/cross-sector``, ``sector-specific``, ``occupation-specific``,
``transversal``) and ``skos:broader`` to one skill group; six knowledge items point by
``esco:isEssentialForSkill`` to the skill they underpin (HTML and CSS to web programming, SQL to
manage database). The untidiness of a real dump: one skill ("Sauerteigführung") has only a
``@de`` label, one occupation ("computer operator", code "3511.9") is ``esco:status "obsolete"``,
has no ISCO group and no skills and is ``dcterms:isReplacedBy`` the data pipeline engineer, the
skill groups mix ISCED-F IRIs and opaque ones, and some labels carry "/"-joined gendered forms
("Bäcker/Bäckerin").

The bench is blind: the KG and the questions were written, and every gold checked against the
file with rdflib (``tests/bench/test_skills_kg.py``: the list and count golds and an ASK per
yes/no question against answers worked out by hand from the file), before the engine was run on
them, by someone who had not read the engine's code; nothing in the engine was tuned for this KG.
There are 30 list questions, 10 counts and 20 yes/no questions (10 of them false), in plain
English as a career adviser or labour-market analyst asks, not phrased after the ESCO terms
("Which skills are essential for a data analyst?", "Which occupations need knowledge of SQL?",
"What ISCO group does the nurse belong to?"): "need", "require" and "essential" mean
``esco:relatedEssentialSkill``, "optional" ``esco:relatedOptionalSkill``, and "list as a skill"
either. One hop both ways (an occupation's essential or optional skills, the occupations needing
a skill, an occupation's ISCO group, a skill's group, label lookups: synonyms, a German title,
an occupation by its code), two and three hops (occupations of an ISCO group with a skill, the ISCO
groups of the occupations needing a skill, occupations needing a skill from a skill group, the
knowledge underpinning a skill), conditions on skill type and reuse level, intersections and
differences of two occupations' skills, a superlative (the occupation with most essential
skills), counts of skills and occupations, and yes/no on essential versus optional links, ISCO
membership, skill types and reuse levels, obsolete status, comparisons of two occupations'
skill counts and of their ISCO groups, and existence. Names are written as people write them (the
nurse for "nurse responsible for general care", mobile app developer, one misspelt occupation,
some lowercase without a question mark). Where the answer is an entity, the answer is the entity
(its IRI, compared by its path under ``http://data.europa.eu/esco/``: ``skill/2d2f5573-...``,
``isco/C2221``), not its name; labels are compared as their literal form.

    python -m kgqa.bench.skills_kg [--search KEY=VALUE ...] [--checkpoint A.pt ...] [--out DIR]
"""

from __future__ import annotations

from kgqa.bench import kg_questions
from kgqa.paths import REPO_ROOT

KG_FILE = REPO_ROOT / "tests" / "candidates" / "data" / "skills.ttl"
BASE = "http://data.europa.eu/esco/"
ESCO = "http://data.europa.eu/esco/model#"
SKOS = "http://www.w3.org/2004/02/skos/core#"
SKOSXL = "http://www.w3.org/2008/05/skos-xl#"
DCT = "http://purl.org/dc/terms/"
RDF_TYPE = "<http://www.w3.org/1999/02/22-rdf-syntax-ns#type>"


def _e(name: str) -> str:
    return f"<{BASE}{name}>"


# opaque ids of the occupations and skills, by a short key
OCCUPATION_IDS = {
    "data_analyst": "d972ad88-79f2-5072-82ae-aa14fd6bff96",
    "business_analyst": "4931b95d-8c04-5924-8561-e4677eee6172",
    "ict_analyst": "66a46031-a3ae-5d8b-b2fb-9b0308847569",
    "pipeline_engineer": "f602f06b-fb84-58ae-af62-26368fe3cccb",
    "web_developer": "33b45945-4020-57ef-b499-05cb29fb0c1e",
    "software_developer": "35766471-7566-5334-95cd-b4b9185130c6",
    "mobile_developer": "58f1d018-95c0-5047-a82f-592d21179de5",
    "nurse": "6fbf8066-dfee-5703-885b-48025ef8bfde",
    "specialist_nurse": "691da163-a52d-516e-ad77-33e30972c49f",
    "baker": "fca20f5b-6fbb-5ff1-a6ec-61dfc0959f62",
    "pastry_maker": "6378c5fe-0d97-584a-bad1-cd38590c65bc",
    "consultant": "932b6965-2306-5f6d-bc0a-48163e90eed4",
    "pmo": "5badac42-2f56-5207-bbdc-868b2728ab8c",
    "cook": "9009c7a2-0226-5385-88f4-fc83b9b01bdc",
    "operator": "a7a5b20b-7424-5dbc-a3ca-dc5d903694ab",
}
SKILL_IDS = {
    "sql": "2d2f5573-db9c-5d3c-b866-b98c0d9ac10e",
    "python": "1e6fbc1a-3519-555f-bb74-72a516c13814",
    "javascript": "59ef3b39-7fca-5eb7-b708-3c7dc643cdd7",
    "statistics": "5e14bd16-cc88-54e6-8ac2-c8fe0640f55f",
    "data_mining": "9626a8d4-cbde-575b-b769-7f19ea2bb924",
    "data_analysis": "1ad258af-5570-5b14-a6be-363cab4f0bda",
    "data_models": "3189d4fa-45db-5c5a-8efc-363b3d95e323",
    "visualise": "195da6ec-a720-5629-bea9-114134a798eb",
    "manage_db": "0ce7e389-489b-5502-9939-6ba4411c6fc6",
    "spreadsheets": "67c28b68-83ea-5c38-b35c-325883fa960c",
    "pm_knowledge": "6da1fd34-0dfc-5075-b7f1-9ab9d4ac0805",
    "manage_project": "3976a914-0333-5d4d-9950-29fbcd4abeb3",
    "agile": "cfbf6940-07bd-51b9-a1c2-4f429584da9e",
    "requirements": "d34daec8-bc6b-517a-8558-b6d3f1a9d3eb",
    "bpm": "94af8b64-b627-5cd9-8e20-eb8ddbc1c082",
    "html": "bb905491-7d28-5e74-82d0-a06310509510",
    "css": "c95d460d-2d92-5bf4-a5b0-fc51d544e303",
    "web_prog": "43d14e3f-8699-5efa-b3da-7038eab0238e",
    "ui_design": "7d76fcd6-36a6-513d-8f30-903ff04413cf",
    "debug": "8ba22b78-f56c-5c1a-bf7a-ef9581517d35",
    "swift": "304b1137-9bad-50e5-a7fd-9fdd5824fbdf",
    "java": "6a4e8349-b28d-5e28-a7e0-5a7b242d2bbb",
    "integrate": "0cd98098-1b50-5981-9942-9722fefcf210",
    "cloud": "53fbe8ad-39ef-528e-a1df-0dc075b27f46",
    "etl": "28205a00-406a-5c64-8604-36f80b8c85ac",
    "nursing_care": "6781c0f0-3cd3-5c8f-94db-58ea4af679a1",
    "medicines": "3784be0a-9f83-5569-b779-51042fbe8993",
    "nursing_science": "928ffd54-b5c6-5fde-9a79-007c99d362a6",
    "infection": "cb7cb95f-3173-59dd-9164-b1768afdd28a",
    "patient_safety": "898a5594-7437-55ef-9265-b6ad0a68d990",
    "empathise": "cd56a41e-2bd6-5531-87ee-0d518ad8e4a9",
    "wound_care": "a02f5304-cf37-5641-8ea6-a51ca654aa83",
    "bake": "ab372ce7-4116-52f6-bac6-3e110fc95c29",
    "ingredients": "97d47e28-5ce3-5ac0-b6a6-393e071e5c91",
    "knead": "01a3c9fe-cb43-574c-bea8-d84a0484bc61",
    "sourdough": "f6a915a2-4be5-5f34-88b2-d50feee9b1db",
    "food_safety": "a62393d2-5365-5201-84f0-97a8edd70472",
    "ovens": "0e8c478f-36de-513d-b824-6e1dd71a4609",
    "decorate": "6a4c1ad7-c273-58cd-bade-268324e6d313",
    "pastry": "3382e6a0-8de4-532e-9c4e-3f0497835442",
    "cooking": "5ee2434c-779d-5538-84f3-7d0463c33a7c",
    "budgets": "24611ed1-daeb-53f8-a5e6-89e4abf62da0",
    "consulting": "327674a9-3ce7-508b-8766-5a3dd63160dd",
    "customers": "c1885695-7bd6-5749-a2d5-38192cb57bc9",
    "teamwork": "6567fd17-444f-53b2-9f67-715eda1edf4b",
}
# the three skill groups on opaque paths: S2.7, S4.2, S3.2
S27, S42, S32 = (_e(f"skill/{i}") for i in (
    "687efa75-fe59-573e-b82d-739320564776", "28e9f641-afe8-5eee-a966-08a2c1dc2a15",
    "06453bbe-e166-5c14-a673-52b8f4797948"))

O = {k: _e(f"occupation/{v}") for k, v in OCCUPATION_IDS.items()}
K = {k: _e(f"skill/{v}") for k, v in SKILL_IDS.items()}
C2511, C2512, C2221, C7512, C2421, C5120 = (_e(f"isco/C{c}") for c in ("2511", "2512", "2221", "7512", "2421", "5120"))
F0613, F0913, F0721 = (_e(f"isced-f/{c}") for c in ("0613", "0913", "0721"))
OCCUPATION, SKILL = f"<{ESCO}Occupation>", f"<{ESCO}Skill>"
ESSENTIAL, OPTIONAL, SKILL_TYPE, REUSE, CODE, STATUS, ESSENTIAL_FOR = (
    f"<{ESCO}{n}>" for n in ("relatedEssentialSkill", "relatedOptionalSkill", "skillType", "skillReuseLevel", "code",
                             "status", "isEssentialForSkill"))
BROADER = f"<{SKOS}broader>"
PREF, ALT, FORM = f"<{SKOSXL}prefLabel>", f"<{SKOSXL}altLabel>", f"<{SKOSXL}literalForm>"
REPLACED_BY = f"<{DCT}isReplacedBy>"
KNOWLEDGE, SKILL_KIND = _e("skill-type/knowledge"), _e("skill-type/skill")
CROSS, SECTOR, SPECIFIC, TRANSVERSAL = (_e(f"skill-reuse-level/{r}") for r in (
    "cross-sector", "sector-specific", "occupation-specific", "transversal"))


def occupation(var: str) -> str:
    """``var`` is an occupation (ISCO groups are concepts too)."""
    return f"{var} {RDF_TYPE} {OCCUPATION} ."


def listed(occ: str, skill: str) -> str:
    """``occ`` lists ``skill`` as essential or optional."""
    return f"{{ {occ} {ESSENTIAL} {skill} }} UNION {{ {occ} {OPTIONAL} {skill} }}"


# (question, group, gold SPARQL): lists project ?x, counts one number
QUESTIONS: list[tuple[str, str, str]] = [
    # an occupation's skills
    ("Which skills are essential for a data analyst?", "lists",
     f"SELECT ?x WHERE {{ {O['data_analyst']} {ESSENTIAL} ?x }}"),
    ("What optional skills does a web developer have?", "lists",
     f"SELECT ?x WHERE {{ {O['web_developer']} {OPTIONAL} ?x }}"),
    ("essential skills for mobile app developers", "lists",
     f"SELECT ?x WHERE {{ {O['mobile_developer']} {ESSENTIAL} ?x }}"),
    # misspelt on purpose: the stored label is "management consultant"
    ("Which skills are essential for a managment consultant?", "lists",
     f"SELECT ?x WHERE {{ {O['consultant']} {ESSENTIAL} ?x }}"),
    ("What knowledge is essential for a baker?", "lists",
     f"SELECT ?x WHERE {{ {O['baker']} {ESSENTIAL} ?x . ?x {SKILL_TYPE} {KNOWLEDGE} }}"),
    ("Which of a baker's essential skills are occupation-specific?", "lists",
     f"SELECT ?x WHERE {{ {O['baker']} {ESSENTIAL} ?x . ?x {REUSE} {SPECIFIC} }}"),
    ("Which of the data analyst's optional skills are knowledge rather than practical skills?", "lists",
     f"SELECT ?x WHERE {{ {O['data_analyst']} {OPTIONAL} ?x . ?x {SKILL_TYPE} {KNOWLEDGE} }}"),
    ("Which essential skills do bakers and pastry makers share?", "lists",
     f"SELECT ?x WHERE {{ {O['baker']} {ESSENTIAL} ?x . {O['pastry_maker']} {ESSENTIAL} ?x }}"),
    ("Which skills are optional for a pastry maker but essential for a baker?", "lists",
     f"SELECT ?x WHERE {{ {O['pastry_maker']} {OPTIONAL} ?x . {O['baker']} {ESSENTIAL} ?x }}"),
    ("Which skills does a specialist nurse list that a general care nurse does not?", "lists",
     (f"SELECT DISTINCT ?x WHERE {{ {listed(O['specialist_nurse'], '?x')} "
      f"FILTER NOT EXISTS {{ {listed(O['nurse'], '?x')} }} }}")),
    ("Which occupation has the most essential skills?", "lists",
     f"SELECT ?x WHERE {{ {occupation('?x')} ?x {ESSENTIAL} ?s }} GROUP BY ?x ORDER BY DESC(COUNT(?s)) LIMIT 1"),
    # a skill's occupations
    ("which occupations need sql", "lists",
     f"SELECT ?x WHERE {{ {occupation('?x')} ?x {ESSENTIAL} {K['sql']} }}"),
    ("Which occupations list Python as an optional skill?", "lists",
     f"SELECT ?x WHERE {{ {occupation('?x')} ?x {OPTIONAL} {K['python']} }}"),
    ("Which occupations require both SQL and Python?", "lists",
     f"SELECT ?x WHERE {{ {occupation('?x')} ?x {ESSENTIAL} {K['sql']} , {K['python']} }}"),
    ("Which jobs need knowledge of food safety standards?", "lists",
     f"SELECT ?x WHERE {{ {occupation('?x')} ?x {ESSENTIAL} {K['food_safety']} }}"),
    ("For which occupations is agile project management optional?", "lists",
     f"SELECT ?x WHERE {{ {occupation('?x')} ?x {OPTIONAL} {K['agile']} }}"),
    ("Which occupations in group 2511 list project management as a skill?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {occupation('?x')} ?x {BROADER} {C2511} . {listed('?x', K['pm_knowledge'])} }}"),
    ("Which bakery occupations have managing budgets as an optional skill?", "lists",
     f"SELECT ?x WHERE {{ {occupation('?x')} ?x {BROADER} {C7512} ; {OPTIONAL} {K['budgets']} }}"),
    ("Which occupations need something from the nursing and midwifery field?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ {occupation('?x')} ?x {ESSENTIAL} ?s . ?s {BROADER} {F0913} }}"),
    ("Which ISCO groups have occupations where communicating with customers is essential?", "lists",
     f"SELECT DISTINCT ?x WHERE {{ ?o {ESSENTIAL} {K['customers']} ; {BROADER} ?x }}"),
    # groups, hierarchy, labels
    ("What ISCO group does the nurse belong to?", "lists", f"SELECT ?x WHERE {{ {O['nurse']} {BROADER} ?x }}"),
    ("Which occupations fall under the software developers group?", "lists",
     f"SELECT ?x WHERE {{ {occupation('?x')} ?x {BROADER} {C2512} }}"),
    ("Which skill group does SQL belong to?", "lists", f"SELECT ?x WHERE {{ {K['sql']} {BROADER} ?x }}"),
    ("What skills are in the food processing group?", "lists",
     f"SELECT ?x WHERE {{ ?x {RDF_TYPE} {SKILL} ; {BROADER} {F0721} }}"),
    ("What knowledge is essential for web programming?", "lists",
     f"SELECT ?x WHERE {{ ?x {ESSENTIAL_FOR} {K['web_prog']} }}"),
    ("What are the other names for the data analyst job?", "lists",
     f"SELECT ?x WHERE {{ {O['data_analyst']} {ALT} ?l . ?l {FORM} ?x }}"),
    ("What is the German job title for a baker?", "lists",
     f"SELECT ?x WHERE {{ {O['baker']} {PREF} ?l . ?l {FORM} ?x FILTER(LANG(?x) = \"de\") }}"),
    ("whats the occupation with esco code 2512.4", "lists",
     f"SELECT ?x WHERE {{ {occupation('?x')} ?x {CODE} \"2512.4\" }}"),
    ("Which occupations are marked obsolete?", "lists",
     f"SELECT ?x WHERE {{ {occupation('?x')} ?x {STATUS} \"obsolete\" }}"),
    ("What occupation replaced the computer operator?", "lists",
     f"SELECT ?x WHERE {{ {O['operator']} {REPLACED_BY} ?x }}"),
    # counts
    ("How many optional skills does a baker have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {O['baker']} {OPTIONAL} ?x }}"),
    ("How many essential skills does a web developer have?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {O['web_developer']} {ESSENTIAL} ?x }}"),
    ("How many occupations list SQL as a skill?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {occupation('?x')} {listed('?x', K['sql'])} }}"),
    ("How many skills are in the software and applications development and analysis group?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {SKILL} ; {BROADER} {F0613} }}"),
    ("How many occupations belong to ISCO group 2511?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {occupation('?x')} ?x {BROADER} {C2511} }}"),
    ("How many knowledge items are essential for a data analyst?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {O['data_analyst']} {ESSENTIAL} ?x . ?x {SKILL_TYPE} {KNOWLEDGE} }}"),
    ("How many skills are transversal?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?x {RDF_TYPE} {SKILL} ; {REUSE} {TRANSVERSAL} }}"),
    ("For how many occupations is debugging software essential?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {occupation('?x')} ?x {ESSENTIAL} {K['debug']} }}"),
    ("how many skills does a cook have in total", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ {listed(O['cook'], '?x')} }}"),
    ("How many different skills are optional for the occupations in the software developers group?", "counts",
     f"SELECT (COUNT(DISTINCT ?x) AS ?n) WHERE {{ ?o {BROADER} {C2512} ; {OPTIONAL} ?x }}"),
]
YES_NO = [
    ("Is Python an essential skill for a web developer?", False),
    ("Is JavaScript essential for a web developer?", True),
    ("Does the nurse belong to ISCO group 2221?", True),
    ("Is the pastry maker in the Cooks group?", False),
    ("Is SQL classed as knowledge?", True),
    ("Is performing data analysis classed as knowledge?", False),
    ("Does a data analyst have more essential skills than a web developer?", True),
    ("Does a cook have more essential skills than a mobile app developer?", False),
    ("Is HTML essential for web programming?", True),
    ("Is statistics essential knowledge for web programming?", False),
    ("Is there any occupation for which Swift is optional?", False),
    ("Does any nursing occupation list project management as a skill?", True),
    ("Are food safety standards a cross-sector skill?", False),
    ("Are teamwork principles a transversal skill?", True),
    ("Is computer operator an obsolete occupation?", True),
    ("Is the business analyst occupation obsolete?", False),
    ("Is cloud technologies an optional skill for a software developer?", True),
    ("is decorating confectionery essential for bakers", False),
    ("Is the data pipeline engineer in the same ISCO group as the business analyst?", True),
    ("Is the mobile app developer in the same ISCO group as the ICT system analyst?", False),
]


name_of = kg_questions.name_under(BASE)  # concepts by their path (``skill/2d2f5573-...``, ``isco/C2511``)


def gold(kg) -> list[dict]:
    return kg_questions.gold(kg, QUESTIONS, YES_NO, name_of)


def main(argv: list[str] | None = None) -> dict:
    return kg_questions.main("skills", KG_FILE, QUESTIONS, YES_NO, name_of, __doc__, argv)


if __name__ == "__main__":
    main()
