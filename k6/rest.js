// REST/JSON against the business-service, over HTTP or HTTPS (k6 speaks HTTP/2 over TLS by ALPN).
//   BASE_URL=http://127.0.0.1:8080   or https://localhost:8443 (trust: SSL_CERT_FILE=~/.wirerace/tls/server-cert.pem)
//   plus the common settings in lib/wirerace.js (OP, SMOKE, WARMUP, DURATION, RATE, RAMP, MAX_VUS, P99_MS)
import http from 'k6/http';
import { builtInCallsOnly, env, expectedAccounts, nextX, ok, options as loadOptions, sameAccounts, summary, text } from './lib/wirerace.js';

builtInCallsOnly('rest.js');

const BASE = __ENV.BASE_URL || 'http://127.0.0.1:8080';
const HTTPS = BASE.startsWith('https:');
export const options = loadOptions('http_req_duration');

export function setup() {
  expectedAccounts(55);
}

export default function () {
  if (env.op === 'addOne') {
    const x = nextX();
    const res = http.get(`${BASE}/rest/add-one/${x}`, { tags: { name: 'add-one' } });
    ok(res, {
      'status 200': (r) => r.status === 200,
      'x + 1': (r) => Number(r.body) === x + 1,
      'HTTP/2 over TLS': (r) => !HTTPS || r.proto === 'HTTP/2.0',
    });
  } else if (env.op === 'concat') {
    const a = text(`a${__VU}-${__ITER}`);
    const b = text(`b${__VU}-${__ITER}`);
    const res = http.post(`${BASE}/rest/concat`, JSON.stringify({ a, b }),
      { headers: { 'Content-Type': 'application/json' }, tags: { name: 'concat' } });
    ok(res, { 'status 200': (r) => r.status === 200, 'a + b': (r) => r.json() === a + b });
  } else {
    const res = http.get(`${BASE}/rest/accounts?tx=required`, { tags: { name: 'accounts' } });
    ok(res, {
      'status 200': (r) => r.status === 200,
      'the 55 accounts': (r) => sameAccounts(r.json(), 55),
      'HTTP/2 over TLS': (r) => !HTTPS || r.proto === 'HTTP/2.0',
    });
  }
}

export function handleSummary(data) {
  return summary(HTTPS ? 'rest-https-h2' : 'rest-http', data);
}
