// Settings: the four cards, saving the whole set, themes (root class, local and server
// persistence), the Sorting Hat and the connection test.
import { openSettings } from '../support/open-screen';
import { test, expect } from '@playwright/test';
import { screenshotAtWidths } from '../support/screens';
import { signedInUser, signInViaForm, THEMES } from '../support/users';

test('the four cards show the defaults, and Save Settings stores the whole set', async ({ page }) => {
  await signedInUser(page, 'set');
  await openSettings(page);
  for (const name of ['Work Diary Settings', 'AI Summary Settings', 'Theme Settings', 'System Connections'])
    await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Settings' })).toHaveCount(2);
  await expect(page.getByLabel('Auto-save timeout')).toHaveText(/30 minutes/);
  await expect(page.getByLabel('Summary language')).toHaveText(/English/);
  await expect(page.getByLabel('Voice input language')).toHaveText(/Auto/);

  // Offline, the writer follows neither a summary language nor instructions: Settings says so and
  // offers neither.
  await expect(page.getByLabel('Summary language')).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByLabel('Custom instructions')).toBeDisabled();
  await expect(page.getByText('Not followed by the offline writer', { exact: true })).toBeVisible();

  await page.getByLabel('Auto-save timeout').click();
  await expect(page.getByRole('option')).toHaveText(['15 minutes', '30 minutes', '45 minutes', '60 minutes']);
  await page.getByRole('option', { name: '45 minutes' }).click();
  await page.getByLabel('Voice input language').click();
  await expect(page.getByRole('option', { name: 'Vietnamese' })).toBeVisible();
  await page.getByRole('option', { name: 'Japanese' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings Saved' })).toContainText(
    'Your settings have been updated successfully.',
  );

  const saved = await (await page.request.get('/api/user-settings')).json();
  expect(saved).toMatchObject({
    autoSaveTimeout: 45,
    summaryLanguage: 'English',
    voiceInputLanguage: 'Japanese',
    customInstructions: null,
    theme: 'default',
  });

  await page.reload();
  await expect(page.getByLabel('Auto-save timeout')).toHaveText(/45 minutes/);
  await expect(page.getByLabel('Voice input language')).toHaveText(/Japanese/);

  // The second button saves the whole set too.
  await page.getByLabel('Auto-save timeout').click();
  await page.getByRole('option', { name: '15 minutes' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).nth(1).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings Saved' })).toBeVisible();
  expect((await (await page.request.get('/api/user-settings')).json()).autoSaveTimeout).toBe(15);
  await screenshotAtWidths(page, 'settings');
});

test('a theme applies at once as the root class, is kept locally, and reaches the server on Save', async ({
  page,
  browser,
}) => {
  const user = await signedInUser(page, 'theme');
  await openSettings(page);
  const html = page.locator('html');
  await expect(html).toHaveClass(/theme-default/);
  await expect(page.getByRole('button', { name: 'Default theme', pressed: true })).toBeEnabled();

  await page.getByRole('button', { name: 'Ravenclaw theme' }).click();
  await expect(html).toHaveClass(/theme-ravenclaw/);
  await expect(html).not.toHaveClass(/theme-default/);
  await expect(page.getByRole('button', { name: 'Ravenclaw theme', pressed: true })).toContainText('Active');
  await expect(page.getByRole('button', { name: 'Default theme', pressed: false })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('ravenclaw');
  // Not saved to the server until Save.
  expect((await (await page.request.get('/api/user-settings')).json()).theme).toBe('default');
  await page.getByRole('button', { name: 'Save Settings' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings Saved' })).toBeVisible();
  expect((await (await page.request.get('/api/user-settings')).json()).theme).toBe('ravenclaw');

  // Another browser: the server's theme is applied after sign-in.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInViaForm(otherPage, user);
  await expect(otherPage.locator('html')).toHaveClass(/theme-ravenclaw/);
  await other.close();
});

test('the Sorting Hat picks a different theme and says so', async ({ page }) => {
  await signedInUser(page, 'hat');
  await openSettings(page);
  for (let i = 0; i < 3; i++) {
    const before = (await page.locator('html').getAttribute('class')) ?? '';
    await page.getByRole('button', { name: 'Sorting Hat' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The Sorting Hat has chosen!' })).toBeVisible();
    const after = (await page.locator('html').getAttribute('class')) ?? '';
    expect(after).toMatch(/theme-\w+/);
    expect(after.match(/theme-\w+/)?.[0]).not.toBe(before.match(/theme-\w+/)?.[0]);
  }
});

test('the connection test names the provider and shows the badge', async ({ page }) => {
  await signedInUser(page, 'conn');
  await openSettings(page);
  await expect(page.getByText('Status Unknown')).toBeVisible();
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Connection Test Successful' })).toContainText(
    'API connection is working properly.',
  );
  await expect(page.getByText('Services Connected')).toBeVisible();

  // A network failure: 'Connection Error' and the badge falls back.
  await page.route('**/api/diagnostic/openai', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Connection Error' })).toContainText(
    'API connection.',
  );
  await expect(page.getByText('Status Unknown')).toBeVisible();
  await expect(page.getByText(/^Error connecting to .+ API: /)).toBeVisible();
});

test('settings look finished in every theme', async ({ page }) => {
  await signedInUser(page, 'shots');
  await openSettings(page);
  for (const theme of THEMES) {
    if (theme !== 'default')
      await page.getByRole('button', { name: new RegExp(`^${theme} theme`, 'i') }).click();
    await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
    await screenshotAtWidths(page, `settings-${theme}`);
  }
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('settings are usable on a phone', async ({ page }) => {
    await signedInUser(page, 'setmob');
    await openSettings(page);
    await page.getByRole('button', { name: 'Slytherin theme' }).click();
    await expect(page.locator('html')).toHaveClass(/theme-slytherin/);
  });
});
