#!/usr/bin/env node
// Where the browser suite's time goes: reads Playwright's JSON report (every run of `npm run test:browser` writes
// one to playwright-report/timing.json; or pass a path) and prints, per spec file, its tests and its worker time,
// then the slowest tests. Worker time is what a spec costs: the wall time is about the sum over the workers.
//
//   npm run test:timing                 the last run
//   npm run test:timing -- FILE [N]     another report, and the N slowest tests (default 25)
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'playwright-report/timing.json';
const slowest = Number(process.argv[3] ?? 25);
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`test-timing: no report at ${file} (${error.message}); run npm run test:browser first`);
  process.exit(2);
}

/** Every test result: its spec file, its title path, its duration, its status, and its worker. */
const results = [];
function walk(suite, titles, specFile) {
  const here = suite.file ?? specFile;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests) {
      for (const r of t.results) {
        results.push({
          file: spec.file ?? here,
          title: [...titles, spec.title].join(' › '),
          ms: r.duration,
          status: r.status,
          worker: r.workerIndex,
        });
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, suite.file ? titles : [...titles, suite.title], here);
}
for (const suite of report.suites) walk(suite, [], suite.file);

const byFile = new Map();
for (const r of results) {
  const entry = byFile.get(r.file) ?? { ms: 0, tests: 0, failed: 0 };
  entry.ms += r.ms;
  entry.tests += 1;
  if (r.status !== 'passed' && r.status !== 'skipped') entry.failed += 1;
  byFile.set(r.file, entry);
}
const total = results.reduce((n, r) => n + r.ms, 0);
const s = (ms) => (ms / 1000).toFixed(1).padStart(7);
const wall = report.stats?.duration ?? 0;
const workers = report.config?.workers ?? new Set(results.map((r) => r.worker)).size;

console.log(`${results.length} test results, ${s(total).trim()} s of worker time, ${s(wall).trim()} s wall on ${workers} workers`);
console.log(`\n${'worker s'.padStart(8)} ${'tests'.padStart(5)} ${'s/test'.padStart(7)}  spec`);
for (const [name, e] of [...byFile].sort((a, b) => b[1].ms - a[1].ms)) {
  const failed = e.failed ? `  (${e.failed} failed)` : '';
  console.log(`${s(e.ms)}  ${String(e.tests).padStart(5)} ${s(e.ms / e.tests)}  ${name}${failed}`);
}
console.log(`\nthe ${slowest} slowest tests:`);
for (const r of [...results].sort((a, b) => b.ms - a.ms).slice(0, slowest)) console.log(`${s(r.ms)}  ${r.file}: ${r.title}`);
