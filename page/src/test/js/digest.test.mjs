// The digest's words: intervals, the line above the groups, each row's kind and standing.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  digestIntro, entryClass, entryKind, fmtP50Interval, standingText, standingTitle,
} from '../../main/resources/META-INF/resources/js/digest.js';

test('a p50 with its interval, alone without one, a dash without a p50', () => {
  assert.equal(fmtP50Interval({ p50Micros: 48.24, p50LowMicros: 46.02, p50HighMicros: 50.5 }), '48.2 [46.0–50.5]');
  assert.equal(fmtP50Interval({ p50Micros: 48.24, p50LowMicros: 46.02 }), '48.2');
  assert.equal(fmtP50Interval({ p50Micros: null }), '—');
});

test('the line above the groups ends with the run\'s precision, capitalised', () => {
  const digest = { intervals: '95 % intervals over the rounds of one JVM pair', precision: 'precise to 3 % at worst' };
  assert.equal(digestIntro(digest), '95 % intervals over the rounds of one JVM pair. The answer names the fastest remote wire;'
    + ' in-process wires and the floors are ranked beside them. Open a scenario for its wires. Precise to 3 % at worst');
  assert.ok(digestIntro({ intervals: 'x' }).endsWith('Open a scenario for its wires.'));
  assert.ok(digestIntro({ intervals: 'x', precision: 'p.', warmup: 'the warm-up ran out before soap.' })
    .endsWith('Open a scenario for its wires. P. The warm-up ran out before soap.'));
  assert.ok(digestIntro({ intervals: 'x', basis: 'basis: from 2 forks × 2 rounds.', precision: 'p.' })
    .endsWith('Open a scenario for its wires. Basis: from 2 forks × 2 rounds. P.'), 'what the answer rests on comes first');
});

test('floors and in-process wires are tagged; remote wires are not', () => {
  assert.equal(entryKind({ floor: true, remote: true }), 'floor');
  assert.equal(entryKind({ remote: false }), 'in process');
  assert.equal(entryKind({ remote: true }), null);
  assert.equal(entryClass({ floor: true, remote: false }), 'floor');
  assert.equal(entryClass({ remote: false, standing: 'failed' }), 'in-process failed');
  assert.equal(entryClass({ remote: true, standing: 'tie' }), null);
});

test('each standing explains itself; an unknown one has no title', () => {
  assert.match(standingTitle('tie'), /paired fork by fork, does not order the two/);
  assert.match(standingTitle('no interval'), /too few forks or rounds/);
  assert.equal(standingTitle('newcomer'), null);
});

test('a standing carries the paired ratio to the row above', () => {
  assert.equal(standingText({ standing: 'clear', overAbove: 1.78, overAboveLow: 1.52, overAboveHigh: 2.09 }),
    'clear at 1.78× [1.52–2.09]');
  assert.equal(standingText({ standing: 'no interval' }), 'no interval');
  assert.equal(standingText({ standing: '' }), null);
});
