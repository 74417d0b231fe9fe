// What the charts are given: log axis labels, gaps for values a log scale cannot show, the time split.
import test from 'node:test';
import assert from 'node:assert/strict';
import { horizontalBarConfig, logAxis, logTickLabel, positive } from '../../main/resources/META-INF/resources/js/charts.js';
import { timeSplit } from '../../main/resources/META-INF/resources/js/suite-charts.js';
import { fixtureRun } from './fixtures.mjs';

test('a log axis over few decades labels 1, 2 and 5; over many only the powers of ten', () => {
  const few = [1, 2, 3, 5, 10, 20, 50, 100].map((v) => logTickLabel(v, 1, 100));
  assert.deepEqual(few, ['1', '2', '', '5', '10', '20', '50', '100']);
  const many = [0.1, 0.2, 0.15, 1, 5, 10, 1000].map((v) => logTickLabel(v, 0.1, 1000));
  assert.deepEqual(many, ['0.1', '', '', '1', '', '10', '1,000']);
});

test('the axis\' tick callback reads the scale\'s own bounds', () => {
  const axis = logAxis('µs');
  assert.equal(axis.type, 'logarithmic');
  assert.equal(axis.ticks.callback.call({ min: 1, max: 100 }, 20), '20');
  assert.equal(axis.grid.color({ tick: { label: '' } }), '#f2f2f2');
});

test('zero, negative and missing values become gaps', () => {
  assert.deepEqual([3, 0, -1, null, undefined, '4'].map(positive), [3, null, null, null, null, null]);
});

test('horizontal bars: one row per label, values in the tooltip', () => {
  const config = horizontalBarConfig(['a'], [{ label: 'p50', data: [12] }], 'latency', (v) => `${v} µs`, false);
  assert.equal(config.options.indexAxis, 'y');
  assert.equal(config.options.plugins.legend.display, false);
  assert.equal(config.options.plugins.tooltip.callbacks.label({ dataset: { label: 'p50' }, parsed: { x: 12 } }), 'p50: 12 µs');
});

test('the time split: client CPU, server CPU, broker CPU and the rest of the mean, per ledger row at concurrency 1', () => {
  const run = fixtureRun('fixture-ledger-a');
  const { rows, parts } = timeSplit(run, (s) => s.operation === 'addOne');
  assert.ok(rows.length >= 10);
  rows.forEach((s, i) => {
    assert.equal(s.concurrency, 1);
    const [client, server, broker, rest] = parts[i];
    assert.equal(client, Math.max(0, s.cost.clientCpuMicros));
    assert.equal(server, Math.max(0, s.cost.serverCpuMicros));
    assert.equal(broker, 0, 'no broker on these wires');
    assert.equal(rest, Math.max(0, s.latencyMicros.mean - client - server));
  });
  const means = rows.map((s) => s.latencyMicros.mean);
  assert.deepEqual(means, [...means].sort((x, y) => x - y));
  assert.deepEqual(timeSplit(fixtureRun('fixture-jvm'), () => true).rows, [], 'a run without the ledger has no split');
});

test('the time split of a broker row: its third tier\'s CPU comes out of the rest', () => {
  const row = { way: 'broker', operation: 'addOne', concurrency: 1, latencyMicros: { mean: 575 },
    cost: { clientCpuMicros: 153, serverCpuMicros: 179, brokerCpuMicros: 259, bytesUp: 700, bytesDown: 600 } };
  const { parts } = timeSplit({ scenarios: [row] }, () => true);
  assert.deepEqual(parts, [[153, 179, 259, 0]], 'CPU over the mean leaves no rest, never a negative one');
});
