// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../wxt.config';

/** A PNG's width and height, from its IHDR chunk (bytes 16 to 24, after the signature and the chunk's header). */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex'), file).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1'), file).toBe('IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

type Manifest = {
  manifest_version: number;
  icons?: Record<string, string>;
  action?: Record<string, unknown>;
  browser_action?: Record<string, unknown>;
};
const generated = (manifest: Manifest): Manifest => {
  const hook = (config.hooks as Record<string, (wxt: unknown, manifest: Manifest) => void>)['build:manifestGenerated']!;
  hook({}, manifest);
  return manifest;
};

describe('extension: the manifest', () => {
  const manifest = config.manifest as Manifest;
  const SIZES = { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' };

  it('lists the icon at 16, 32, 48 and 128 px, each a PNG of that size in the public folder', () => {
    expect(manifest.icons).toEqual(SIZES);
    for (const [size, path] of Object.entries(SIZES)) {
      expect(pngSize(resolve(config.publicDir!, path)), path).toEqual([Number(size), Number(size)]);
    }
  });

  it("gives the toolbar button the icon, in Chromium's MV3 action and Firefox's MV2 browser_action", () => {
    expect(generated({ manifest_version: 3, action: { default_popup: 'popup.html' } }).action).toMatchObject({
      default_icon: SIZES,
      default_title: '__MSG_title__',
    });
    expect(generated({ manifest_version: 2, browser_action: { default_popup: 'popup.html' } }).browser_action).toMatchObject({
      default_icon: SIZES,
      default_title: '__MSG_title__',
    });
  });
});
