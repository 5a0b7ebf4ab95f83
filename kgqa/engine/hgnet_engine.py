"""``HGNetEngine``: the shipped :class:`kgqa.answer.KGEngine` (outline -> fill -> execute).

Pipeline for one question (DESIGN.md section 2):
1. the question's candidates from the shared collection (:func:`kgqa.models.slots.slot_candidates`);
2. encode question + candidate names once;
3. outline AQGs with the beam search and the core grammar's masks (:mod:`kgqa.models.outline_space`);
4. fill the best ``n_aqg`` AQGs (vertices, then edges with execution guidance, Algorithm 1), the
   schema ranker's fit of each relation and type to the question and the value linker's score of
   each value priors of the fill decoder (``search.fill_relevance``, ``search.fill_value_prior``,
   :func:`kgqa.engine.hypotheses.fill_prior`);
5. execute the filled graphs, with the graphs join completion adds where a value is compared on a
   class that cannot hold it (``search.join_completion``, :mod:`kgqa.engine.join_completion`),
   and rerank them with their results (``search.rerank``, :mod:`kgqa.search.rerank`); or keep
   the best-scored one with a non-empty answer (final check).
"""

from __future__ import annotations

import contextvars
import copy
import functools
import logging
import threading
import re
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable, NamedTuple

import torch
from rdflib import Literal, URIRef

from kgqa.answer import Beam, KGAnswer
from kgqa.engine.flag_ask import flag_properties, flags_set
from kgqa.engine.flag_reading import event_ask, event_listing, flag_ask, flag_listing
from kgqa.engine.compared_measure import compared_measure
from kgqa.engine.entity_modifier import with_modifier
from kgqa.engine.reified import (NodeReader, class_via_node, held_by_hub, hub_query, hubs, kinds_said, node_step,
                                 nodes_pattern, pair_reading, role_reading, through_node)
from kgqa.engine.comparison import comparison_query, parse_comparison
from kgqa.engine.hypotheses import FillHypothesis, OutlineHypothesis, fill_prior
from kgqa.engine.join_completion import ClassLinks, CompletedJoin, complete_joins
from kgqa.engine.counted_place import count_in_place, count_of_entity, parse_owned
from kgqa.engine.counted_place import parse as parse_place_count
from kgqa.engine.of_roles import of_properties
from kgqa.engine.possessive import of_reading
from kgqa.engine.superlative_place import parse as parse_superlative
from kgqa.engine.superlative_place import superlative_in_place, superlative_of_class
from kgqa.engine.answer_order import (asked_class, asked_class_first, asked_first, asked_thing_first, asked_time_first,
                                     named_first, restated_last)
from kgqa.engine.answer_rewrites import (answer_asked_class, answer_both_ways, answer_counted_value, answer_entities,
                                        answer_joined, answer_measured_thing, answer_of_roles, answer_others,
                                        answer_time_order, answered_by, plain_rows, repair_entity_edge, row_classes)
from kgqa.engine.possessed import possessed_first, possession_fit, possessions, saying
from kgqa.engine.stated_pair import PairReader
from kgqa.engine.symmetric import both_ways, symmetric_properties
from kgqa.engine.verb_hop import verb_hop
from kgqa.engine.stated_chain import (
    ChainHypothesis,
    ChainWalker,
    chain_ask,
    count_query,
    may_state_ask_chain,
    stated_ask_chains,
    stated_chains,
    stated_count_chains,
)
from kgqa.engine.yes_no import (
    IGNORES_QUESTION,
    LEAVES_OUT_NAMED,
    best_covering,
    covering_readings,
    ignores_question,
    is_ask,
    leaves_out_named,
    most_covering,
    has_triple,
    possible_readings,
    question_mentions,
    request_form,
    stated_entities,
    stated_values,
)
from kgqa.candidates.schema import iri_words
from kgqa.kg.errors import KG_FAULTS, EndpointUnavailable, KGError, QueryTimeout
from kgqa.kg.terms import iri_to_sparql
from kgqa.wordforms import noun_key, phrase_spans
from kgqa.models.fill_plan import INHERITED_TYPE
from kgqa.models.outline_space import MAX_DECODE_VERTICES
from kgqa.models.schema_linking import linked_words, question_link_features
from kgqa.models.slots import slot_candidates, value_identity
from kgqa.paths import rerank_weights_beside, resolve
from kgqa.querygraph import QueryGraphError, sparql_to_graph, to_ask, to_sparql
from kgqa.querygraph.model import RDF_TYPE, EdgeClass, OrderSpec, VertexClass
from kgqa.querygraph.paths import path_to_sparql
from kgqa.search.beam import beam_search
from kgqa.search.calibration import softmax_at
from kgqa.search.config import AUTO_WEIGHTS, SearchConfig
from kgqa.search.deadline import Deadline
from kgqa.search.guidance import ExecutionGuide, first_non_empty
from kgqa.search.rerank import RankedGraph
from kgqa.search.rerank_model import Reranker

log = logging.getLogger(__name__)


def _first_value(result) -> str | None:
    """The first value of an executed graph's first row (None: no rows, or not run)."""
    if result is None or not result.rows or not result.rows[0]:
        return None
    x = result.rows[0][0]
    return None if x is None else str(x)


