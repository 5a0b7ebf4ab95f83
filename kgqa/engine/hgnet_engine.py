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

import copy
import logging
import time
from pathlib import Path
from typing import Any

import torch
from rdflib import Literal, URIRef

from kgqa.answer import Beam, KGAnswer
from kgqa.engine.beam_runner import BeamRunner
from kgqa.engine.flag_ask import flags_set
from kgqa.engine.comparison import comparison_query, parse_comparison, parse_which_of, which_of_query
from kgqa.engine.class_sense import nearest_class
from kgqa.engine.hypotheses import FillHypothesis, OutlineHypothesis, fill_prior
from kgqa.engine.join_completion import ClassLinks, CompletedJoin, complete_joins
from kgqa.engine.possessive import of_reading
from kgqa.engine.answer_order import (MEASURE_NOUNS, asked_class, asked_class_first, asked_first, asked_head_noun,
                                     asked_thing_first, asked_time_first, named_first, restated_entities_last,
                                     restated_last, unasked_kind_last)
from kgqa.engine.answer_rewrites import (answer_asked_attribute, answer_aspect_attribute, answer_asked_class, answer_both_ways, answer_claim_times,
                                        answer_to_depth, answer_class_for_property, answer_counted_value, answer_entities, answer_stated_value,
                                        answer_inverse_twins, answer_joined, answer_measured_thing, answer_named_attribute, answer_unnamed_value,
                                        answer_of_roles, answer_others, answer_sibling_roles, answer_stated_sign,
                                        answer_first_place, answer_listed_value, answer_single_holder, answer_text_twins,
                                        answer_turned_edges,
                                        answer_time_order, answer_case_variants, answer_involvement, answer_stored_count,
                                        answer_events, answer_head_classes, answer_kind_value, answer_left_out_entity, answer_named_value,
                                        answer_ordinal_value, answer_stated_state, state_holders,
                                        answer_whose,
                                        answer_counted_things,
                                        class_names, property_ends, plain_rows,
                                        repair_entity_edge, row_classes)
