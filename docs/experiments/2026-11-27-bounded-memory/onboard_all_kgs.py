import json, sys, time, sqlite3
from kgqa.kg.registry import bundled_kg_names, find_kg_file
from kgqa.kg.embedded import EmbeddedKG
from kgqa.candidates.onboarding import onboard
from pathlib import Path
extra = [Path(__file__).resolve().parents[3] / "tests" / "candidates" / "data" / "bestiary.ttl"]
out = {}
for name in bundled_kg_names() + ["bestiary"]:
    path = extra[0] if name == "bestiary" else find_kg_file(name)
    kg = EmbeddedKG([path], name=name)
    t = time.perf_counter()
    o = onboard(kg, use_cache=False)
    s = o.schema.to_json(); s.pop("identity")
    v = o.values.to_json(); v.pop("identity")
    con = sqlite3.connect(o.labels.path)
    cls = dict(con.execute("SELECT id, iri FROM class"))
    e = [(i, l, k, src, [cls[int(c)] for c in ids.split()]) for i, l, k, ids, src in con.execute("SELECT iri, label, key, class_ids, source FROM entry ORDER BY id")]
    out[name] = {"schema": s, "values": v, "labels": e, "s": round(time.perf_counter() - t, 2)}
json.dump(out, open(sys.argv[1], "w"))
