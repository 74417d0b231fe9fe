// A suite run's scenario rows: their identity, their labels, their failures and how far they can be trusted.
// Pure: the views turn these into cells.

import { fmtShare } from './format.js';

export const txOf = (s) => s.tx ?? 'none';
// The payload is part of an operation's identity: the full suite sweeps concat and accounts sizes.
export const opKeyOf = (s) => `${s.operation}|${txOf(s)}|${s.payloadBytes ?? ''}`;
// A row's wire as its server model serves it and its client speaks it: the wire's id for the defaults,
// "wire:model@client" otherwise (Way).
export const wayOf = (s) => s.way || s.wire;
export const scenarioKey = (s) => `${wayOf(s)}|${opKeyOf(s)}|${s.concurrency}`;
const modelOf = (s) => wayOf(s).split('@')[0].split(':')[1];
const clientOf = (s) => wayOf(s).split('@')[1];
/** "REST/JSON over HTTP · virtual threads · Apache HttpClient 5 classic": the model and client where not the default. */
export const wireLabel = (s) => [s.wireLabel || s.wire,
  modelOf(s) ? s.serverLabel || modelOf(s) : null,
  clientOf(s) ? s.clientLabel || s.client : null].filter(Boolean).join(' · ');

/** An operation key as the reader reads it: "accounts (tx required, 5,000 B reply)". */
export function opLabel(key) {
  const [operation, tx, payload] = key.split('|');
  const parts = [];
  if (tx && tx !== 'none') parts.push(`tx ${tx}`);
  if (payload && operation !== 'addOne') parts.push(`${Number(payload).toLocaleString('en-US')} B reply`);
  return parts.length ? `${operation} (${parts.join(', ')})` : operation;
}

/** "A · run id · mode · network", the legend of a run in the comparison. */
export function runLabel(doc, letter) {
  const parts = [doc.runId, doc.modeLabel || doc.mode, doc.network].filter(Boolean);
  return `${letter} · ${parts.join(' · ')}`;
}

export function scenariosFor(doc, opKey, concurrency) {
  return (doc.scenarios || []).filter((s) => opKeyOf(s) === opKey && (concurrency == null || s.concurrency === concurrency));
}

/**
 * A row's p50 as the digest and compare read it (Intervals.p50Centre): in a run of forks the geometric mean of
 * the forks' p50s, each fork weighing alike; else the p50 of its calls.
 */
export function p50Centre(s) {
  const forks = (s.forks?.p50Micros ?? []).filter((v) => Number.isFinite(v) && v > 0);
  if ((s.forks?.runIds?.length ?? 0) >= 2 && forks.length > 0) {
    return Math.exp(forks.reduce((sum, v) => sum + Math.log(v), 0) / forks.length);
  }
  return s.latencyMicros?.p50;
}

export const byP50 = (x, y) => (p50Centre(x) ?? Infinity) - (p50Centre(y) ?? Infinity);

// ---------------------------------------------------------------- failed calls

export function errorSum(s) {
  const errors = s.errors || {};
  return Object.values(errors).reduce((sum, n) => sum + (Number(n) || 0), 0);
}

/**
 * The failure counters' names in the run's own order (settings.failureKinds), then any other a row counts;
 * a run from before failureKinds names only what its rows count.
 */
export function failureKinds(settings, errors = {}) {
  const named = Array.isArray(settings?.failureKinds) ? settings.failureKinds : [];
  return [...new Set([...named, ...Object.keys(errors || {})])];
}

/** Every kind, zero or not, so the tooltip also says what was counted. */
export function errorTooltip(s, settings) {
  const errors = s.errors || {};
  return failureKinds(settings, errors).map((k) => `${k}: ${errors[k] ?? 0}`).join(', ');
}

/** True when the server's own count is known and differs from what the client made. */
export function callsMismatch(s) {
  const calls = s.calls || {};
  return calls.servedByServer != null && calls.servedByServer !== calls.made;
}

// ---------------------------------------------------------------- cost ledger and trust (runs that have them)

export const hasCost = (s) => s.cost != null && typeof s.cost === 'object';
export const trustFlags = (s) => (Array.isArray(s.trust?.flags) ? s.trust.flags : []);

/** One flag as the reader reads it: "disturbed 3/5" (rounds), "unsteady warm-up". */
export function flagText(flag, trust) {
  if (flag === 'disturbed') {
    return trust?.disturbedRounds != null && trust?.rounds != null ? `disturbed ${trust.disturbedRounds}/${trust.rounds}` : 'disturbed';
  }
  if (flag === 'unsteady-warmup') return 'unsteady warm-up';
  if (flag === 'compiling') return 'JIT compiling';
  if (flag === 'short-rounds') return 'rounds shorter than a call';
  return String(flag);
}

/** What the noise guard saw, for a tooltip. */
export function trustTooltip(trust) {
  if (!trust) return null;
  const parts = [];
  if (trust.rounds != null) parts.push(`${trust.disturbedRounds ?? 0} of ${trust.rounds} rounds disturbed`);
  if (trust.remeasuredRounds != null) parts.push(`${trust.remeasuredRounds} round(s) measured again`);
  if (trust.maxOthersCpuShare != null) parts.push(`other processes' CPU share up to ${fmtShare(trust.maxOthersCpuShare)}`);
  if (trust.maxStealShare != null) parts.push(`steal up to ${fmtShare(trust.maxStealShare)}`);
  if (trust.warmupSteady != null) parts.push(`warm-up ${trust.warmupSteady ? 'reached a steady rate' : 'never reached a steady rate'}`);
  return parts.join('; ');
}
