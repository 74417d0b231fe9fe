// Collects the k6 summaries of one `./wirerace k6` run into results/<runId>/run.json (kind "k6", written
// to a hidden folder and renamed into place) and prints one table. Exit code 1 when any check or
// threshold failed, or a script wrote no summary.
//   node k6/report.mjs SUMMARY_DIR RESULTS_DIR RUN_ID GIT_COMMIT STARTED_AT SCRIPT...
import fs from 'node:fs';
import path from 'node:path';

const [summaryDir, resultsDir, runId, gitCommit, startedAt, ...scripts] = process.argv.slice(2);

function stageOf(metrics) {
  return Object.keys(metrics).some((name) => name.includes('scenario:smoke')) ? ['smoke'] : ['open', 'ramp'];
}

function trend(metrics, name) {
  const values = metrics[name]?.values;
  return values ? { p50Ms: values.med, p90Ms: values['p(90)'], p99Ms: values['p(99)'], maxMs: values.max, count: values.count } : null;
}

const rows = [];
const failures = [];
for (const script of scripts) {
  const file = path.join(summaryDir, `${script}.json`);
  if (!fs.existsSync(file)) {
    failures.push(`${script}: no summary`);
    rows.push({ script, missing: true });
    continue;
  }
  const { env, data } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const metrics = data.metrics;
  const durationMetric = metrics.grpc_req_duration ? 'grpc_req_duration' : 'http_req_duration';
  const checks = metrics.checks?.values ?? { passes: 0, fails: 0 };
  const failedThresholds = [];
  for (const [name, metric] of Object.entries(metrics)) {
    for (const [threshold, result] of Object.entries(metric.thresholds ?? {})) {
      if (!result.ok) failedThresholds.push(`${name} ${threshold}`);
    }
  }
  const stages = {};
  for (const stage of stageOf(metrics)) stages[stage] = trend(metrics, `${durationMetric}{scenario:${stage}}`);
  const perWire = {};
  for (const name of Object.keys(metrics)) {
    const match = /\{scenario:(\w+),wire:([\w-]+)\}$/.exec(name);
    if (match && name.startsWith(durationMetric)) perWire[`${match[2]} (${match[1]})`] = trend(metrics, name);
  }
  if (checks.fails > 0 || failedThresholds.length > 0 || checks.passes === 0) {
    failures.push(`${script}: ${checks.fails} failed checks${failedThresholds.length ? `, thresholds ${failedThresholds.join('; ')}` : ''}`);
  }
  rows.push({ script, op: env.op, smoke: env.smoke, checks: { passes: checks.passes, fails: checks.fails }, failedThresholds,
    requests: metrics.http_reqs?.values.count ?? metrics.grpc_req_duration?.values.count ?? 0,
    // the open model's arrivals that found no free VU: k6 drops them rather than queueing them
    droppedIterations: metrics.dropped_iterations?.values.count ?? 0,
    stages, perWire, settings: env });
}

const run = {
  kind: 'k6', runId, suite: rows.some((r) => r.smoke) ? 'k6-smoke' : 'k6', mode: 'jvm', modeLabel: 'JVM services, k6 load',
  network: 'loopback', status: failures.length ? 'failed' : 'completed', failureReason: failures.length ? failures.join('; ') : null,
  startedAt, finishedAt: new Date().toISOString(), gitCommit, scripts: rows, scenarios: [],
};
const staging = fs.mkdtempSync(path.join(resultsDir, `.${runId}-`));
fs.writeFileSync(path.join(staging, 'run.json'), JSON.stringify(run, null, 1));
fs.renameSync(staging, path.join(resultsDir, runId));

const fmt = (v) => (v == null ? '-' : v.toFixed(2));
console.log(`\n${'script'.padEnd(14)} ${'stage'.padEnd(6)} ${'requests'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p90 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'checks ok/failed'.padStart(17)} ${'dropped'.padStart(8)}  thresholds`);
for (const row of rows) {
  if (row.missing) {
    console.log(`${row.script.padEnd(14)} (no summary: the script did not run)`);
    continue;
  }
  for (const [stage, t] of Object.entries(row.stages)) {
    console.log(`${row.script.padEnd(14)} ${stage.padEnd(6)} ${String(t?.count ?? 0).padStart(9)} ${fmt(t?.p50Ms).padStart(8)} ${fmt(t?.p90Ms).padStart(8)} ${fmt(t?.p99Ms).padStart(8)} ${`${row.checks.passes}/${row.checks.fails}`.padStart(17)} ${String(row.droppedIterations).padStart(8)}  ${row.failedThresholds.length ? 'FAILED' : 'ok'}`);
  }
  for (const [wire, t] of Object.entries(row.perWire).sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${'  via'.padEnd(14)} ${wire.padEnd(24)} ${String(t?.count ?? 0).padStart(6)} ${fmt(t?.p50Ms).padStart(8)} ${fmt(t?.p90Ms).padStart(8)} ${fmt(t?.p99Ms).padStart(8)}`);
  }
}
console.log(`k6 run ${runId}: ${run.status}${failures.length ? ` (${failures.join('; ')})` : ''}, results in results/${runId}`);
process.exit(failures.length ? 1 : 0);
