// The kgqa page: ask a question, render answers, SPARQL, drawn query graphs and beams.
// No external scripts; SVG drawings come from the server (kgqa.viz), already escaped.
"use strict";

const $ = (id) => document.getElementById(id);

function text(tag, value, cls) {
  const el = document.createElement(tag);
  el.textContent = value === null || value === undefined ? "" : String(value);
  if (cls) el.className = cls;
  return el;
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
  if (params.get("q")) { $("question").value = params.get("q"); ask(); }
}

function renderAnswers(r) {
  const thead = $("answers").querySelector("thead");
  const tbody = $("answers").querySelector("tbody");
  thead.replaceChildren();
  tbody.replaceChildren();
  const head = document.createElement("tr");
  for (const v of r.variables) head.appendChild(text("th", v));
  thead.appendChild(head);
  r.rows.forEach((row, i) => {
    const tr = document.createElement("tr");
    row.forEach((cell, j) => {
      const label = r.labels && r.labels[i] ? r.labels[i][j] : null;
      tr.appendChild(text("td", label ? `${label} (${cell})` : cell));
    });
    tbody.appendChild(tr);
  });
  $("answer-count").textContent = `(${r.rows.length})`;
  if (!r.rows.length) tbody.appendChild(text("tr", "no answers", "muted"));
}

function renderBeams(r) {
  const list = $("beams");
  list.replaceChildren();
  r.beams.forEach((b, i) => {
    const li = document.createElement("li");
    if (b.sparql === r.sparql) li.className = "chosen";
    const rerank = b.rerank_score == null ? "" : ` · reranked ${b.rerank_score.toFixed(3)}`;
    li.appendChild(text("div", `score ${b.score.toFixed(3)}${rerank} · ${b.n_answers ?? "?"} answers`, "beam-head"));
    li.appendChild(text("pre", b.sparql || "(no SPARQL)"));
    const svg = r.drawings && r.drawings.beams ? r.drawings.beams[i] : null;
    if (svg) { const d = document.createElement("div"); d.innerHTML = svg; li.appendChild(d); }
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
      const score = typeof it.score === "number" ? ` — ${it.score.toFixed(3)}` : "";
      ul.appendChild(text("li", `${name}${score}`));
    }
    box.appendChild(ul);
  }
}

function renderProbes(r) {
  const tbody = $("probes").querySelector("tbody");
  tbody.replaceChildren();
  for (const p of r.probes || []) {
    const tr = document.createElement("tr");
    for (const v of [p.slot, p.pattern, p.candidates, p.admitted, p.ms.toFixed(1)]) tr.appendChild(text("td", v));
    tbody.appendChild(tr);
  }
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
    const body = await res.json();
    if (!res.ok) {
      const detail = typeof body.detail === "string" ? body.detail : JSON.stringify(body.detail);
      throw new Error(`${res.status}: ${detail}`);
    }
    renderAnswers(body);
    $("sparql").textContent = body.sparql || "(no query could be built)";
    $("query-graph").innerHTML = (body.drawings && body.drawings.query_graph) || "";
    $("aqg").innerHTML = (body.drawings && body.drawings.aqg) || "";
    renderBeams(body);
    renderCandidates(body);
    renderProbes(body);
    $("timings").textContent = "Timings (ms): " + Object.entries(body.timings_ms).map(([k, v]) => `${k} ${Number(v).toFixed(1)}`).join(" · ");
    $("result").hidden = false;
    status.textContent = body.error ? `No answer: ${body.error}` : "";
  } catch (err) {
    status.className = "error";
    status.textContent = err.message;
  } finally {
    $("ask-button").disabled = false;
  }
}

$("ask-form").addEventListener("submit", ask);
loadKgs();
