import { chromium } from '@playwright/test';
import { startFixtureServer } from '../fixtures/server';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
const server = await startFixtureServer();
const browser = await chromium.launch({ executablePath: chromiumPath()!, args: CHROMIUM_ARGS });
for (let i = 0; i < 4; i++) {
  const context = await browser.newContext();
  await context.addInitScript('globalThis.__name ??= (f) => f; window.__lt=[]; new PerformanceObserver(l=>{for(const e of l.getEntries()) __lt.push([Math.round(e.startTime),Math.round(e.duration), JSON.stringify(e.attribution?.map(a=>[a.containerType,a.containerSrc,a.name]))])}).observe({type:"longtask",buffered:true});');
  const page = await context.newPage();
  await page.goto(`${server.siteUrl}${i % 2 ? '/members-only' : '/'}`);
  await page.waitForFunction(() => (window as any).MemberSpace?.ready === true);
  await page.waitForTimeout(500);
  console.log(await page.evaluate(() => JSON.stringify({ lt: (window as any).__lt, marks: performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]), nav: Math.round((performance.getEntriesByType('navigation')[0] as any).domContentLoadedEventEnd), res: performance.getEntriesByType('resource').map((e: any) => [e.name.slice(-28), Math.round(e.startTime), Math.round(e.responseEnd)]) })));
  await context.close();
}
await browser.close(); await server.close();