class HGNetEngine:
    """Answer questions with a trained :class:`kgqa.models.hgnet.HGNet`.

    Args:
        model: the network (put in eval mode here).
        search: beam sizes and switches; ``None`` = the defaults of ``conf/search/beam.yaml``.
    """

    def __init__(self, model, search: SearchConfig | None = None, checkpoint: str | Path | None = None) -> None:
        self.model = model.eval()
        self.search = search if search is not None else SearchConfig.default()
        if self.search.rerank_weights == AUTO_WEIGHTS:
            # the weights fitted for a checkpoint live beside it; one with none of its own (an
            # adapted or a fold checkpoint) gets the shipped model's, and the warning below
            beside = rerank_weights_beside(checkpoint)
            if not beside.exists():
                beside = rerank_weights_beside(None)
            self.search = self.search.with_(rerank_weights=str(beside))
        self.reranker = None
        if self.search.rerank:
            path = resolve(self.search.rerank_weights)
            if not path.exists():
                raise FileNotFoundError(f"reranker weights {path} not found; write them with "
                                        "python -m kgqa.train_rerank, or pass search.rerank=false")
            self.reranker = Reranker.load(path)
            # the schema ranker (MiniLM, ~3 s to load) is read by every reranked answer: load it
            # with the engine, not on the first question
            from kgqa.candidates.collect import default_collector

            _ = default_collector().ranker

    def with_search(self, **settings: Any) -> "HGNetEngine":
        """This engine (the same model, reranker and caches) with some search settings changed
        (:meth:`SearchConfig.with_`), to compare readings on one loaded model. Settings that
        choose the reranker are refused: it stays the one loaded."""
        if {"rerank", "rerank_weights"} & set(settings):
            raise ValueError("with_search keeps the loaded reranker: load another engine to change it")
        other = copy.copy(self)
        other.search = self.search.with_(**settings)
        return other

    @classmethod
    def from_checkpoint(cls, path: str | Path | None = None, search: SearchConfig | None = None,
                        **model_overrides) -> "HGNetEngine":
        """Load a checkpoint written by ``kgqa.train`` (defaults to the shipped one,
        :func:`kgqa.paths.default_checkpoint`)."""
        from kgqa.models.hgnet import PLM_PREFIX, HGNet
        from kgqa.models.plm_rows import checkpoint_state
        from kgqa.paths import default_checkpoint

        path = Path(path) if path else default_checkpoint()
        ckpt = torch.load(path, map_location="cpu", weights_only=False)
        config = {**ckpt["config"], **model_overrides}
        model = HGNet(**config)
        missing, unexpected = model.load_state_dict(checkpoint_state(ckpt, PLM_PREFIX), strict=False)
        # a checkpoint carries what trainable_state writes (packaged MiniLM weights are not in it)
        carried = model.trainable_state()
        bad = [k for k in missing if k in carried]
        if bad or unexpected:
            raise ValueError(f"checkpoint {path} does not fit the model: missing {bad[:5]}, unexpected {unexpected[:5]}")
        eng = cls(model, search, checkpoint=path)
        eng.meta = ckpt.get("meta", {})
        fitted_for = eng.reranker.meta.get("checkpoint") if eng.reranker is not None else None
        if fitted_for and resolve(fitted_for).resolve() != path.resolve():
            # the weights include the model's score: another checkpoint's scores are on another scale
            log.warning("reranker weights were fitted for %s, not %s: refit them (python -m kgqa.train_rerank "
                        "checkpoint=...) or pass search.rerank=false", fitted_for, path)
        return eng

    # -- the KGEngine protocol ------------------------------------------------------------------
    def answer(self, question: str, kg, *, kg_name: str, top_k: int = 5) -> KGAnswer:
        """Answer ``question`` on ``kg``.

        Raises :class:`~kgqa.kg.errors.EndpointUnavailable` or :class:`~kgqa.kg.errors.QueryTimeout`
        when the KG failed where the answer needed it (its schema, the chosen query): the caller
        must not mistake that for an empty answer. A fault the answer does not rest on (guidance
        probes, other beams, schema relevance) is listed in ``KGAnswer.degraded``. Anything else
        that goes wrong is reported in ``KGAnswer.error``.
        """
        s = self.search
        timings: dict[str, float] = {}
        stats0 = kg.stats.snapshot()
        t0 = time.perf_counter()
        out = KGAnswer(question=question, kg=kg_name)
        request = request_form(question)
        deadline = Deadline(s.deadline_s)  # the question's time budget, from here
        if request is not None:
            return self._answer_yes_no(out, question, request, kg, stats0, t0, deadline)
        try:
            pool, ctx, beams, guide = self.search_beams(question, kg, timings, degraded=out.degraded,
                                                        deadline=deadline)
            if guide is not None and guide.degradation():
                out.degraded.append(guide.degradation())
            beams = self._with_of_reading(question, kg, pool, beams, out, deadline)
            beams = self._with_stated_chain(question, kg, pool, beams, deadline)
            links = self.question_links(ctx) if ctx.link_tags is not None or self.reranker is not None else None
            t1 = time.perf_counter()
            runner = BeamRunner(kg, s.max_beam_timeouts, deadline, s.parallel_queries)
            if self.reranker is not None:
                beams = self.reranked_beams(beams, pool)
                graphs, results = self.execute_beams(beams, kg, runner)
                t2 = time.perf_counter()
                relevance = self.context_relevance(ctx, question, kg, out.degraded)
                names = pool.schema.words() if pool.schema is not None else None
                ranked = self.reranker.rank(question, links, graphs, relevance, names)
                ranked = self._question_order(ranked, beams, question, pool, results, kg)
                timings["rerank"] = _ms(t2)  # inside execute: scoring the executed graphs
                beams = [beams[i] for i, _ in ranked]
                results = [results[i] for i, _ in ranked]
                rerank_scores = [x for _, x in ranked]
                chosen = runner.best_run(beams, results)
            else:
                limit = s.max_execute if s.final_check else 1
                chosen, results = first_non_empty(beams, lambda b: runner.run(b[2]), limit)
                rerank_scores = [None] * len(beams)
            timings["execute"] = _ms(t1)
            if deadline.degradation():
                out.degraded.append(deadline.degradation())
            if beams:
                h, g, sparql = beams[chosen]
                rows = results[chosen]
                if rows is None:
                    runner.raise_fault(sparql)  # the chosen query itself hit the fault: no answer
                    try:
                        rows = kg.select(sparql)
                    except KG_FAULTS:
                        raise
                    except Exception as e:  # noqa: BLE001 - reported on the answer
                        out.error = f"{type(e).__name__}: {e}"
                        rows = None
                if runner.degradation():
                    out.degraded.append(runner.degradation())
                out.sparql = sparql
                out.query_graph = g.to_json()
                out.aqg = g.abstract().to_json()
                if rows is not None:
                    out.variables = list(rows.variables)
                    out.rows = plain_rows(rows.rows)
                    # (no rows only: a count of 0 may be the answer, "How many children does X have?")
                    if not out.rows and out.error is None and s.execution_guidance:
                        g = repair_entity_edge(out, question, g, kg, pool, s.probe_timeout_s)
                    if s.joined_entities and out.error is None and out.rows:
                        later = [b[1] for i, b in enumerate(beams) if i > chosen and results[i] is not None
                                 and results[i].rows]
                        g = answer_joined(out, question, g, kg, later, stated_entities(question, pool))
                    if s.stated_readings and out.error is None and not out.rows and pool.schema is not None:
                        # a form the question states in full answers where the model's graph found nothing
                        g = self._answer_flag_listing(out, question, g, kg, pool)
                        g = self._answer_compared_measure(out, question, g, kg, pool, deadline)
                    if s.asked_class and out.error is None and out.rows and pool.schema is not None:
                        if s.stated_readings:
                            g = self._answer_verb_hop(out, question, g, kg, pool, deadline)
                            g = self._answer_flag_listing(out, question, g, kg, pool)
                            g = self._answer_compared_measure(out, question, g, kg, pool, deadline)
                        g = answer_of_roles(out, question, g, kg, _property_kinds(pool.schema).of_words)
                        g = answer_both_ways(out, question, g, kg, _property_kinds(pool.schema).symmetric)
                        g = answer_measured_thing(out, question, g, kg, pool.schema.properties, _class_labels(pool))
                        g = answer_time_order(out, question, g, kg, pool.schema.dated_properties)
                        g = answer_asked_class(out, question, g, kg, pool)
                        g = answer_counted_value(out, question, g, kg, pool.schema)
                        if s.stated_readings:
                            g = self._answer_stated_reading(out, question, g, kg, pool, deadline)
                            g = self._answer_reified(out, question, g, kg, pool, deadline)
                    if s.entity_answers and out.error is None:
                        answer_entities(out, question, g, kg, pool.schema.properties if pool.schema else {},
                                        _class_labels(pool))
                    if s.others_than_named and out.error is None:
                        g = answer_others(out, question, g, kg)
                # the chosen graph's softmax share (kgqa.search.calibration says what it means)
                scores = [b[0].score for b in beams] if self.reranker is None else rerank_scores
                out.confidence = softmax_at(scores, chosen)
            else:
                out.error = "no query graph could be generated"
            for i, (h, g, sparql) in enumerate(beams[: max(top_k, 1)]):
                r = results[i] if i < len(results) else None
                out.beams.append(Beam(float(h.score), sparql, g.abstract().to_json(), g.to_json(),
                                      None if r is None else len(r), rerank_scores[i]))
            out.candidates = pool.to_json()
            if links is not None:
                out.question_links = links
            out.probes = list(guide.probes) if guide else []
        except KG_FAULTS:
            raise
        except Exception as e:  # noqa: BLE001 - the engine reports, the caller decides
            out.error = f"{type(e).__name__}: {e}"
        return _finished(out, timings, t0, kg, stats0)

    def _question_order(self, ranked: list[tuple[int, float]], beams: list, question: str, pool,
                        results: list, kg) -> list:
        """The reranker's ``(beam index, score)`` order, corrected by what the question says
        (:mod:`kgqa.engine.answer_order`): with ``search.named_entities_first`` the graphs using
        the most entities it names come first; with ``search.asked_columns`` a graph answering
        with an attribute it does not ask for comes after the others; with ``search.asked_class``
        so does a graph whose answer cannot be of the class the question asks for; a graph whose
        answer only restates the question's words comes last; with ``search.possessed_relations``
        the graphs that say the relation a possessed noun names come first
        (:mod:`kgqa.engine.possessed`)."""
        order = [i for i, _ in ranked]
        graphs = [b[1] for b in beams]
        if self.search.named_entities_first:
            order = named_first(order, graphs, stated_entities(question, pool))
        if self.search.asked_columns and pool.schema is not None:
            order = asked_first(order, graphs, question, pool.schema.properties)
        if self.search.asked_class and pool.schema is not None:
            schema = pool.schema
            cls = asked_class(question, {iri: c.label for iri, c in schema.classes.items()})
            answered = {i for i, r in enumerate(results) if r is not None and r.rows}
            order = asked_class_first(order, graphs, cls, schema.properties, schema.class_use, answered,
                                      lambda i: row_classes(kg, plain_rows(results[i].rows)))
            order = asked_time_first(order, {i: _first_value(r) for i, r in enumerate(results)}, question)
            order = asked_thing_first(order, results, graphs, question, cls is not None)
        order = restated_last(order, results, question)
        if self.search.possessed_relations and pool.schema is not None:
            walker = _chain_walker(kg, pool, None)
            wanted = possessions(question, stated_entities(question, pool), walker.relevance, walker.words,
                                 _class_nouns(pool))
            order = possessed_first(order, graphs, {i for i, r in enumerate(results) if r is not None and r.rows},
                                    wanted)
        score = dict(ranked)
        return [(i, score[i]) for i in order]

    def _with_of_reading(self, question: str, kg, pool, beams: list, out: KGAnswer,
                         deadline: Deadline | None) -> list:
        """``beams`` and, with ``search.possessive_reading``, the graphs of the question's "of"
        reading when it chains possessives after a name it states (:mod:`kgqa.engine.possessive`):
        distinct queries, best score first. ``out.read_as`` records that reading."""
        if not self.search.possessive_reading:
            return beams
        names = [*stated_entities(question, pool).values(),
                 *(str(n) for n in pool.names.get("Val", []) if n is not None)]
        reading = of_reading(question, names)
        if reading is None:
            return beams
        _, _, more, guide = self.search_beams(reading, kg, degraded=out.degraded, deadline=deadline)
        if guide is not None and guide.degradation():
            out.degraded.append(guide.degradation())
        out.read_as = reading
        seen = {sparql for _, _, sparql in beams}
        merged = beams + [b for b in more if b[2] not in seen]
        return sorted(merged, key=lambda b: -float(b[0].score))

    def _with_stated_chain(self, question: str, kg, pool, beams: list, deadline: Deadline | None) -> list:
        """``beams`` and, with ``search.stated_chain``, the graph of a chain of relations the
        question states noun by noun from an entity it names (:mod:`kgqa.engine.stated_chain`),
        the best-fitting path of the first reading the KG has one for, scored as the best beam
        plus ``search.stated_chain_bonus``: the reranker chooses between it and the model's
        graphs on their results and words. "How many N does <chain> have?" counts what the KG's
        best-fitting predicate for N links the chain's end to (none there: 0)."""
        if not self.search.stated_chain or pool.schema is None:
            return beams
        stated = stated_entities(question, pool)
        min_nouns = self.search.stated_chain_min_nouns
        readings = stated_chains(question, stated.values(), min_nouns)
        counts = [] if readings else stated_count_chains(question, stated.values(), min_nouns)
        if not readings and not counts:
            return beams
        walker = _chain_walker(kg, pool, deadline)
        if readings:
            found = walker.walk(readings, stated)
            if not found:
                return beams
            _, hops, sparql, _ = found[0]
        else:  # "how many children does X's mother have": the chain, then the count's noun anywhere in the KG
            found = walker.walk([chain for chain, _ in counts], stated)
            counted = walker.best_fitting(counts[0][1])
            if not found or counted is None:
                return beams
            _, hops, _, anchor = found[0]
            numbers = counted in pool.schema.properties and pool.schema.properties[counted].holds_numbers
            sparql = count_query(anchor, hops, counted, numbers)
            hops = (*hops, counted)
        top = (float(beams[0][0].score) if beams else 0.0) + self.search.stated_chain_bonus
        if any(sparql == b[2] for b in beams):
            return beams
        try:
            g = sparql_to_graph(sparql)
        except (QueryGraphError, ValueError, KeyError, TypeError):
            return beams
        # as likely as the model's best graph: the reranker decides on the results and the words
        return sorted(beams + [(ChainHypothesis(top, hops), g, sparql)], key=lambda b: -float(b[0].score))

    def _answer_chain_ask(self, out: KGAnswer, question: str, kg, deadline: Deadline | None,
                          pool_of: Callable[[], Any]) -> bool:
        """Answers a yes/no question about the end of a chain the question states ("Is Rosa
        Weber the mother of the spouse of Pavel Costa?", "Is Pavel Costa's spouse's mother Rosa
        Weber?") on ``out`` with ``search.stated_chain``: the path is walked from the chain's
        entity by the nouns alone, as for a question that asks for its end, never towards the
        asked end (that would find a "yes" wherever one exists), and ``ASK`` whether it reaches
        it. False when the question is not of that form or the KG has no such path (the model's
        reading is tried then)."""
        if not self.search.stated_chain or not may_state_ask_chain(question, self.search.stated_chain_min_nouns):
            return False
        pool = pool_of()
        if pool.schema is None:
            return False
        stated = stated_entities(question, pool)
        walker = _chain_walker(kg, pool, deadline)
        for chain, end in stated_ask_chains(question, stated.values(), self.search.stated_chain_min_nouns):
            found = walker.walk([chain], stated)
            ends = [str(iri) for (_, iri), name in stated.items() if name == end]
            if not found or not ends:
                continue
            _, hops, _, anchor = found[0]
            out.sparql = chain_ask(anchor, hops, ends[0])
            out.read_as = f"{' of '.join(reversed(chain.nouns))} of {chain.name} = {end}"
            _ask_with_trace(out, kg)
            out.candidates = pool.to_json()
            return True
        return False

    def _answer_stated_pair(self, out: KGAnswer, question: str, kg, deadline: Deadline | None,
                            pool_of: Callable[[], Any]) -> bool:
        """Answers a yes/no question that names an entity and one more thing of the KG ("Is
        Vrock lawful good?", "Is Balor a dragon?", "Does Balor have a speed of 60?") on ``out``
        with ``search.stated_pair``: one ASK by the property the KG has between them that fits the
        question best (:mod:`kgqa.engine.stated_pair`). False when the question is not of that
        form or the KG has no such property (the model's reading is tried then)."""
        if not self.search.stated_pair:
            return False
        from kgqa.candidates.collect import default_collector

        pool = pool_of()
        if pool.schema is None:
            return False
        stated = stated_values(question, pool.instances.get("Val", []))
        named = stated_entities(question, pool)
        values, seen = [], set()
        for v in pool.instances.get("Val", []):
            key = value_identity(v) if isinstance(v, Literal) else None
            if key in stated and _within_names(str(v), named.values()):
                continue  # an entity's own name ("Pavlova Ltd", "Pavlova"), not a second thing
            if key in stated and key not in seen:  # one literal per stated value (60: integer and year)
                seen.add(key)
                values.append(v)
        schema = pool.schema
        reader = PairReader(kg, default_collector().relevance(question, kg),
                            {iri: c.label for iri, c in schema.classes.items()}, schema.hierarchy.open,
                            self.search.probe_timeout_s,
                            out_of_time=lambda: deadline is not None and deadline.left() <= 0,
                            property_labels={iri: p.label for iri, p in schema.properties.items()},
                            noun_fit=self._noun_fit(kg, pool, deadline) if self.search.possessed_relations else None,
                            symmetric=_property_kinds(schema).symmetric)
        reading = reader.read(question, named, values)
        if reading is None:
            return False
        return _asked_by_reading(out, kg, pool, reading)

    def _answer_flag(self, out: KGAnswer, question: str, kg, pool_of: Callable[[], Any]) -> bool:
        """Answers "Is E <flag>?" on ``out`` with ``search.stated_readings``: one ASK of the named
        entity's flag (:mod:`kgqa.engine.flag_reading`), where the entity has that flag at all.
        False when the question is not of that form (the other readings are tried then)."""
        if not self.search.stated_readings:
            return False
        pool = pool_of()
        if pool.schema is None:
            return False
        flags = _property_kinds(pool.schema).flags
        stated = stated_entities(question, pool)
        words = _property_words(pool.schema)
        class_words = {w for label in _class_labels(pool).values() for w in label.lower().split()}
        reading = flag_ask(question, stated, flags, words, class_words) \
            or event_ask(question, stated, pool.schema.dated_properties, words)
        if reading is None:
            return False
        try:
            if not kg.ask(reading.has_flag):
                return False  # the KG does not say whether E has the flag: not this reading
        except KG_FAULTS:
            raise
        except Exception:  # noqa: BLE001 - the other readings are tried
            return False
        return _asked_by_reading(out, kg, pool, reading)

    def _node_reader(self, question: str, kg, pool, deadline: Deadline | None) -> NodeReader:
        """A :class:`kgqa.engine.reified.NodeReader` on ``kg`` for ``question``: bounded SELECTs
        (none once the question's time is up), the properties' words and fit."""
        pairs = self._pair_reader(question, kg, pool, deadline)

        def select(query: str):
            if deadline is not None and deadline.left() <= 0:
                return None
            try:
                return kg.select(f"{query} LIMIT {_NODE_ROWS}", timeout_s=self.search.probe_timeout_s).rows
            except EndpointUnavailable:
                raise
            except KGError:
                return None

        dated = pool.schema.dated_properties if pool.schema is not None else frozenset()
        return NodeReader(select, pairs.words, lambda props: pairs.best(question, props), lambda p: p in dated)

    def _answer_reified_pair(self, out: KGAnswer, question: str, kg, deadline: Deadline | None,
                             pool_of: Callable[[], Any]) -> bool:
        """Answers a yes/no question naming two entities joined through an unnamed node ("Is
        Greta Ilves still a member of the Veldmark Diet?", :mod:`kgqa.engine.reified`) on ``out``
        with ``search.stated_readings``; False when it does not (the other readings are tried)."""
        if not self.search.stated_readings:
            return False
        pool = pool_of()
        if pool.schema is None:
            return False
        stated = stated_entities(question, pool)
        if len(stated) != 2:
            return False
        reader = self._node_reader(question, kg, pool, deadline)
        if reader.unnamed([str(k[1]) for k in stated]):
            return False  # the KG names things by their IRIs alone: a node without a name is no sign
        reading = pair_reading(question, stated, reader, yes_no=True)
        if reading is None:
            return False
        return _asked_by_reading(out, kg, pool, reading)

    def _answer_reified(self, out: KGAnswer, question: str, graph, kg, pool, deadline: Deadline | None):
        """``out`` answered through the unnamed nodes of a KG that reifies its facts
        (:mod:`kgqa.engine.reified`): the asked property of the node joining two named entities,
        or the chosen graph's answer, when it is such nodes, carried on to what the question asks.
        The graph it answers with; no such nodes or no rows: the answer stands."""
        stated = stated_entities(question, pool)
        reader = self._node_reader(question, kg, pool, deadline)
        asked = asked_class(question.replace("how many", "which", 1).replace("How many", "which", 1), _class_labels(pool))
        if asked is not None:  # "How many vegan recipes are there?"
            kinds = kinds_said(question, graph, asked, reader)
            if kinds is not None and answered_by(out, kinds, kg, "kinds said", question):
                return kinds

        def links(cls: str, entity: str) -> list[str]:
            rows = reader.select(f"SELECT DISTINCT ?p WHERE {{ ?x a {iri_to_sparql(cls)} . ?x ?p {iri_to_sparql(entity)} . }}")
            return [str(r[0]) for r in rows or [] if isinstance(r[0], URIRef)]

        modified = with_modifier(question, graph, stated, links)  # "all solar plants": the plants of solar
        if modified is not None and answered_by(out, modified, kg, "entity modifier", question):
            return modified
        if not stated:
            return graph  # a KG whose things have no names: no node is told apart by having none
        if reader.unnamed([str(k[1]) for k in stated]):
            return graph  # the KG names things by their IRIs alone: a node without a name is no sign
        if len(stated) == 2:
            found = pair_reading(question, stated, reader, yes_no=False)
            if found is not None:
                return _answered_by_reading(out, question, graph, kg, found, "reified reading")
        cls = asked_class(question, _class_labels(pool))
        if len(stated) == 1 and not any(v.cls is VertexClass.VAL for v in graph.vertices):

            def reaches(pattern: str, p: str, out_of_node: bool) -> bool:
                return bool(reader.select(f"SELECT ?x WHERE {{ {pattern} {node_step(p, out_of_node)} . "
                                          f"?x a {iri_to_sparql(cls)} }}"))

            count = bool(re.match(r"\s*how\s+many\b", question, re.I))
            found = role_reading(question, stated, reader, count, reaches if cls is not None else None)
            if found is not None:
                return _answered_by_reading(out, question, graph, kg, found, "role reading")
            if asked is not None:
                schema = pool.schema
                found = class_via_node(question, stated, reader, asked, lambda c: path_to_sparql(INHERITED_TYPE)
                                       if c in schema.hierarchy.open else "a", count)
                if found is not None:
                    return _answered_by_reading(out, question, graph, kg, found, "reified reading")
        nodes = [str(r[0]) for r in out.rows if r and isinstance(r[0], str) and r[0].startswith(("http://", "https://", "urn:"))]
        if not nodes or len(nodes) != len(out.rows) or not reader.unnamed(nodes):
            # named answers: what the question says of an unnamed node the graph passes through
            for v in hubs(graph):
                rows = reader.select(hub_query(graph, v))
                hub = [str(r[0]) for r in rows or [] if isinstance(r[0], URIRef)]
                if hub and reader.unnamed(hub):
                    held = held_by_hub(question, graph, v, hub, reader)
                    if held is not None and answered_by(out, held, kg, "reified reading", question):
                        return held
            return graph
        if cls is not None and reader.select(f"SELECT ?n WHERE {{ {nodes_pattern(nodes)} ?n a {iri_to_sparql(cls)} }}"):
            return graph  # the question asks for these very things ("Which routes are seasonal?")

        def of_class(p: str, out_of_node: bool) -> bool:
            if cls is None:
                return False
            return bool(reader.select(f"SELECT ?x WHERE {{ {nodes_pattern(nodes)} {node_step(p, out_of_node)} . "
                                      f"?x a {iri_to_sparql(cls)} }}"))

        found = through_node(question, graph, nodes, reader, of_class if cls is not None else None)
        return _answered_by_reading(out, question, graph, kg, found, "reified reading")

    def _answer_compared_measure(self, out: KGAnswer, question: str, graph, kg, pool, deadline: Deadline | None):
        """``out`` answered by the things of the asked class whose named measure compares with the
        stated number ("Which restaurants have at least two Michelin stars?",
        :mod:`kgqa.engine.compared_measure`); the graph it answers with. Not of that form, or
        no rows: the answer stands."""
        schema = pool.schema
        labels = _class_labels(pool)
        reader = self._pair_reader(question, kg, pool, deadline)
        found = compared_measure(question, lambda noun: asked_class(f"which {noun}", labels),
                                 lambda cls: path_to_sparql(INHERITED_TYPE) if cls in schema.hierarchy.open else "a",
                                 reader.listing, reader.words)
        return _answered_by_reading(out, question, graph, kg, found, "compared measure")

    def _answer_flag_listing(self, out: KGAnswer, question: str, graph, kg, pool):
        """``out`` answered by the things of the asked class whose named flag is set ("Which
        railway lines are electrified?", :mod:`kgqa.engine.flag_reading`); the graph it answers
        with. Not of that form, or no rows: the answer stands."""
        schema = pool.schema
        labels = _class_labels(pool)
        class_of_noun = lambda noun: asked_class(f"which {noun}", labels)  # noqa: E731
        typed = lambda cls: path_to_sparql(INHERITED_TYPE) if cls in schema.hierarchy.open else "a"  # noqa: E731
        found = flag_listing(question, _property_kinds(schema).flags, _property_words(schema), class_of_noun, typed) \
            or event_listing(question, schema.dated_properties, _property_words(schema), class_of_noun, typed)
        return _answered_by_reading(out, question, graph, kg, found, "flag reading")

    def _answer_verb_hop(self, out: KGAnswer, question: str, graph, kg, pool, deadline: Deadline | None):
        """``out`` answered across the property the question's verb names between its one named
        entity and the answer (:mod:`kgqa.engine.verb_hop`), where the chosen graph does not use
        that property; the graph it answers with. No such property, or no rows: the answer stands."""
        stated = stated_entities(question, pool)
        if len(stated) != 1:
            return graph
        reader = self._pair_reader(question, kg, pool, deadline)
        labels = _class_labels(pool)
        schema = pool.schema

        def noun_class(q: str):
            m = _WHICH_WORD.match(q)
            return (m[1].lower(), asked_class(q, labels)) if m else (None, None)

        if any(e.cls is not EdgeClass.REL for e in graph.edges) or re.search(r"\d", question):
            return graph  # a count, an order, a filter: more than one step says
        found = verb_hop(question, stated, noun_class,
                         lambda cls: path_to_sparql(INHERITED_TYPE) if cls in schema.hierarchy.open else "a",
                         reader.listing, lambda props: reader.best(question, props), reader.words)
        # where the model's graph takes that very step, it stands
        return _answered_by_reading(out, question, graph, kg, found, "verb reading", keep=_has_step)

    def _pair_reader(self, question: str, kg, pool, deadline: Deadline | None) -> PairReader:
        """A :class:`kgqa.engine.stated_pair.PairReader` of ``question`` on ``kg``: its listings
        and the properties' fit to the question."""
        from kgqa.candidates.collect import default_collector

        schema = pool.schema
        return PairReader(kg, default_collector().relevance(question, kg), _class_labels(pool), schema.hierarchy.open,
                          self.search.probe_timeout_s,
                          out_of_time=lambda: deadline is not None and deadline.left() <= 0,
                          property_labels={iri: p.label for iri, p in schema.properties.items()})

    def _answer_stated_reading(self, out: KGAnswer, question: str, graph, kg, pool, deadline: Deadline | None):
        """``out`` answered by a query read from the question's form and the KG: "How many N ...
        in E?" and "How many N does E V?" (:mod:`kgqa.engine.counted_place`), "What is the
        <superlative> N in E?" (:mod:`kgqa.engine.superlative_place`); the graph it answers
        with. Not of these forms, no such path, or no rows: the answer stands."""
        if any(v.cls is VertexClass.VAL and not isinstance(v.instance, OrderSpec) for v in graph.vertices) \
                or any(e.cls is EdgeClass.CMP for e in graph.edges):
            return graph  # the model's graph states a value or a comparison these forms cannot read
        stated = stated_entities(question, pool)
        if parse_place_count(question) is None and parse_superlative(question) is None \
                and parse_owned(question, [str(n) for n in stated.values()]) is None \
                and not _SUPERLATIVE_WORD.search(question):
            return graph
        schema = pool.schema
        labels = _class_labels(pool)
        reader = self._pair_reader(question, kg, pool, deadline)
        args = (question, stated, lambda noun: _noun_class(noun, labels),
                lambda cls: path_to_sparql(INHERITED_TYPE) if cls in schema.hierarchy.open else "a",
                reader.listing, lambda props: reader.best(question, props))
        found = count_in_place(*args) \
            or count_of_entity(*args, lambda p: p in schema.properties and schema.properties[p].holds_numbers,
                               reader.words) \
            or superlative_in_place(*args, lambda p: p in schema.dated_properties, reader.words) \
            or superlative_of_class(question, *args[2:], lambda p: p in schema.dated_properties, reader.words,
                                    ordered=any(e.cls is EdgeClass.ORD for e in graph.edges))
        return _answered_by_reading(out, question, graph, kg, found, "stated reading")

    @staticmethod
    def _noun_fit(kg, pool, deadline: Deadline | None) -> Callable[[str], dict[str, float]]:
        """The properties that fit a noun alone, each with its fit (:func:`kgqa.engine.possessed.fitting`)."""
        walker = _chain_walker(kg, pool, deadline)

        classes = _class_nouns(pool)
        return lambda noun: possession_fit(noun, walker.relevance, walker.words, classes)

    def yes_no_graphs(self, request: str, kg, deadline: Deadline | None = None, question: str | None = None,
                      pool=None):
        """The two readings of a yes/no question: the best graph found with execution guidance
        (it has a match in the KG: "yes") and the best without (it may have none: "no"), each
        ``(score, graph)`` or None; the pool; and the text read. The text is the request form,
        or with ``search.yes_no_ask_outline`` the ``question`` itself when its own best unguided
        graph is an ASK (a model that learned yes/no questions outlines "Is A the spouse of B?"
        as ``ASK { A :spouse B }``, where its reading of the request form "Find A the spouse of
        B" can be another question). With ``search.yes_no_values`` each reading is the best of
        the graphs that use the most values the text states
        (:func:`kgqa.engine.yes_no.best_covering`). With ``search.yes_no_entities`` each is first
        the best of the graphs that use the most entities the text names, and a reading that uses
        fewer of them than the other is dropped (:func:`kgqa.engine.yes_no.covering_readings`).
        ``pool``: the candidates already collected for the text searched first (the question
        with ``search.yes_no_ask_outline``, else ``request``)."""
        text, encoded, unguided = request, None, None
        if question is not None and self.search.yes_no_ask_outline:
            own_pool, ctx, own, _ = self.search_beams(question, kg, search=self.search.with_(execution_guidance=False),
                                                      deadline=deadline, pool=pool)
            pool = None  # the request form, searched next when the question is no ASK, has its own
            if own and is_ask(own[0][1]):
                text, encoded, unguided = question, (own_pool, ctx), own
        pool, ctx, guided, _ = self.search_beams(text, kg, deadline=deadline, encoded=encoded, pool=pool)
        if unguided is None:
            _, _, unguided, _ = self.search_beams(text, kg, search=self.search.with_(execution_guidance=False),
                                                  encoded=(pool, ctx))
        if self.search.yes_no_possible:
            unguided = possible_readings(unguided, kg, self.search.yes_no_possible_beams, self.search.probe_timeout_s)
            guided = [b for b in guided if has_triple(b[1])]  # ASK { } has a match in every KG
        if self.search.possessed_relations and pool.schema is not None:
            walker = _chain_walker(kg, pool, deadline)
            wanted = possessions(text, stated_entities(text, pool), walker.relevance, walker.words,
                                 _class_nouns(pool))
            guided, unguided = saying(guided, wanted), saying(unguided, wanted)
        stated = stated_values(text, pool.instances.get("Val", [])) if self.search.yes_no_values else set()
        named = stated_entities(text, pool) if self.search.yes_no_entities else {}
        pick = lambda beams: best_covering(most_covering([(float(h.score), g) for h, g, _ in beams], named),  # noqa: E731
                                           stated)
        return (*covering_readings(pick(guided), pick(unguided), named), pool, text)

    def _answer_yes_no(self, out: KGAnswer, question: str, request: str, kg, stats0: dict, t0: float,
                       deadline: Deadline | None = None) -> KGAnswer:
        """A yes/no question: ``ASK`` of one graph for its request form (:mod:`kgqa.engine.yes_no`).
        Guidance finds a graph with a match whenever one exists, so it alone would say "yes" to
        every question; the unguided best may have no match. The guided graph is taken unless
        the model prefers the unguided one by more than ``search.yes_no_margin``. With
        ``search.yes_no_requires_mention``, a chosen graph that uses none of the entities and
        values the question links is not asked: the answer abstains
        (``KGAnswer.abstain_reason`` = :data:`kgqa.engine.yes_no.IGNORES_QUESTION`); with
        ``search.yes_no_entities`` likewise one that leaves out an entity the question names
        word for word (:data:`kgqa.engine.yes_no.LEAVES_OUT_NAMED`). ``deadline`` bounds the
        guided search's probes (the ASK itself keeps its timeout). A comparison
        of two named entities ("is A older than B?") is one ASK of its own
        (:mod:`kgqa.engine.comparison`)."""
        timings: dict[str, float] = {}
        try:
            # the candidates of the text the model's search reads first, collected once for the
            # readings below and for that search (the names they look for are in both texts)
            pools: list = []
            first_text = question if self.search.yes_no_ask_outline else request

            def pool_of():
                if not pools:
                    pools.append(slot_candidates(first_text, kg))
                return pools[0]

            if self._answer_comparison(out, question, kg) or self._answer_chain_ask(out, question, kg, deadline, pool_of) \
                    or self._answer_flag(out, question, kg, pool_of) \
                    or self._answer_reified_pair(out, question, kg, deadline, pool_of) \
                    or self._answer_stated_pair(out, question, kg, deadline, pool_of):
                return _finished(out, timings, t0, kg, stats0)
            guided, unguided, pool, read = self.yes_no_graphs(request, kg, deadline, question,
                                                              pools[0] if pools else None)
            out.read_as = read
            if deadline is not None and deadline.degradation():
                out.degraded.append(deadline.degradation())
            t1 = time.perf_counter()
            chosen = choose_yes_no_graph(guided, unguided, self.search.yes_no_margin)
            if chosen is not None:
                score, g = chosen
                if pool.schema is not None:  # "Is X an orphan drug?": is the flag true
                    g = flags_set(g, _property_kinds(pool.schema).flags, question)
                    g = both_ways(g, _property_kinds(pool.schema).symmetric) or g
                out.sparql = to_ask(g)
                out.query_graph = g.to_json()
                out.aqg = g.abstract().to_json()
                if self.search.yes_no_requires_mention and ignores_question(g, question_mentions(pool, read, kg)):
                    # "does A speak more languages than B?" as "does any creature speak a language?":
                    # true whatever A and B are, so no answer (the pattern stays for the trace)
                    out.abstain_reason = IGNORES_QUESTION
                elif self.search.yes_no_entities and leaves_out_named(g, stated_entities(read, pool)):
                    out.abstain_reason = LEAVES_OUT_NAMED  # "does A speak B?" as "does A speak anything?"
                else:
                    out.boolean = kg.ask(out.sparql)
                others = [x[0] for x in (guided, unguided) if x is not None]
                out.confidence = softmax_at([score, *[x for x in others if x != score]], 0)
                for x in (guided, unguided):
                    if x is not None:
                        out.beams.append(Beam(x[0], to_ask(x[1]), x[1].abstract().to_json(), x[1].to_json()))
            else:
                out.error = "no query graph could be generated"
            timings["execute"] = _ms(t1)
            out.candidates = pool.to_json()
        except KG_FAULTS:
            raise
        except Exception as e:  # noqa: BLE001 - the engine reports, the caller decides
            out.error = f"{type(e).__name__}: {e}"
        return _finished(out, timings, t0, kg, stats0)

    @staticmethod
    def _answer_comparison(out: KGAnswer, question: str, kg) -> bool:
        """Answers a comparison of two named entities on ``out``; False when ``question`` is not
        one or its entities or measure are not in the KG (the model's reading is tried then)."""
        from kgqa.candidates.collect import default_collector

        comparison = parse_comparison(question)
        if comparison is None:
            return False
        collector = default_collector()
        sparql = comparison_query(comparison, kg, collector.onboarded(kg).labels, collector.schema(kg),
                                  collector.relevance(question, kg))
        if sparql is None:
            return False
        out.sparql = sparql
        _ask_with_trace(out, kg)
        return True

    def search_beams(self, question: str, kg, timings: dict[str, float] | None = None,
                     search: SearchConfig | None = None, degraded: list[str] | None = None,
                     encoded: tuple | None = None, deadline: Deadline | None = None, pool=None):
        """Outline and fill ``question`` on ``kg`` without executing the results.

        Returns ``(pool, ctx, beams, guide)``: the candidate pool, the encoded context, the distinct
        filled graphs ``[(hypothesis, graph, sparql)]`` best score first, and the execution guide
        (``None`` when guidance is off). :meth:`answer` chooses among the beams;
        ``kgqa.train_rerank`` collects them to fit the reranker. ``timings`` gets each stage's ms;
        ``search`` overrides the engine's settings for this call. ``encoded``: the ``(pool, ctx)``
        an earlier search of the same question on the same KG returned, searched again without
        collecting, encoding or reading the schema ranker's fit anew (a yes/no question is
        searched with and without guidance). ``deadline``: the question's time budget, which
        bounds the guidance probes (:class:`kgqa.search.deadline.Deadline`; none by default).
        ``pool``: the question's candidates, already collected (encoded here).
        """
        s = search or self.search
        timings = {} if timings is None else timings
        t1 = time.perf_counter()
        if encoded is None:
            pool = pool if pool is not None else slot_candidates(question, kg)
            timings["candidates"] = _ms(t1)
            t1 = time.perf_counter()
            with torch.no_grad():
                ctx = self.model.encode([question], [pool])[0]
        else:
            pool, ctx = encoded
        # the hypotheses read the search settings they need from the context: this search's
        ctx.search = s
        relevance = self.context_relevance(ctx, question, kg, degraded) if s.fill_relevance else None
        ctx.fill_prior = fill_prior(pool, relevance, s.fill_relevance, s.fill_value_prior)
        timings["encode"] = _ms(t1)
        t1 = time.perf_counter()
        outline = beam_search(OutlineHypothesis.initial(self.model, ctx), s.outline_beam, 3 * MAX_DECODE_VERTICES + 2)
        timings["outline"] = _ms(t1)
        t1 = time.perf_counter()
        guide = ExecutionGuide(kg, timeout_s=s.probe_timeout_s or kg.timeout_s, budget_calls=s.guidance_budget_calls,
                               max_timeouts=s.max_probe_timeouts, deadline=deadline) \
            if s.execution_guidance else None
        filled = []
        for oh in outline.finished[: s.n_aqg]:
            init = FillHypothesis.initial(self.model, ctx, oh.state, oh.score)
            if init.is_finished():
                filled.append(init)
                continue
            filled.extend(beam_search(init, s.fill_beam, len(init.plan["slots"]) + 1, guide=guide,
                                      probe_batch=s.probe_batch).finished)
        timings["fill"] = _ms(t1)
        if guide is not None:
            timings["guidance"] = round(guide.spent_ms, 2)  # inside fill: the probes' KG calls
        filled.sort(key=lambda h: -h.score)
        return pool, ctx, _distinct_queries(filled), guide

    def reranked_beams(self, beams: list[tuple], pool) -> list[tuple]:
        """The beams the reranker scores: the first ``search.rerank_k``, then up to
        ``search.join_completion`` graphs completed from them (:mod:`kgqa.engine.join_completion`;
        each a :class:`CompletedJoin` with its parent's score), best parent first."""
        s = self.search
        beams = beams[: s.rerank_k]
        use = pool.schema.class_use if pool.schema is not None else None
        if not s.join_completion or use is None or not pool.value_properties:
            return beams
        links = ClassLinks(use)
        seen = {sparql for _, _, sparql in beams}
        added: list[tuple] = []
        for h, g, _ in beams:
            if len(added) >= s.join_completion:
                break
            for completed, hops in complete_joins(g, pool.value_holders, links):
                try:
                    sparql = to_sparql(completed)
                except (QueryGraphError, ValueError, KeyError, TypeError):
                    continue
                if sparql not in seen and len(added) < s.join_completion:
                    seen.add(sparql)
                    added.append((CompletedJoin(float(h.score), hops), completed, sparql))
        return beams + added

    def question_links(self, ctx) -> dict[str, list[str]]:
        """The question words linked to a column/table/value/number of the KG (computed here when
        the checkpoint was trained without ``question_linking``: the reranker reads them too)."""
        tags = ctx.link_tags if ctx.link_tags is not None else question_link_features(ctx.tokens, ctx.pool)
        return linked_words(ctx.tokens, tags)

    def context_relevance(self, ctx, question: str, kg, degraded: list[str] | None = None) -> dict[str, float] | None:
        """:meth:`schema_relevance`, read once per encoded question and kept on ``ctx``: the fill's
        prior, the reranker and ``kgqa.train_rerank`` share it (and a schema that cannot be read
        is reported to ``degraded`` once)."""
        if not ctx.relevance_read:
            ctx.relevance = self.schema_relevance(question, kg, degraded)
            ctx.relevance_read = True
        return ctx.relevance

    @staticmethod
    def schema_relevance(question: str, kg, degraded: list[str] | None = None) -> dict[str, float] | None:
        """The schema ranker's fit of every relation and type of ``kg`` to ``question`` (read by
        the reranker; label embeddings are cached per KG, so a question costs one MiniLM pass).
        ``None`` when the schema cannot be read; the reason is appended to ``degraded``."""
        from kgqa.candidates.collect import default_collector

        try:
            return default_collector().relevance(question, kg)
        except KGError as e:  # the schema could not be read: rerank on the other features
            log.warning("no schema relevance for %s (%s); reranking without it", kg.identity, e)
            if degraded is not None:
                degraded.append(f"reranked without schema relevance ({type(e).__name__})")
            return None

    @staticmethod
    def execute_beams(beams, kg, runner: "BeamRunner | None" = None) -> tuple[list[RankedGraph], list]:
        """Run every beam's query once: the reranker's view of each, and the raw results
        (``None`` where the query failed, timed out or was not run; such a beam is scored as
        failed). ``runner`` applies the fault policy (:class:`BeamRunner`)."""
        runner = runner or BeamRunner(kg)
        graphs = []
        results = runner.run_all([sparql for _, _, sparql in beams])
        for (h, g, sparql), res in zip(beams, results):
            added = h.added_joins if isinstance(h, CompletedJoin) else 0
            graphs.append(ranked_graph(h.score, g, sparql, None if res is None else res.rows, added))
        return graphs, results


