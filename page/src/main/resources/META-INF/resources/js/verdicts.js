// B against A with 95 % intervals, from api/compare: a ratio per figure, a verdict per row, the trust flags
// and both ledgers side by side.

import { $, el, showMessage } from './dom.js';
import { fmtBytes, fmtChange, fmtFixed, fmtMicros, fmtMultiple, someOf } from './format.js';
import { flagText, trustTooltip } from './scenarios.js';

const VERDICT_CLASSES = {
  faster: 'verdict-faster', slower: 'verdict-slower', cheaper: 'verdict-faster', dearer: 'verdict-slower',
  'failed rounds': 'verdict-mixed', errors: 'verdict-mixed',
};
const VERDICT_TITLES = {
  faster: 'B is faster: p50 beyond the margin and ops/s up too, after Benjamini–Hochberg over the rows',
  slower: 'B is slower: p50 beyond the margin and ops/s down too, after Benjamini–Hochberg over the rows',
  cheaper: 'B\'s calls cost the server less CPU, beyond its margin, after Benjamini–Hochberg over the rows a server answered',
  dearer: 'B\'s calls cost the server more CPU, beyond its margin, after Benjamini–Hochberg over the rows a server answered',
  same: 'the same within the equivalence margin: the 90 % interval lies inside it (two one-sided tests)',
  "can't tell": 'neither a difference nor the same within the margin: the figures cannot tell, which is not "the same"',
  'failed rounds': 'a fork or round made no call: no verdict, and the row is not dropped',
  errors: 'calls failed in A or B: no verdict',
};

/**
 * A verdict's cell: its class (any word the server adds reads as unclear) and its explanation; with the row's
 * p50 detectable share, what "can't tell" does not rule out.
 */
export function verdictParts(verdict, detectable = null) {
  const sees = Number.isFinite(detectable)
    ? `this row would show a change of ±${fmtFixed(detectable * 100, 0)} % four times in five were it the only change, a smaller one not reliably`
    : null;
  const title = [VERDICT_TITLES[verdict], sees].filter(Boolean).join('; ');
  return {
    cls: `verdict ${VERDICT_CLASSES[verdict] ?? 'verdict-unclear'}`,
    title: title || null,
    text: verdict ?? '—',
  };
}

/**
 * "0.82 [0.78, 0.86]", coloured when the figure alone is clearly beyond the margin (p < 0.05 one way; for
 * p50 and CPU lower is better, for ops/s higher); the row's verdict needs p50 and ops/s together.
 */
export function ratioParts(ratio, what, higherIsBetter = false) {
  if (ratio?.failed) return { cls: 'num worse', title: `${what}: a fork or round made no call`, text: 'failed' };
  if (ratio?.ratio == null) return { cls: 'num muted', title: 'no figures on both sides', text: '—' };
  const interval = ratio.low != null && ratio.high != null ? ` [${fmtMultiple(ratio.low)}, ${fmtMultiple(ratio.high)}]` : '';
  const better = ratio.betterP != null && ratio.betterP < 0.05;
  const worse = ratio.worseP != null && ratio.worseP < 0.05;
  const cls = better ? 'num better' : worse ? 'num worse' : 'num';
  const title = `${what}, B / A` + (better ? ': B better beyond the margin' : worse ? ': B worse beyond the margin' : '')
    + (interval ? '' : ' (too few forks or rounds for an interval)') + (higherIsBetter ? ' (higher is better)' : '');
  return { cls, title, text: `${fmtMultiple(ratio.ratio)}${interval}` };
}

/** How the ratios and verdicts were made, what is not like for like, and what was left out. */
export function verdictsNote(compare) {
  const margin = Number.isFinite(compare.margin) ? compare.margin : null;
  const only = [];
  if ((compare.onlyInA || []).length) only.push(`only in A: ${someOf(compare.onlyInA)}`);
  if ((compare.onlyInB || []).length) only.push(`only in B: ${someOf(compare.onlyInB)}`);
  const fromForks = compare.repetition === 'forks';
  return `Each ratio is B / A of the geometric means of the two runs' ${fromForks ? 'forks' : 'rounds'},`
    + ' with its 95 % interval (Welch, on the logarithms). A row is faster or slower only when its p50 differs beyond '
    + (margin != null ? `${fmtFixed(margin * 100, 1)} %` : 'the margin') + (compare.marginSource ? ` (${compare.marginSource})` : '')
    + ' and its ops/s moved the same way, Benjamini–Hochberg at 5 % over the rows; the same when its p50 is within '
    + (Number.isFinite(compare.equivalence) ? `±${fmtFixed(compare.equivalence * 100, 0)} %` : 'the margin')
    + ' (two one-sided tests); else can\'t tell.'
    + (compare.runToRun ? (compare.runToRunKnown ? ` Intervals include the run-to-run term, ${compare.runToRun}.` : ` Note: ${compare.runToRun}.`) : '')
    + serverCpuNote(compare)
    + (compare.perFloor ? ' Each remote row\'s p50 and ops/s are read over the raw floor measured in the same fork, and every'
      + ' server CPU per call over the client\'s CPU per call of the same row and fork, so that the host\'s drift, which moves'
      + ' both tiers alike, cancels (a change to the client moves that ratio too).' : '')
    + hostNote(compare.host)
    + (fromForks ? '' : ' These runs have one fork each: the rounds of one pair of JVMs miss the spread between JVM starts, so the intervals are too narrow.')
    + ((compare.differences || []).length ? ` NOT LIKE FOR LIKE: ${compare.differences.join('; ')}.` : '')
    + (only.length ? ` Not compared: ${only.join('; ')}.` : '');
}

