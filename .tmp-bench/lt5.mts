import { chromium } from '@playwright/test';
import { startFixtureServer } from '../fixtures/server';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
const server = await startFixtureServer({ distDir: process.env.DIST ?? 'dist' });
const browser = await chromium.launch({ executablePath: chromiumPath()!, args: CHROMIUM_ARGS });
const rows = [];
for (let i = 0; i < 12; i++) {
  const context = await browser.newContext();
  await context.addInitScript('globalThis.__name ??= (f) => f; window.__lt=[]; new PerformanceObserver(l=>{for(const e of l.getEntries()) __lt.push([Math.round(e.startTime),Math.round(e.duration)])}).observe({type:"longtask",buffered:true});');
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${server.siteUrl}/`);
  await page.waitForFunction(() => (window as any).MemberSpace?.ready === true);
  await page.waitForTimeout(300);
  const r = await page.evaluate(() => { const m = (n: string) => performance.getEntriesByName(n)[0]!.startTime; const L = m('memberspace:loader'), R = m('memberspace:ready'); return { ready: Math.round(R - L), lt: (window as any).__lt.filter(([s]: number[]) => s >= L - 5 && s <= R).map(([s, d]: number[]) => `${Math.round(s - L)}+${d}`) }; });
  rows.push(r);
  await context.close();
}
console.log(rows.map((r) => JSON.stringify(r)).join('\n'));
await browser.close(); await server.close();
