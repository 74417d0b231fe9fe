// Numbers, durations and times as the page writes them. Pure: no DOM, so they are tested in Node.

// Fixed locale so numbers look the same for every reader and in the rendering test.
export function fmtFixed(value, digits) {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Below 1: two decimals, or three significant digits below 0.1 so a local call's 0.004 does not read as 0.00. */
export function fmtSmall(v) {
  return v >= 0.1 ? fmtFixed(v, 2) : v.toLocaleString('en-US', { maximumSignificantDigits: 3 });
}

/** Microseconds: sub-microsecond local calls need decimals, network calls do not. */
export function fmtMicros(v) {
  if (v == null || !Number.isFinite(v)) return '—';
  if (v > 0 && v < 1) return fmtSmall(v);
  return fmtFixed(v, v < 10 ? 2 : v < 100 ? 1 : 0);
}

export function fmtOps(v) {
  if (v == null || !Number.isFinite(v)) return '—';
  return fmtFixed(v, v < 100 ? 1 : 0);
}

export function fmtCount(v) {
  return v == null ? '—' : fmtFixed(v, 0);
}

export function fmtMultiple(v) {
  if (v == null || !Number.isFinite(v)) return '—';
  if (v > 0 && v < 1) return fmtSmall(v);
  return fmtFixed(v, v < 10 ? 2 : 1);
}

/** Bytes per call: averages, so a decimal below 10; kB and MB once the digits get many. */
export function fmtBytes(v) {
  if (v == null || !Number.isFinite(v)) return '—';
  if (v >= 1e6) return `${fmtFixed(v / 1e6, 1)} MB`;
  if (v >= 1e5) return `${fmtFixed(v / 1e3, 0)} kB`;
  return fmtFixed(v, v > 0 && v < 10 ? 1 : 0);
}

/** A share of 1 as a percentage: 0.2093 -> "20.9 %". */
export function fmtShare(v) {
  return v == null || !Number.isFinite(v) ? '—' : `${fmtFixed(v * 100, 1)} %`;
}

/** "a / b", or a single dash when both are unknown. */
export function fmtPair(x, y, format) {
  return x == null && y == null ? '—' : `${format(x)} / ${format(y)}`;
}

export function percentChange(from, to) {
  if (from == null || to == null || !Number.isFinite(from) || !Number.isFinite(to) || from === 0) return null;
  return ((to - from) / from) * 100;
}

export function fmtChange(from, to) {
  const change = percentChange(from, to);
  if (change == null) return '—';
  if (Math.abs(change) < 0.05) return '0.0 %'; // not "-0.0 %"
  return `${change > 0 ? '+' : ''}${fmtFixed(change, 1)} %`;
}

/** ISO instant -> "2026-11-22 04:50:00" in UTC, so runs from different machines line up. */
export function fmtTime(iso) {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : date.toISOString().slice(0, 19).replace('T', ' ');
}

export function fmtDuration(fromIso, toIso) {
  const ms = new Date(toIso).getTime() - new Date(fromIso).getTime();
  if (!Number.isFinite(ms) || ms < 0) return null;
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** " · ~1m20s left" from the run's planned end (warm-ups end when steady, so usually sooner); "" unknown. */
export function timeLeft(expectedEnd, now = Date.now()) {
  const end = expectedEnd ? Date.parse(expectedEnd) : NaN;
  if (!Number.isFinite(end)) return '';
  const seconds = Math.max(0, Math.round((end - now) / 1000));
  return ` · ~${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s left`;
}

/** An axis label: one significant digit below 1, whole numbers above. */
export function fmtTick(v) {
  return v.toLocaleString('en-US', v < 1 ? { maximumSignificantDigits: 1 } : { maximumFractionDigits: 0 });
}

/** Milliseconds of the lookup study: three decimals for the fast ones, one above 10 ms. */
export function fmtMillis(v) {
  if (v == null || !Number.isFinite(v)) return '—';
  return v.toLocaleString('en-US', { maximumFractionDigits: v < 10 ? 3 : 1 });
}

/** Milliseconds and MB/s of the replication trials: two decimals below 10, none above. */
export function fmtMillisRounded(v) {
  if (v == null || !Number.isFinite(v)) return '—';
  return v.toLocaleString('en-US', { maximumFractionDigits: v < 10 ? 2 : 0 });
}

/** Up to `digits` decimals, trailing zeros dropped (the native comparison's figures). */
export function fmtNum(v, digits = 1) {
  return v == null || !Number.isFinite(v) ? '—' : v.toLocaleString('en-US', { maximumFractionDigits: digits });
}

/** A few names of a list, and how many more there are. */
export function someOf(names, shown = 6) {
  return names.length <= shown ? names.join(', ') : `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}
