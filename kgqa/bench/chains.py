"""``python -m kgqa.bench.chains``: 2- and 3-hop questions about named people on a generated kinship
KG with no ``rdf:type`` and names only in ``rdfs:label``, one JSON object on stdout.

People ask a KG about named things along paths: "What is Anna Berg's mother's nationality?". On a
KG without classes the only way to the person is an entity (Ent) vertex, and the answer is a
chain of relations from it. No benchmark here has such a KG, so this bench writes one from a seed
(:func:`kinship_kg`: three generations of families, 13 relations between people, places,
countries and languages) and asks paths drawn from it (:func:`chain_questions`) in three general
English phrasings: possessive ("Anna Berg's mother's nationality"), the same written as tokenised
lower-case text ("anna berg 's mother 's nationality", as many published question sets are), and
"of" chains ("the nationality of the mother of Anna Berg"). A question is right when its answer's
set of IRIs equals the gold set. Each checkpoint answers through the engine on the embedded store.
``--paraphrase`` says some relations in other everyday words ("mum", "partner", "citizenship",
"place of birth"), so that a relation must be found by meaning, not by its name. ``--yes-no``
asks the questions with one answer as yes/no ("Is A the mother of the spouse of B?"), half of
them false; a question is right when the answer's boolean is the truth. ``--counts`` asks counts
at a chain's end instead ("How many children does X's mother have?"), ``--verbs`` chains that end
in a verb or a "what N is" form ("Where was X's mother born?", "What nationality is X's son?").

    python -m kgqa.bench.chains [--n 120] [--seed 0] [--paraphrase] [--yes-no | --counts | --verbs]
                                [--search stated_chain=false] [--checkpoint A.pt ...]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import defaultdict
from pathlib import Path

from kgqa.bench import write_records
from kgqa.synthesize.words import identifier_words

K = "http://example.org/kin/"
LABEL = "http://www.w3.org/2000/01/rdf-schema#label"
_MALE = ["Anders", "Bruno", "Carlos", "Dmitri", "Emil", "Felix", "Gustav", "Hugo", "Igor", "Jakob", "Karl",
         "Lars", "Marco", "Nils", "Oskar", "Pavel", "Rafael", "Sven"]
_FEMALE = ["Alma", "Berit", "Clara", "Dagny", "Elin", "Frida", "Greta", "Hanna", "Irina", "Julia", "Karin",
           "Lotta", "Marta", "Nina", "Olga", "Petra", "Rosa", "Selma"]
_SURNAMES = ["Berg", "Holm", "Lind", "Costa", "Petrov", "Alves", "Nyberg", "Dahl", "Ek", "Moreau", "Novak",
             "Rossi", "Silva", "Weber", "Jensen", "Horvat", "Laine"]
# country, its language, two cities (the first its capital)
_PLACES = [("Sweden", "Swedish", "Uppsala", "Malmo"), ("Norway", "Norwegian", "Oslo", "Bergen"),
           ("Finland", "Finnish", "Espoo", "Turku"), ("Portugal", "Portuguese", "Porto", "Braga"),
           ("Poland", "Polish", "Krakow", "Gdansk"), ("Italy", "Italian", "Turin", "Naples"),
           ("France", "French", "Lyon", "Nantes"), ("Germany", "German", "Hamburg", "Leipzig"),
           ("Croatia", "Croatian", "Split", "Zadar")]
# relations a path may go on through (to another person); the others end it
PERSON_RELATIONS = ("child", "father", "mother", "son", "daughter", "sibling", "spouse")


def kinship_kg(seed: int = 0, families: int = 45) -> list[str]:
    """N-Triples lines of a kinship KG: people (``p<i>``) with ``rdfs:label`` names and no type,
    13 relations: ``child father mother son daughter sibling spouse nationality birthPlace
    residence`` between people and places, ``country capital officialLanguage`` among places."""
    rnd = random.Random(seed)
    lines: set[str] = set()

    def rel(s: str, p: str, o: str) -> None:
        lines.add(f"<{K}{s}> <{K}{p}> <{K}{o}> .")

    def label(s: str, name: str) -> None:
        lines.add(f'<{K}{s}> <{LABEL}> "{name}"@en .')

    cities = []
    for i, (country, language, *towns) in enumerate(_PLACES):
        label(f"c{i}", country)
        label(f"l{i}", language)
        rel(f"c{i}", "officialLanguage", f"l{i}")
        for j, town in enumerate(towns):
            label(f"t{i}_{j}", town)
            rel(f"t{i}_{j}", "country", f"c{i}")
            cities.append((f"t{i}_{j}", f"c{i}"))
        rel(f"c{i}", "capital", f"t{i}_0")
    names: set[str] = set()
    people: list[dict] = []

    def person(sex: str, surname: str | None = None) -> dict:
        while True:
            name = f"{rnd.choice(_MALE if sex == 'm' else _FEMALE)} {surname or rnd.choice(_SURNAMES)}"
            if name not in names:
                break
            surname = None  # that family's names are used up: marry in a new one
        names.add(name)
        city, country = rnd.choice(cities)
        p = {"id": f"p{len(people) + 1}", "sex": sex, "name": name, "city": city,
             "country": country if rnd.random() < 0.8 else f"c{rnd.randrange(len(_PLACES))}"}
        people.append(p)
        return p

    def parents(kids: list[dict], father: dict, mother: dict) -> None:
        for k in kids:
            for par in (father, mother):
                rel(par["id"], "child", k["id"])
                rel(par["id"], "son" if k["sex"] == "m" else "daughter", k["id"])
                rel(k["id"], "father" if par is father else "mother", par["id"])
            for other in kids:
                if other is not k:
                    rel(k["id"], "sibling", other["id"])

    def married(a: dict, b: dict) -> None:
        rel(a["id"], "spouse", b["id"])
        rel(b["id"], "spouse", a["id"])

    for _ in range(families):
        father, mother = person("m"), person("f")
        married(father, mother)
        surname = father["name"].split()[1]
        kids = [person(rnd.choice("mf"), surname) for _ in range(rnd.randint(1, 3))]
        parents(kids, father, mother)
        for k in kids:
            if rnd.random() < 0.6:
                partner = person("f" if k["sex"] == "m" else "m")
                married(k, partner)
                husband, wife = (k, partner) if k["sex"] == "m" else (partner, k)
                grandkids = [person(rnd.choice("mf"), husband["name"].split()[1]) for _ in range(rnd.randint(0, 2))]
                parents(grandkids, husband, wife)
    for p in people:
        label(p["id"], p["name"])
        rel(p["id"], "nationality", p["country"])
        rel(p["id"], "birthPlace", p["city"])
        if rnd.random() < 0.5:
            rel(p["id"], "residence", rnd.choice(cities)[0])
    return sorted(lines)


PHRASINGS = ("possessive", "tokenised", "of_chain")
# everyday words for some of the relations (--paraphrase), none of them the relation's own
PARAPHRASES = {"spouse": "partner", "mother": "mum", "father": "dad", "child": "kid", "nationality": "citizenship",
               "birthPlace": "place of birth", "residence": "home town", "officialLanguage": "language",
               "capital": "capital city"}


def phrase(name: str, path: list[str], phrasing: str, paraphrase: bool = False) -> str:
    # birthPlace -> birth place, or its everyday word
    words = [PARAPHRASES[r] if paraphrase and r in PARAPHRASES else identifier_words(r) for r in path]
    if phrasing == "possessive":
        return f"What is {name}'s " + "'s ".join(words) + "?"
    if phrasing == "tokenised":
        return f"what is {name.lower()} 's " + " 's ".join(words) + " ?"
    return "What is the " + " of the ".join(reversed(words)) + f" of {name}?"


def _read(lines: list[str]) -> tuple[dict[tuple[str, str], set[str]], dict[str, str]]:
    """``(s, relation) -> objects`` and ``s -> name`` of the KG's N-Triples lines."""
    out: dict[tuple[str, str], set[str]] = defaultdict(set)
    names: dict[str, str] = {}
    for line in lines:
        s, p, o = line[:-2].split(" ", 2)
        if p == f"<{LABEL}>":
            names[s[1:-1]] = o.split('"')[1]
        else:
            out[(s[1:-1], p[len(K) + 1:-1])].add(o[1:-1])
    return out, names