class BeamRunner:
    """Runs the beams' queries for one answer under the fault policy.

    - An unreachable endpoint is raised at once: no answer computed across it can be trusted.
    - A timeout fails that beam only (an expensive wrong query is common); after
      ``max_timeouts`` of them the remaining beams are not run, since a silent endpoint would
      otherwise cost one timeout per beam. Either way the answer is marked degraded.
    - Any other error (a malformed query, too many rows) fails that beam: a feature for the
      reranker, not a fault.
    - With a time budget (``deadline``, :class:`kgqa.search.deadline.Deadline`) each query's
      timeout is cut to the time left; once the budget is spent the remaining beams are not run
      (if none has run, the next one still is, once, with the budget's answer floor), and the
      answer is chosen among those that ran (:meth:`best_run`). A query cut short by the budget
      counts as a timeout.
    - :meth:`run_all` keeps up to ``parallel`` queries in flight on a KG behind a server
      (``kg.serves_concurrent_calls``), best first; the results are those of running them in
      turn, except which queries a timeout or the budget stops.
    """

    def __init__(self, kg, max_timeouts: int = 2, deadline: Deadline | None = None, parallel: int = 1) -> None:
        self.kg = kg
        self.max_timeouts = max_timeouts
        self.deadline = deadline if deadline is not None else Deadline(None)
        self.parallel = parallel if getattr(kg, "serves_concurrent_calls", False) else 1
        self._lock = threading.Lock()
        self.timeouts: dict[str, QueryTimeout] = {}  # sparql -> its timeout
        self.not_run: set[str] = set()  # after max_timeouts
        self.cut: set[str] = set()  # after the time budget
        self.ran = 0  # queries that returned a result
        self.tried_past_budget = False  # a query was sent once the time budget was spent

    def run(self, sparql: str):
        with self._lock:
            if len(self.timeouts) >= self.max_timeouts:
                self.not_run.add(sparql)
                return None
            timeout = None
            if self.deadline.active:
                spent = self.deadline.left() <= 0
                if spent and (self.ran or self.tried_past_budget):
                    # the budget is spent: the graphs that ran are the choice (or, none having
                    # run, the one tried past it)
                    self.cut.add(sparql)
                    self.deadline.cut_query()
                    return None
                self.tried_past_budget = spent
                timeout = self.deadline.query_timeout(self.kg.timeout_s, first=not self.ran)
        try:
            result = self.kg.select(sparql) if timeout is None else self.kg.select(sparql, timeout_s=timeout)
        except EndpointUnavailable:
            raise
        except QueryTimeout as e:
            with self._lock:
                self.timeouts[sparql] = e
                if self.deadline.active and self.deadline.left() <= 0:
                    self.deadline.cut_query()
            return None
        except Exception:  # noqa: BLE001 - a failing beam is a feature, not an error
            return None
        with self._lock:
            self.ran += 1
        return result

    def run_all(self, queries: list[str]) -> list:
        """:meth:`run` of each query, in order, up to ``parallel`` at once (an endpoint's time is
        the server's: a query in flight costs this process nothing). An unreachable endpoint is
        raised once the queries in flight are back; the rest are not sent."""
        if self.parallel <= 1 or len(queries) < 2:
            return [self.run(q) for q in queries]
        # each query in a copy of this thread's context: the request's row and wait budgets
        # (kgqa.kg.row_budget, kgqa.kg.wait_budget) are charged wherever it runs
        with ThreadPoolExecutor(max_workers=min(self.parallel, len(queries)), thread_name_prefix="kgqa-beam") as pool:
            futures = [pool.submit(contextvars.copy_context().run, self.run, q) for q in queries]
            try:
                return [f.result() for f in futures]
            except BaseException:
                for f in futures:
                    f.cancel()
                raise

    def best_run(self, beams: list, results: list) -> int:
        """The beam to answer with among ``beams`` in their final order: the first, unless the time
        budget kept it from running; then the first that ran (the first if none did)."""
        if not self.deadline.cut or not results or results[0] is not None:
            return 0
        return next((i for i, r in enumerate(results) if r is not None), 0)

    def raise_fault(self, sparql: str) -> None:
        """Raise the timeout that kept ``sparql`` from running, if one did."""
        if sparql in self.timeouts:
            raise self.timeouts[sparql]
        if sparql in self.not_run or (sparql in self.cut and self.timeouts):
            raise next(iter(self.timeouts.values()))

    def degradation(self) -> str | None:
        if not self.timeouts:
            return None
        skipped = f", {len(self.not_run)} not run after them" if self.not_run else ""
        return f"{len(self.timeouts)} candidate queries timed out{skipped}; the answer was chosen among the others"


