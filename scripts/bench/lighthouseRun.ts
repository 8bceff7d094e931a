/**
 * One Lighthouse run of its default config (the mobile preset: a phone's screen, simulated throttling) on our
 * Chromium, in a Chromium started for that run alone with a new empty profile: a first-time visitor, nothing
 * cached anywhere. Lighthouse attaches to it through the DevTools port (its Node API: lighthouse(url, { port })).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../chromium.mjs';
import type { LighthouseFigures } from './lighthouseTable';

/** Starts Chromium headless on a free DevTools port with a new profile; resolves its port and a stop function. */
async function startChromium(executable: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'ms-bench-lh-'));
  const child = spawn(executable, [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await rm(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(() => reject(new Error(`Chromium printed no DevTools port within 30 s: ${seen.slice(-300)}`)), 30_000);
      child.stderr!.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      });
      child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before its DevTools port: ${seen.slice(-300)}`)));
    });
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Lighthouse's mobile preset on `url`, once, in a fresh Chromium: the performance score (0-100) and its metrics. */
export async function lighthouseOnce(executable: string, url: string): Promise<LighthouseFigures> {
  const chromium = await startChromium(executable);
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Pictures of the page weigh nothing in the score and take seconds per run on 2 cores.
      disableFullPageScreenshot: true,
      skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    };
    const score = lhr.categories.performance?.score;
    return {
      score: typeof score === 'number' ? score * 100 : null,
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    await chromium.stop();
  }
}
