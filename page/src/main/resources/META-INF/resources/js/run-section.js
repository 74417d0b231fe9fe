// Run A's section: its title, failure, description and settings, then the view of its kind.

import { rawUrl } from './api.js';
import { $, el, showMessage } from './dom.js';
import { renderLookupRun } from './lookup.js';
import { renderNativeRun } from './native.js';
import { renderReplicationRun } from './replication.js';
import { renderMeta } from './run-meta.js';
import { renderSettings } from './run-settings.js';
import { selection } from './selection.js';
import { renderSoakRun } from './soak.js';
import { renderSuiteRun } from './suite-run.js';

// The views of the studies' run kinds, each drawn only when its run carries its rows.
const KIND_VIEWS = [
  { kind: 'lookup', rows: (doc) => doc.lookups, render: renderLookupRun },
  { kind: 'replication', rows: (doc) => doc.trials, render: renderReplicationRun },
  { kind: 'native-comparison', rows: (doc) => doc.services, render: renderNativeRun },
  { kind: 'soak', rows: (doc) => doc.samples, render: renderSoakRun },
];
const SUITE_KIND = 'comparison';

// Sections a view shows only when it has something for them; each render starts with them hidden.
const OPTIONAL_SECTIONS = ['cost-hint', 'what-if', 'seeds', 'references', 'digest', 'run-errors', 'lookup', 'replication', 'native', 'soak'];

/** "a, b and c". */
export function listText(names) {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The view for a run of this kind, when the run carries the rows it draws (never after a load error). */
export function kindView(kind, doc, loadError) {
  if (loadError || !doc) return null;
  return KIND_VIEWS.find((v) => v.kind === kind && (v.rows(doc) || []).length > 0) ?? null;
}

/** The note under the title: why nothing is drawn (a load error, a kind without a view, an empty suite run), or "". */
export function runNote(runId, kind, doc, loadError) {
  if (loadError) return `Could not read run ${runId} (${loadError}).`;
  if (kind !== SUITE_KIND && !kindView(kind, doc, loadError)) {
    const drawn = listText([SUITE_KIND, ...KIND_VIEWS.map((v) => v.kind)]);
    return `This run is of kind "${kind}"; charts are drawn only for ${drawn} runs. Its data:`;
  }
  if (kind === SUITE_KIND && (doc?.scenarios || []).length === 0) return 'This run has no scenarios.';
  return '';
}

export function renderRun(doc, summary, loadError, digest) {
  const runId = doc?.runId ?? summary?.runId ?? selection.a;
  $('run-section').hidden = !runId;
  if (!runId) return;
  $('run-title').textContent = `Run A: ${runId}${doc?.modeLabel ? ` (${doc.modeLabel})` : ''}`;
  showMessage($('run-failure'), doc?.failureReason ? `Run failed: ${doc.failureReason}` : '', true);
  renderMeta(doc, summary);
  renderSettings(loadError ? null : doc);

  const kind = doc?.kind ?? summary?.kind ?? SUITE_KIND;
  const note = runNote(runId, kind, doc, loadError);
  showMessage($('run-note'), note, Boolean(loadError));
  if (note) $('run-note').append(' ', el('a', { href: rawUrl(runId) }, 'raw JSON'));

  const drawable = kind === SUITE_KIND && !loadError && (doc?.scenarios || []).length > 0;
  $('filters').hidden = !drawable;
  $('results').hidden = !drawable;
  for (const id of OPTIONAL_SECTIONS) $(id).hidden = true;
  const view = kindView(kind, doc, loadError);
  if (view) {
    view.render(doc);
    return;
  }
  if (drawable) renderSuiteRun(doc, digest);
}
