// The fixture runs the page test in Java renders too.
import fs from 'node:fs';

export function fixtureRun(name) {
  return JSON.parse(fs.readFileSync(new URL(`../resources/fixture-results/${name}/run.json`, import.meta.url), 'utf8'));
}
