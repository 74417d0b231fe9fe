// The page's number, duration and time formats.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  fmtBytes, fmtChange, fmtCount, fmtDuration, fmtMicros, fmtMillis, fmtMillisRounded, fmtMultiple, fmtNum, fmtOps,
  fmtPair, fmtShare, fmtTick, fmtTime, percentChange, someOf, timeLeft,
} from '../../main/resources/META-INF/resources/js/format.js';

test('microseconds: decimals below 100, three significant digits below 0.1, a dash for nothing', () => {
  assert.equal(fmtMicros(0.004), '0.004');
  assert.equal(fmtMicros(0.0456), '0.0456');
  assert.equal(fmtMicros(0.5), '0.50');
  assert.equal(fmtMicros(0), '0.00');
  assert.equal(fmtMicros(7.125), '7.13');
  assert.equal(fmtMicros(48.24), '48.2');
  assert.equal(fmtMicros(1234.5), '1,235');
  assert.equal(fmtMicros(null), '—');
  assert.equal(fmtMicros(NaN), '—');
  assert.equal(fmtMicros(Infinity), '—');
});

test('ops/s: one decimal below 100, grouped thousands above', () => {
  assert.equal(fmtOps(42.36), '42.4');
  assert.equal(fmtOps(9126984.1), '9,126,984');
  assert.equal(fmtOps(undefined), '—');
});

test('counts, multiples and shares', () => {
  assert.equal(fmtCount(1234567), '1,234,567');
  assert.equal(fmtCount(null), '—');
  assert.equal(fmtMultiple(0.05), '0.05');
  assert.equal(fmtMultiple(3.14159), '3.14');
  assert.equal(fmtMultiple(12.345), '12.3');
  assert.equal(fmtMultiple(null), '—');
  assert.equal(fmtShare(0.2093), '20.9 %');
  assert.equal(fmtShare(null), '—');
});

test('bytes: a decimal below 10, kB from 100 000, MB from a million', () => {
  assert.equal(fmtBytes(3.25), '3.3');
  assert.equal(fmtBytes(0), '0');
  assert.equal(fmtBytes(99999), '99,999');
  assert.equal(fmtBytes(150000), '150 kB');
  assert.equal(fmtBytes(2500000), '2.5 MB');
  assert.equal(fmtBytes(null), '—');
});

test('a pair is one dash when both sides are unknown', () => {
  assert.equal(fmtPair(null, null, fmtBytes), '—');
  assert.equal(fmtPair(12, null, fmtBytes), '12 / —');
});

test('changes: signed, never "-0.0 %", a dash from zero or nothing', () => {
  assert.equal(percentChange(100, 125), 25);
  assert.equal(percentChange(0, 5), null);
  assert.equal(fmtChange(100, 125), '+25.0 %');
  assert.equal(fmtChange(100, 81.8), '-18.2 %');
  assert.equal(fmtChange(100, 99.99), '0.0 %');
  assert.equal(fmtChange(null, 3), '—');
});

test('times in UTC; durations in seconds, then minutes and seconds', () => {
  assert.equal(fmtTime('2026-11-22T04:50:00.123Z'), '2026-11-22 04:50:00');
  assert.equal(fmtTime('2026-11-22T05:50:00+01:00'), '2026-11-22 04:50:00');
  assert.equal(fmtTime('not a time'), 'not a time');
  assert.equal(fmtTime(null), '—');
  assert.equal(fmtDuration('2026-01-01T00:00:00Z', '2026-01-01T00:00:42.4Z'), '42 s');
  assert.equal(fmtDuration('2026-01-01T00:00:00Z', '2026-01-01T00:12:34Z'), '12 min 34 s');
  assert.equal(fmtDuration('2026-01-01T00:00:10Z', '2026-01-01T00:00:00Z'), null);
  assert.equal(fmtDuration(undefined, '2026-01-01T00:00:00Z'), null);
});

test('time left until the planned end, never below zero', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  assert.equal(timeLeft('2026-01-01T00:01:20Z', now), ' · ~1m20s left');
  assert.equal(timeLeft('2026-01-01T00:00:05Z', now), ' · ~0m05s left');
  assert.equal(timeLeft('2025-12-31T23:59:00Z', now), ' · ~0m00s left');
  assert.equal(timeLeft(null, now), '');
  assert.equal(timeLeft('soon', now), '');
});

test('axis ticks, and the studies\' own millisecond formats', () => {
  assert.equal(fmtTick(0.2), '0.2');
  assert.equal(fmtTick(10000), '10,000');
  assert.equal(fmtMillis(1.23456), '1.235');
  assert.equal(fmtMillis(123.456), '123.5');
  assert.equal(fmtMillis(null), '—');
  assert.equal(fmtMillisRounded(1.234), '1.23');
  assert.equal(fmtMillisRounded(1234.5), '1,235');
  assert.equal(fmtNum(12.345), '12.3');
  assert.equal(fmtNum(12, 2), '12');
  assert.equal(fmtNum(1234.5, 0), '1,235');
  assert.equal(fmtNum(undefined), '—');
});

test('a few names of a long list, and how many more', () => {
  assert.equal(someOf(['a', 'b']), 'a, b');
  assert.equal(someOf(['a', 'b', 'c', 'd'], 2), 'a, b and 2 more');
});
