// The what-if panel's pure parts: which predicted rows it shows, in what order, and how it asks for them.
import test from 'node:test';
import assert from 'node:assert/strict';
import { predictUrl, rowsFor, rttText } from '../../main/resources/META-INF/resources/js/what-if.js';

const prediction = {
  rows: [
    { way: 'grpc', operation: 'addOne', tx: 'none', payloadBytes: 0, concurrency: 1, rank: 2 },
    { way: 'rest-http', operation: 'addOne', tx: 'none', payloadBytes: 0, concurrency: 1, rank: 1 },
    { way: 'rmi', operation: 'addOne', tx: 'none', payloadBytes: 0, concurrency: 4, rank: 1 },
    { way: 'rmi', operation: 'accounts', tx: 'none', payloadBytes: 5500, concurrency: 1, rank: 1 },
  ],
};

test('the panel shows the page\'s operation and concurrency, by predicted rank', () => {
  assert.deepEqual(rowsFor(prediction, 'addOne|none|0', 1).map((r) => r.way), ['rest-http', 'grpc']);
  assert.deepEqual(rowsFor(prediction, 'accounts|none|5500', 1).map((r) => r.way), ['rmi']);
  assert.deepEqual(rowsFor(prediction, 'addOne|none|0', 64), []);
});

test('the link goes to the service as numbers, the run id escaped', () => {
  assert.equal(predictUrl('a b', { rttMicros: 2000, bitsPerSecond: 1e8, mtu: 1500 }),
    'api/runs/a%20b/predict?rttMicros=2000&bitsPerSecond=100000000&mtu=1500');
  assert.equal(rttText(300), '300 µs');
  assert.equal(rttText(2000), '2.0 ms');
});