def _path_ends(out: dict[tuple[str, str], set[str]], start: str, path: list[str]) -> set[str]:
    """What ``path`` (relation names) reaches from ``start`` in the KG read by :func:`_read`."""
    ends = {start}
    for r in path:
        ends = set().union(*(out.get((a, r), set()) for a in ends))
    return ends


def yes_no_questions(lines: list[str], questions: list[dict], seed: int = 0) -> list[dict]:
    """The chain questions with one answer asked as yes/no, true and false in turn: "Is A the
    mother of the spouse of B?" / "Is B's spouse's mother A?" (also tokenised), where a false
    one's A is another thing of the answer's kind (a person, a town, a country, a language)."""
    _, names = _read(lines)
    rnd = random.Random(seed)
    by_kind: dict[str, list[str]] = defaultdict(list)
    for iri in sorted(names):
        by_kind[iri[len(K)]].append(iri)
    asked = []
    for q in (q for q in questions if len(q["gold"]) == 1):
        truth = len(asked) % 2 == 0
        gold = q["gold"][0]
        end = gold if truth else rnd.choice([x for x in by_kind[gold[len(K)]] if x != gold and x != q["start"]])
        words = [identifier_words(r) for r in q["path"]]
        a, b = names[end], names[q["start"]]
        form = ("of_chain", "possessive", "tokenised")[(len(asked) // 2) % 3]
        if form == "of_chain":
            text = f"Is {a} the " + " of the ".join(reversed(words)) + f" of {b}?"
        elif form == "possessive":
            text = f"Is {b}'s " + "'s ".join(words) + f" {a}?"
        else:
            text = f"is {b.lower()} 's " + " 's ".join(words) + f" {a.lower()} ?"
        asked.append({**q, "question": text, "phrasing": form, "truth": truth, "end": end})
    return asked


_PLURALS = {"child": "children", "sibling": "siblings", "son": "sons", "daughter": "daughters"}


def count_questions(lines: list[str], n: int, seed: int = 0) -> list[dict]:
    """``n`` questions "How many N does <chain> have?" (possessive and "of" chains in turn): from
    a named person through their mother, father or spouse, a count of that relative's children,
    siblings, sons or daughters (0 where they have none)."""
    out, names = _read(lines)
    rnd = random.Random(seed)
    people = sorted(s for s in names if s[len(K)] == "p")
    questions, seen = [], set()
    for _ in range(200 * n):
        if len(questions) >= n:
            break
        start = rnd.choice(people)
        first = rnd.choice(["mother", "father", "spouse"])
        last = rnd.choice(sorted(_PLURALS))
        if (start, first) not in out or (start, first, last) in seen:
            continue
        seen.add((start, first, last))
        mid = sorted(out[(start, first)])
        gold = len(set().union(*(out.get((m, last), set()) for m in mid)))
        name = names[start]
        if len(questions) % 2:
            text = f"How many {_PLURALS[last]} does the {first} of {name} have?"
        else:
            text = f"How many {_PLURALS[last]} does {name}'s {first} have?"
        questions.append({"question": text, "hops": 2, "phrasing": ("possessive", "of_chain")[len(questions) % 2],
                          "start": start, "path": [first, last], "count": gold})
    return questions


# the last relation said by a verb or a "what N is" form ({c}: the chain, possessive)
VERB_FORMS = {
    "birthPlace": ("Where was {c} born?", "Which city was {c} born in?", "In which city was {c} born?"),
    "residence": ("Where does {c} live?", "In which city does {c} live?"),
    "nationality": ("What nationality is {c}?", "Where is {c} from?", "Which country does {c} come from?"),
}


def verb_questions(lines: list[str], n: int, seed: int = 0) -> list[dict]:
    """``n`` questions whose chain (one or two relatives from a named person, possessive; every
    other one tokenised) ends in a relation said by a verb or a "what N is" form
    (:data:`VERB_FORMS`): "Where was Anna Berg's mother's spouse born?", "what nationality is
    anna berg 's son ?". 1-4 answers, none of them the person asked about."""
    out, names = _read(lines)
    people = sorted(s for s in names if (s, "nationality") in out)
    rnd = random.Random(seed)
    questions, seen = [], set()
    for _ in range(200 * n):
        if len(questions) >= n:
            break
        start, last = rnd.choice(people), rnd.choice(sorted(VERB_FORMS))
        path, node = [], start
        for _ in range(1 + len(questions) % 2):
            options = [r for r in PERSON_RELATIONS if (node, r) in out and r not in path]
            if not options:
                break
            path.append(rnd.choice(options))
            node = rnd.choice(sorted(out[(node, path[-1])]))
        answers = _path_ends(out, start, [*path, last])
        if not path or not answers or len(answers) > 4 or (start, tuple(path), last) in seen:
            continue
        seen.add((start, tuple(path), last))
        tokenised = len(questions) % 2 == 1
        name = names[start].lower() if tokenised else names[start]
        chain = f"{name} 's " + " 's ".join(path) if tokenised else f"{name}'s " + "'s ".join(path)
        text = rnd.choice(VERB_FORMS[last]).format(c=chain)
        questions.append({"question": text.lower().replace("?", " ?") if tokenised else text, "hops": len(path) + 1,
                          "phrasing": "tokenised" if tokenised else "possessive", "start": start,
                          "path": [*path, last], "gold": sorted(answers)})
    return questions


def chain_questions(lines: list[str], n: int, seed: int = 0, paraphrase: bool = False) -> list[dict]:
    """``n`` questions (half 2-hop, half 3-hop, phrasings in turn): a path of distinct relations
    from a named person through people, with 1-4 answers, none of them the person asked about.
    ``paraphrase``: relations said in :data:`PARAPHRASES`' words where it has them."""
    out, names = _read(lines)
    relations: dict[str, list[str]] = defaultdict(list)
    for s, r in sorted(out):
        relations[s].append(r)
    people = sorted(s for s in names if (s, "nationality") in out)
    rnd = random.Random(seed)
    questions, seen = [], set()
    for _ in range(200 * n):
        if len(questions) >= n:
            break
        hops = 2 + len(questions) % 2
        start = rnd.choice(people)
        path, node = [], start
        for step in range(hops):
            options = [r for r in relations[node] if r not in path
                       and (step == hops - 1 or r in PERSON_RELATIONS)]
            if not options:
                break
            path.append(rnd.choice(options))
            node = rnd.choice(sorted(out[(node, path[-1])]))
        if len(path) < hops or (start, tuple(path)) in seen:
            continue
        answers = _path_ends(out, start, path)
        if not answers or len(answers) > 4 or start in answers:
            continue
        seen.add((start, tuple(path)))
        phrasing = PHRASINGS[(len(questions) // 2) % len(PHRASINGS)]
        questions.append({"question": phrase(names[start], path, phrasing, paraphrase), "hops": hops, "phrasing": phrasing,
                          "start": start, "path": path, "gold": sorted(answers)})
    return questions


def score(checkpoint: Path, kg, questions: list[dict], search: dict | None = None) -> tuple[dict, list[dict]]:
    """Right of n (all, by hops, by phrasing) and one record per question."""
    from kgqa.engine.hgnet_engine import HGNetEngine

    from kgqa.search.config import SearchConfig

    engine = HGNetEngine.from_checkpoint(checkpoint, search=SearchConfig.default(**search) if search else None)
    tally: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    records = []
    for q in questions:
        answer = engine.answer(q["question"], kg, kg_name=kg.name)
        got = sorted({str(row[0]) for row in answer.rows if row})
        if "truth" in q:
            right = answer.boolean is q["truth"]
        elif "count" in q:
            right = bool(answer.rows and answer.rows[0]) and str(answer.rows[0][0]) == str(q["count"])
        else:
            right = got == q["gold"]
        for key in ("all", f"hops_{q['hops']}", q["phrasing"]):
            tally[key][0] += right
            tally[key][1] += 1
        records.append({**q, "right": right, "sparql": answer.sparql, "got": got[:5], "boolean": answer.boolean})
    return {k: f"{r}/{n}" for k, (r, n) in sorted(tally.items())}, records


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--n", type=int, default=120, help="questions (half 2-hop, half 3-hop)")
    ap.add_argument("--seed", type=int, default=0, help="the KG's and the questions' seed")
    ap.add_argument("--checkpoint", action="append", type=Path, default=None,
                    help="a checkpoint to score (repeatable; default: the shipped model)")
    ap.add_argument("--paraphrase", action="store_true", help="say some relations in other everyday words")
    ap.add_argument("--yes-no", action="store_true",
                    help="ask the questions with one answer as yes/no, half of them false")
    ap.add_argument("--counts", action="store_true",
                    help="ask --n counts at the end of a chain instead ('How many children does X's mother have?')")
    ap.add_argument("--verbs", action="store_true",
                    help="ask --n chains ending in a verb or a 'what N is' form ('Where was X's mother born?')")
    ap.add_argument("--search", action="append", default=[], metavar="KEY=VALUE",
                    help="a search setting for this run (repeatable; conf/search/beam.yaml's keys), "
                         "e.g. stated_chain=false")
    ap.add_argument("--out", type=Path, default=None, help="a folder for the KG file and per-question records")
    args = ap.parse_args(argv)
    if args.n < 2:
        ap.error("--n: at least 2 questions")
    search = dict(kv.split("=", 1) for kv in args.search if "=" in kv)
    if len(search) != len(args.search):
        ap.error("--search: KEY=VALUE")
    import tempfile

    from kgqa.kg.embedded import EmbeddedKG
    from kgqa.paths import default_checkpoint

    lines = kinship_kg(args.seed)
    questions = chain_questions(lines, args.n, args.seed, args.paraphrase)
    if args.counts:
        questions = count_questions(lines, args.n, args.seed)
    elif args.verbs:
        questions = verb_questions(lines, args.n, args.seed)
    elif args.yes_no:
        questions = yes_no_questions(lines, questions, args.seed)
    out = args.out or Path(tempfile.mkdtemp(prefix="kgqa-chains-"))
    out.mkdir(parents=True, exist_ok=True)
    kg_file = out / "kinship.nt"
    kg_file.write_text("\n".join(lines) + "\n")
    kg = EmbeddedKG([kg_file], name="kinship")
    result = {"kg": {"triples": len(lines), "file": str(kg_file)}, "questions": len(questions),
              "paraphrase": args.paraphrase, "yes_no": args.yes_no, "counts": args.counts, "verbs": args.verbs,
              "search": search,
              "checkpoints": {}}
    for ckpt in args.checkpoint or [default_checkpoint()]:
        print(f"[chains] {ckpt}", file=sys.stderr, flush=True)
        tally, records = score(ckpt, kg, questions, search)
        result["checkpoints"][str(ckpt)] = tally
        write_records(out / f"records-{ckpt.stem}.jsonl", records)
    print(json.dumps(result))
    return result


if __name__ == "__main__":
    main()
