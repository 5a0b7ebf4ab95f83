import time, sys
from pathlib import Path
from kgqa.bench.big_kg import onboarding_server_limits, TimedEndpointKG
from kgqa.testing.servers import VirtuosoServer
from kgqa.kg.vocabulary import RDF_TYPE
from SPARQLWrapper import XML, CSV, TSV, JSON
w = Path(sys.argv[1])  # a folder holding the 2M-triple KG as p0..p3.nt.gz (kgqa.bench.probes.generate_kg)
files = [w / f"p{i}.nt.gz" for i in range(4)]
with VirtuosoServer(buffers=680000, work_dir=w, query_timeout_s=600, **onboarding_server_limits()) as srv:
    srv.load_files(files, timeout_s=3600)
    kg = TimedEndpointKG(srv.query_url, default_graph=srv.graph, name="big", timeout_s=600)
    base = f"SELECT ?s ?c WHERE {{ ?s <{RDF_TYPE}> ?c . FILTER(isIRI(?s) && isIRI(?c)) }}"
    for fmt in (JSON, XML, TSV, CSV, JSON):
        t = time.perf_counter()
        resp = kg._open(base + " ORDER BY ?s LIMIT 2000000", 600, fmt); body = resp.read(); ct = resp.headers.get("Content-Type"); resp.close()
        print(fmt, ct, len(body), round(time.perf_counter() - t, 2), flush=True)
    q = f"SELECT ?s ?c WHERE {{ ?s <{RDF_TYPE}> ?c . FILTER(isIRI(?s) && isIRI(?c)) }}"
    t = time.perf_counter(); n = kg.select(f"SELECT (COUNT(*) AS ?n) WHERE {{ {q.split('WHERE',1)[1]} }}"); print("count", n.rows, round(time.perf_counter()-t,2))
