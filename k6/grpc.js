// gRPC against the business-service with k6's gRPC module and the project's .proto.
//   GRPC_ADDR=127.0.0.1:8080 (plain h2c) or localhost:8443 with GRPC_TLS=1
//   (trust: SSL_CERT_FILE=~/.wirerace/tls/server-cert.pem), plus the common settings in lib/wirerace.js
import grpc from 'k6/net/grpc';
import { builtInCallsOnly, env, expectedAccounts, nextX, ok, options as loadOptions, sameAccounts, summary, text } from './lib/wirerace.js';

builtInCallsOnly('grpc.js');

const ADDR = __ENV.GRPC_ADDR || '127.0.0.1:8080';
const TLS = __ENV.GRPC_TLS === '1';
export const options = loadOptions('grpc_req_duration');

const client = new grpc.Client();
client.load(['../shared-model/src/main/proto'], 'business.proto');
let connected = false; // per VU: one connection, kept, as the Java client does

export function setup() {
  expectedAccounts(55);
}

export default function () {
  if (!connected) {
    client.connect(ADDR, { plaintext: !TLS, timeout: '5s' });
    connected = true;
  }
  if (env.op === 'addOne') {
    const x = nextX();
    const res = client.invoke('wirerace.BusinessService/AddOne', { x });
    ok(res, { 'status OK': (r) => r && r.status === grpc.StatusOK, 'x + 1': (r) => r.message.result === x + 1 });
  } else if (env.op === 'concat') {
    const a = text(`a${__VU}-${__ITER}`);
    const b = text(`b${__VU}-${__ITER}`);
    const res = client.invoke('wirerace.BusinessService/Concat', { a, b });
    ok(res, { 'status OK': (r) => r && r.status === grpc.StatusOK, 'a + b': (r) => r.message.result === a + b });
  } else {
    const res = client.invoke('wirerace.BusinessService/Accounts', { tx: 'TX_REQUIRED' });
    ok(res, {
      'status OK': (r) => r && r.status === grpc.StatusOK,
      'the 55 accounts': (r) => sameAccounts(r.message.accounts, 55),
    });
  }
}

export function handleSummary(data) {
  return summary(TLS ? 'grpc-tls' : 'grpc', data);
}
