"""``kgqa.bench.serve``'s CPU figure: the server's CPU per request counts its worker processes."""

from __future__ import annotations

import subprocess
import sys
import time

import psutil

from kgqa.bench.serve import tree_cpu_s


def test_tree_cpu_counts_the_workers_of_the_server():
    # a parent that idles while its child burns about half a second of CPU
    child = "import time\nt = time.process_time()\nwhile time.process_time() - t < 0.5: pass\ntime.sleep(30)"
    parent = f"import subprocess, sys, time\nsubprocess.Popen([sys.executable, '-c', {child!r}])\ntime.sleep(30)"
    proc = subprocess.Popen([sys.executable, "-c", parent])
    try:
        p = psutil.Process(proc.pid)
        start = time.monotonic()
        while time.monotonic() - start < 20 and tree_cpu_s(p) < 0.5:
            time.sleep(0.1)
        own = sum(p.cpu_times()[:2])
        total = tree_cpu_s(p)
        assert total >= 0.5 and total - own >= 0.4  # the child's CPU, not the idle parent's
    finally:
        for c in psutil.Process(proc.pid).children(recursive=True):
            c.kill()
        proc.kill()
