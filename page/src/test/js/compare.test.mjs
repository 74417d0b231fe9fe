// Run A against run B: which scenarios pair up, in what order, and which changes are coloured.
import test from 'node:test';
import assert from 'node:assert/strict';
import { compareNote, opsChange, orderPairs, pairScenarios } from '../../main/resources/META-INF/resources/js/compare.js';
import { fixtureRun } from './fixtures.mjs';

const s = (wire, operation, concurrency, p50) => ({ wire, operation, concurrency, latencyMicros: { p50 } });

test('scenarios pair by way, operation and concurrency; the rest is counted per side', () => {
  const docA = { scenarios: [s('rest', 'addOne', 1, 10), s('grpc', 'addOne', 1, 5), s('rmi', 'addOne', 1, 7)] };
  const docB = { scenarios: [s('grpc', 'addOne', 1, 6), s('rest', 'addOne', 1, 11), s('soap', 'addOne', 1, 9), s('rest', 'addOne', 4, 20)] };
  const paired = pairScenarios(docA, docB);
  assert.deepEqual(paired.pairs.map(([a, b]) => [a.wire, b.latencyMicros.p50]), [['rest', 11], ['grpc', 6]]);
  assert.equal(paired.onlyA, 1);
  assert.equal(paired.onlyB, 2);
  assert.equal(compareNote(paired), '2 scenario(s) in both runs; 1 only in A, 2 only in B (not compared).'
    + ' An ops/s change is coloured only when it exceeds both 95 % intervals together.');
  assert.ok(compareNote({ pairs: [], onlyA: 0, onlyB: 0 }).startsWith('0 scenario(s) in both runs. An ops/s'));
});

test('the table follows run A\'s operations, then concurrency, then p50', () => {
  const docA = { scenarios: [s('x', 'concat', 1, 1), s('x', 'addOne', 1, 1)] };
  const pairs = [s('a', 'addOne', 4, 1), s('b', 'addOne', 1, 9), s('c', 'concat', 1, 50), s('d', 'addOne', 1, 3)].map((r) => [r, r]);
  assert.deepEqual(orderPairs(pairs, docA).map(([a]) => a.wire), ['c', 'd', 'b', 'a']);
  assert.deepEqual(pairs.map(([a]) => a.wire), ['a', 'b', 'c', 'd'], 'the pairs given stay as they were');
});

test('an ops/s change is coloured only beyond both intervals together', () => {
  assert.deepEqual(opsChange({ opsPerSecond: 100, opsPerSecondCi95: 2 }, { opsPerSecond: 110, opsPerSecondCi95: 3 }),
    { cls: 'num better', title: null, text: '+10.0 %' });
  assert.deepEqual(opsChange({ opsPerSecond: 100, opsPerSecondCi95: 2 }, { opsPerSecond: 90, opsPerSecondCi95: 3 }),
    { cls: 'num worse', title: null, text: '-10.0 %' });
  assert.deepEqual(opsChange({ opsPerSecond: 100, opsPerSecondCi95: 6 }, { opsPerSecond: 110, opsPerSecondCi95: 6 }),
    { cls: 'num', title: 'within the 95 % intervals', text: '+10.0 %' });
  assert.equal(opsChange({ opsPerSecond: 100 }, { opsPerSecond: 200 }).cls, 'num', 'no interval: never coloured');
});

test('the two ledger fixtures pair up on every scenario', () => {
  const paired = pairScenarios(fixtureRun('fixture-ledger-a'), fixtureRun('fixture-ledger-b'));
  assert.equal(paired.pairs.length, 56);
  assert.equal(paired.onlyA + paired.onlyB, 0);
});
