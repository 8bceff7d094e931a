import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { FixtureServer } from '../../fixtures/server';
import { expect, test, Widget } from './fixtures';
import { fault, hook, isCall, memberInfo, openTask, requestsTo, startSession } from './helpers';

/** Edit profile (part 1 §2): avatar upload, names and the custom signup fields (§3, §5), PATCH members/current (§7). */

const F = 'memberspace_custom_field__';
const isUpdate = isCall('PATCH', '/members/current');

/** Starts the member's session (startSession), then opens edit profile by its host link, as a site's "Edit profile" link would. */
async function openEditProfile(page: Page, world: FixtureServer, email: string): Promise<Widget> {
  const widget = new Widget(page);
  await startSession(page, world, email);
  await openTask(page, world, '/member/account/edit');
  await expect(widget.dialog.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  await expect(widget.dialog.getByLabel('First name')).not.toHaveValue('');
  return widget;
}

/** A real PNG of random pixels (random data does not compress, so `side` sets the size roughly). */
function png(side: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(side * (side * 3 + 1));
  for (let i = 0; i < rows.length; i++) rows[i] = i % (side * 3 + 1) === 0 ? 0 : Math.floor(Math.random() * 256);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('edit profile', () => {
  test('opens with focus on the first name, not the file picker; the picture is chosen with a visible "Change photo" button', async ({
    page,
    world,
  }) => {
    test.slow(); // a page load, then the screen by its link
    const widget = await openEditProfile(page, world, 'paid@demo.test');
    const d = widget.dialog;
    await expect(d.getByLabel('First name')).toBeFocused();
    // The raw file input is not what shows: a button-styled label does, and the input stays keyboard reachable.
    const change = d.getByText('Change photo', { exact: true });
    await expect(change).toBeVisible();
    const picture = d.getByLabel('Profile picture');
    const box = await picture.boundingBox();
    // A pixel at most; measured while the dialog's opening transform may still scale it by a few millionths.
    expect(box!.width, 'the file input is visually hidden').toBeLessThan(1.5);
    expect(box!.height, 'the file input is visually hidden').toBeLessThan(1.5);
    await page.keyboard.press('Shift+Tab');
    await expect(picture).toBeFocused();
    // Its focus shows on the button it sits in.
    const ring = await change.evaluate((el) => getComputedStyle(el.closest('label')!).outlineStyle);
    expect(ring).not.toBe('none');
  });

  test('a new name reaches MemberSpace.getMemberInfo() and the member menu; opened by a link, success lands on the account', async ({
    page,
    world,
  }) => {
    const widget = await openEditProfile(page, world, 'free@demo.test');
    const first = widget.dialog.getByLabel('First name');
    await expect(first).toHaveValue('Fiona');
    await expect(first).toHaveAttribute('autocomplete', 'given-name');
    await expect(widget.dialog.getByLabel('Last name')).toHaveValue('Free');
    await first.fill('Flora');
    await widget.dialog.getByLabel('Last name').fill('  Fresh ');
    await hook(world, 'requests', undefined, 'DELETE');
    const sent = page.waitForRequest(isUpdate);
    await widget.dialog.getByRole('button', { name: 'Update profile' }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({ firstName: 'Flora', lastName: 'Fresh' });
    expect(body).not.toHaveProperty('profileImage'); // no new picture: nothing sent, never the old URL
    // Opened by a link there is no screen to go back to: the account.
    await expect(widget.dialog.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
    await expect.poll(async () => (await memberInfo(page)).memberInfo?.name).toBe('Flora Fresh');
    // The update answers with the member: it is used as it is, not fetched again.
    expect((await requestsTo(world, '/members/current')).map((r) => r.method)).toEqual(['PATCH']);
    expect((await memberInfo(page)).memberInfo).toMatchObject({ firstName: 'Flora', lastName: 'Fresh' });
    // The member menu, on the next page view.
    await openTask(page, world, '/member/sign_in');
    await expect(widget.dialog.locator('.menu-account')).toContainText('Flora Fresh');
    const members = await hook(world, 'members?site=demo');
    expect(members.find((m: { email: string }) => m.email === 'free@demo.test')).toMatchObject({ firstName: 'Flora', lastName: 'Fresh' });
  });

  test('"Goes back on success": to the screen it was opened from, here the member menu, showing the new name', async ({ page, world }) => {
    const widget = new Widget(page);
    await startSession(page, world, 'free@demo.test');
    await openTask(page, world, '/member/sign_in');
    await expect(widget.dialog.locator('.menu-account')).toContainText('Fiona Free');
    // A site's own "Edit profile" link, clicked while the menu is open.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/member/account/edit', textContent: 'Edit profile' });
      document.body.append(link);
      link.click();
    });
    await expect(widget.dialog.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
    await widget.dialog.getByLabel('First name').fill('Faye');
    await widget.dialog.getByRole('button', { name: 'Update profile' }).click();
    await expect(widget.dialog.locator('.menu-account')).toContainText('Faye Free');
  });

  test('names are required; nothing is sent until they are there', async ({ page, world }) => {
    const widget = await openEditProfile(page, world, 'free@demo.test');
    let sent = 0;
    page.on('request', (r) => isUpdate(r) && sent++);
    await widget.dialog.getByLabel('First name').fill(' ');
    await widget.dialog.getByRole('button', { name: 'Update profile' }).click();
    await expect(widget.dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(widget.dialog.getByRole('alert').filter({ hasText: 'Required' })).toHaveCount(1);
    expect(sent).toBe(0);
  });

  test('custom field values are prefilled by type, sent keyed by field id, and come back', async ({ page, world }) => {
    const widget = await openEditProfile(page, world, 'paid@demo.test');
    const d = widget.dialog;
    const styles = d.getByRole('group', { name: 'Favourite styles' });
    const time = d.getByRole('radiogroup', { name: 'Preferred class time' });
    // Paul's saved answers, each in its own kind of control; the field of unknown type is skipped.
    await expect(d.getByLabel('Phone number')).toHaveValue('+1 555 0100');
    await expect(d.getByLabel('Yoga experience')).toHaveValue('intermediate');
    await expect(d.getByLabel('Your goals')).toHaveValue('Touch my toes');
    await expect(d.getByLabel('Send me the newsletter')).toBeChecked();
    await expect(styles.getByLabel('Hatha')).toBeChecked();
    await expect(styles.getByLabel('Vinyasa')).not.toBeChecked();
    await expect(styles.getByLabel('Yin')).toBeChecked();
    await expect(time.getByLabel('Morning')).toBeChecked();
    await expect(d.getByText('Birthday (unknown type, skipped)')).toHaveCount(0);

    await d.getByLabel('Phone number').fill('+1 555 0199');
    await d.getByLabel('Yoga experience').selectOption('advanced');
    await d.getByLabel('Your goals').fill('Headstand');
    await d.getByLabel('Send me the newsletter').uncheck();
    await styles.getByLabel('Hatha').uncheck();
    await styles.getByLabel('Vinyasa').check();
    await time.getByLabel('Evening').check();
    const sent = page.waitForRequest(isUpdate);
    await d.getByRole('button', { name: 'Update profile' }).click();
    const values = { 11: '+1 555 0199', 12: 'advanced', 13: 'Headstand', 14: false, 15: ['yin', 'vinyasa'], 16: 'evening' };
    expect((await sent).postDataJSON().customSignupFieldValues).toEqual(values);
    await expect(d.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
    const stored = (await hook(world, 'members?site=demo')).find((m: { email: string }) => m.email === 'paid@demo.test');
    expect(stored.customSignupFieldValues).toMatchObject(values);
    const fields = (await memberInfo(page)).memberInfo.customSignupFields as { id: number; value: unknown }[];
    expect(Object.fromEntries(fields.map((f) => [f.id, f.value]))).toMatchObject(values);

    // Reopened on a new page view, the form shows what was saved.
    await openTask(page, world, '/member/account/edit');
    await expect(d.getByLabel('Yoga experience')).toHaveValue('advanced');
    await expect(d.getByLabel('Send me the newsletter')).not.toBeChecked();
    await expect(styles.getByLabel('Vinyasa')).toBeChecked();
    await expect(styles.getByLabel('Hatha')).not.toBeChecked();
    await expect(time.getByLabel('Evening')).toBeChecked();
  });

  test('a required custom field says so on itself; a server error keyed by the form field name lands on that field', async ({ page, world }) => {
    const widget = await openEditProfile(page, world, 'paid@demo.test');
    const d = widget.dialog;
    let sent = 0;
    page.on('request', (r) => isUpdate(r) && sent++);
    await d.getByLabel('Yoga experience').selectOption('');
    await d.getByRole('button', { name: 'Update profile' }).click();
    await expect(d.getByLabel('Yoga experience')).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByLabel('Yoga experience')).toHaveAccessibleDescription('Required');
    expect(sent).toBe(0);

    await d.getByLabel('Yoga experience').selectOption('beginner');
    await fault(world, {
      method: 'PATCH',
      path: '/members/current',
      status: 422,
      body: { fieldErrors: { [`${F}11`]: 'Not a phone number.' } },
      times: 1,
    });
    await d.getByLabel('Phone number').fill('call me');
    await d.getByRole('button', { name: 'Update profile' }).click();
    await expect(d.getByLabel('Phone number')).toHaveAccessibleDescription('Not a phone number.');
    await expect(d.getByLabel('Phone number')).toHaveValue('call me');
    await expect(d.locator('.alert')).toHaveCount(0);
  });
});

test.describe('avatar upload (part 1 §5)', () => {
  const cases = [
    { name: 'too small', file: { name: 'tiny.png', mimeType: 'image/png', buffer: png(8).subarray(0, 500) }, message: 'The file is too small' },
    { name: 'too large', file: { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10_485_761, 1) }, message: 'The file is too large' },
    { name: 'a GIF', file: { name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.alloc(4000, 1) }, message: 'Please provide a JPG or PNG image' },
  ];
  for (const c of cases) {
    test(`${c.name}: '${c.message}' on the picture field, and what was typed stays`, async ({ page, world }) => {
      const widget = await openEditProfile(page, world, 'paid@demo.test');
      const d = widget.dialog;
      let sent = 0;
      page.on('request', (r) => isUpdate(r) && sent++);
      await d.getByLabel('First name').fill('Typed');
      await d.getByLabel('Your goals').fill('Still here');
      const picture = d.getByLabel('Profile picture');
      await expect(picture).toHaveAttribute('accept', 'image/jpeg,image/png');
      await picture.setInputFiles(c.file);
      await expect(picture).toHaveAttribute('aria-invalid', 'true');
      await expect(picture).toHaveAccessibleDescription(c.message);
      await expect(d.getByRole('alert').filter({ hasText: c.message })).toBeVisible();
      await expect(d.getByLabel('First name')).toHaveValue('Typed');
      await expect(d.getByLabel('Your goals')).toHaveValue('Still here');
      await expect(d.locator('img.avatar-preview')).toHaveCount(0);
      expect(sent).toBe(0);
    });
  }

  test('a valid PNG shows a preview and is sent as a data URL; a later update without a new picture sends none', async ({ page, world }) => {
    const widget = await openEditProfile(page, world, 'free@demo.test');
    const d = widget.dialog;
    const image = png(32);
    expect(image.length).toBeGreaterThan(1024);
    await d.getByLabel('Profile picture').setInputFiles({ name: 'gif-first.gif', mimeType: 'image/gif', buffer: Buffer.alloc(2000, 1) });
    await expect(d.getByRole('alert').filter({ hasText: 'Please provide a JPG or PNG image' })).toBeVisible();
    await d.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: image });
    const dataUrl = `data:image/png;base64,${image.toString('base64')}`;
    await expect(d.locator('img.avatar-preview')).toHaveAttribute('src', dataUrl);
    await expect(d.getByRole('alert')).toHaveCount(0); // the earlier complaint went with the refused file
    await expect(d.getByLabel('Profile picture')).not.toHaveAttribute('aria-invalid');
    const sent = page.waitForRequest(isUpdate);
    await d.getByRole('button', { name: 'Update profile' }).click();
    expect((await sent).postDataJSON().profileImage).toBe(dataUrl);
    await expect(d.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
    await expect.poll(async () => (await memberInfo(page)).memberInfo?.profileImageUrl).toBe(dataUrl);

    // The saved picture is now the member's image URL; another update leaves it alone.
    await openTask(page, world, '/member/account/edit');
    await expect(d.locator('.avatar img')).toHaveAttribute('src', dataUrl);
    await d.getByLabel('First name').fill('Fi');
    const again = page.waitForRequest(isUpdate);
    await d.getByRole('button', { name: 'Update profile' }).click();
    expect((await again).postDataJSON()).not.toHaveProperty('profileImage');
  });
});
