// The what-if panel: the run's remote rows on a link it did not run on, as the service's model predicts them
// (LinkPrediction, the one `./wirerace predict` prints) from the run's round trips, bytes and CPU per call.
// Shown only for a run whose round trips were measured (./wirerace predict RUN --round-trips-from ...).

import { fetchJson } from './api.js';
import { $, el } from './dom.js';
import { fmtMicros, fmtOps } from './format.js';
import { opKeyOf } from './scenarios.js';
import { selection } from './selection.js';

const RATES = [['unbounded', Infinity], ['10 Gbit/s', 10e9], ['5 Gbit/s', 5e9], ['1 Gbit/s', 1e9],
  ['100 Mbit/s', 100e6], ['10 Mbit/s', 10e6]];
const link = { rttMicros: 2000, bitsPerSecond: 5e9, mtu: 1500 }; // cross-zone, until the presets arrive
let wired = false;

export const predictUrl = (runId, l) => `api/runs/${encodeURIComponent(runId)}/predict`
  + `?rttMicros=${l.rttMicros}&bitsPerSecond=${l.bitsPerSecond}&mtu=${l.mtu}`;

/** The rows of the operation and concurrency the page shows, by predicted rank. */
export function rowsFor(prediction, opKey, concurrency) {
  return prediction.rows.filter((r) => opKeyOf(r) === opKey && r.concurrency === concurrency)
    .sort((a, b) => a.rank - b.rank || a.way.localeCompare(b.way));
}

/** "2.0 ms" or "300 µs": the RTT as the slider reads it. */
export function rttText(micros) {
  return micros >= 1000 ? `${(micros / 1000).toFixed(1)} ms` : `${Math.round(micros)} µs`;
}

function wireControls(presets) {
  $('wi-preset').replaceChildren(...presets.map((p) => el('option', { value: p.id }, p.name)),
    el('option', { value: 'custom' }, 'your own'));
  $('wi-rate').replaceChildren(...RATES.map(([label, bits]) => el('option', { value: String(bits) }, label)));
  $('wi-preset').addEventListener('change', (e) => {
    const preset = presets.find((p) => p.id === e.target.value);
    if (preset) Object.assign(link, { rttMicros: preset.rttMicros, bitsPerSecond: Number(preset.bitsPerSecond), mtu: preset.mtu });
    renderWhatIf(selection.a);
  });
  $('wi-rtt').addEventListener('input', (e) => { $('wi-rtt-text').textContent = rttText(Number(e.target.value) * 1000); });
  $('wi-rtt').addEventListener('change', (e) => {
    link.rttMicros = Number(e.target.value) * 1000;
    $('wi-preset').value = 'custom';
    renderWhatIf(selection.a);
  });
  $('wi-rate').addEventListener('change', (e) => {
    link.bitsPerSecond = Number(e.target.value);
    $('wi-preset').value = 'custom';
    renderWhatIf(selection.a);
  });
  $('wi-preset').value = 'cross-zone';
  wired = true;
}

export async function renderWhatIf(runId) {
  const panel = $('what-if');
  const prediction = await fetchJson(predictUrl(runId, link));
  if (!prediction.roundTripsFrom) { // no round trips measured for this run
    panel.hidden = true;
    return;
  }
  if (!wired) wireControls(prediction.presets);
  $('wi-rtt').value = String(link.rttMicros / 1000);
  $('wi-rtt-text').textContent = rttText(link.rttMicros);
  $('wi-rate').value = String(link.bitsPerSecond);
  $('wi-note').textContent = `${prediction.link}; round trips per call measured by ${prediction.roundTripsFrom}.`
    + ' * where a wire\'s place differs from loopback\'s.';
  const rows = rowsFor(prediction, selection.opKey, selection.concurrency);
  $('wi-table').querySelector('tbody').replaceChildren(...rows.map((r) => el('tr', {},
    el('td', {}, r.way), el('td', { class: 'num' }, r.roundTrips.toFixed(2)),
    el('td', { class: 'num' }, fmtMicros(r.loopbackP50Micros)), el('td', { class: 'num' }, fmtMicros(r.p50Micros)),
    el('td', { class: 'num' }, fmtOps(r.opsPerSecond)), el('td', {}, r.bound),
    el('td', { class: 'num' }, `${r.rank}${r.rank !== r.loopbackRank ? '*' : ''}`))));
  panel.hidden = false;
}
