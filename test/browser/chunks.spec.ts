import { expect, test, Widget } from './fixtures';
import { chunkWith, fault } from './helpers';

/**
 * The screens are a chunk of their own (ui/Screen.tsx): a page view that shows only the member button never
 * downloads them; the first open does. The chunk is found by a string only a screen's code holds.
 */
const screensChunk = () => chunkWith('"accountNoPlans"');

test('a page view with only the member button never downloads the screens; the first open does', async ({ page, world }) => {
  const chunk = await screensChunk();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  const widget = new Widget(page);
  await page.goto(`${world.siteUrl}/`);
  await expect(widget.memberButton).toBeVisible();
  await page.waitForTimeout(1000); // whatever the page view loads after ready has come
  expect(fetched.filter((url) => url.endsWith(`/widget/${chunk}`))).toEqual([]);
  await widget.memberButton.click();
  await expect(widget.dialog.getByRole('button', { name: 'Log into your account' })).toBeVisible();
  expect(fetched.filter((url) => url.endsWith(`/widget/${chunk}`))).toHaveLength(1);
});

test('hovering the member button starts the screens before the click', async ({ page, world }) => {
  const chunk = await screensChunk();
  const widget = new Widget(page);
  await page.goto(`${world.siteUrl}/`);
  await expect(widget.memberButton).toBeVisible();
  const request = page.waitForRequest((r) => r.url().endsWith(`/widget/${chunk}`));
  await widget.memberButton.hover();
  await request;
  await expect(widget.dialog).toHaveCount(0);
});

test('a screens chunk that fails to load: the error boundary says so, and its retry loads it', async ({ page, world }) => {
  const chunk = await screensChunk();
  await fault(world, { method: 'GET', path: `/widget/${chunk}`, status: 503, times: 1 });
  const widget = new Widget(page);
  const refused = page.waitForResponse((r) => r.url().endsWith(`/widget/${chunk}`) && r.status() === 503);
  const served = page.waitForResponse((r) => r.url().endsWith(`/widget/${chunk}`) && r.status() === 200);
  await page.goto(`${world.siteUrl}/`);
  await widget.memberButton.click();
  await refused;
  await served; // loaded again by the boundary's retry, not by another click
  await expect(widget.dialog.getByRole('button', { name: 'Log into your account' })).toBeVisible();
});
