// Run A's section: its note, description, settings, failures and filters, and the address that keeps the picks.
import test from 'node:test';
import assert from 'node:assert/strict';
import { keepLongIntegers } from '../../main/resources/META-INF/resources/js/api.js';
import { progressText } from '../../main/resources/META-INF/resources/js/progress.js';
import { hostText, metaItems } from '../../main/resources/META-INF/resources/js/run-meta.js';
import { kindView, listText, runNote } from '../../main/resources/META-INF/resources/js/run-section.js';
import { settingText, warmupCurves } from '../../main/resources/META-INF/resources/js/run-settings.js';
import { queryOf, selectionFromQuery } from '../../main/resources/META-INF/resources/js/selection.js';
import { chooseFilters, runErrorLines } from '../../main/resources/META-INF/resources/js/suite-run.js';
import { fixtureRun } from './fixtures.mjs';

test('a run kind without a view says which kinds are drawn, from the views the page has', () => {
  assert.equal(runNote('r1', 'weird', { kind: 'weird' }, null), 'This run is of kind "weird"; charts are drawn only for'
    + ' comparison, lookup, replication, native-comparison and soak runs. Its data:');
  assert.equal(runNote('r1', 'comparison', { scenarios: [] }, null), 'This run has no scenarios.');
  assert.equal(runNote('r1', 'comparison', null, 'HTTP 404'), 'Could not read run r1 (HTTP 404).');
  assert.equal(runNote('r1', 'lookup', fixtureRun('fixture-lookup'), null), '');
  assert.match(runNote('r1', 'lookup', { lookups: [] }, null), /^This run is of kind "lookup"/, 'a study without rows draws nothing');
  assert.equal(listText(['a']), 'a');
  assert.equal(listText(['a', 'b', 'c']), 'a, b and c');
});

test('each study kind has its view, when its run carries its rows', () => {
  for (const [name, kind] of [['fixture-lookup', 'lookup'], ['fixture-replication', 'replication'],
    ['fixture-native-comparison', 'native-comparison']]) {
    assert.equal(kindView(kind, fixtureRun(name), null)?.kind, kind);
    assert.equal(kindView(kind, fixtureRun(name), 'HTTP 500'), null);
  }
  assert.equal(kindView('soak', { samples: [{}] }, null)?.kind, 'soak');
  assert.equal(kindView('comparison', fixtureRun('fixture-jvm'), null), null);
});

test('the description of a run: kind to hosts, the duration beside the end', () => {
  const run = fixtureRun('fixture-ledger-a');
  const items = new Map(metaItems({ ...run, finishedAt: '2026-01-01T00:12:34Z', startedAt: '2026-01-01T00:00:00Z',
    hosts: { presentation: { hostname: 'p1', cores: 2, memoryBytes: 4.2e9, kernel: '6.1', cpusAllowed: '0-1' } } }, null));
  assert.equal(items.get('Kind'), 'comparison');
  assert.equal(items.get('Finished (UTC)'), '2026-01-01 00:12:34 (12 min 34 s)');
  assert.equal(items.get('Presentation host'), 'p1: 2 × CPU, 4.2 GB, 6.1, CPUs 0-1');
  assert.equal(items.get('Business host'), 'not read');
  const fromSummary = new Map(metaItems(null, { kind: 'soak', status: 'running', startedAt: '2026-01-01T00:00:00Z' }));
  assert.deepEqual([...fromSummary.keys()], ['Kind', 'Status', 'Started (UTC)']);
  assert.equal(hostText(undefined), undefined);
});

test('settings as text: lists joined, yes and no, nested maps as pairs', () => {
  assert.equal(settingText(null), '—');
  assert.equal(settingText([]), 'none');
  assert.equal(settingText([1, 'a']), '1, a');
  assert.equal(settingText(true), 'yes');
  assert.equal(settingText({ rest: 120, grpc: { a: false } }), 'rest 120, grpc a no');
});

test('the failed-calls summary lists the run\'s failure kinds in its own order', () => {
  const run = fixtureRun('fixture-ledger-a');
  const scenarios = run.scenarios.map((s, i) => (i === 0 ? { ...s, errors: { ...s.errors, notStarted: 4 } }
    : i === 1 ? { ...s, calls: { ...s.calls, servedByServer: s.calls.made + 1 } } : s));
  const [failed, mismatch] = runErrorLines({ ...run, scenarios });
  assert.match(failed, /^4 failed call\(s\) in 1 scenario\(s\): .* c=1 \(timeout: 0, connection: 0, invalidReply: 0, rejected: 0, notStarted: 4, other: 0\)$/);
  assert.match(mismatch, /^Server-side count differs from calls made in 1 scenario\(s\): /);
  assert.deepEqual(runErrorLines(run), []);
});

