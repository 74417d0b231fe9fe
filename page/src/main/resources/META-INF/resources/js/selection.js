// What the reader has picked (runs A and B, the operation and concurrency), and the address that keeps it.

export const selection = {
  runs: [], // summaries from api/runs, newest first
  a: null, // runId of run A
  b: null, // runId of run B (comparison), or null
  opKey: null, // selected "operation|tx|payload"
  concurrency: null, // selected concurrency (number)
};

/** Keeps the address shareable: ?a=&b=&op=&c= reproduce the current view ("" when nothing is picked). */
export function queryOf({ a, b, opKey, concurrency }) {
  const params = new URLSearchParams();
  if (a) params.set('a', a);
  if (b) params.set('b', b);
  if (opKey) params.set('op', opKey);
  if (concurrency != null) params.set('c', String(concurrency));
  return params.toString();
}

/**
 * The picks an address asks for, against the listed runs: an unknown run id is named in `missing`, never
 * silently replaced; without a valid A, the newest suite run made for figures is A (a smoke run checks correctness,
 * its figures mean little), else the newest suite run, else the newest run.
 */
export function selectionFromQuery(search, runs) {
  const params = new URLSearchParams(search);
  const known = (id) => runs.some((r) => r.runId === id);
  const missing = ['a', 'b'].map((k) => params.get(k)).filter((id) => id && !known(id));
  const a = params.get('a');
  const b = params.get('b');
  const isSuiteRun = (r) => (r.kind ?? 'comparison') === 'comparison';
  const newestComparison = runs.find((r) => isSuiteRun(r) && r.suite !== 'smoke') ?? runs.find(isSuiteRun);
  const c = Number(params.get('c'));
  return {
    missing,
    a: a && known(a) ? a : (newestComparison ?? runs[0])?.runId ?? null,
    b: b && known(b) ? b : null,
    opKey: params.get('op'),
    concurrency: params.has('c') && Number.isFinite(c) ? c : null,
  };
}
