// The studies' views: lookup phases and groups, replication sweeps, JVM and native modes, the soak's words,
// and our row beside an outside generator's.
import test from 'node:test';
import assert from 'node:assert/strict';
import { lookupCaption, lookupGroups, phaseOrder } from '../../main/resources/META-INF/resources/js/lookup.js';
import { modeLabel, modesOf, pairedRatio, signedMicros, startupCpu, warmupSeries, wireRows } from '../../main/resources/META-INF/resources/js/native.js';
import { nodeCountsOf, nodeDash, sweepRows } from '../../main/resources/META-INF/resources/js/replication.js';
import { healthValue, soakSummary, trendsText } from '../../main/resources/META-INF/resources/js/soak.js';
import { oursFor } from '../../main/resources/META-INF/resources/js/studies.js';
import { fixtureRun } from './fixtures.mjs';

test('lookup phases in the order the rows ran them', () => {
  const run = fixtureRun('fixture-lookup');
  const order = phaseOrder(run.lookups.map((r) => r.phases.map((p) => p.phase)));
  assert.deepEqual(order, ['registry-stub', 'initial-context', 'discovery', 'failed-attempt', 'client', 'wsdl', 'proxy',
    'channel', 'connect', 'bind', 'tls-handshake', 'lookup', 'first-call']);
});

test('a phase the page has never seen takes its place from the rows, not the end', () => {
  assert.deepEqual(phaseOrder([['discovery', 'dns', 'client', 'first-call'], ['wsdl', 'proxy', 'first-call']]),
    ['discovery', 'wsdl', 'proxy', 'dns', 'client', 'first-call']);
  assert.deepEqual(phaseOrder([['warm-pool', 'resolve'], ['resolve', 'first-call']]), ['warm-pool', 'resolve', 'first-call']);
});

test('rows that disagree on the order still give every phase once', () => {
  const order = phaseOrder([['client', 'connect'], ['connect', 'client']]);
  assert.deepEqual([...order].sort(), ['client', 'connect']);
});

test('lookup groups by context and threads, captioned', () => {
  const groups = lookupGroups(fixtureRun('fixture-lookup'));
  assert.deepEqual(groups.map((g) => `${g.context} ${g.threads}`), ['warm 1', 'warm 10', 'cold 1']);
  assert.equal(lookupCaption(groups[1]), `Time to a usable client, a new client in a running JVM, 10 threads × ${groups[1].rows[0].lookupsPerThread}: mean per phase (ms)`);
  assert.match(lookupCaption(groups[2]), /first lookup in a fresh JVM, 1 thread ×/);
});

test('replication lines are dashed by the run\'s own node counts', () => {
  const run = fixtureRun('fixture-replication');
  assert.deepEqual(nodeCountsOf(run), [2, 3]);
  assert.deepEqual(nodeDash([2, 3], '2'), []);
  assert.deepEqual(nodeDash([2, 3], 3), [6, 3]);
  assert.deepEqual(nodeDash([3, 5, 7], 7), [2, 3]);
  assert.deepEqual(nodeDash([2, 3], 9), []);
  assert.deepEqual(nodeCountsOf({ trials: [{ nodes: 4 }, { nodes: 2 }, { nodes: 4 }] }), [2, 4], 'without settings.nodes');
});

test('a sweep\'s chart takes its own trials and those of both sweeps, only the successful ones with the figure', () => {
  const trials = [{ sweep: 'size', status: 'ok', v: 1 }, { sweep: 'both', status: 'ok', v: 2 }, { sweep: 'count', status: 'ok', v: 3 },
    { sweep: 'size', status: 'failed', v: 4 }, { sweep: 'size', status: 'ok', v: null }];
  assert.deepEqual(sweepRows(trials, 'size', 'v').map((t) => t.v), [1, 2]);
});

test('modes in the order of the services; native named by its toolchain', () => {
  const run = fixtureRun('fixture-native-comparison');
  assert.deepEqual(modesOf(run), ['jvm', 'native']);
  assert.equal(modeLabel(run, 'jvm'), 'JVM');
  assert.equal(modeLabel(run, 'native'), run.toolchain.label);
  assert.equal(modeLabel({}, 'native'), 'native');
  assert.equal(modeLabel(run, 'aot'), 'JVM + AOT cache', 'the JVM with its AOT cache is not the plain JVM');
});

test('the soak in words: the summary, the slopes, and gaps where a figure was not read', () => {
  assert.equal(soakSummary({ minutes: 30, ratePerSecond: 50, ways: ['rest', 'grpc'], calls: 90000, errors: 3 }),
    '30 min at 50 calls/s over 2 wires: 90,000 calls, 3 failed.');
  assert.equal(trendsText([{ metric: 'threads', unit: '', slopePerMinute: 2 }, { metric: 'heap', unit: 'MiB', slopePerMinute: null }]),
    'threads 2.00/min, heap — MiB/min');
  assert.equal(healthValue({ business: { rssBytes: 2097152 } }, 'business', 'rssBytes', 1048576), 2);
  assert.equal(healthValue({ business: { sockets: -1 } }, 'business', 'sockets', 1), null);
  assert.equal(healthValue({ business: null }, 'business', 'threads', 1), null);
});

