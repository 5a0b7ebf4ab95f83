// The kgqa page: ask a question, render answers, SPARQL, drawn query graphs and beams.
// No external scripts.
//
// Everything in a response is untrusted text: labels and literals come from the KG, which anyone
// may have written (HTML, quotes, megabytes). So KG text only ever reaches the DOM as text
// (textContent), links are made only for http(s) IRIs, long values are cut for display, and the
// server's SVG drawings are parsed as XML and kept only if they hold nothing but drawing elements.
"use strict";

const $ = (id) => document.getElementById(id);
const CELL_CHARS = 500; // a longer value shows its first CELL_CHARS characters and a "show more" button
const MORE_CHARS = 20000;
const SVG_NS = "http://www.w3.org/2000/svg";
// What kgqa.viz.svg draws; anything else in a drawing is dropped.
const SVG_TAGS = new Set(["svg", "title", "defs", "marker", "path", "rect", "text", "g", "line", "circle"]);

function text(tag, value, cls) {
  const el = document.createElement(tag);
  el.textContent = value === null || value === undefined ? "" : String(value);
  if (cls) el.className = cls;
  return el;
}

function num(value, digits) {
  return typeof value === "number" && Number.isFinite(value) ? value.toFixed(digits) : "?";
}

// The URL when `value` is an absolute http(s) URL, else null (javascript:, data:, relative ...).
function httpUrl(value) {
  if (typeof value !== "string" || !/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch (_) {
    return null;
  }
}

// A value as text, cut to CELL_CHARS, with a button that shows MORE_CHARS more per click (laying
// out a megabyte of text at once would stall the page).
// Returns a `tag` element; `decorate(el)` sets up the element that holds the text (a link's
// href, say), and the button is never inside a link.
function clipped(value, tag = "span", decorate = null) {
  const full = value === null || value === undefined ? "" : String(value);
  const cut = full.length > CELL_CHARS;
  let shown = cut ? CELL_CHARS : full.length;
  const inner = !cut || tag === "a" ? tag : "span";
  const el = text(inner, cut ? full.slice(0, shown) + "…" : full);
  if (decorate) decorate(el);
  if (!cut) return el;
  const more = text("button", "", "more");
  more.type = "button";
  const label = () => {
    more.textContent = `show more (${shown.toLocaleString("en")} of ${full.length.toLocaleString("en")} characters)`;
  };
  label();
  more.addEventListener("click", () => {
    shown = Math.min(full.length, shown + MORE_CHARS);
    el.textContent = full.slice(0, shown) + (shown < full.length ? "…" : "");
    if (shown < full.length) label(); else more.remove();
  });
  const box = document.createElement(tag === "a" ? "span" : tag);
  box.append(el, " ", more);
  return box;
}

// An answer cell: an entity by its label, its IRI on hover (and a link when it is http(s));
// anything else as plain text.
function cell(value, label) {
  const td = document.createElement("td");
  const url = httpUrl(value);
  const shown = label || value;
  if (label && typeof value === "string") td.title = value;
  if (url) {
    td.appendChild(clipped(shown, "a", (a) => {
      a.href = url;
      a.title = value;
      a.rel = "noopener noreferrer nofollow";
      a.target = "_blank";
    }));
  } else {
    td.appendChild(clipped(typeof shown === "object" && shown !== null ? JSON.stringify(shown) : shown));
  }
  return td;
}

// A server drawing as a DOM node: parsed as SVG (XML, where nothing runs) and kept only if it is
// well formed and holds drawing elements alone, with no event handlers or links; else null.
function drawing(markup) {
  if (typeof markup !== "string" || !markup) return null;
  const doc = new DOMParser().parseFromString(markup, "image/svg+xml");
  const root = doc.documentElement;
  if (!root || root.namespaceURI !== SVG_NS || root.localName !== "svg"
      || doc.getElementsByTagNameNS("*", "parsererror").length) return null;
  const clean = (el) => {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      if (name.startsWith("on") || name.includes("href") || name === "style") el.removeAttribute(attr.name);
    }
    for (const child of [...el.children]) {
      if (child.namespaceURI === SVG_NS && SVG_TAGS.has(child.localName)) clean(child);
      else child.remove();
    }
  };
  clean(root);
  return document.importNode(root, true);
}

function showDrawing(container, markup) {
  const node = drawing(markup);
  container.replaceChildren(...(node ? [node] : []));
}

