import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONT_FAMILY, FONT_TIMEOUT_MS, FONT_WEIGHTS } from '../../src/core/constants';
import { createLogger } from '../../src/core/util/logger';
import { loadFonts } from '../../src/host/fonts';
import { CSS as THEME } from '../../src/shell/styles/theme';

const quiet = { error() {}, warn() {}, log() {}, debug() {} };
const HREF = 'https://fonts.example/css2?family=Lato';
const links = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')];

// Part 1 §9: the font-loading timeout is 3000 ms; the widget keeps the system font after it.
describe('fonts', () => {
  // happy-dom loads no stylesheet and would say so on the console; the events below are dispatched by hand.
  const settings = (window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM?.settings;
  beforeEach(() => {
    if (settings) settings.handleDisabledFileLoadingAsSuccess = true;
  });
  afterEach(() => {
    if (settings) settings.handleDisabledFileLoadingAsSuccess = false;
    vi.useRealTimers();
    for (const link of links()) link.remove();
  });

  it('puts one stylesheet link carrying the nonce into the head, and reuses it on a second call', async () => {
    vi.useFakeTimers();
    const logger = createLogger([], quiet);
    const options = { href: HREF, family: 'Lato', nonce: 'n0nce', timeoutMs: FONT_TIMEOUT_MS, logger };
    const first = loadFonts(options);
    const second = loadFonts(options);
    expect(links()).toHaveLength(1);
    const link = links()[0] as HTMLLinkElement;
    expect(link.getAttribute('href')).toBe(HREF);
    expect(link.nonce).toBe('n0nce');
    await vi.advanceTimersByTimeAsync(FONT_TIMEOUT_MS);
    expect(await first).toBe('fallback');
    expect(await second).toBe('fallback');
  });

  it('gives up after 3000 ms, logs FONT and keeps the fallback', async () => {
    vi.useFakeTimers();
    const logger = createLogger([], quiet);
    let outcome: string | null = null;
    void loadFonts({ href: HREF, family: 'Lato', nonce: undefined, timeoutMs: FONT_TIMEOUT_MS, logger }).then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(FONT_TIMEOUT_MS - 1);
    expect(outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('fallback');
    expect(logger.entries().filter((e) => e.topic === 'FONT')).toMatchObject([{ level: 'WARN', data: { href: HREF, timeoutMs: 3000 } }]);
  });

  it('reports a stylesheet that fails to load as a fallback, logged under FONT', async () => {
    const logger = createLogger([], quiet);
    const pending = loadFonts({ href: HREF, family: 'Lato', nonce: undefined, timeoutMs: FONT_TIMEOUT_MS, logger });
    links()[0]!.dispatchEvent(new Event('error'));
    expect(await pending).toBe('fallback');
    expect(logger.entries().filter((e) => e.topic === 'FONT')).toHaveLength(1);
  });
});

describe('the font the build ships (assets/fonts/, served from our own host)', () => {
  const dir = resolve('assets/fonts');
  const css = readFileSync(join(dir, 'memberspace-lato.css'), 'utf8');
  const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1]!);

  it("declares Lato 400/700 with italics, Latin and Latin Extended, under our own family name only (a page's Lato stays the page's)", () => {
    expect(faces).toHaveLength(8);
    const families = new Set(faces.map((face) => /font-family:\s*'([^']+)'/.exec(face)?.[1]));
    expect([...families]).toEqual([FONT_FAMILY]);
    expect(FONT_FAMILY).not.toBe('Lato');
    const kinds = faces.map((face) => `${/font-style:\s*(\w+)/.exec(face)?.[1]} ${/font-weight:\s*(\d+)/.exec(face)?.[1]}`);
    expect(new Set(kinds)).toEqual(new Set(FONT_WEIGHTS.flatMap((w) => [`normal ${w}`, `italic ${w}`])));
  });

  it('every face is a file next to the stylesheet: no other host is named', () => {
    const urls = faces.map((face) => /src:\s*url\(([^)]+)\)/.exec(face)?.[1]);
    for (const url of urls) {
      expect(url).toMatch(/^\.\/[\w-]+\.woff2$/);
      expect(existsSync(join(dir, url!))).toBe(true);
    }
    expect(css).not.toMatch(/https?:|\/\//);
  });

  it("the theme's font stack names the same family", () => {
    expect(THEME).toContain(`font-family:${FONT_FAMILY},`);
  });
});
