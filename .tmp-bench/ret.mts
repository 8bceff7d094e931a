import { chromium } from '@playwright/test';
import { startFixtureServer } from '../fixtures/server';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
const server = await startFixtureServer();
const browser = await chromium.launch({ executablePath: chromiumPath()!, args: CHROMIUM_ARGS });
const context = await browser.newContext();
await context.addInitScript('globalThis.__name ??= (f) => f;');
const page = await context.newPage();
for (let i = 0; i < 3; i++) {
  await page.goto(`${server.siteUrl}/`);
  await page.waitForFunction(() => (window as any).MemberSpace?.ready === true);
  await page.waitForTimeout(1500);
  console.log(i, await page.evaluate(() => JSON.stringify(performance.getEntriesByType('resource').filter((e: any) => e.transferSize > 0).map((e: any) => [e.name.slice(-30), e.transferSize, e.encodedBodySize]))));
}
await browser.close(); await server.close();
