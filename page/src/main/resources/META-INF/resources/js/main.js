// The results page's entry: lists the runs, draws one suite run (run A) and compares it with run B.
// ES modules, no build step; Chart.js comes from its webjar's script tag, loaded before this module.

import { configureChartDefaults } from './charts.js';
import { $, showMessage } from './dom.js';
import { startPolling, startQuickSuite } from './progress.js';
import { markSelectedRows, syncPickers } from './runs-list.js';
import { selection, selectionFromQuery } from './selection.js';
import { refreshRuns, renderView, selectRuns } from './view.js';

function wireControls() {
  $('run-quick').addEventListener('click', startQuickSuite);
  $('run-a').addEventListener('change', (e) => selectRuns(e.target.value, selection.b));
  $('run-b').addEventListener('change', (e) => selectRuns(selection.a, e.target.value));
  $('f-operation').addEventListener('change', (e) => {
    selection.opKey = e.target.value;
    renderView();
  });
  $('f-concurrency').addEventListener('change', (e) => {
    selection.concurrency = Number(e.target.value);
    renderView();
  });
}

/** Applies ?a=&b=&op=&c=; unknown run ids are reported on the page, not silently replaced. */
function applyQuery() {
  const { missing, ...picked } = selectionFromQuery(location.search, selection.runs);
  if (missing.length > 0) showMessage($('runs-message'), `Not in the run list: ${missing.join(', ')}.`, true);
  Object.assign(selection, picked);
}

async function main() {
  configureChartDefaults();
  wireControls();
  startPolling();
  const listed = await refreshRuns();
  if (listed) applyQuery();
  syncPickers();
  markSelectedRows();
  await renderView();
}

main();