from kgqa.engine.event_kind import event_classes, linked_name, shared_event_ask, typed_event_graphs
from kgqa.engine.kind_values import kind_act_ask, kind_values
from kgqa.engine.stated_state import exact_link, state_ask, stated_state
from kgqa.engine.first_place import says_win
from kgqa.engine.left_out_entity import linked_entities, object_of, with_left_out_entity
from kgqa.engine.kg_reads import ask_or_none, select_or_none
from kgqa.kg.terms import iri_to_sparql
from kgqa.engine.part_chain import chained_ask, part_path
from kgqa.engine.listed_values import is_plain_text, listed
from kgqa.engine.pair_values import pair_values
from kgqa.engine.possessed import possessed_first, possessions, saying
from kgqa.engine.record_values import record_ask, with_left_out_text
from kgqa.engine.schema_views import chain_walker, class_labels, class_nouns, property_kinds, property_words
from kgqa.engine.stated_beams import StatedBeams
from kgqa.engine.stated_sign import with_stated_bound
from kgqa.engine.listing_readings import ListingReadings
from kgqa.engine.stated_readings import StatedReadings, ask_with_trace
from kgqa.engine.inverse_twins import with_inverse_twins
from kgqa.engine.symmetric import both_ways
from kgqa.engine.stated_chain import ChainHypothesis, composed_kin_first
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
    values_used,
)
from kgqa.kg.errors import KG_FAULTS, KGError
from kgqa.models.outline_space import MAX_DECODE_VERTICES
from kgqa.models.schema_linking import linked_words, question_link_features
from kgqa.models.fill_plan import number_text_values, text_year_comparisons, year_comparisons
from kgqa.models.slots import slot_candidates, value_identity
from kgqa.paths import rerank_weights_beside, resolve
from kgqa.querygraph import QueryGraphError, sparql_to_graph, to_ask, to_sparql
from kgqa.querygraph.model import RDF_TYPE, EdgeClass, VertexClass
from kgqa.search.beam import beam_search
from kgqa.search.calibration import softmax_at
from kgqa.search.config import AUTO_WEIGHTS, SearchConfig
from kgqa.search.deadline import Deadline
from kgqa.search.guidance import ExecutionGuide, first_non_empty
from kgqa.search.rerank import RankedGraph
from kgqa.search.rerank_model import Reranker
from kgqa.wordforms import singular

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
            if self._answer_which_of(out, question, kg):
                return _finished(out, timings, t0, kg, stats0)
            pool = None
            if s.stated_readings:
                # a figure keyed by what the question names; a name in a language; the things of a
                # class a KG states as an item: read from the words
                pool = slot_candidates(question, kg)
                early = StatedReadings(question, kg, lambda: pool, s, deadline)
                if early.answer_language_label(out) or early.answer_observation(out) or early.answer_class_item(out):
                    return _finished(out, timings, t0, kg, stats0)
            pool, ctx, beams, guide = self.search_beams(question, kg, timings, degraded=out.degraded,
                                                        deadline=deadline, pool=pool)
            if guide is not None and guide.degradation():
                out.degraded.append(guide.degradation())
            beams = self._with_of_reading(question, kg, pool, beams, out, deadline)
            beams = StatedBeams(question, kg, pool, s, deadline).added_to(beams)
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
                    if out.error is None and s.execution_guidance:  # "Java", and "java" in another file
                        g = answer_case_variants(out, question, g, kg, s.probe_timeout_s)
                    if s.asked_class and out.error is None:  # "died before 1660" read as ">" by the model
                        g = answer_stated_sign(out, question, g, kg)
                    if out.error is None:  # "made by M. Lind": also "J. Okafor | M. Lind"
                        g = answer_single_holder(out, question, g, kg, s.probe_timeout_s)
                        g = answer_listed_value(out, question, g, kg, s.probe_timeout_s,
                                                pool.schema.properties if pool.schema is not None else None)
                    # (no rows only: a count of 0 may be the answer, "How many children does X have?")
                    if not out.rows and out.error is None and s.execution_guidance:
                        g = answer_turned_edges(out, question, g, kg, s.probe_timeout_s)
                    if not out.rows and out.error is None and s.execution_guidance:
                        g = repair_entity_edge(out, question, g, kg, pool, s.probe_timeout_s)
                    if s.joined_entities and out.error is None and out.rows:
                        later = [b[1] for i, b in enumerate(beams) if i > chosen and results[i] is not None
                                 and results[i].rows]
                        g = answer_joined(out, question, g, kg, later, stated_entities(question, pool))
                    if s.stated_readings and out.error is None:  # "the Apache licence" left a loose end
                        g = answer_left_out_entity(out, question, g, kg, pool, s.probe_timeout_s)
                    readings = StatedReadings(question, kg, lambda: pool, s, deadline)
                    # a chain the question states noun by noun is a reading of its words already
                    stated_form = s.stated_readings and not isinstance(h, ChainHypothesis)
                    if stated_form and out.error is None and pool.schema is not None:
                        g = readings.answer_dated_year(out, g)  # a year compared with a publisher
                        g = readings.answer_dated_order(out, g)  # "Which artist was born first?"
                        g = readings.answer_left_out_year(out, g)  # "... decide in 2020?" with no 2020
                        g = readings.answer_part_chain(out, g)  # "How many rooms does Harbour House have?"
                        g = readings.answer_class_holding(out, g)  # "Which rooms have a CO2 sensor?"
                        g = readings.answer_node_value(out, g)  # "In which formats is X available?"
                        g = readings.answer_value_path(out, g)  # "Which patients have type 2 diabetes?"
                        g = readings.answer_kind_listing(out, g)  # "Which cafés are on Harbour Road?"
                        g = readings.answer_aspect_term(out, g)  # "What is the plural of mouse?"
                    if stated_form and out.error is None and not out.rows and pool.schema is not None:
                        # a form the question states in full answers where the model's graph found nothing
                        g = readings.answer_flag_listing(out, g)
                        g = readings.answer_compared_measure(out, g)
                        g = readings.answer_stated_form(out, g)
                        if not out.rows:  # the step the verb names, whatever the empty graph's shape
                            g = readings.answer_verb_hop(out, g)
                        g = readings.answer_co_holders(out, g)
                        g = readings.answer_both(out, g)
                        g = answer_aspect_attribute(out, question, g, kg, self.context_relevance(ctx, question, kg),
                                                    pool.schema.dated_properties)
                        g = answer_named_attribute(out, question, g, kg, stated_entities(question, pool),
                                                   pool.schema.properties)
                    if s.asked_class and out.error is None and out.rows and pool.schema is not None:
                        if stated_form:
                            g = readings.answer_verb_hop(out, g)
                            g = readings.answer_flag_listing(out, g)
                            g = readings.answer_compared_measure(out, g)
                        g = answer_of_roles(out, question, g, kg, property_kinds(pool.schema).of_words)
                        g = answer_both_ways(out, question, g, kg, property_kinds(pool.schema).symmetric)
                        g = answer_to_depth(out, question, g, kg, property_kinds(pool.schema).hierarchical)
                        if readings.twin_of is not None:
                            g = answer_inverse_twins(out, question, g, kg, readings.twin_of)
                        if s.sibling_roles:
                            g = answer_sibling_roles(out, question, g, kg, pool.schema.properties)
                        g = answer_measured_thing(out, question, g, kg, pool.schema.properties, class_labels(pool))
                        g = answer_time_order(out, question, g, kg, pool.schema.dated_properties)
                        g = answer_asked_class(out, question, g, kg, pool)
                        g = answer_asked_attribute(out, question, g, kg, pool.schema.properties)
                        g = answer_named_attribute(out, question, g, kg, stated_entities(question, pool),
                                                   pool.schema.properties)
                        if stated_form:
                            g = answer_aspect_attribute(out, question, g, kg, self.context_relevance(ctx, question, kg),
                                                        pool.schema.dated_properties)
                        g = answer_counted_value(out, question, g, kg, pool.schema)
                        if stated_form:
                            g = readings.answer_stated_form(out, g)
                            g = readings.answer_reified(out, g)
                            g = readings.answer_co_holders(out, g)  # after a reading of the nodes it passes
                            g = readings.answer_both(out, g)
                            if s.sibling_roles:  # a listing read from the question's form has roles too
                                g = answer_sibling_roles(out, question, g, kg, pool.schema.properties)
                    if stated_form and out.error is None:  # "Which creatures do not speak Common?"
                        g = readings.answer_negated(out, g)
                    if stated_form and out.error is None and out.rows:  # "Which women have won ...?"
                        g = readings.answer_gendered(out, g)
                        g = readings.answer_asked_kind(out, g)  # "Which siclas were struck at Lugora?"
                    if s.unnamed_values and out.error is None and out.rows and pool.schema is not None:
                        g = answer_unnamed_value(out, question, g, kg, property_words(pool.schema))
                    # after the readings above: a join or a said string may bring a link's text along
                    if s.text_twins and out.error is None and pool.schema is not None:
                        g = answer_text_twins(out, question, g, kg, pool.schema.properties)
                    if s.entity_answers and out.error is None:
                        g = answer_stated_value(out, question, g, kg, pool.instances.get("Val", []))
                        g = answer_entities(out, question, g, kg, pool.schema.properties if pool.schema else {},
                                            class_labels(pool))
                    if s.asked_class and out.error is None and pool.schema is not None:
                        g = answer_class_for_property(out, question, g, kg, pool)
                    if s.others_than_named and out.error is None:
                        g = answer_others(out, question, g, kg)
                    if s.compared_listing and out.error is None and pool.schema is not None:
                        listing = lambda q: self.answer(q, kg, kg_name=kg_name)  # noqa: E731
                        listings = ListingReadings(readings)
                        g = listings.answer_compared_listing(out, g, listing)
                        g = listings.answer_superlative_listing(out, g, listing)
                        g = listings.answer_aggregated_listing(out, g, listing)
                        if not isinstance(h, ChainHypothesis):  # a stated chain's count is read from its words
                            g = listings.answer_counted_listing(out, g, listing)
                        g = listings.answer_flagged_listing(out, g, listing)
                    if s.stated_readings and out.error is None:  # the answer moved to its class, the entity still out
                        g = answer_left_out_entity(out, question, g, kg, pool, s.probe_timeout_s)
                    if out.error is None and s.execution_guidance:  # whichever reading: "worked on" is any role
                        g = answer_involvement(out, question, g, kg, s.probe_timeout_s)
                        if pool.schema is not None:  # "How many views has X had?": its own num_views
                            g = answer_stored_count(out, question, g, kg, [k[1] for k in stated_entities(question, pool)],
                                                    pool.schema.properties, s.probe_timeout_s)
                            g = answer_counted_things(out, question, g, kg, pool.schema)  # not their nicknames
                            # "Who resigned from X?", "When was X released?", "Who did X marry?"
                            g = answer_events(out, question, g, kg, pool.schema, s.probe_timeout_s)
                        g = answer_whose(out, question, g, kg, s.probe_timeout_s)  # "Whose album ...?": its artist
                    # last: the readings above read a class test as one class
                    if s.stated_readings and out.error is None:  # 'Which articles cite "<a title>"?'
                        g = answer_named_value(out, question, g, kg, pool, s.probe_timeout_s)
                    if s.asked_class and out.error is None and pool.schema is not None:
                        g = answer_kind_value(out, question, g, kg, pool.schema, s.probe_timeout_s)  # "How many replies?"
                        g = answer_stated_state(out, question, g, kg, pool.schema, self._labels(kg), s.probe_timeout_s)  # "... on?"
                        g = answer_ordinal_value(out, question, g, kg, pool.schema)  # "on the first floor": floor 1
                        g = answer_head_classes(out, question, g, kg, class_labels(pool), pool.schema)  # "articles": academic ones too
                # the chosen graph's softmax share (kgqa.search.calibration says what it means)
                scores = [b[0].score for b in beams] if self.reranker is None else rerank_scores
                out.confidence = softmax_at(scores, chosen)
            elif s.stated_readings and StatedReadings(question, kg, lambda: pool, s, deadline).answer_unread(out):
                pass  # a reading of the question's words: no graph the model scored, no confidence
            else:
                out.error = "no query graph could be generated"
            if s.claim_times:  # "in 1980", "ever": a Wikibase fact through its statements
                answer_claim_times(out, question, kg, s.probe_timeout_s)
            self._in_first_place(out, question, kg, pool)  # whichever reading answered
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
        so does a graph whose answer cannot be of the class the question asks for, and one whose
        answer is a class where the question asks for no kind; a graph whose answer only restates
        the question's words or names comes last; with ``search.possessed_relations`` the graphs
        that say the relation a possessed noun names come first (:mod:`kgqa.engine.possessed`)."""
        order = [i for i, _ in ranked]
        graphs = [b[1] for b in beams]
        stated = stated_entities(question, pool)
        answered = {i for i, r in enumerate(results) if r is not None and r.rows}
        if self.search.named_entities_first:
            order = named_first(order, graphs, stated)
        if self.search.asked_columns and pool.schema is not None:
            order = asked_first(order, graphs, question, pool.schema.properties)
        if self.search.asked_class and pool.schema is not None:
            schema = pool.schema
            labels = {iri: c.label for iri, c in schema.classes.items()}
            cls = asked_class(question, labels)
            noun = asked_head_noun(question)
            if cls is None and self.search.class_sense and noun and noun not in MEASURE_NOUNS:
                cls = nearest_class(singular(noun), labels)  # "which venues": schema:Place
            order = asked_class_first(order, graphs, cls, schema.properties, schema.class_use, answered,
                                      lambda i: row_classes(kg, plain_rows(results[i].rows)))
            order = asked_time_first(order, {i: _first_value(r) for i, r in enumerate(results)}, question)
            order = asked_thing_first(order, results, graphs, question, cls is not None)
            order = unasked_kind_last(order, graphs, answered, question, stated.values())
        order = restated_last(order, results, question)
        order = restated_entities_last(order, results, answered, question, [key[1] for key in stated])
        if self.search.possessed_relations and pool.schema is not None:
            walker = chain_walker(kg, pool, None)
            wanted = possessions(question, stated, walker.relevance, walker.words,
                                 class_nouns(pool))
            order = possessed_first(order, graphs, answered, wanted)
        order = composed_kin_first(order, [b[0] for b in beams], answered)  # "X's siblings": not her parents
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
            walker = chain_walker(kg, pool, deadline)
            wanted = possessions(text, stated_entities(text, pool), walker.relevance, walker.words,
                                 class_nouns(pool))
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

            readings = StatedReadings(question, kg, pool_of, self.search, deadline)
            if self._answer_comparison(out, question, kg) or self._answer_shared_event(out, question, kg) \
                    or self._answer_kind_act(out, question, kg) or self._answer_state(out, question, kg, pool_of) \
                    or readings.ask_chain(out) or readings.ask_chain_link(out) \
                    or readings.ask_flag(out) or readings.ask_term(out) or readings.ask_language_label(out) \
                    or readings.ask_count(out) \
                    or readings.ask_observation(out) \
                    or readings.ask_reified_pair(out) \
                    or readings.ask_value_path(out) or readings.ask_stated_pair(out):
                if self.search.claim_times:
                    answer_claim_times(out, question, kg, self.search.probe_timeout_s)
                self._in_first_place(out, question, kg)
                self._along_part_chain(out, kg)
                self._of_event_kind(out, question, kg)
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
                    g = flags_set(g, property_kinds(pool.schema).flags, question)
                    g = both_ways(g, property_kinds(pool.schema).symmetric) or g
                    if readings.twin_of is not None:  # "Does Tarvos have the moon Ilo?" stated as Ilo orbits Tarvos
                        g = with_inverse_twins(g, readings.twin_of) or g
                if self.search.stated_readings:  # "... use the Apache licence?" with the licence a loose end
                    reads = object_of(kg, self.search.probe_timeout_s)
                    g = with_left_out_entity(g, question, linked_entities(pool), *reads) or g
                out.sparql = to_ask(g)
                out.query_graph = g.to_json()
                out.aqg = g.abstract().to_json()
                if self.search.yes_no_requires_mention and ignores_question(g, question_mentions(pool, read, kg)):
                    # "does A speak more languages than B?" as "does any creature speak a language?":
                    # true whatever A and B are, so no answer (the pattern stays for the trace);
                    # "Has the Eurasian otter been recorded in Finland?": one record holding both
                    record = self._record_ask(read, pool)
                    if record is not None:
                        out.sparql, out.boolean = record, kg.ask(record)
                    else:
                        out.abstain_reason = IGNORES_QUESTION
                elif self.search.yes_no_entities and leaves_out_named(g, stated_entities(read, pool)):
                    out.abstain_reason = LEAVES_OUT_NAMED  # "does A speak B?" as "does A speak anything?"
                elif (record := self._record_ask(read, pool, g, kg)) is not None:
                    out.sparql, out.boolean = record, kg.ask(record)  # "Does the red fox belong to the Mustelidae?"
                else:
                    # "more than 10 million euros" the pattern left out; a text in a list or tagged
                    bounded = self._with_stated_bound(g, question, pool.schema)
                    matched = listed(bounded or g, kg, self.search.probe_timeout_s,
                                     pool.schema.properties if pool.schema is not None else None) or bounded
                    if matched is not None:
                        out.sparql, out.query_graph, out.aqg = to_ask(matched), matched.to_json(), matched.abstract().to_json()
                    out.boolean = kg.ask(out.sparql)
                    if self.search.claim_times:
                        answer_claim_times(out, question, kg, self.search.probe_timeout_s)
                    self._in_first_place(out, question, kg)
                    self._along_part_chain(out, kg)
                    self._of_event_kind(out, question, kg)
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

    def _along_part_chain(self, out: KGAnswer, kg) -> None:
        """``out``'s "no" to one part-of link between two named things asked again along the
        chain of part-of links ("Was X published in the Journal of ...?": X is part of an issue of
        a volume of it; :func:`kgqa.engine.part_chain.chained_ask`)."""
        if not self.search.stated_readings or out.boolean is not False:
            return
        from kgqa.candidates.collect import default_collector

        chained = chained_ask(out.sparql, part_path(default_collector().schema(kg).properties))
        held = ask_or_none(kg, chained, self.search.probe_timeout_s) if chained else None
        if held:
            out.sparql, out.boolean = chained, True

    def _of_event_kind(self, out: KGAnswer, question: str, kg) -> None:
        """``out``'s "yes" asked again with its untyped event node of the kind the question's verb
        says ("Did X resign from Y?": an event of X at Y that is a resignation;
        :mod:`kgqa.engine.event_kind`)."""
        if not self.search.stated_readings or out.boolean is not True or not out.sparql:
            return
        from kgqa.candidates.collect import default_collector

        schema = default_collector().schema(kg)
        kinds = event_classes(question, class_names(schema))
        try:
            typed = typed_event_graphs(sparql_to_graph(out.sparql), kinds, *property_ends(schema)) if kinds else []
        except (QueryGraphError, ValueError, KeyError, TypeError):
            return
        held = ask_or_none(kg, to_ask(typed[0]), self.search.probe_timeout_s) if typed else None
        if held is False:
            out.sparql, out.boolean = to_ask(typed[0]), False

    def _in_first_place(self, out: KGAnswer, question: str, kg, pool=None) -> None:
        """``out`` answered in first place where the question says win and its query reaches
        ranked results, or by who won the one thing it names (``pool``: the question's
        candidates; :func:`kgqa.engine.answer_rewrites.answer_first_place`)."""
        if self.search.stated_readings and says_win(question):
            from kgqa.candidates.collect import default_collector

            named = {iri: name for (_, iri), name in stated_entities(question, pool).items()} if pool is not None else {}
            answer_first_place(out, question, kg, default_collector().schema(kg).properties, named)

    @staticmethod
    def _with_stated_bound(graph, question: str, schema):
        """``graph`` with the number the question bounds and the pattern left out compared with
        its one loose number or date (:func:`kgqa.engine.stated_sign.with_stated_bound`), years
        and numbers stored as text read as such; None where there is none."""
        if schema is None:
            return None
        dated = schema.dated_properties | schema.text_dated_properties
        bounded = with_stated_bound(graph, question, schema.number_holding_properties - dated, dated)
        if bounded is None:
            return None
        bounded = year_comparisons(text_year_comparisons(bounded, schema.text_dated_properties), schema.dated_properties)
        return number_text_values(bounded, schema.number_text_properties)

    @staticmethod
    def _record_ask(question: str, pool, graph=None, kg=None) -> str | None:
        """The ASK of one record holding the text values a yes/no question states, where it
        names no entity (:mod:`kgqa.engine.record_values`) and ``graph`` (given) leaves out one
        of them; or, with a number stated too, ``graph`` with the one text it leaves out joined
        to its things (``kg`` given); None otherwise."""
        named = stated_entities(question, pool)
        if named:
            return None
        candidates = pool.instances.get("Val", [])
        values = pair_values(question, candidates, stated_values(question, candidates), named)
        if graph is not None and values_used(graph, {value_identity(v) for v in values}) == len(values):
            return None
        record = record_ask(question, values, pool.value_holders)
        if record is not None or graph is None or kg is None:
            return record
        left = [v for v in values if is_plain_text(v) and values_used(graph, {value_identity(v)}) == 0
                and pool.value_holders(v)]
        if len(left) != 1 or values_used(graph, {value_identity(v) for v in values}) == 0:
            return None
        joined = with_left_out_text(graph, left[0], pool.value_holders(left[0]), lambda q: select_or_none(kg, q))
        return to_ask(joined) if joined is not None else None

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
        return _asked(out, sparql, kg)

    def _answer_shared_event(self, out: KGAnswer, question: str, kg) -> bool:
        """Answers "Did A and B divorce?" on ``out`` with ``search.stated_readings``: whether one
        event of the kind the verb says has both as parties
        (:func:`kgqa.engine.event_kind.shared_event_ask`). False when the question is not of that
        form, or its names or events are not in the KG."""
        if not self.search.stated_readings:
            return False
        from kgqa.candidates.collect import default_collector

        collector = default_collector()
        sparql = shared_event_ask(question, collector.onboarded(kg).labels, class_names(collector.schema(kg)), kg,
                                  self.search.probe_timeout_s)
        return _asked(out, sparql, kg)

    def _labels(self, kg):
        """The KG's label index (onboarded once per KG)."""
        from kgqa.candidates.collect import default_collector

        return default_collector().onboarded(kg).labels

    def _answer_state(self, out: KGAnswer, question: str, kg, pool_of) -> bool:
        """Answers "Is the bedroom light on?" on ``out`` with ``search.stated_readings``, where the
        KG names states as things: whether the one thing the question names that has the state's
        property has that state (:mod:`kgqa.engine.stated_state`). False when the question names
        no such state or thing."""
        if not self.search.stated_readings:
            return False
        timeout = self.search.probe_timeout_s
        found = stated_state(question, lambda word: exact_link(self._labels(kg), word),
                             lambda iri: state_holders(kg, iri, timeout))
        named = [str(k[1]) for k in stated_entities(question, pool_of()) if k[0] == "ent"] if found else []

        def has(x: str, p: str) -> bool:
            return bool(ask_or_none(kg, f"ASK {{ {iri_to_sparql(x)} {iri_to_sparql(p)} ?v }}", timeout))

        sparql = state_ask(named, *found, has) if named else None
        return _asked(out, sparql, kg)

    def _answer_kind_act(self, out: KGAnswer, question: str, kg) -> bool:
        """Answers "Has anyone commented on X?" or "Did A reply to B?" on ``out`` with
        ``search.stated_readings``: whether an act of the kind the verb says, where the KG names
        kinds as values (``oa:motivatedBy oa:commenting``), reaches the things named
        (:func:`kgqa.engine.kind_values.kind_act_ask`). False when the question is not of that
        form, or its verb or names are not in the KG."""
        if not self.search.stated_readings:
            return False
        from kgqa.candidates.collect import default_collector

        labels = default_collector().onboarded(kg).labels
        kinds = kind_values(kg, self.search.probe_timeout_s)
        sparql = kind_act_ask(question, lambda mention: linked_name(labels, mention), kinds) if kinds else None
        return _asked(out, sparql, kg)

    def _answer_which_of(self, out: KGAnswer, question: str, kg) -> bool:
        """Answers "Who is taller, A or B?" on ``out`` with ``search.stated_readings``: the one of
        the two named entities with more of the measure (:func:`kgqa.engine.comparison.which_of_query`).
        False when the question is not of that form, or its entities or measure are not in the KG."""
        comparison = parse_which_of(question) if self.search.stated_readings else None
        if comparison is None:
            return False
        from kgqa.candidates.collect import default_collector

        collector = default_collector()
        sparql = which_of_query(comparison, kg, collector.onboarded(kg).labels, collector.schema(kg),
                                collector.relevance(question, kg))
        rows = kg.select(sparql) if sparql is not None else None
        if rows is None or not rows.rows:
            return False
        out.sparql, out.read_as = sparql, " ".join(["the", comparison.comparative, comparison.noun, "of", comparison.left, "or", comparison.right]).replace("  ", " ")
        out.variables, out.rows = list(rows.variables), plain_rows(rows.rows)
        try:
            g = sparql_to_graph(sparql)
            out.query_graph, out.aqg = g.to_json(), g.abstract().to_json()
        except (QueryGraphError, ValueError, KeyError, TypeError):
            pass  # the SPARQL is the trace
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


def _asked(out: KGAnswer, sparql: str | None, kg) -> bool:
    """``out`` answered by the ASK a reading wrote (kept as its trace where the grammar reads it,
    :func:`kgqa.engine.stated_readings.ask_with_trace`); False where the reading wrote none."""
    if sparql is None:
        return False
    out.sparql = sparql
    ask_with_trace(out, kg)
    return True


def _finished(out: KGAnswer, timings: dict[str, float], t0: float, kg, stats0: dict) -> KGAnswer:
    """``out`` with its total time and the KG calls it made (queries and probes since ``stats0``)."""
    timings["total"] = _ms(t0)
    out.timings_ms = timings
    st = kg.stats.snapshot()
    out.kg_calls = (st["queries"] - stats0["queries"]) + (st["probe_calls"] - stats0["probe_calls"])
    return out


def _ms(t0: float) -> float:
    return round((time.perf_counter() - t0) * 1000, 2)
