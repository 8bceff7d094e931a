#!/usr/bin/env node
// Runs shell commands at the same time and fails if any fails: `npm test`'s checks and builds, which do not read
// what another writes. Each command's output is printed whole when it ends, so lanes never interleave; the exit
// code is the first failure's.
//
//   node scripts/parallel.mjs "npm run typecheck && npm run build:extension" "npm run lint && npm run build"
import { spawn } from 'node:child_process';

const lanes = process.argv.slice(2);
if (!lanes.length) {
  console.error('parallel: give the commands to run, each as one argument');
  process.exit(2);
}

const started = Date.now();
const results = await Promise.all(
  lanes.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
        const output = [];
        child.stdout.on('data', (d) => output.push(d));
        child.stderr.on('data', (d) => output.push(d));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          process.stdout.write(`\n── ${command} (${code === 0 ? 'ok' : `failed: ${signal ?? code}`}, ${seconds} s)\n`);
          process.stdout.write(Buffer.concat(output));
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.find((code) => code !== 0) ?? 0);