def _asked_by_reading(out: KGAnswer, kg, pool, reading) -> bool:
    """``out`` answered by the ASK of a yes/no ``reading`` (its query and how it was read), with
    ``pool``'s candidates for the trace; True."""
    out.sparql, out.read_as = reading.sparql, reading.read_as
    _ask_with_trace(out, kg)
    out.candidates = pool.to_json()
    return True


def _ask_with_trace(out: KGAnswer, kg) -> None:
    """Asks ``out.sparql`` (an ASK a reading wrote, not the model's graph) and keeps its query
    graph as the trace where the one grammar reads it (a count comparison's two sub-selects are
    no graph: the SPARQL is the trace then)."""
    try:
        g = sparql_to_graph(out.sparql)
        out.query_graph = g.to_json()
        out.aqg = g.abstract().to_json()
    except (QueryGraphError, ValueError, KeyError, TypeError):
        pass
    out.boolean = kg.ask(out.sparql)


#: the noun after an opening "which"/"what" (a class the question may ask for)
_WHICH_WORD = re.compile(r"^\s*(?:(?:in|from|at|on|for|to|by|with|into)\s+)?(?:which|what)\s+([a-z][\w-]*)", re.I)
#: a word of the superlative forms :func:`kgqa.engine.superlative_place.superlative_of_class` reads
_SUPERLATIVE_WORD = re.compile(r"\b(?:most|least|[a-z]+est)\b", re.I)


