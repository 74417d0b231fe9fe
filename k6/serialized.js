// Java-serialized objects over HTTP against the business-service. The request bodies are made by the
// project (examples/SerializedBodies.java fixtures, written by the runner into BODIES_DIR), not by hand.
//   BASE_URL=http://127.0.0.1:8080   BODIES_DIR=<dir with manifest.json>, plus lib/wirerace.js settings
import http from 'k6/http';
import { builtInCallsOnly, env, expectedAccounts, ok, options as loadOptions, summary } from './lib/wirerace.js';

builtInCallsOnly('serialized.js');

const BASE = __ENV.BASE_URL || 'http://127.0.0.1:8080';
const DIR = __ENV.BODIES_DIR;
if (!DIR) throw new Error('BODIES_DIR is required: the runner writes the serialized bodies there');
export const options = loadOptions('http_req_duration');

const manifest = JSON.parse(open(`${DIR}/manifest.json`));
const addOne = manifest.addOne.map((entry) => ({ x: entry.x, body: open(`${DIR}/${entry.file}`, 'b') }));
const accountsBody = open(`${DIR}/${manifest.accounts}`, 'b');
const HEADERS = { 'Content-Type': 'application/x-java-serialized-object' };

/** The int at the end of a serialized java.lang.Integer: its value field, big-endian. */
function lastInt(buffer) {
  const view = new DataView(buffer);
  return view.getInt32(buffer.byteLength - 4);
}

function latin1(buffer) {
  const bytes = new Uint8Array(buffer);
  let out = '';
  for (let i = 0; i < bytes.length; i += 4096) out += String.fromCharCode.apply(null, bytes.subarray(i, i + 4096));
  return out;
}

export default function () {
  if (env.op === 'addOne') {
    const call = addOne[(__VU + __ITER) % addOne.length];
    const res = http.post(`${BASE}/serialized/add-one`, call.body, { headers: HEADERS, responseType: 'binary', tags: { name: 'add-one' } });
    ok(res, { 'status 200': (r) => r.status === 200, 'x + 1': (r) => lastInt(r.body) === call.x + 1 });
  } else {
    const res = http.post(`${BASE}/serialized/accounts`, accountsBody, { headers: HEADERS, responseType: 'binary', tags: { name: 'accounts' } });
    const expected = expectedAccounts(55);
    ok(res, {
      'status 200': (r) => r.status === 200,
      // every field of every expected account is in the stream, the accounts in order (a record's
      // fields are serialized sorted by name, so only the accounts' order is fixed)
      'the 55 accounts': (r) => {
        const text = latin1(r.body);
        let previous = -1;
        for (const account of expected) {
          const at = text.indexOf(account.id);
          if (at <= previous) return false;
          previous = at;
          if ([account.owner, account.number, account.branch].some((value) => !text.includes(value))) return false;
        }
        return true;
      },
    });
  }
}

export function handleSummary(data) {
  return summary('serialized', data);
}
