"""One cross-product SELECT over a 1M-triple KG behind an Oxigraph server, once per code tree:
python cross_product.py WORK_DIR [OLD_TREE]  (OLD_TREE: a `git archive` of the old kgqa, run with
PYTHONPATH at it). Prints one JSON line per run (cross_product_one.py)."""
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2] / "tests" / "service"))
from test_bounded_answers import write_kg  # noqa: E402

from kgqa.testing.servers import OxigraphServer  # noqa: E402

work = Path(sys.argv[1])
work.mkdir(parents=True, exist_ok=True)
kg_file = work / "big.nt"
write_kg(kg_file, 1_000_000)
OxigraphServer.bulk_load(work / "store", [kg_file])
kg_file.unlink()
runs = [(dict(os.environ), ["error", "100000"]), (dict(os.environ), ["truncate", "10000"])]
if len(sys.argv) > 2:
    runs.insert(0, (dict(os.environ, PYTHONPATH=sys.argv[2]), ["old", "100000"]))
with OxigraphServer(location=work / "store") as srv:
    for env, args in runs:
        out = subprocess.run([sys.executable, str(HERE / "cross_product_one.py"), srv.query_url, *args],
                             env=env, cwd=work, capture_output=True, text=True)
        print(out.stdout.strip() or out.stderr[-500:], flush=True)
