// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_EVENTS_PATH } from '../../src/dev/protocol';

/**
 * The production build (dist/, `npm test` builds before the unit tests) carries none of the dev loop (`npm run
 * dev`): the loader's dev-client block is behind `__DEV__`, which esbuild.mjs defines false there, so it is dropped;
 * the dev client itself is built only in dev mode. Every file the manifest lists as a chunk is read (the loader and
 * each ESM chunk); other files of dist/ (the snippet, types, a userscript) are not chunks.
 */
const DIST = process.env.MS_DIST ?? 'dist';

describe('production chunks contain no dev code', () => {
  const manifestFile = join(DIST, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { chunks: string[]; dev?: string };
  const chunks = manifest.chunks.map((file) => ({ file, code: readFileSync(join(DIST, file), 'utf8') }));

  it('is a production build (no dev client in the manifest), with the loader among its chunks', () => {
    expect(manifest.dev).toBeUndefined();
    expect(manifest.chunks).toContain('widget.js');
    expect(chunks.length).toBeGreaterThan(5);
  });

  const traces: [string, RegExp][] = [
    ['the event stream', new RegExp(DEV_EVENTS_PATH.replace(/[/_]/g, (c) => `\\${c}`))],
    ['EventSource', /EventSource/],
    ['the dev client file', /dev-client/],
    ['the dev overlay', /memberspace-dev-overlay/],
    ['the dev attribute', /data-ms-dev|msDev/],
    ['the dev log prefix', /MemberSpace dev/],
  ];
  for (const [what, pattern] of traces) {
    it(`no chunk has ${what}`, () => {
      expect(chunks.filter((c) => pattern.test(c.code)).map((c) => c.file)).toEqual([]);
    });
  }
});