class PropertyKinds(NamedTuple):
    """What a KG's properties are, read once per schema index, not once per question."""

    flags: frozenset  # boolean-valued (kgqa.engine.flag_ask)
    symmetric: frozenset  # holding both ways (kgqa.engine.symmetric)
    of_words: dict  # "N of" properties -> their words (kgqa.engine.of_roles)


@functools.lru_cache(maxsize=16)
def _property_kinds(schema) -> PropertyKinds:
    """The :class:`PropertyKinds` of ``schema`` (a :class:`kgqa.candidates.schema.SchemaIndex`)."""
    props = schema.properties
    return PropertyKinds(flag_properties(props), symmetric_properties(props), of_properties(props))


#: rows a reading of unnamed nodes reads at most per listing
_NODE_ROWS = 500


def _property_words(schema) -> Callable[[str], str]:
    """A property's own words: the KG's label, else its local name's words (not the class words
    a label may be read with: "route seasonal")."""
    props = schema.properties
    return lambda iri: (props[iri].local or props[iri].label) if iri in props else iri_words(iri)


def _answered_by_reading(out: KGAnswer, question: str, graph, kg, reading, what: str,
                         keep: Callable[[Any, Any], bool] | None = None):
    """``out`` answered by ``reading`` (a :class:`kgqa.engine.counted_place.StatedReading`, or
    None), with its words in ``out.read_as``; the graph it answers with. No reading, one
    ``keep(graph, read)`` says the model's graph already is, no rows, or a failed query: the
    answer and ``graph`` stand."""
    if reading is None:
        return graph
    try:
        read = sparql_to_graph(reading.sparql)
    except (QueryGraphError, ValueError, KeyError, TypeError):
        return graph
    if keep is not None and keep(graph, read):
        return graph
    if answered_by(out, read, kg, what, question):
        out.read_as = reading.read_as
        return read
    return graph


