/**
 * The Lighthouse part of `npm run bench` (issue 38): Lighthouse's mobile preset on the plain fixture page (/) and
 * on a page shaped like a typical owner's site (/owner-site), each without any widget, with ours (the recommended
 * snippet, and the page's async tag) and with each peer instead, served by the bench's host as the peer table's
 * variants are (scripts/bench/peers.ts). Every run is a new Chromium with a new profile (scripts/bench/lighthouseRun.ts);
 * the runs are taken in turn over the variants, so a busy moment of the machine spreads over all of them.
 */
import type { FixtureServer } from '../../fixtures/server';
import { lighthouseOnce } from './lighthouseRun';
import type { LighthouseCell } from './lighthouseTable';
import { hostVariants, pageVariants } from './peers';

export const LIGHTHOUSE_PAGES = ['/', '/owner-site'] as const;

/**
 * `runs` Lighthouse runs of every variant. `warm` loads a URL once beforehand (a browser page, as a visitor): Lighthouse's
 * simulation takes the servers' response times as observed, so the first request of an asset the fixture server
 * makes on demand (the owner site's hero JPEG, the vendor bundles) must not fall inside a measured run.
 */
export async function benchLighthouse(
  fixture: FixtureServer,
  executable: string,
  runs: number,
  warm: (url: string) => Promise<void>,
): Promise<LighthouseCell[]> {
  const host = await hostVariants(fixture, async (s) => {
    const all = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const res = await fetch(`${fixture.siteUrl}${page}`);
      if (!res.ok) throw new Error(`the fixture page ${page} answered ${res.status}`);
      all.push(...(await pageVariants(fixture, s, page, await res.text())));
    }
    return all;
  });
  try {
    for (const v of host.variants) await warm(host.url(v));
    const cells: LighthouseCell[] = host.variants.map((v) => ({ page: v.page, variant: v.name, runs: [], failed: [] }));
    for (let i = 0; i < runs; i++) {
      for (const [index, v] of host.variants.entries()) {
        const cell = cells[index]!;
        try {
          cell.runs.push(await lighthouseOnce(executable, host.url(v)));
        } catch (error) {
          // A run that fails is counted and printed, not fatal: the other variants' figures still come.
          cell.failed.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
        }
      }
      process.stdout.write('.');
    }
    return cells;
  } finally {
    await host.close();
  }
}
