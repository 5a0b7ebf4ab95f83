import json

from rdflib import Literal, URIRef

from kgqa.candidates.builtins import AGG, CMP, ORD
from kgqa.candidates.pool import Candidate, CandidatePool


def test_builtins_and_json_round_trip():
    pool = CandidatePool("q?", "kg:1")
    assert pool.ids("ord") == list(ORD) and pool.ids("cmp") == list(CMP) and pool.ids("agg") == list(AGG)
    assert {"SUM", "AVG", "COUNT", "ASK"} <= set(AGG) and {"DURING", "OVERLAP", "CONTAINS"} <= set(CMP)
    pool.val.append(Candidate("1998", "1998", 0.9, [{"source": "regex", "how": "year", "span": [3, 7]}],
                              ["year", "integer"], ["http://www.w3.org/2001/XMLSchema#integer"]))
    pool.rel.append(Candidate("http://x/p", "p", 0.5, [{"source": "ranker"}]))
    text = json.dumps(pool.to_json())
    back = CandidatePool.from_json(json.loads(text))
    assert back == pool
    assert back.val[0].to_term("val") == Literal("1998", datatype=URIRef("http://www.w3.org/2001/XMLSchema#integer"))
    assert back.rel[0].to_term("rel") == URIRef("http://x/p")
    assert back.sizes()["val"] == 1