test('beside an outside generator, our fastest client on the same scenario', () => {
  const doc = { scenarios: [
    { wire: 'rest', operation: 'addOne', size: 0, concurrency: 4, tx: 'none', opsPerSecond: 100, way: 'rest' },
    { wire: 'rest', operation: 'addOne', size: 0, concurrency: 4, tx: 'none', opsPerSecond: 300, way: 'rest@jdk' },
    { wire: 'rest', operation: 'addOne', size: 0, concurrency: 4, tx: 'required', opsPerSecond: 900 },
    { wire: 'rest', operation: 'addOne', size: 0, concurrency: 1, tx: 'none', opsPerSecond: 900 }] };
  assert.equal(oursFor(doc, { wire: 'rest', operation: 'addOne', size: 0, concurrency: 4 }).way, 'rest@jdk');
  assert.equal(oursFor(doc, { wire: 'grpc', operation: 'addOne', size: 0, concurrency: 4 }), null);
});

test('a wire warm-up curves: a line per mode, x in the wire own seconds, an unsteady end said', () => {
  const doc = { warmups: [
    { mode: 'jvm', wire: 'rmi', steady: true, millisToSteady: 2000, callsToSteady: 1400, callsPerSecond: [250, 500, 750, 1000, 1000] },
    { mode: 'aot', wire: 'rmi', steady: false, millisToSteady: 800, callsToSteady: 900, callsPerSecond: [1000, 1250] },
    { mode: 'jvm', wire: 'soap', steady: true, millisToSteady: 400, callsToSteady: 10, callsPerSecond: [25] }] };
  const { seconds, lines } = warmupSeries(doc, 'rmi');
  assert.deepEqual(seconds, [0.4, 0.8, 1.2, 1.6, 2]);
  assert.deepEqual(lines.map((l) => l.mode), ['jvm', 'aot']);
  assert.deepEqual(lines[1].data, [1000, 1250]);
  assert.match(lines[1].label, /^JVM \+ AOT cache: 0\.8\d* s, 900 calls \(not steady\)$/);
  assert.deepEqual(warmupSeries({}, 'rmi'), { seconds: [], lines: [] });
});

test("a start's CPU with its compilers' part; a native image has none; older runs show a gap", () => {
  assert.equal(startupCpu({ startupCpuMillisMedian: 1320, startupJitCpuMillisMedian: 790 }), '1,320, JIT 790');
  assert.equal(startupCpu({ startupCpuMillisMedian: 40, startupJitCpuMillisMedian: null }), '40');
  assert.equal(startupCpu({ startupMillisMedian: 3000 }), '—');
});

test('the wire table sets every mode of a three-mode run side by side, not the first two', () => {
  const row = (mode, ops) => ({ mode, wire: 'grpc', operation: 'addOne', concurrency: 1, opsPerSecond: ops });
  const doc = { services: ['jvm', 'aot', 'native'].map((mode) => ({ service: 'business-service', mode })),
    wires: [row('jvm', 1000), row('aot', 950), row('native', 420), { ...row('jvm', 3000), concurrency: 4 }] };
  const rows = wireRows(doc);
  assert.equal(rows.length, 2);
  assert.deepEqual(rows[0].inModes.map((w) => w.opsPerSecond), [1000, 950, 420]);
  assert.deepEqual(rows[1].inModes.map((w) => w?.opsPerSecond), [3000, undefined, undefined], 'a row a mode lacks is a gap');
});

test('CPU per call more than on the JVM is signed; without the ledger a gap', () => {
  assert.equal(signedMicros(12.34), '+12.3');
  assert.equal(signedMicros(-2), '−2');
  assert.equal(signedMicros(0), '±0');
  assert.equal(signedMicros(null), '—');
});

test("a mode's launches over the JVM's of the same round: median and range; the JVM and older runs show a gap", () => {
  assert.equal(pairedRatio([0.52, 0.47, 0.49]), '0.49 (0.47–0.52)');
  assert.equal(pairedRatio([0.5, 0.4]), '0.45 (0.4–0.5)');
  assert.equal(pairedRatio(undefined), '—');
  assert.equal(pairedRatio([]), '—');
});

test("a real three-mode run: every row with the same row of each mode", () => {
  const run = fixtureRun('fixture-three-modes');
  assert.deepEqual(modesOf(run), ['jvm', 'aot', 'native']);
  const rows = wireRows(run);
  assert.equal(rows.length, 64);
  assert.ok(rows.every((r) => r.inModes.every((w) => w !== undefined && w.wire === r.wire)), 'all 64 rows in every mode');
});
