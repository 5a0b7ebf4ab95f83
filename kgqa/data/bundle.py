"""Rebuild the bundled KGs under ``kg/``: the Spider4SPARQL dev databases, one file each.

    python -m kgqa.data.bundle [--split dev] [--out kg]

Copies each database's generated N-Triples (gzip) and writes ``kg/MANIFEST.json`` with the
triple count and SHA-256 of every file, so the bundle is versioned and checkable.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
from pathlib import Path

from kgqa.data.spider4sparql import kg_names, kg_path
from kgqa.kg.embedded import EmbeddedKG
from kgqa.paths import bundled_kg_dir


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def build(split: str, out: Path) -> dict:
    out.mkdir(parents=True, exist_ok=True)
    manifest = {"source": f"Spider4SPARQL kg_generated, {split} databases", "kgs": {}}
    for name in kg_names(split):
        src = kg_path(name)
        dst = out / f"{name}.nt.gz"
        shutil.copyfile(src, dst)
        manifest["kgs"][name] = {"file": dst.name, "triples": len(EmbeddedKG([dst], name=name)), "sha256": sha256(dst)}
    (out / "MANIFEST.json").write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n")
    return manifest


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--split", default="dev")
    ap.add_argument("--out", type=Path, default=bundled_kg_dir())
    args = ap.parse_args(argv)
    m = build(args.split, args.out)
    print(json.dumps({"kgs": len(m["kgs"]), "triples": sum(k["triples"] for k in m["kgs"].values())}))


if __name__ == "__main__":
    main()
