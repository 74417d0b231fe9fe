// SOAP envelopes against the business-service (Quarkus CXF), WSDL at /soap/business?wsdl.
//   BASE_URL=http://127.0.0.1:8080, plus the common settings in lib/wirerace.js
import http from 'k6/http';
import { builtInCallsOnly, env, expectedAccounts, nextX, ok, options as loadOptions, summary, text } from './lib/wirerace.js';

builtInCallsOnly('soap.js');

const BASE = __ENV.BASE_URL || 'http://127.0.0.1:8080';
export const options = loadOptions('http_req_duration');

function envelope(body) {
  return '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:b="urn:wirerace:business">'
    + `<soap:Body>${body}</soap:Body></soap:Envelope>`;
}

function post(body, name) {
  return http.post(`${BASE}/soap/business`, envelope(body),
    { headers: { 'Content-Type': 'text/xml; charset=UTF-8' }, tags: { name } });
}

function values(xml, element) {
  const found = [];
  const pattern = new RegExp(`<${element}>([^<]*)</${element}>`, 'g');
  let match;
  while ((match = pattern.exec(xml)) !== null) found.push(match[1]);
  return found;
}

export default function () {
  if (env.op === 'addOne') {
    const x = nextX();
    const res = post(`<b:addOne><x>${x}</x></b:addOne>`, 'addOne');
    ok(res, { 'status 200': (r) => r.status === 200, 'x + 1': (r) => values(r.body, 'result')[0] === String(x + 1) });
  } else if (env.op === 'concat') {
    const a = text(`a${__VU}-${__ITER}`);
    const b = text(`b${__VU}-${__ITER}`);
    const res = post(`<b:concat><a>${a}</a><b>${b}</b></b:concat>`, 'concat');
    ok(res, { 'status 200': (r) => r.status === 200, 'a + b': (r) => values(r.body, 'result')[0] === a + b });
  } else {
    const res = post('<b:accounts><tx>REQUIRED</tx></b:accounts>', 'accounts');
    const expected = expectedAccounts(55);
    ok(res, {
      'status 200': (r) => r.status === 200,
      'the 55 accounts': (r) => {
        const ids = values(r.body, 'id');
        const owners = values(r.body, 'owner');
        return ids.length === 55 && expected.every((account, i) => ids[i] === account.id && owners[i] === account.owner);
      },
    });
  }
}

export function handleSummary(data) {
  return summary('soap', data);
}
