// Dark mode: light, dark or follow the system, applied at once, kept with the user's settings so
// it survives a reload and follows the user to another browser.
import { test, expect } from '@playwright/test';
import { signedInUser, signInViaForm } from '../support/users';

const background = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('dark mode applies at once, persists across a reload and on another device', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // two browsers and a reload on the shared, busy machine
  const user = await signedInUser(page, 'dark');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible({ timeout: 30_000 });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-color-mode', 'light');
  const lightBg = await background(page);
  const group = page.getByRole('group', { name: 'Colour mode' });
  await expect(group.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');

  await group.getByRole('button', { name: 'Dark' }).click();
  await expect(html).toHaveAttribute('data-color-mode', 'dark');
  await expect(group.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  expect(await background(page)).not.toBe(lightBg);
  await expect
    .poll(async () => (await (await page.request.get('/api/user-settings')).json()).colorMode)
    .toBe('dark');

  await page.reload();
  await expect(html).toHaveAttribute('data-color-mode', 'dark');

  // Another device: nothing stored locally there, the server's choice is applied after sign-in.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInViaForm(otherPage, user);
  await expect(otherPage.locator('html')).toHaveAttribute('data-color-mode', 'dark');
  await other.close();

  // "System" follows the device's preference.
  await page.emulateMedia({ colorScheme: 'light' });
  await group.getByRole('button', { name: 'System' }).click();
  await expect(html).toHaveAttribute('data-color-mode', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-color-mode', 'dark');
});
