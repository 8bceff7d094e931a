import { chromium } from '@playwright/test';
import { startFixtureServer } from '../fixtures/server';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
const server = await startFixtureServer();
const browser = await chromium.launch({ executablePath: chromiumPath()!, args: CHROMIUM_ARGS });
for (let i = 0; i < 4; i++) {
  const context = await browser.newContext();
  await context.addInitScript('globalThis.__name ??= (f) => f; window.__lt=[]; new PerformanceObserver(l=>{for(const e of l.getEntries()) __lt.push([Math.round(e.startTime),Math.round(e.duration)])}).observe({type:"longtask",buffered:true});');
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${server.siteUrl}/`);
  await page.waitForFunction(() => (window as any).MemberSpace?.ready === true);
  await page.waitForTimeout(800);
  console.log(await page.evaluate(() => JSON.stringify({ lt: (window as any).__lt, marks: performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]), nav: [Math.round((performance.getEntriesByType('navigation')[0] as any).responseEnd), Math.round((performance.getEntriesByType('navigation')[0] as any).domContentLoadedEventEnd)], res: performance.getEntriesByType('resource').map((e: any) => [e.name.slice(-24), Math.round(e.startTime), Math.round(e.responseEnd)]) })));
  await context.close();
}
await browser.close(); await server.close();