def _has_step(graph, read) -> bool:
    """Does ``graph`` hold the entity-to-answer edge of the one-step graph ``read`` (same
    property, same direction, between the same entity and its answer)?"""
    def steps(g):
        out = set()
        for e in g.edges:
            s, t = g.vertices[e.source], g.vertices[e.target]
            if e.cls is EdgeClass.REL and e.instance != RDF_TYPE:
                out.add((str(e.instance), s.instance if s.cls is VertexClass.ENT else s.cls.value,
                         t.instance if t.cls is VertexClass.ENT else t.cls.value))
        return out
    return bool(steps(read) & steps(graph))


def _noun_class(noun: str, labels: dict[str, str]) -> str | None:
    """The class a superlative's or a count's noun names, or the one its last word names where a
    word before it is a modifier, not a class ("the smallest solar plant": a power plant)."""
    found = asked_class(f"which {noun}", labels)
    words = noun.split()
    if found is None and len(words) == 2:
        found = asked_class(f"which {words[1]}", labels)
    return found


def _class_labels(pool) -> dict[str, str]:
    """Each class IRI of ``pool``'s schema -> its label (none without a schema)."""
    return {iri: c.label for iri, c in pool.schema.classes.items()} if pool.schema is not None else {}


def _class_nouns(pool) -> set[str]:
    """The KG's class labels as nouns (:func:`kgqa.wordforms.noun_key`): a possessed noun among
    them names things, not a relation (:mod:`kgqa.engine.possessed`)."""
    return {noun_key(c.label) for c in pool.schema.classes.values()}