async function loadKgs() {
  const res = await fetch("/kgs");
  const body = await res.json();
  const select = $("kg");
  for (const kg of body.kgs) {
    const opt = text("option", kg.name);
    opt.value = kg.name;
    if (kg.name === body.default) opt.selected = true;
    select.appendChild(opt);
  }
  const params = new URLSearchParams(location.search);
  if (params.get("kg")) select.value = params.get("kg");
  const models = Object.fromEntries(body.kgs.map((kg) => [kg.name, kg]));
  select.addEventListener("change", () => { showModel(models[select.value]); loadSchema(select.value); });
  showModel(models[select.value]);
  loadSchema(select.value);
  if (params.get("q")) { $("question").value = params.get("q"); ask(); }
}

// Which model answers the chosen KG (GET /kgs: "adapted" by python -m kgqa.adapt, or "shipped").
function showModel(kg) {
  const line = $("model-line");
  line.hidden = !(kg && kg.model);
  if (line.hidden) return;
  if (kg.model !== "adapted") {
    line.textContent = "Answered by the shipped model (not adapted to this KG: python -m kgqa.adapt).";
    return;
  }
  const a = kg.adaptation || {};
  const figures = [];
  if (a.synthetic_questions != null) figures.push(`${a.synthetic_questions} synthetic questions`);
  if (a.few_shot) figures.push(`${a.few_shot} of your examples`);
  if (a.heldout_exec_before != null && a.heldout_exec_after != null) {
    figures.push(`held-out exec ${a.heldout_exec_before.toFixed(2)} → ${a.heldout_exec_after.toFixed(2)}`);
  }
  line.textContent = `Answered by a model adapted to this KG${a.adapted_at ? ` on ${a.adapted_at}` : ""}` +
    (figures.length ? ` (${figures.join(", ")}).` : ".");
}

// What the chosen KG holds (GET /kgs/{name}/schema): example questions to click, and its
// classes and properties to browse. A failure leaves the page usable: it only hides the box.
async function loadSchema(name) {
  $("examples-line").hidden = true;
  $("schema-box").hidden = true;
  if (!name) return;
  let body;
  try {
    const res = await fetch(`/kgs/${encodeURIComponent(name)}/schema`);
    if (!res.ok) return;
    body = await res.json();
  } catch (_) { return; }
  if ($("kg").value !== name) return;  // another KG was chosen meanwhile
  const examples = $("examples");
  examples.replaceChildren();
  (body.examples || []).forEach((q, i) => {
    const a = text("button", q, "example");
    a.type = "button";
    a.addEventListener("click", () => { $("question").value = q; ask(); });
    if (i) examples.appendChild(document.createTextNode(" · "));
    examples.appendChild(a);
  });
  $("examples-line").hidden = !(body.examples || []).length;
  $("schema-counts").textContent = `${body.classes.length} classes, ${body.properties.length} properties, ${body.entity_names} entity names`;
  $("schema-classes").replaceChildren(...body.classes.map((c) => text("li", c.label)));
  $("schema-properties").querySelector("tbody").replaceChildren(...body.properties.map((p) => {
    const tr = document.createElement("tr");
    tr.appendChild(text("td", p.label));
    tr.appendChild(text("td", (p.domains || []).join(", ")));
    tr.appendChild(text("td", (p.ranges || []).join(", ")));
    tr.appendChild(text("td", String(p.count)));
    return tr;
  }));
  $("schema-box").hidden = false;
}

// The rows to show: the answer, or when the service abstained, its best guess (marked as one).
function shownAnswer(r) {
  if (r.answered === false && r.best_guess) {
    const g = r.best_guess;
    return { guess: true, variables: g.variables || r.variables || [], columns: g.columns || [], rows: g.rows || [],
             labels: g.labels || [], boolean: g.boolean ?? null, sparql: g.sparql, sparqlPretty: g.sparql_pretty,
             confidence: g.confidence, band: g.confidence_band };
  }
  return { guess: false, variables: r.variables || [], columns: r.columns || [], rows: r.rows || [],
           labels: r.labels || [], boolean: r.boolean ?? null, sparql: r.sparql, sparqlPretty: r.sparql_pretty,
           confidence: r.confidence, band: r.confidence_band };
}

// A yes/no question's answer stands above the (empty) rows table.
function renderBoolean(shown) {
  const line = $("boolean-answer");
  line.hidden = typeof shown.boolean !== "boolean";
  line.textContent = line.hidden ? "" : `${shown.guess ? "Best guess: " : ""}${shown.boolean ? "Yes" : "No"}`;
}

