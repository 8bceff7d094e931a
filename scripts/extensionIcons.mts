/**
 * Renders the extension's mark (extension/icon.svg) to the PNG sizes its manifest lists
 * (extension/public/icon/<size>.png), in Chromium: `npx tsx scripts/extensionIcons.mts` after changing the SVG.
 * The PNGs are committed (a few KB), so building the extension needs no rasteriser.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const SIZES = [16, 32, 48, 128];
const svg = readFileSync(new URL('../extension/icon.svg', import.meta.url), 'utf8');
const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, headless: true, args: CHROMIUM_ARGS });
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    const out = new URL(`../extension/public/icon/${size}.png`, import.meta.url).pathname;
    await page.locator('svg').screenshot({ path: out, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
