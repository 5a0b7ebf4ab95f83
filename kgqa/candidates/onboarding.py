"""KG onboarding: everything kgqa must know about a KG before it can answer over it, built once
per KG and data version and kept on disk.

Three indexes, each by bounded SPARQL scans read in time linear in the KG
(:mod:`kgqa.candidates.scan`: one streamed SELECT where the KG allows it, keyset or ``OFFSET``
pages where not), so the same code onboards the embedded store and a large remote endpoint;
or, with ``dump=FILE``, from the KG's dump file in two streamed passes
(:mod:`kgqa.candidates.dump`):

- the schema (:class:`~kgqa.candidates.schema.SchemaIndex`): classes and properties with
  readable labels, observed domains, ranges, datatypes and counts, machinery vocabularies left
  out, and which classes use each property (the filling's class check);
- the literal values (:class:`~kgqa.candidates.values.ValueIndex`), for linking the values a
  question names;
- the entity names (:class:`~kgqa.candidates.label_index.LabelIndex`, SQLite full text), for
  linking the entities a question names, by label or by IRI local name.

``python -m kgqa.onboard`` runs it with a progress bar; the service does it on first use of a
KG. The files are keyed by :func:`~kgqa.candidates.cache.cache_identity` (endpoint and data
version), written atomically and only read afterwards, so worker processes and replicas can
share them read-only. What the scans learned about the server itself (the row count it cuts
results at, or the most rows it answered whole) is kept per endpoint, whatever the data
version, so a re-onboarding or a resumed one starts with the right scan form.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from kgqa.kg.base import KnowledgeGraph
from kgqa.kg.errors import KGError
from kgqa.kg.row_budget import kg_row_budget
from kgqa.paths import cache_dir

from .cache import atomic_write, cache_identity, cache_path, forget_version
from .entities import entity_names
from .label_index import LabelIndex
from .scan import Scanner
from .schema import SchemaIndex
from .values import ValueIndex

log = logging.getLogger(__name__)

#: 2: names in other languages are second names (kgqa.candidates.entities); 3: GeoNames and vCard
#: names (kgqa.kg.labels.LABEL_PROPERTIES); 4: predicates named by the Wikibase entity that claims
#: them, Wikibase's vocabulary as machinery (kgqa.kg.vocabulary); 5: schema:description as
#: machinery, Wikibase's property entities no entity names (kgqa.candidates.entities); 6: a
#: vocabulary's own title properties name things, and a thing with no name borrows the title of
#: the one node that carries it (kgqa.candidates.entities.title_properties, borrowed_names); 7: the
#: codes and acronyms of key properties are second names (kgqa.candidates.key_names); 10: an
#: unlabelled thing's local name minted from an accession code is its second name
#: (kgqa.candidates.second_names.accession), a name node's title names the thing that links it on
#: any host (kgqa.candidates.title_properties.name_node_titles), and a vocabulary's name property on
#: the things' own host names them where its values do (kgqa.candidates.title_properties);
#: 11-12: a company's name without its legal form is its second name (second_names.without_legal_form),
#: and so is the code a labelled thing's IRI is minted from (second_names.minted_code); 13-20 (one
#: session's steps): a thing with no name is named by its short description
#: (title_properties.description_properties), and a long name by its shorter names: a head-first name
#: said in order and its head, the name outside a bracket and a common noun phrase's bracket alias,
#: a class named with its kin by its first name, a name before "of" and what it is of
#: (second_names.comma_names, short_names), and a case's title without its parties' legal forms;
#: 21: a person named in parts (kgqa.candidates.part_names), a title on a blank title node;
#: 22: a SKOS-XL label node's text (kgqa.kg.labels.LABEL_NODE_TEXT), a "has" name property, a compound
#: name property of the unnamed (title_properties.compound_title_properties).
#: 23: accession numbers ("1990.12.3") and prefixed numbers ("HUC 140") as keys (key_names.looks_like_code);
#: 24: a name without the bracket inside it (second_names.short_names);
#: 25: values read in an order that never compares a number with text (scan.literal_order);
#: 26: each side of a spaced dash as a second name ("Harbour House" of "Building A - Harbour House").
#: Indexes built by another format (the schema and the label index) are built again.
ONBOARD_FORMAT = 26


@dataclass
class OnboardedKG:
    """A KG's indexes and what onboarding observed (``meta``: counts and build seconds)."""

    key: str
    schema: SchemaIndex
    values: ValueIndex
    labels: LabelIndex
    meta: dict = field(default_factory=dict)

    def summary(self) -> dict:
        return {"kg": self.key, **self.meta}


def label_index_path(key: str) -> Path:
    return cache_path("labels", key, ".sqlite")


class NotOnboarded(KGError):
    """A process that only reads indexes (a service replica) met a KG nobody onboarded."""

    def __init__(self, identity: str) -> None:
        super().__init__(
            f"{identity} has not been onboarded in {cache_dir()}: run `python -m kgqa.onboard` with the same "
            "kg.* settings and KGQA_CACHE_DIR first (this service only reads indexes: onboarding.read_only)")


