#!/usr/bin/env node
// Where the browser suite's time goes: reads Playwright's JSON report (every run of `npm run test:browser` writes
// one to playwright-report/timing.json; or pass a path) and prints, per spec file, its tests and its worker time,
// then the slowest tests. Worker time is what a spec costs: the wall time is about the sum over the workers.
//
//   npm run test:timing                          the last run
//   npm run test:timing -- FILE [N]              another report, and the N slowest tests (default 25)
//   npm run test:timing -- --before OLD [FILE]   per spec, OLD's tests and worker time beside this run's
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const beforeAt = args.indexOf('--before');
const beforeFile = beforeAt >= 0 ? args.splice(beforeAt, 2)[1] : null;
const file = args[0] ?? 'playwright-report/timing.json';
const slowest = Number(args[1] ?? 25);

function load(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    console.error(`test-timing: no report at ${path} (${error.message}); run npm run test:browser first`);
    process.exit(2);
  }
}

/** Every test result of a report: its spec file, its title path, its duration, its status, and its worker. */
function resultsOf(report) {
  const results = [];
  const walk = (suite, titles, specFile) => {
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
  };
  for (const suite of report.suites) walk(suite, [], suite.file);
  return results;
}

/** Per spec file: worker milliseconds, tests, and tests that did not pass. */
function bySpec(results) {
  const byFile = new Map();
  for (const r of results) {
    const entry = byFile.get(r.file) ?? { ms: 0, tests: 0, failed: 0 };
    entry.ms += r.ms;
    entry.tests += 1;
    if (r.status !== 'passed' && r.status !== 'skipped') entry.failed += 1;
    byFile.set(r.file, entry);
  }
  return byFile;
}

const s = (ms) => (ms / 1000).toFixed(1).padStart(7);
const report = load(file);
const results = resultsOf(report);
const specs = bySpec(results);
const total = results.reduce((n, r) => n + r.ms, 0);
const wall = report.stats?.duration ?? 0;
const workers = report.config?.metadata?.actualWorkers ?? new Set(results.map((r) => r.worker)).size;
console.log(`${results.length} test results, ${s(total).trim()} s of worker time, ${s(wall).trim()} s wall on ${workers} workers`);

if (beforeFile) {
  const old = resultsOf(load(beforeFile));
  const oldSpecs = bySpec(old);
  const oldTotal = old.reduce((n, r) => n + r.ms, 0);
  console.log(`before (${beforeFile}): ${old.length} test results, ${s(oldTotal).trim()} s of worker time`);
  console.log(`\n${'before s'.padStart(8)} ${'tests'.padStart(5)}  ${'after s'.padStart(7)} ${'tests'.padStart(5)}  spec`);
  const names = [...new Set([...oldSpecs.keys(), ...specs.keys()])];
  const cost = (name) => Math.max(oldSpecs.get(name)?.ms ?? 0, specs.get(name)?.ms ?? 0);
  for (const name of names.sort((a, b) => cost(b) - cost(a))) {
    const b = oldSpecs.get(name);
    const a = specs.get(name);
    const cell = (e) => (e ? `${s(e.ms)}  ${String(e.tests).padStart(5)}` : `${'-'.padStart(7)}  ${'-'.padStart(5)}`);
    console.log(`${cell(b)}  ${cell(a)}  ${name}${a?.failed ? `  (${a.failed} failed)` : ''}`);
  }
  process.exit(0);
}

console.log(`\n${'worker s'.padStart(8)} ${'tests'.padStart(5)} ${'s/test'.padStart(7)}  spec`);
for (const [name, e] of [...specs].sort((a, b) => b[1].ms - a[1].ms)) {
  const failed = e.failed ? `  (${e.failed} failed)` : '';
  console.log(`${s(e.ms)}  ${String(e.tests).padStart(5)} ${s(e.ms / e.tests)}  ${name}${failed}`);
}
console.log(`\nthe ${slowest} slowest tests:`);
for (const r of [...results].sort((a, b) => b.ms - a.ms).slice(0, slowest)) console.log(`${s(r.ms)}  ${r.file}: ${r.title}`);
