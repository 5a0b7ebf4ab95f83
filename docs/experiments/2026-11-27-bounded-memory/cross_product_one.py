"""One cross-product SELECT through EndpointKG (whichever kgqa is on the path): outcome, seconds, peak RSS growth."""
import json, os, sys, threading, time
import psutil
from kgqa.kg.endpoint import EndpointKG
url, overflow = sys.argv[1], sys.argv[2]
NS = "http://example.org/big/"
CROSS = (f"SELECT ?person ?city WHERE {{ ?person a <{NS}Person> . ?city a <{NS}City> . "
         f"?person <{NS}name> ?pn . ?city <{NS}name> ?cn }}")
kw = {} if overflow == "old" else {"overflow": overflow}
kg = EndpointKG(url, timeout_s=10, max_rows=int(sys.argv[3]), **kw)
kg.ask("ASK { ?s ?p ?o }")
proc = psutil.Process(os.getpid()); base = peak = proc.memory_info().rss; stop = False
def sample():
    global peak
    while not stop:
        peak = max(peak, proc.memory_info().rss); time.sleep(0.01)
th = threading.Thread(target=sample, daemon=True); th.start()
t = time.perf_counter()
try:
    r = kg.select(CROSS); outcome = f"{len(r.rows)} rows, truncated={getattr(r, 'truncated', None)}"
except Exception as e:
    outcome = f"{type(e).__name__}: {str(e)[:120]}"
secs = time.perf_counter() - t; stop = True; th.join()
print(json.dumps({"code": overflow, "max_rows": int(sys.argv[3]), "outcome": outcome, "seconds": round(secs, 2), "rss_growth_mb": round((peak - base) / 2**20, 1)}))
