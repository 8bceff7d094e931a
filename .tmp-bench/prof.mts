import { chromium } from '@playwright/test';
import { startFixtureServer } from '../fixtures/server';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.mjs';
const server = await startFixtureServer({ distDir: '/tmp/dist-prof' });
const browser = await chromium.launch({ executablePath: chromiumPath()!, args: CHROMIUM_ARGS });
const totals = new Map<string, number>();
for (let i = 0; i < 5; i++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.siteUrl}/`);
  await page.waitForFunction(() => (window as any).MemberSpace?.ready === true);
  const { profile } = await cdp.send('Profiler.stop');
  // self time per function
  const dt = new Map<number, number>();
  for (let k = 0; k < profile.samples!.length; k++) dt.set(profile.samples![k]!, (dt.get(profile.samples![k]!) ?? 0) + (profile.timeDeltas![k] ?? 0));
  for (const node of profile.nodes) {
    const f = node.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    totals.set(key, (totals.get(key) ?? 0) + (dt.get(node.id) ?? 0) / 1000);
  }
  await context.close();
}
console.log([...totals].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(v / 5).toFixed(1)} ms  ${k}`).join('\n'));
await browser.close(); await server.close();
