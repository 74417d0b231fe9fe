// B against A from api/compare: ratios with intervals, verdict words, the note and the message.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  ratioParts, verdictParts, verdictsMessage, verdictsNote, withoutRounds,
} from '../../main/resources/META-INF/resources/js/verdicts.js';

test('a ratio with its interval, coloured only when the figure alone is beyond the margin', () => {
  assert.deepEqual(ratioParts({ ratio: 0.82, low: 0.78, high: 0.864, betterP: 0.01, worseP: 0.99 }, 'p50'),
    { cls: 'num better', title: 'p50, B / A: B better beyond the margin', text: '0.82 [0.78, 0.86]' });
  assert.deepEqual(ratioParts({ ratio: 1.3, betterP: 0.9, worseP: 0.04 }, 'ops/s', true),
    { cls: 'num worse', title: 'ops/s, B / A: B worse beyond the margin (too few forks or rounds for an interval) (higher is better)', text: '1.30' });
  assert.equal(ratioParts({ ratio: 1, low: 0.9, high: 1.1, betterP: 0.5, worseP: 0.5 }, 'p50').cls, 'num');
  assert.deepEqual(ratioParts({ failed: true }, 'p50'), { cls: 'num worse', title: 'p50: a fork or round made no call', text: 'failed' });
  assert.deepEqual(ratioParts(null, 'p50'), { cls: 'num muted', title: 'no figures on both sides', text: '—' });
});

test('verdict words: each known one its class and reason; others read as unclear', () => {
  assert.equal(verdictParts('faster').cls, 'verdict verdict-faster');
  assert.equal(verdictParts('slower').cls, 'verdict verdict-slower');
  assert.equal(verdictParts('failed rounds').cls, 'verdict verdict-mixed');
  assert.equal(verdictParts('errors').cls, 'verdict verdict-mixed');
  assert.match(verdictParts('faster').title, /Benjamini–Hochberg/);
  assert.deepEqual(verdictParts('within margin'), { cls: 'verdict verdict-unclear', title: null, text: 'within margin' });
  assert.deepEqual(verdictParts(null), { cls: 'verdict verdict-unclear', title: null, text: '—' });
  assert.equal(verdictParts('no clear difference', 0.163).title,
    'this row would show a change of ±16 % four times in five were it the only change, a smaller one not reliably');
  assert.match(verdictParts('slower', 0.1).title, /^B is slower: .*; this row would show a change of ±10 %/);
  assert.equal(verdictParts('dearer').cls, 'verdict verdict-slower');
  assert.equal(verdictParts('cheaper').cls, 'verdict verdict-faster');
  assert.match(verdictParts('dearer').title, /^B's calls cost the server more CPU/);
});

test('the note says how the ratios were made, what differs and what was left out', () => {
  const note = verdictsNote({ margin: 0.05, marginSource: 'calibrated on A/A pairs', repetition: 'forks',
    equivalence: 0.05, runToRun: 'the run-to-run term is not known', runToRunKnown: false,
    differences: ['network: loopback / lan'], onlyInA: ['a', 'b', 'c', 'd', 'e', 'f', 'g'], onlyInB: ['z'] });
  assert.equal(note, 'Each ratio is B / A of the geometric means of the two runs\' forks, with its 95 % interval (Welch, on the'
    + ' logarithms). A row is faster or slower only when its p50 differs beyond 5.0 % (calibrated on A/A pairs) and its'
    + ' ops/s moved the same way, Benjamini–Hochberg at 5 % over the rows; the same when its p50 is within ±5 % (two'
    + ' one-sided tests); else can\'t tell. Note: the run-to-run term is not known. NOT LIKE FOR LIKE: network: loopback / lan.'
    + ' Not compared: only in A: a, b, c, d, e, f and 1 more; only in B: z.');
  assert.match(verdictsNote({ margin: 0, repetition: 'forks', runToRun: '±6 % on p50, from 2 pairs', runToRunKnown: true }),
    /Intervals include the run-to-run term, ±6 % on p50, from 2 pairs\./);
  const overFloor = verdictsNote({ margin: 0, repetition: 'forks', perFloor: true,
    host: { p50: 0.935, serverCpu: 0.924, clientCpu: 0.899, rows: 4 } });
  assert.match(overFloor, /Each remote row's p50 and ops\/s are read over the raw floor measured in the same fork, and every server CPU per call over the client's CPU per call of the same row and fork, so that the host's drift, which moves both tiers alike, cancels/);
  assert.match(overFloor, /The host: the raw floor's p50 moved by 0\.94, its server CPU per call by 0\.92 \(B \/ A\)\./);
  assert.doesNotMatch(overFloor, /Java work/);
  const withYardstick = verdictsNote({ margin: 0, repetition: 'forks', perFloor: true,
    host: { p50: 1.022, serverCpu: 1.054, clientCpu: 1.005, rows: 4, serverJavaSpeed: 1.034, clientJavaSpeed: 1.035 } });
  assert.match(withYardstick, /A fixed piece of Java work took 1\.03 of A's CPU time on the server's host and 1\.04 on the client's/);
  const rounds = verdictsNote({ margin: null, repetition: 'rounds' });
  assert.match(rounds, /two runs' rounds,/);
  assert.match(rounds, /differs beyond the margin and its ops\/s moved the same way, Benjamini/);
  assert.match(rounds, /These runs have one fork each/);
  assert.doesNotMatch(rounds, /dearer/, 'no server CPU margin given, no sentence about it');
  const withServerCpu = verdictsNote({ margin: 0, repetition: 'forks', serverCpuMargin: 0.015,
    serverCpuMarginSource: 'calibrated on 4 same-code pairs' });
  assert.match(withServerCpu, / Apart from that, a row's calls cost the server more \(dearer\) or less \(cheaper\) when its CPU per call differs beyond 1\.5 % \(calibrated on 4 same-code pairs\), Benjamini–Hochberg over the rows a server answered\./);
});

test('the message: nothing in common, or no per-round figures, or nothing to say', () => {
  assert.equal(verdictsMessage([]), 'The two runs have no scenario in common.');
  const bare = [{ p50: {}, opsPerSecond: null }, { serverCpu: { ratio: null } }];
  assert.equal(withoutRounds(bare), true);
  assert.match(verdictsMessage(bare), /^No per-round figures on both sides/);
  assert.equal(verdictsMessage([{ p50: { ratio: 1.02 } }]), '');
});