def _chain_walker(kg, pool, deadline: Deadline | None) -> ChainWalker:
    """A :class:`kgqa.engine.stated_chain.ChainWalker` over ``kg``'s properties (from ``pool``'s
    schema), each noun's fit read by the schema ranker, within the question's ``deadline``."""
    from kgqa.candidates.collect import default_collector

    collector = default_collector()
    return ChainWalker(kg, pool.schema.properties, lambda noun: collector.relevance(noun, kg),
                       out_of_time=lambda: deadline is not None and deadline.left() <= 0)


def ranked_graph(score: float, g, sparql: str, rows, added_joins: int = 0) -> RankedGraph:
    """A filled graph and its result as :mod:`kgqa.search.rerank` sees them (``added_joins``:
    the link properties join completion added to it)."""
    return RankedGraph.with_rows(
        float(score), sparql,
        [str(e.instance) for e in g.edges
         if e.cls is EdgeClass.REL and isinstance(e.instance, URIRef) and e.instance != RDF_TYPE],
        [str(v.instance) for v in g.vertices if v.cls is VertexClass.TYPE and v.instance is not None],
        [str(v.instance) for v in g.vertices if v.cls is VertexClass.VAL and isinstance(v.instance, Literal)],
        None if rows is None else plain_rows(rows), added_joins)