// The confidence, in plain words when the service has calibration figures ("often wrong"), with
// what it means on hover and in the "About the confidence" box the link opens.
function renderConfidence(shown) {
  const span = $("confidence");
  span.replaceChildren();
  if (typeof shown.confidence !== "number") return;
  const band = shown.band && typeof shown.band === "object" ? shown.band : null;
  span.appendChild(text("span", `confidence ${num(shown.confidence, 2)}`));
  if (band && typeof band.words === "string") {
    span.appendChild(document.createTextNode(" · "));
    const words = text("span", band.words, "confidence-words");
    words.dataset.words = band.words;
    span.appendChild(words);
  }
  // a button, not a link: the page's only links are the KG's http(s) IRIs
  const help = text("button", "what does this mean?", "confidence-help");
  help.type = "button";
  if (band && typeof band.note === "string") help.title = band.note;
  help.addEventListener("click", () => {
    $("about-confidence").open = true;
    $("about-confidence").scrollIntoView({ block: "nearest" });
  });
  span.append(" (", help, ")");
  $("confidence-note").textContent = band && typeof band.note === "string" ? band.note : "";
}

function renderAnswers(shown) {
  renderBoolean(shown);
  const isBoolean = typeof shown.boolean === "boolean";
  $("answers").hidden = isBoolean;  // a yes/no answer is the Yes/No line, not an empty table
  const thead = $("answers").querySelector("thead");
  const tbody = $("answers").querySelector("tbody");
  $("answers").classList.toggle("guess", shown.guess);
  thead.replaceChildren();
  tbody.replaceChildren();
  const width = shown.rows.reduce((w, row) => Math.max(w, Array.isArray(row) ? row.length : 1), shown.variables.length);
  const head = document.createElement("tr");
  for (let j = 0; j < width; j++) {
    // the column's readable name (the property or class that binds it); its SPARQL variable on hover
    const th = text("th", shown.columns[j] || shown.variables[j] || `column ${j + 1}`);
    if (shown.variables[j]) th.title = `?${shown.variables[j]}`;
    head.appendChild(th);
  }
  thead.appendChild(head);
  shown.rows.forEach((row, i) => {
    const tr = document.createElement("tr");
    (Array.isArray(row) ? row : [row]).forEach((value, j) => {
      const label = Array.isArray(shown.labels[i]) ? shown.labels[i][j] : null;
      tr.appendChild(cell(value, label));
    });
    tbody.appendChild(tr);
  });
  $("answers-title").textContent = shown.guess ? "Best guess (not an answer)" : (isBoolean ? "Answer" : "Answers");
  $("answer-count").textContent = isBoolean ? "" : `(${shown.rows.length})`;
  renderConfidence(shown);
  if (!shown.rows.length) {
    const tr = document.createElement("tr");
    const td = text("td", "no answers", "muted");
    td.colSpan = Math.max(width, 1);
    tr.appendChild(td);
    tbody.appendChild(tr);
  }
}

// The query as the service pretty-printed it (PREFIX lines, one triple per line), with a copy button.
function renderSparql(shown) {
  const query = shown.sparqlPretty || shown.sparql;
  $("sparql").replaceChildren(clipped(query || "(no query could be built)"));
  const copy = $("copy-sparql");
  copy.hidden = !query;
  copy.textContent = "Copy";
  copy.onclick = () => copyText(query, copy);
}

// Copies `value`, saying so on the button; without the Clipboard API (an http page that is not
// localhost), through a selected text area.
async function copyText(value, button) {
  let done = false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(value);
      done = true;
    }
  } catch (_) { done = false; }
  if (!done) {
    const area = document.createElement("textarea");
    area.value = value;
    area.setAttribute("readonly", "");
    area.className = "offscreen";
    document.body.appendChild(area);
    area.select();
    try { done = document.execCommand("copy"); } catch (_) { done = false; }
    area.remove();
  }
  button.textContent = done ? "Copied" : "Copy failed: select the text";
}

// Abstention, degradation and an engine error, above the answers.
function renderNotices(r) {
  const abstained = $("abstained");
  abstained.hidden = r.answered !== false;
  if (r.answered === false) {
    $("abstain-reason").textContent = r.abstain_reason || "no reason given";
    $("abstain-guess").textContent = r.best_guess
      ? "Its best guess is shown below; treat it as a guess."
      : "No best guess was returned (ask with explain to see it).";
  }
  // `degraded` is a flag with `degraded_reasons` (older servers sent the reasons as a list)
  const reasons = Array.isArray(r.degraded_reasons) ? r.degraded_reasons : (Array.isArray(r.degraded) ? r.degraded : []);
  const degraded = r.degraded === true || reasons.length > 0;
  $("degraded").hidden = !degraded;
  const list = $("degraded-reasons");
  list.replaceChildren(...reasons.map((reason) => clipped(reason, "li")));
  if (degraded && !reasons.length) list.appendChild(text("li", "no reason given"));
}

