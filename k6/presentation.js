// Study 5's set-up: browser-style requests to the presentation tier, which calls the business tier over a
// wire and checks the reply (GET /call/{wire}/{operation}). Wires take turns, each with its own figures.
//   PRESENTATION_URL=http://127.0.0.1:8081   WIRES=rest-http,grpc,...   plus lib/wirerace.js settings
// WIRES is required: ./wirerace k6 passes every wire that carries business calls (Wire.businessCallIds)
import http from 'k6/http';
import { env, nextX, ok, options as loadOptions, summary } from './lib/wirerace.js';

const BASE = __ENV.PRESENTATION_URL || 'http://127.0.0.1:8081';
if (!__ENV.WIRES) {
  throw new Error('WIRES=wire,wire,...: the wires /call is to speak (./wirerace k6 passes them)');
}
const WIRES = __ENV.WIRES.split(',');
// smoke: every wire twice
export const options = loadOptions('http_req_duration', WIRES.map((wire) => `wire:${wire}`), 2 * WIRES.length);

export default function () {
  const wire = WIRES[(__VU + __ITER) % WIRES.length];
  const params = { tags: { wire, name: `${wire} ${env.op}` } };
  if (env.op === 'addOne') {
    const x = nextX();
    const res = http.get(`${BASE}/call/${wire}/addOne?x=${x}`, params);
    ok(res, { 'status 200': (r) => r.status === 200, 'x + 1': (r) => r.json('result') === x + 1 }, { wire });
  } else if (env.op === 'fetch' || env.op === 'store') {
    // the payload the services were built with: fetched or stored whole, each call varied by x, checked in Java
    const x = nextX();
    const res = http.get(`${BASE}/call/${wire}/${env.op}?x=${x}`, params);
    ok(res, {
      'status 200': (r) => r.status === 200,
      'the payload whole, verified by the presentation tier': (r) => r.json('verified') === true,
    }, { wire });
  } else {
    const res = http.get(`${BASE}/call/${wire}/accounts?tx=required`, params);
    ok(res, {
      'status 200': (r) => r.status === 200,
      'the 55 accounts, verified by the presentation tier': (r) => r.json('count') === 55 && r.json('verified') === true,
    }, { wire });
  }
}

export function handleSummary(data) {
  return summary('presentation', data);
}
