// A scenario row's identity, labels, failures and trust.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  byP50, callsMismatch, p50Centre, errorSum, errorTooltip, failureKinds, flagText, opKeyOf, opLabel, runLabel,
  scenarioKey, scenariosFor, trustTooltip, wayOf, wireLabel,
} from '../../main/resources/META-INF/resources/js/scenarios.js';
import { fixtureRun } from './fixtures.mjs';

const row = (fields) => ({ wire: 'rest', operation: 'addOne', concurrency: 1, ...fields });

test('an operation is its name, transaction and payload; its label leaves out what is default', () => {
  assert.equal(opKeyOf(row({})), 'addOne|none|');
  assert.equal(opKeyOf(row({ operation: 'accounts', tx: 'required', payloadBytes: 7920 })), 'accounts|required|7920');
  assert.equal(opLabel('addOne|none|64'), 'addOne');
  assert.equal(opLabel('accounts|none|7920'), 'accounts (7,920 B reply)');
  assert.equal(opLabel('concat|required|1000'), 'concat (tx required, 1,000 B reply)');
});

test('a wire spoken by another client is its own way, labelled with the client', () => {
  const other = row({ way: 'rest@jdk', wireLabel: 'REST/JSON', clientLabel: 'JDK HttpClient' });
  assert.equal(wayOf(other), 'rest@jdk');
  assert.equal(wireLabel(other), 'REST/JSON · JDK HttpClient');
  assert.equal(wireLabel(row({ wireLabel: 'REST/JSON' })), 'REST/JSON');
  assert.equal(scenarioKey(other), 'rest@jdk|addOne|none||1');
});

test('a wire served on another model is its own way, labelled with the model before the client', () => {
  const virtual = row({ way: 'rest:virtual', wireLabel: 'REST/JSON', serverLabel: 'virtual threads', clientLabel: 'JDK HttpClient' });
  assert.equal(wireLabel(virtual), 'REST/JSON · virtual threads');
  const both = row({ way: 'rest:worker@apache5', wireLabel: 'REST/JSON', serverLabel: 'worker pool', clientLabel: 'Apache' });
  assert.equal(wireLabel(both), 'REST/JSON · worker pool · Apache');
  assert.notEqual(scenarioKey(virtual), scenarioKey(row({ way: 'rest:worker' })), 'models are rows of their own');
});

test('a run in the legend: letter, id, mode and network', () => {
  assert.equal(runLabel({ runId: 'r1', mode: 'jvm', modeLabel: 'JVM (Temurin 25)', network: 'loopback' }, 'A'), 'A · r1 · JVM (Temurin 25) · loopback');
  assert.equal(runLabel({ runId: 'r2' }, 'B'), 'B · r2');
});

test('rows of one operation and concurrency, fastest p50 first and rows without one last', () => {
  const doc = { scenarios: [
    row({ wire: 'a', latencyMicros: { p50: 30 } }), row({ wire: 'b', latencyMicros: { p50: 10 } }),
    row({ wire: 'c' }), row({ wire: 'd', concurrency: 4, latencyMicros: { p50: 1 } })] };
  assert.deepEqual(scenariosFor(doc, 'addOne|none|', 1).sort(byP50).map((s) => s.wire), ['b', 'a', 'c']);
  assert.equal(scenariosFor(doc, 'addOne|none|', null).length, 4);
});

test('failure kinds come from the run, in its order, with any other a row counts after them', () => {
  const settings = { failureKinds: ['timeout', 'connection', 'invalidReply', 'rejected', 'notStarted', 'other'] };
  assert.deepEqual(failureKinds(settings, { other: 1, timeout: 0 }), settings.failureKinds);
  assert.deepEqual(failureKinds(settings, { brandNew: 2 }), [...settings.failureKinds, 'brandNew']);
  // a run from before settings.failureKinds: the row's own counters
  assert.deepEqual(failureKinds({}, { timeout: 0, other: 3 }), ['timeout', 'other']);
  assert.deepEqual(failureKinds(undefined, undefined), []);
});

test('the ledger fixture names notStarted, and the tooltip lists every kind in that order', () => {
  const run = fixtureRun('fixture-ledger-a');
  const s = { ...run.scenarios[0], errors: { ...run.scenarios[0].errors, notStarted: 3 } };
  assert.ok(run.settings.failureKinds.includes('notStarted'));
  assert.equal(errorTooltip(s, run.settings), 'timeout: 0, connection: 0, invalidReply: 0, rejected: 0, notStarted: 3, other: 0');
  assert.equal(errorSum(s), 3);
});

test('an older fixture without failureKinds lists its rows\' counters', () => {
  const run = fixtureRun('fixture-jvm');
  assert.equal(run.settings.failureKinds, undefined);
  assert.equal(errorTooltip(run.scenarios[0], run.settings), 'timeout: 0, connection: 0, invalidReply: 0, rejected: 0, other: 0');
});

test('errors add up whatever the counters hold; a mismatch needs the server\'s own count', () => {
  assert.equal(errorSum(row({ errors: { timeout: 2, other: '3', odd: null } })), 5);
  assert.equal(errorSum(row({})), 0);
  assert.equal(callsMismatch(row({ calls: { made: 10, servedByServer: 9 } })), true);
  assert.equal(callsMismatch(row({ calls: { made: 10, servedByServer: 10 } })), false);
  assert.equal(callsMismatch(row({ calls: { made: 10 } })), false);
});

test('trust flags and the noise guard\'s figures as words', () => {
  const trust = { rounds: 5, disturbedRounds: 2, remeasuredRounds: 1, maxOthersCpuShare: 0.2093, maxStealShare: 0.01, warmupSteady: false };
  assert.equal(flagText('disturbed', trust), 'disturbed 2/5');
  assert.equal(flagText('disturbed', {}), 'disturbed');
  assert.equal(flagText('unsteady-warmup'), 'unsteady warm-up');
  assert.equal(flagText('compiling'), 'JIT compiling');
  assert.equal(flagText('new-flag'), 'new-flag');
  assert.equal(trustTooltip(trust), '2 of 5 rounds disturbed; 1 round(s) measured again; other processes\' CPU share up to 20.9 %;'
    + ' steal up to 1.0 %; warm-up never reached a steady rate');
  assert.equal(trustTooltip(null), null);
});


test("a row's p50 is its forks' geometric mean, each fork weighing alike, as the digest reads it", () => {
  const forked = row({ latencyMicros: { p50: 90 }, forks: { runIds: ['f1', 'f2'], p50Micros: [100, 400] } });
  assert.ok(Math.abs(p50Centre(forked) - 200) < 1e-9);
  assert.equal(p50Centre(row({ latencyMicros: { p50: 90 } })), 90, 'a run of one fork: its calls');
  assert.equal(p50Centre(row({ latencyMicros: { p50: 90 }, forks: { runIds: ['f1', 'f2'], p50Micros: [null, 0] } })), 90);
});
