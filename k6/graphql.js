// GraphQL against the business-service: a POST to /graphql with a query and its variables, as any GraphQL client
// sends it; the account list selects every field.
//   BASE_URL=http://127.0.0.1:8080   plus the common settings in lib/wirerace.js (OP, SMOKE, WARMUP, DURATION, ...)
import http from 'k6/http';
import { builtInCallsOnly, env, expectedAccounts, nextX, ok, options as loadOptions, sameAccounts, summary, text } from './lib/wirerace.js';

builtInCallsOnly('graphql.js');

const BASE = __ENV.BASE_URL || 'http://127.0.0.1:8080';
const JSON_BODY = { headers: { 'Content-Type': 'application/json' } };
export const options = loadOptions('http_req_duration');

export function setup() {
  expectedAccounts(55);
}

function query(name, document, variables) {
  return http.post(`${BASE}/graphql`, JSON.stringify({ query: document, variables }),
    Object.assign({ tags: { name } }, JSON_BODY));
}

// a reply with errors is a failed call, whatever its status
const noErrors = (r) => r.status === 200 && !r.json('errors');

export default function () {
  if (env.op === 'addOne') {
    const x = nextX();
    const res = query('addOne', 'query($x: Int!) { addOne(x: $x) }', { x });
    ok(res, { 'no errors': noErrors, 'x + 1': (r) => r.json('data.addOne') === ((x + 1) | 0) });
  } else if (env.op === 'concat') {
    const a = text(`a${__VU}-${__ITER}`);
    const b = text(`b${__VU}-${__ITER}`);
    const res = query('concat', 'query($a: String!, $b: String!) { concat(a: $a, b: $b) }', { a, b });
    ok(res, { 'no errors': noErrors, 'a + b': (r) => r.json('data.concat') === a + b });
  } else {
    const res = query('accounts', 'query { accounts(tx: REQUIRED) { id owner number branch } }', {});
    ok(res, { 'no errors': noErrors, 'the 55 accounts': (r) => sameAccounts(r.json('data.accounts'), 55) });
  }
}

export function handleSummary(data) {
  return summary('graphql', data);
}
