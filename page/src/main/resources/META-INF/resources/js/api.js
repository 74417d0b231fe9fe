// The page's API calls, and what it keeps of finished runs. All URLs are relative so the page also works
// behind a path prefix.

const docs = new Map(); // runId -> run document; only finished runs are kept (a running one still changes)
const digests = new Map(); // runId -> api/runs/{id}/digest answer, for a finished run
const compares = new Map(); // "a|b" -> api/compare answer, for two finished runs

export async function fetchJson(url, options) {
  const response = await fetch(url, options);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

export const rawUrl = (runId) => `api/runs/${encodeURIComponent(runId)}`;

export function fetchRuns() {
  return fetchJson('api/runs');
}

export function fetchProgress() {
  return fetchJson('api/progress');
}

/** The answer to starting a suite, as it comes: 202, 409 and the rest mean different things to the reader. */
export function startSuite(suite) {
  return fetch(`api/runs?suite=${encodeURIComponent(suite)}`, { method: 'POST' });
}

/** A run that finished while the page watched: its document, read while it ran, is stale. */
export function forgetRun(runId) {
  docs.delete(runId);
}

export async function loadDoc(runId) {
  if (!runId) return null;
  if (docs.has(runId)) return docs.get(runId);
  const response = await fetch(rawUrl(runId));
  if (!response.ok) throw new Error(`${rawUrl(runId)}: HTTP ${response.status}`);
  const doc = JSON.parse(await response.text(), keepLongIntegers);
  if (doc.status !== 'running') docs.set(runId, doc);
  return doc;
}

/**
 * JSON.parse reviver: an integer beyond 2^53 (a shuffle seed) stays as its digits, which JSON.parse would round.
 * Needs the reviver's source text (Chromium 114 and later); elsewhere the number is kept as parsed.
 */
export function keepLongIntegers(key, value, context) {
  return typeof value === 'number' && !Number.isSafeInteger(value) && typeof context?.source === 'string'
    && /^-?\d+$/.test(context.source) ? context.source : value;
}

/**
 * api/runs/{id}/digest for run A, or null: asked only for a suite run with scenarios (the endpoint's 404 for
 * any other would put a line in the browser's console). A failure is null too: the digest is an addition.
 */
export async function loadDigest(runId, doc) {
  if (!runId || doc?.kind !== 'comparison' || (doc.scenarios || []).length === 0) return null;
  if (digests.has(runId)) return digests.get(runId);
  try {
    const response = await fetch(`api/runs/${encodeURIComponent(runId)}/digest`);
    if (!response.ok) return null;
    const body = await response.json();
    if (doc.status !== 'running') digests.set(runId, body);
    return body;
  } catch (e) {
    return null;
  }
}

/**
 * api/compare for runs A and B, or null when there is none to ask for: it answers only for two suite runs
 * (kind "comparison"), so other pairs are never asked (a 404 would put a line in the browser's console).
 * A failure comes back as { error }, never thrown: the verdicts are an addition to the view.
 */
export async function loadCompare(a, b, docA, docB) {
  if (!a || !b || docA?.kind !== 'comparison' || docB?.kind !== 'comparison') return null;
  const key = `${a}|${b}`;
  if (compares.has(key)) return compares.get(key);
  try {
    const response = await fetch(`api/compare?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`);
    if (!response.ok) return { error: `HTTP ${response.status}`, status: response.status };
    const body = await response.json();
    if (docA.status !== 'running' && docB.status !== 'running') compares.set(key, body);
    return body;
  } catch (e) {
    return { error: e.message };
  }
}