function renderBeams(r, chosenSparql) {
  const list = $("beams");
  list.replaceChildren();
  (r.beams || []).forEach((b, i) => {
    const li = document.createElement("li");
    if (b.sparql && b.sparql === chosenSparql) li.className = "chosen";
    const rerank = b.rerank_score == null ? "" : ` · reranked ${num(b.rerank_score, 3)}`;
    li.appendChild(text("div", `score ${num(b.score, 3)}${rerank} · ${b.n_answers ?? "?"} answers`, "beam-head"));
    li.appendChild(clipped(b.sparql_pretty || b.sparql || "(no SPARQL)", "pre"));
    const svg = r.drawings && Array.isArray(r.drawings.beams) ? drawing(r.drawings.beams[i]) : null;
    if (svg) { const d = document.createElement("div"); d.appendChild(svg); li.appendChild(d); }
    list.appendChild(li);
  });
}

function renderCandidates(r) {
  const box = $("candidates");
  box.replaceChildren();
  const pool = r.candidates || {};
  for (const [cls, items] of Object.entries(pool)) {
    if (!Array.isArray(items)) continue;
    box.appendChild(text("h3", `${cls} (${items.length})`));
    const ul = document.createElement("ul");
    for (const it of items.slice(0, 20)) {
      const name = typeof it === "string" ? it : (it.label || it.instance || it.value || JSON.stringify(it));
      const score = it && typeof it.score === "number" ? ` — ${num(it.score, 3)}` : "";
      ul.appendChild(clipped(`${name}${score}`, "li"));
    }
    box.appendChild(ul);
  }
}

function renderProbes(r) {
  const tbody = $("probes").querySelector("tbody");
  tbody.replaceChildren();
  for (const p of r.probes || []) {
    const tr = document.createElement("tr");
    for (const v of [p.slot, p.pattern, p.candidates, p.admitted]) tr.appendChild(cell(v, null));
    tr.appendChild(text("td", num(p.ms, 1)));
    tbody.appendChild(tr);
  }
}

// The message of a non-200 response: {"error": {status, kind, message, request_id}}, or the
// older {"detail": "..."} / FastAPI's {"detail": [{msg, ...}]}, or whatever text came back.
function errorMessage(res, body, raw) {
  const err = body && typeof body === "object" ? body.error : null;
  if (err && typeof err === "object") {
    const kind = err.kind ? ` ${err.kind}` : "";
    const rid = err.request_id ? ` (request id ${err.request_id})` : "";
    return `${err.status || res.status}${kind}: ${err.message || res.statusText || "error"}${rid}`;
  }
  const detail = body && typeof body === "object" ? body.detail : undefined;
  if (typeof detail === "string") return `${res.status}: ${detail}`;
  if (Array.isArray(detail)) return `${res.status}: ${detail.map((d) => (d && d.msg) || JSON.stringify(d)).join("; ")}`;
  if (typeof err === "string") return `${res.status}: ${err}`;
  const snippet = raw && !/^\s*</.test(raw) ? `: ${raw.slice(0, 200)}` : "";
  return `${res.status} ${res.statusText || "error"}${snippet}`;
}

async function ask(event) {
  if (event) event.preventDefault();
  const status = $("status");
  status.className = "";
  status.textContent = "Thinking…";
  $("ask-button").disabled = true;
  try {
    const res = await fetch("/ask", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ question: $("question").value, kg: $("kg").value || null, top_k: 5, explain: true }),
    });
    const raw = await res.text();
    let body = null;
    try { body = JSON.parse(raw); } catch (_) { body = null; }
    if (!res.ok || !body || typeof body !== "object") throw new Error(errorMessage(res, body, raw));
    const shown = shownAnswer(body);
    renderNotices(body);
    renderAnswers(shown);
    renderSparql(shown);
    $("sparql-title").textContent = shown.guess ? "SPARQL of the best guess" : "SPARQL";
    showDrawing($("query-graph"), body.drawings && body.drawings.query_graph);
    showDrawing($("aqg"), body.drawings && body.drawings.aqg);
    renderBeams(body, shown.sparql);
    renderCandidates(body);
    renderProbes(body);
    $("timings").textContent = "Timings (ms): " + Object.entries(body.timings_ms || {})
      .map(([k, v]) => `${k} ${num(Number(v), 1)}`).join(" · ");
    $("result").hidden = false;
    // an engine error of an abstained answer is its abstain_reason, shown in the notice
    status.textContent = body.error && body.answered !== false ? `No answer: ${body.error}` : "";
  } catch (err) {
    $("result").hidden = true;
    status.className = "error";
    status.textContent = err.message;
  } finally {
    $("ask-button").disabled = false;
  }
}

$("ask-form").addEventListener("submit", ask);
loadKgs();