/** The server CPU verdict's own margin and where it comes from; nothing from a server that does not give one. */
function serverCpuNote(compare) {
  if (!Number.isFinite(compare.serverCpuMargin)) return '';
  return ' Apart from that, a row\'s calls cost the server more (dearer) or less (cheaper) when its CPU per call differs'
    + ` beyond ${fmtFixed(compare.serverCpuMargin * 100, 1)} %`
    + (compare.serverCpuMarginSource ? ` (${compare.serverCpuMarginSource})` : '')
    + ', Benjamini–Hochberg over the rows a server answered.';
}

/**
 * How the raw floor itself moved from A to B, the host's own drift, which every figure not over the floor carries;
 * and how far each tier's Java yardstick moved, the host's speed at Java code.
 */
function hostNote(host) {
  if (!host || !Number.isFinite(host.p50)) return '';
  const cpu = Number.isFinite(host.serverCpu) ? `, its server CPU per call by ${fmtMultiple(host.serverCpu)}` : '';
  const java = Number.isFinite(host.serverJavaSpeed) && Number.isFinite(host.clientJavaSpeed)
    ? ` A fixed piece of Java work took ${fmtMultiple(host.serverJavaSpeed)} of A's CPU time on the server's host and`
      + ` ${fmtMultiple(host.clientJavaSpeed)} on the client's: the hosts' speed at Java code, which the floor does not see`
      + ' and every CPU per call carries.'
    : '';
  return ` The host: the raw floor's p50 moved by ${fmtMultiple(host.p50)}${cpu} (B / A).${java}`;
}

/** True when no row has a ratio: runs from before the noise guard have no per-round figures. */
export function withoutRounds(rows) {
  return rows.length > 0 && rows.every((r) => r.p50?.ratio == null && r.opsPerSecond?.ratio == null && r.serverCpu?.ratio == null);
}

/** The message above the table, or "" when the rows speak for themselves. */
export function verdictsMessage(rows) {
  return rows.length === 0 ? 'The two runs have no scenario in common.'
    : withoutRounds(rows) ? 'No per-round figures on both sides (a run from before the noise guard): no ratios, no verdicts.' : '';
}

function cell({ cls, title, text }) {
  return el('td', { class: cls, title }, text);
}

function flagsCell(flags, trust) {
  const list = Array.isArray(flags) ? flags : [];
  if (list.length === 0) return el('td', { class: 'flags muted', title: trust ? trustTooltip(trust) : null }, '—');
  return el('td', { class: 'flags', title: trustTooltip(trust) }, list.map((flag) => el('span', { class: 'flag' }, flagText(flag, trust))));
}

/** One ledger figure of both runs: "53.2 | 28.3" (A | B). */
function ledgerCell(a, b, format) {
  return el('td', { class: 'num ledger-col', title: a != null && b != null ? `B against A: ${fmtChange(a, b)}` : null },
    a == null && b == null ? '—' : `${format(a)} | ${format(b)}`);
}

export function renderVerdicts(compare) {
  const rows = Array.isArray(compare?.rows) ? compare.rows : null;
  const section = $('verdicts');
  section.hidden = rows == null;
  if (rows == null) {
    $('verdicts-table').tBodies[0].replaceChildren();
    // A 404 only says that one of the runs is no suite run; anything else is worth a word.
    if (compare?.error && compare.status !== 404) {
      const note = $('compare-note');
      showMessage(note, `${note.hidden ? '' : note.textContent} Verdicts unavailable (${compare.error}).`.trim());
    }
    return;
  }
  $('verdicts-note').textContent = verdictsNote(compare);
  const noRounds = withoutRounds(rows);
  showMessage($('verdicts-message'), verdictsMessage(rows));

  const table = $('verdicts-table');
  table.classList.toggle('no-ledger', !rows.some((r) => r.costA || r.costB));
  // Two runs from before the rounds, the ledger and the flags: a table of dashes would say nothing.
  const anything = rows.some((r) => r.costA || r.costB || (r.flagsA || []).length || (r.flagsB || []).length);
  table.hidden = rows.length === 0 || (noRounds && !anything);
  table.tBodies[0].replaceChildren(...rows.map((r) => {
    const a = r.costA || {};
    const b = r.costB || {};
    return el('tr', {},
      el('td', {}, r.scenario),
      cell(ratioParts(r.p50, 'p50')),
      cell(ratioParts(r.opsPerSecond, 'ops/s', true)),
      cell(ratioParts(r.serverCpu, 'server CPU per call')),
      cell(verdictParts(r.verdict, r.p50?.detectable)),
      cell(verdictParts(r.serverCpuVerdict)),
      flagsCell(r.flagsA, r.trustA),
      flagsCell(r.flagsB, r.trustB),
      ledgerCell(a.clientCpuMicros, b.clientCpuMicros, fmtMicros),
      ledgerCell(a.serverCpuMicros, b.serverCpuMicros, fmtMicros),
      ledgerCell(a.bytesUp, b.bytesUp, fmtBytes),
      ledgerCell(a.bytesDown, b.bytesDown, fmtBytes));
  }));
}
