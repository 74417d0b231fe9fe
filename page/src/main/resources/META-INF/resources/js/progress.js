// The suite button and its progress bar: starts the quick suite, polls while any suite runs, and shows the
// finished run.

import { fetchProgress, forgetRun, startSuite } from './api.js';
import { $, showMessage } from './dom.js';
import { timeLeft } from './format.js';
import { refreshRuns, renderView } from './view.js';

let polling = false;
let wasRunning = false;
let startedHere = null; // runId of the suite this page started; selected when it finishes

/** "quick 20261122-…: 12 / 56 · rest addOne c=4 · ~1m20s left". */
export function progressText(p, now = Date.now()) {
  return `${p.suite ?? 'suite'} ${p.runId ?? ''}: ${p.done ?? 0} / ${p.total ?? '?'}`
    + (p.current ? ` · ${p.current}` : '') + timeLeft(p.expectedEnd, now);
}

function renderProgress(p) {
  const running = Boolean(p?.running);
  $('progress').hidden = !running;
  $('run-quick').disabled = running;
  if (!running) return;
  const bar = $('progress-bar');
  bar.max = Math.max(1, p.total || 0);
  bar.value = Math.min(p.done || 0, bar.max);
  $('progress-text').textContent = progressText(p);
}

/** Polls once a second while a suite runs; stops by itself when none does. */
async function pollProgress() {
  let progress;
  try {
    progress = await fetchProgress();
  } catch (e) {
    polling = false;
    showMessage($('suite-message'), `Progress unavailable (${e.message}).`, true);
    return;
  }
  renderProgress(progress);
  if (progress.running) {
    if (!wasRunning) {
      wasRunning = true;
      await refreshRuns(); // the new run may already be listed as running
    }
    setTimeout(pollProgress, 1000);
    return;
  }
  polling = false;
  if (wasRunning) {
    wasRunning = false;
    const finished = startedHere ?? progress.runId ?? null;
    startedHere = null;
    if (finished) forgetRun(finished);
    showMessage($('suite-message'), finished ? `Suite finished: ${finished}.` : 'Suite finished.');
    if (await refreshRuns(finished)) await renderView();
  }
}

export function startPolling() {
  if (polling) return;
  polling = true;
  pollProgress();
}

export async function startQuickSuite() {
  $('run-quick').disabled = true;
  try {
    const response = await startSuite('quick');
    if (response.status === 202) {
      const body = await response.json().catch(() => ({}));
      startedHere = body.runId ?? null;
      showMessage($('suite-message'), `Started quick suite${body.runId ? `: ${body.runId}` : ''}.`);
    } else if (response.status === 409) {
      showMessage($('suite-message'), 'A suite is already running; showing its progress.');
    } else {
      showMessage($('suite-message'), `Could not start the suite: HTTP ${response.status}.`, true);
    }
  } catch (e) {
    showMessage($('suite-message'), `Could not start the suite (${e.message}).`, true);
  }
  startPolling(); // also re-enables the button when nothing runs
}
