// Shared by every wirerace k6 script: settings from the environment, the load model, reply checks.
//
// Environment (every script):
//   SMOKE=1            a few iterations only (the test suite's mode); same checks and thresholds
//   WARMUP=10s         warm-up stage: its samples are tagged scenario=warmup and judged by nothing
//   DURATION=30s       the open-model stage: constant arrival rate RATE per second
//   RATE=200           arrivals per second in the open-model stage
//   RAMP=30s           the ramp stage: VUs from 1 to MAX_VUS and held
//   MAX_VUS=16         the ramp's top, and the open model's VU ceiling
//   P99_MS=500         threshold: p99 of the measured stages must stay under this
//   OP=accounts        addOne | concat | accounts (study 5's call) | fetch | store (the payload the services were
//                      built with: presentation.js only, whose /call checks each reply whole)
//   SUMMARY_OUT        where handleSummary writes the JSON summary (the runner sets it)
import crypto from 'k6/crypto';
import { check } from 'k6';

export const env = {
  smoke: __ENV.SMOKE === '1',
  warmup: __ENV.WARMUP || '10s',
  duration: __ENV.DURATION || '30s',
  rate: Number(__ENV.RATE || 200),
  ramp: __ENV.RAMP || '30s',
  maxVus: Number(__ENV.MAX_VUS || 16),
  p99: Number(__ENV.P99_MS || 500),
  op: __ENV.OP || 'accounts',
  summaryOut: __ENV.SUMMARY_OUT || '',
};

// the ids of the Operation enum (K6TargetsTest checks that the scripts ask for no other)
const OPERATIONS = ['addOne', 'concat', 'accounts', 'fetch', 'store'];
if (!OPERATIONS.includes(env.op)) {
  throw new Error(`OP=${env.op}: one of ${OPERATIONS.join(', ')}`);
}

/**
 * The payload's calls are checked whole in the presentation tier (/call), which holds the generated types; a script
 * that speaks a wire itself refuses them rather than load another call in their name.
 */
export function builtInCallsOnly(script) {
  if (env.op === 'fetch' || env.op === 'store') {
    throw new Error(`OP=${env.op}: ${script} speaks the built-in calls; the payload is loaded through presentation.js`);
  }
}

const MEASURED = ['open', 'ramp'];

function seconds(text) {
  const match = /^(\d+)(ms|s|m)$/.exec(text);
  if (!match) throw new Error(`not a duration: ${text}`);
  const n = Number(match[1]);
  return match[2] === 'ms' ? n / 1000 : match[2] === 'm' ? n * 60 : n;
}

/**
 * The load model: warm-up (constant VUs, not judged), then an open model (constant arrival rate), then a
 * ramp (ramping VUs). Thresholds on the measured stages fail the run. durationMetric is http_req_duration
 * or grpc_req_duration; extraTags adds per-tag submetrics (e.g. one per wire).
 */
export function options(durationMetric, extraTags = [], smokeIterations = 6) {
  const thresholds = {};
  const stages = env.smoke ? ['smoke'] : MEASURED;
  // smoke mode judges correctness only: its few calls are cold (clients built on first use)
  const latency = env.smoke ? [] : [`p(99)<${env.p99}`];
  for (const stage of stages) {
    thresholds[`checks{scenario:${stage}}`] = ['rate==1'];
    thresholds[`${durationMetric}{scenario:${stage}}`] = latency;
    for (const tag of extraTags) {
      thresholds[`${durationMetric}{scenario:${stage},${tag}}`] = latency;
      thresholds[`checks{scenario:${stage},${tag}}`] = ['rate==1'];
    }
  }
  if (durationMetric === 'http_req_duration') {
    for (const stage of stages) thresholds[`http_req_failed{scenario:${stage}}`] = ['rate<0.01'];
  }
  const warmup = seconds(env.warmup);
  const open = seconds(env.duration);
  const scenarios = env.smoke
    ? { smoke: { executor: 'shared-iterations', vus: 1, iterations: smokeIterations, maxDuration: '120s' } }
    : {
        warmup: { executor: 'constant-vus', vus: 2, duration: env.warmup },
        open: {
          executor: 'constant-arrival-rate', rate: env.rate, timeUnit: '1s', duration: env.duration,
          preAllocatedVUs: Math.min(env.maxVus, 8), maxVUs: env.maxVus, startTime: `${warmup}s`,
        },
        ramp: {
          executor: 'ramping-vus', startVUs: 1, startTime: `${warmup + open}s`,
          stages: [{ duration: env.ramp, target: env.maxVus }, { duration: env.ramp, target: env.maxVus }],
        },
      };
  return {
    scenarios,
    thresholds,
    summaryTrendStats: ['avg', 'min', 'med', 'p(90)', 'p(99)', 'p(99.9)', 'max', 'count'],
    discardResponseBodies: false,
  };
}

/** A name-based (version 3) UUID, as java.util.UUID.nameUUIDFromBytes makes it. */
function nameUuid(name) {
  const bytes = crypto.md5(name, 'hex').match(/../g).map((h) => parseInt(h, 16));
  bytes[6] = (bytes[6] & 0x0f) | 0x30;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const FIELDS = ['id', 'owner', 'number', 'branch'];
const expectedCache = {};

/** The accounts the business core must send: the same name-based UUIDs the Java side derives. */
export function expectedAccounts(count) {
  if (!expectedCache[count]) {
    const list = [];
    for (let i = 0; i < count; i++) {
      const account = {};
      for (const field of FIELDS) account[field] = nameUuid(`wirerace-account-${i}-${field}`);
      list.push(account);
    }
    expectedCache[count] = list;
  }
  return expectedCache[count];
}

/** True when a list of accounts is, field for field, the expected one. */
export function sameAccounts(actual, count) {
  const expected = expectedAccounts(count);
  if (!Array.isArray(actual) || actual.length !== expected.length) return false;
  return expected.every((account, i) => FIELDS.every((field) => actual[i] && actual[i][field] === account[field]));
}

/** A different x on every call, so no answer can be cached or guessed. */
export function nextX() {
  return ((__VU * 7919 + __ITER * 104729) % 2000000) - 1000000;
}

/** Study 2's 500-character strings, different per VU and iteration. */
export function text(seed) {
  let out = '';
  while (out.length < 500) out += crypto.sha256(`${seed}-${out.length}`, 'hex');
  return out.slice(0, 500);
}

export function ok(response, checks, tags) {
  return check(response, checks, tags);
}

/** The JSON summary for the runner, and one line for the console. */
export function summary(script, data) {
  const out = {};
  if (env.summaryOut) out[env.summaryOut] = JSON.stringify({ script, env, data }, null, 1);
  const checks = data.metrics.checks ? data.metrics.checks.values : { passes: 0, fails: 0 };
  out.stdout = `${script}: checks ${checks.passes} passed, ${checks.fails} failed\n`;
  return out;
}
