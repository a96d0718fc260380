// Settings → Webhooks and Stand-up posting: a webhook is added for chosen events and its signing
// secret is shown once; a URL on a private address is refused with the server's sentence; the
// stand-up posting setup is saved. No URL here is ever called (only checked when saved): the
// tests send traffic to 127.0.0.1 alone.
import { openSettings } from '../support/open-screen';
import { test, expect } from '@playwright/test';
import { screenshotAtWidths } from '../support/screens';
import { signedInUser } from '../support/users';

// Three full-page screenshots per test on a shared 2-core machine.
test.setTimeout(120_000);

test('adds a webhook, shows its secret once, and refuses a private address', async ({ page }) => {
  await signedInUser(page, 'hook');
  await openSettings(page);
  const card = page.getByRole('region', { name: 'Webhooks' });
  await expect(card).toBeVisible();

  await card.getByLabel('Webhook URL').fill('http://127.0.0.2:9/hook');
  await card.getByRole('button', { name: 'Add webhook' }).click();
  await expect(card.getByRole('alert')).toContainText('resolves to a loopback address (127.0.0.2)');

  // A public address: checked when saved, never called by this test (no event is subscribed to happen).
  await card.getByLabel('Webhook URL').fill('https://93.184.216.34/diary-events');
  await card.getByLabel('note.created').check();
  await card.getByRole('button', { name: 'Add webhook' }).click();
  await expect(card.getByLabel('Signing secret')).toHaveText(/^whsec_/);
  const list = card.getByRole('list', { name: 'Your webhooks' });
  await expect(list).toContainText('https://93.184.216.34/diary-events');
  await expect(list).toContainText('note.created');
  await screenshotAtWidths(page, 'settings-webhooks');

  const listed = await (await page.request.get('/api/webhooks')).json();
  expect(listed).toHaveLength(1);
  expect(JSON.stringify(listed)).not.toContain('whsec_');

  await openSettings(page);
  await expect(page.getByRole('region', { name: 'Webhooks' }).getByLabel('Signing secret')).toHaveCount(0);
});

test('saves a stand-up posting setup', async ({ page }) => {
  await signedInUser(page, 'post');
  await openSettings(page);
  const card = page.getByRole('region', { name: 'Stand-up posting' });
  await card.getByLabel('Incoming webhook URL').fill('https://93.184.216.34/services/T000/B000');
  await card.getByLabel('Sun').check();
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(card.getByRole('alert')).toContainText('Stand-up posting saved.');
  const saved = await (await page.request.get('/api/user-settings')).json();
  expect(saved.standupPost).toEqual({
    url: 'https://93.184.216.34/services/T000/B000',
    format: 'slack',
    time: '09:30',
    days: [1, 2, 3, 4, 5, 7],
  });
  await screenshotAtWidths(page, 'settings-standup-post');
});
