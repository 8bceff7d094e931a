import { expect, test } from './fixtures';
import { fault, logInThroughWidget, openTask, patchConfig } from './helpers';

/** Messages the widget writes itself follow the site's language; the server's own words stay as sent. */
test.describe('messages in the site language', () => {
  test.beforeEach(async ({ world }) => {
    await patchConfig(world, { locale: 'fr' });
  });

  test('validation messages are translated', async ({ page, world, widget }) => {
    await openTask(page, world, '/member/sign_in');
    const submit = widget.dialog.getByRole('button', { name: 'Connectez-vous à votre compte' });
    await submit.click();
    await expect(widget.dialog.getByText('Obligatoire').first()).toBeVisible();
    await expect(widget.dialog.getByText('Required')).toHaveCount(0);
  });

  test('our network messages are translated, the server words are not', async ({ page, world, widget }) => {
    await openTask(page, world, '/member/sign_in');
    await widget.dialog.getByRole('button', { name: 'Connectez-vous à votre compte' }).waitFor();
    await fault(world, { method: 'POST', path: '/login', status: 503, body: {}, times: 1 });
    await widget.dialog.getByLabel('E-mail').fill('paid@demo.test');
    await widget.dialog.getByLabel('Mot de passe').fill('wrong-password');
    await widget.dialog.getByRole('button', { name: 'Connectez-vous à votre compte' }).click();
    await expect(widget.dialog.getByRole('alert').first()).toHaveText("Erreur du serveur. Veuillez réessayer plus tard ou contacter l'assistance.");
    await widget.dialog.getByRole('button', { name: 'Connectez-vous à votre compte' }).click();
    await expect(widget.dialog.getByRole('alert').first()).toHaveText('Invalid email or password.');
  });
});

test('relabelled navigation links speak the site language without any interface opening', async ({ page, world, widget }) => {
  await patchConfig(world, { locale: 'en', memberButton: { enabled: false, position: 'bottomRight' } });
  await logInThroughWidget(page, world, 'paid@demo.test');
  await patchConfig(world, { locale: 'fr' });
  await page.goto(`${world.siteUrl}/`);
  await widget.ready();
  await page.evaluate(() => (window as any).MemberSpace.refreshSiteConfig());
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('a[href="/member/sign_in"]')).toHaveText('Menu membre');
  await expect(widget.host).toHaveCount(0); // no interface was mounted for it
});