test('filters keep valid picks, find an operation by name, and fall back to the first', () => {
  const run = fixtureRun('fixture-jvm');
  const first = chooseFilters(run, null, null);
  assert.equal(first.opKey, first.opKeys[0]);
  assert.equal(first.concurrency, Math.min(...first.concurrencies));
  assert.deepEqual(first.concurrencies, [...first.concurrencies].sort((x, y) => x - y));
  const byName = chooseFilters(run, 'accounts', 4);
  assert.equal(byName.opKey, 'accounts|required|380');
  assert.equal(byName.concurrency, 4);
  assert.equal(chooseFilters(run, byName.opKey, 12345).concurrency, byName.concurrencies[0]);
  assert.deepEqual(chooseFilters({ scenarios: [] }, 'x', 1), { opKeys: [], opKey: null, concurrencies: [], concurrency: null });
});

test('the address keeps the picks, and an address\'s picks are checked against the runs', () => {
  assert.equal(queryOf({ a: 'r1', b: null, opKey: 'addOne|none|', concurrency: 4 }), 'a=r1&op=addOne%7Cnone%7C&c=4');
  assert.equal(queryOf({ a: null, b: null, opKey: null, concurrency: null }), '');
  const runs = [{ runId: 'lookup-1', kind: 'lookup' }, { runId: 'suite-2', kind: 'comparison' }, { runId: 'suite-1' }];
  assert.deepEqual(selectionFromQuery('?a=gone&b=suite-1&op=concat&c=8', runs),
    { missing: ['gone'], a: 'suite-2', b: 'suite-1', opKey: 'concat', concurrency: 8 });
  assert.deepEqual(selectionFromQuery('', [{ runId: 'lookup-1', kind: 'lookup' }]),
    { missing: [], a: 'lookup-1', b: null, opKey: null, concurrency: null });
  assert.equal(selectionFromQuery('?c=x', runs).concurrency, null);
  const afterTests = [{ runId: 'smoke-3', kind: 'comparison', suite: 'smoke' }, { runId: 'quick-2', kind: 'comparison', suite: 'quick' }];
  assert.equal(selectionFromQuery('', afterTests).a, 'quick-2', 'the page opens on the newest run made for figures');
  assert.equal(selectionFromQuery('', afterTests.slice(0, 1)).a, 'smoke-3', 'a smoke run when there is nothing else');
});

test('progress: suite, run, calls done of all, the current scenario and the time left', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  assert.equal(progressText({ suite: 'quick', runId: 'r1', done: 12, total: 56, current: 'rest addOne c=4',
    expectedEnd: '2026-01-01T00:01:20Z' }, now), 'quick r1: 12 / 56 · rest addOne c=4 · ~1m20s left');
  assert.equal(progressText({}, now), 'suite : 0 / ?');
});

test('an integer beyond 2^53 keeps its digits when the parser gives its source', () => {
  assert.equal(keepLongIntegers('seed', 11901888607383123, { source: '11901888607383123' }), '11901888607383123');
  assert.equal(keepLongIntegers('seed', 42, { source: '42' }), 42);
  assert.equal(keepLongIntegers('x', 1e300, { source: '1e300' }), 1e300);
  assert.equal(keepLongIntegers('seed', 11901888607383123, undefined), 11901888607383123);
});

test('the warm-up curves: one per wire in a fork, one per wire and fork in a merged run, none kept in old merged runs', () => {
  const fork = (steady, calls) => ({ millis: 5000, cycles: calls.length, steady, callsPerCycle: calls });
  assert.deepEqual(warmupCurves({ soap: fork(false, [46, 900]) }).map((c) => [c.wire, c.fork, c.steady, c.calls]),
    [['soap', null, false, [46, 900]]]);
  const merged = { grpc: { millis: 6000, cycles: 2, steady: false, forkCount: 2, steadyInForks: 1,
    forks: [fork(true, [100, 2000]), fork(false, [90, 1500])] } };
  assert.deepEqual(warmupCurves(merged).map((c) => [c.wire, c.fork, c.steady, c.calls]),
    [['grpc', 1, true, [100, 2000]], ['grpc', 2, false, [90, 1500]]]);
  // steady: true with one fork of two unsteady: the count decides, as the digest's sentence does
  const old = { soap: { forks: 2, steadyInForks: 1, millis: [23700, 31000], cycles: [58, 76], steady: true } };
  assert.deepEqual(warmupCurves(old).map((c) => [c.wire, c.fork, c.steady, c.millis, c.calls]),
    [['soap', null, false, [23700, 31000], []]]);
  assert.deepEqual(warmupCurves(undefined), []);
});