def _distinct_queries(filled) -> list[tuple]:
    """``(hypothesis, graph, sparql)`` per distinct SPARQL, in the given order; graphs that cannot
    be written as SPARQL are left out (an incomplete fill)."""
    beams, seen = [], set()
    for h in filled:
        g = h.graph()
        try:
            sparql = to_sparql(g)
        except (QueryGraphError, ValueError, KeyError, TypeError):
            continue
        if sparql in seen:
            continue
        seen.add(sparql)
        beams.append((h, g, sparql))
    return beams


def choose_yes_no_graph(guided, unguided, margin: float):
    """The graph to ASK: guided unless the unguided best outscores it by more than ``margin``."""
    if guided is None or unguided is None:
        return guided or unguided
    return unguided if unguided[0] - guided[0] > margin else guided


def _within_names(text: str, names) -> bool:
    """Is ``text`` (a stated value) a word-bounded part of one of the entity ``names``?"""
    t = text.strip().lower()
    return bool(t) and any(phrase_spans(t, n) for n in names)


def _finished(out: KGAnswer, timings: dict[str, float], t0: float, kg, stats0: dict) -> KGAnswer:
    """``out`` with its total time and the KG calls it made (queries and probes since ``stats0``)."""
    timings["total"] = _ms(t0)
    out.timings_ms = timings
    st = kg.stats.snapshot()
    out.kg_calls = (st["queries"] - stats0["queries"]) + (st["probe_calls"] - stats0["probe_calls"])
    return out


def _ms(t0: float) -> float:
    return round((time.perf_counter() - t0) * 1000, 2)
