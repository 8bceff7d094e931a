import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * `npm run dev` (scripts/dev.ts) for a browser test: the build's inputs copied into a temporary folder (so a test
 * may edit the sources without touching the checkout), node_modules linked, and the dev command started there as a
 * child process on free 127.0.0.1 ports. `stop()` ends it and removes the folder; call it in a `finally` or an
 * afterAll.
 */
export interface DevServer {
  /** The fixture site's origin (its pages load the dev build's loader). */
  siteUrl: string;
  /** The fixture CDN's origin: the dev build under /widget/, the event stream at /__dev/events. */
  cdnUrl: string;
  /** The temporary copy the dev command runs in. */
  dir: string;
  /** Replaces the one occurrence of `from` in a file of the copy (path relative to it); throws when it is not there once. */
  edit(file: string, from: string, to: string): Promise<void>;
  /** Writes a file of the copy (path relative to it). */
  write(file: string, text: string): Promise<void>;
  read(file: string): Promise<string>;
  /** What the dev command printed so far (stdout and stderr), for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

const repo = resolve(import.meta.dirname, '../..');
/** What the dev command reads: the sources (the fonts in assets/ too), the build and its scripts (the userscript's extension/ and the host types' types/ too), the fixture world, the configs. */
const INPUTS = ['src', 'assets', 'fixtures', 'scripts', 'extension', 'types', 'esbuild.mjs', 'aliases.mjs', 'package.json', 'tsconfig.json'];
const START_TIMEOUT_MS = 30_000;

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

export async function startDevServer(): Promise<DevServer> {
  const dir = await mkdtemp(join(tmpdir(), 'ms-dev-'));
  let child: ChildProcess | null = null;
  let log = '';
  const stop = async () => {
    if (child) {
      const running = child;
      child = null;
      running.kill('SIGTERM');
      const killer = setTimeout(() => running.kill('SIGKILL'), 5_000);
      await exited(running);
      clearTimeout(killer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(INPUTS.map((name) => cp(join(repo, name), join(dir, name), { recursive: true })));
    await symlink(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const started = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      cwd: dir,
      env: { ...process.env, SITE_PORT: '0', CDN_PORT: '0', MS_DEV_OUTDIR: '', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    const urls = await new Promise<{ siteUrl: string; cdnUrl: string }>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`npm run dev did not start in ${START_TIMEOUT_MS} ms:\n${log}`)), START_TIMEOUT_MS);
      const read = (part: Buffer) => {
        log += part.toString();
        const cdn = /Fixture API and widget: (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
        const site = /Demo site — open this: (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
        if (cdn?.[1] && site?.[1]) {
          clearTimeout(timer);
          done({ siteUrl: site[1], cdnUrl: cdn[1] });
        }
      };
      started.stdout?.on('data', read);
      started.stderr?.on('data', read);
      started.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`npm run dev exited (${code}) before it served:\n${log}`));
      });
    });
    const path = (file: string) => join(dir, file);
    return {
      ...urls,
      dir,
      async edit(file, from, to) {
        const text = await readFile(path(file), 'utf8');
        const at = text.indexOf(from);
        if (at < 0 || text.indexOf(from, at + 1) >= 0) throw new Error(`${file}: expected ${JSON.stringify(from)} exactly once`);
        await writeFile(path(file), text.slice(0, at) + to + text.slice(at + from.length));
      },
      write: (file, text) => writeFile(path(file), text),
      read: (file) => readFile(path(file), 'utf8'),
      output: () => log,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
