import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A suite file's `[hardening]` summary when its tests run in parallel: each test records its part in a file beside
 * the runner (the tests run in any worker, and Playwright starts a new worker after a failed test, which would lose
 * counts kept in memory), and the summary is made once every part has reported. Keyed by the runner's process (the
 * parent of every worker) and, on Linux, its start time, so a reused process id never mixes two runs.
 */
const runDir = (() => {
  let started = '';
  try {
    started = readFileSync(`/proc/${process.ppid}/stat`, 'utf8').split(') ')[1]?.split(' ')[19] ?? '';
  } catch {
    // not Linux: the process id alone
  }
  return join(tmpdir(), `memberspace-parts-${process.ppid}-${started}`);
})();

const partFile = (key: string, part: number) => join(runDir, `${key}-${part}.json`);

/**
 * Records `data` as the part named `part` of `key`, whose parts are `parts`; once every one has reported, returns
 * their data, in the order of `parts`, to exactly one caller in the run (the others, and everyone before, get null).
 */
export function reportPart<T>(key: string, part: string, parts: readonly string[], data: T): T[] | null {
  if (!parts.includes(part)) throw new Error(`${part} is not one of the parts of ${key}`);
  mkdirSync(runDir, { recursive: true });
  const file = partFile(key, parts.indexOf(part));
  writeFileSync(`${file}.tmp`, JSON.stringify(data));
  renameSync(`${file}.tmp`, file); // whole or absent: a reader never sees half a file
  const files = parts.map((_, i) => partFile(key, i));
  if (!files.every((f) => existsSync(f))) return null;
  try {
    writeFileSync(join(runDir, `${key}.done`), '', { flag: 'wx' });
  } catch {
    return null; // another worker made the summary
  }
  return files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as T);
}
