// The whole view for the current picks: run A, run A against run B and the verdicts, drawn in that order once
// the documents are in. A newer pick wins when fetches overlap.

import { fetchRuns, loadCompare, loadDigest, loadDoc } from './api.js';
import { chartsDrawn, destroyCharts } from './charts.js';
import { wireColor } from './colors.js';
import { renderCompare } from './compare.js';
import { $, showMessage } from './dom.js';
import { markSelectedRows, renderPickers, renderRunsTable, syncPickers } from './runs-list.js';
import { renderRun } from './run-section.js';
import { wayOf } from './scenarios.js';
import { queryOf, selection } from './selection.js';
import { renderVerdicts } from './verdicts.js';

let renderToken = 0;

/** Reads the run list; selectRunId becomes run A when listed. False when the list could not be read. */
export async function refreshRuns(selectRunId = null) {
  try {
    selection.runs = await fetchRuns();
    showMessage($('runs-message'), selection.runs.length === 0 ? 'No runs yet: start one with "Run quick suite".' : '');
  } catch (e) {
    showMessage($('runs-message'), `Could not read the run list (${e.message}).`, true);
    return false;
  }
  if (selectRunId && selection.runs.some((r) => r.runId === selectRunId)) selection.a = selectRunId;
  renderRunsTable((runId) => selectRuns(runId, selection.b));
  renderPickers();
  return true;
}

export async function selectRuns(a, b) {
  selection.a = a || null;
  selection.b = b || null;
  syncPickers();
  markSelectedRows();
  await renderView();
}

function updateUrl() {
  const query = queryOf(selection);
  history.replaceState(null, '', query ? `?${query}` : location.pathname);
}

/** Assigns wire colours in run A's order first, so the first wires get the most distinct colours. */
function wireOrderFrom(doc) {
  for (const s of doc.scenarios || []) wireColor(wayOf(s));
}

export async function renderView() {
  const token = ++renderToken;
  document.body.dataset.ready = 'false';
  const summary = selection.runs.find((r) => r.runId === selection.a) ?? null;
  const [resultA, resultB] = await Promise.allSettled([loadDoc(selection.a), loadDoc(selection.b)]);
  if (token !== renderToken) return; // a newer selection is already being drawn
  const docA = resultA.status === 'fulfilled' ? resultA.value : null;
  const docB = resultB.status === 'fulfilled' ? resultB.value : null;
  const [compare, digest] = await Promise.all([loadCompare(selection.a, selection.b, docA, docB), loadDigest(selection.a, docA)]);
  if (token !== renderToken) return;

  destroyCharts();
  for (const id of ['run-charts', 'seed-charts', 'settings-charts', 'compare-charts']) $(id).replaceChildren();
  if (docA) wireOrderFrom(docA);
  renderRun(docA, summary, resultA.status === 'rejected' ? resultA.reason.message : null, digest);
  renderCompare(docA, docB, resultB.status === 'rejected' ? resultB.reason.message : null);
  renderVerdicts(selection.b ? compare : null);
  updateUrl();

  // Read by the headless rendering test: how many charts this view drew, and that it is done.
  document.body.dataset.chartsRendered = String(chartsDrawn());
  document.body.dataset.ready = 'true';
}