def onboard(kg: KnowledgeGraph, *, refresh: bool = False, use_cache: bool = True, language: str = "en",
            progress: bool = False, build: bool = True, scan: str = "auto",
            dump: str | Path | list | None = None) -> OnboardedKG:
    """The indexes of ``kg``, from the on-disk cache when this KG and data version were onboarded
    before (``refresh``: rebuild them anyway, reading the data version again). ``build=False``:
    only read them, and raise :class:`NotOnboarded` when they were never built. ``scan``: how
    to read the KG (:class:`~kgqa.candidates.scan.Scanner`: auto, stream, keyset or offset);
    ``dump``: build the indexes from this dump file (or these files) of ``kg``'s data instead
    (:mod:`kgqa.candidates.dump`), keyed as ``kg``'s."""
    # onboarding reads whole listings: a request's row budget (kg_row_budget) is not for it
    with kg_row_budget(None):
        return _onboard(kg, refresh=refresh, use_cache=use_cache, language=language, progress=progress,
                        build=build, scan=scan, dump=dump)


def _onboard(kg: KnowledgeGraph, *, refresh: bool, use_cache: bool, language: str, progress: bool, build: bool,
             scan: str, dump: str | Path | list | None) -> OnboardedKG:
    if refresh:
        forget_version(kg)
        kg.clear_cache()  # the process's query cache holds the old data's answers
    key = cache_identity(kg) if use_cache else kg.identity
    meta_path = cache_path("onboard", key)
    if not build and not (use_cache and meta_path.exists() and label_index_path(key).exists()):
        raise NotOnboarded(kg.identity)  # the summary is written last: its file means all are there
    built = use_cache and not refresh and label_index_path(key).exists() and _read_meta(meta_path) is not None
    if dump is not None and not built:
        from .dump import onboard_dump

        return onboard_dump(kg, dump, key, refresh=refresh, use_cache=use_cache, language=language,
                            progress=progress)
    bar = _Progress(kg.identity, progress)
    limits_path = cache_path("server", kg.identity)
    known_limits = _read_server_limits(limits_path) if use_cache and not refresh else {}
    scanner = Scanner(kg, form=scan, **known_limits)
    try:
        t0 = time.perf_counter()
        # a schema cached beside an index of another format is of that format too
        stale = use_cache and meta_path.exists() and _read_meta(meta_path) is None
        schema = SchemaIndex.for_kg(kg, use_cache=use_cache and not refresh, refresh=stale, language=language,
                                    progress=bar.schema, scanner=scanner)
        t1 = time.perf_counter()
        bar.stage("values")
        values = ValueIndex.for_kg(kg, schema, use_cache=use_cache and not refresh, scanner=scanner)
        t2 = time.perf_counter()
        labels_path = label_index_path(key)
        labels = None
        if use_cache and not refresh and labels_path.exists() and _read_meta(meta_path) is not None:
            try:
                labels = LabelIndex.open(labels_path)
            except Exception as e:  # noqa: BLE001 - a stale or torn file is rebuilt, not fatal
                log.info("rebuilding label index %s: %s", labels_path, e)
        if labels is None:
            bar.stage("entity names")
            labels = LabelIndex.build(entity_names(kg, language=language, progress=bar.rows, scanner=scanner),
                                      labels_path)
        t3 = time.perf_counter()
    finally:  # also after a crash: a resumed onboarding starts with what was learned
        learned = (scanner.row_cap or None, scanner.uncut_limit or 0)
        known = (known_limits.get("row_cap") or None, known_limits.get("uncut_limit") or 0)
        # only what was learned anew: a read-only replica over a shared cache writes nothing
        if build and use_cache and any(learned) and learned != known:
            atomic_write(limits_path, json.dumps({"row_cap": learned[0], "uncut_limit": learned[1]}))
    bar.close()
    meta = _read_meta(meta_path) if use_cache and not refresh else None
    if meta is None:
        meta = {
            "format": ONBOARD_FORMAT,
            "identity": kg.identity,
            "classes": len(schema.classes),
            "properties": len(schema.properties),
            "literal_values": len(values),
            "entity_names": len(labels),
            "seconds": {"schema": round(t1 - t0, 2), "values": round(t2 - t1, 2), "entity_names": round(t3 - t2, 2)},
            "scans": dict(scanner.used),
            "server_row_cap": scanner.row_cap,
            "scan_counts": scanner.counts,
            "cap_probes": scanner.cap_probes,
            "built_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
        }
        if use_cache:
            atomic_write(meta_path, json.dumps(meta))
    return OnboardedKG(key, schema, values, labels, meta)


def _read_server_limits(path: Path) -> dict:
    """The :class:`Scanner` arguments an earlier onboarding of this endpoint learned."""
    try:
        limits = json.loads(path.read_text())
        return {"row_cap": int(limits["row_cap"]) if limits.get("row_cap") else None,
                "uncut_limit": int(limits.get("uncut_limit") or 0)}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def _read_meta(path: Path) -> dict | None:
    try:
        meta = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    return meta if meta.get("format") == ONBOARD_FORMAT else None


class _Progress:
    """A tqdm bar per onboarding stage (only with ``progress``; the service logs instead)."""

    def __init__(self, name: str, enabled: bool) -> None:
        self.name, self.enabled = name, enabled
        self._bar = None
        self._lock = threading.Lock()

    def stage(self, what: str, total: int | None = None) -> None:
        if not self.enabled:
            log.info("onboarding %s: %s", self.name, what)
            return
        from tqdm import tqdm

        self.close()
        self._bar = tqdm(total=total, desc=f"{what}", unit=" rows" if total is None else " properties")

    def schema(self, done: int, total: int) -> None:
        if not self.enabled:
            return
        if self._bar is None:
            self.stage("schema", total)
        self._bar.n = done
        self._bar.refresh()

    def rows(self, stage: str, n: int) -> None:
        if self.enabled and self._bar is not None:
            self._bar.set_postfix_str(f"{stage}: {n}")
            self._bar.n = n
            self._bar.refresh()

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None
