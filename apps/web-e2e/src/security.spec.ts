// Settings → Security through the real stack: two-factor sign-in turned on (the test computes the
// code from the secret the page shows), then sign-out and sign-in with a code; and "Sign out" of
// another device from the signed-in devices list.
import { test, expect, request as playwrightRequest } from '@playwright/test';
import { TOTP } from 'otpauth';
import { sameOriginHeaders, signedInUser } from '../support/users';
import { screenshotAtWidths } from '../support/screens';

// Each journey signs in twice and loads Settings: give a busy machine time.
test.describe.configure({ timeout: 120_000 });

const codeOf = (secret: string) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();

test('two-factor sign-in: turn it on from Settings, sign out, sign in with a code', async ({ page }) => {
  const user = await signedInUser(page, 'tfa');
  await page.goto('/settings');
  const security = page.getByRole('region', { name: 'Security' });
  await security.getByRole('button', { name: 'Set up two-factor sign-in' }).click({ timeout: 30_000 });
  await expect(security.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await security.getByTestId('two-factor-secret').textContent())!.trim();
  await security.getByLabel('Code from the app').fill(codeOf(secret));
  // Turning it on asks for the password too (a stolen session alone cannot lock the owner out).
  await security.getByLabel('Your password').fill(user.password);
  await screenshotAtWidths(page, 'security-two-factor-enable');
  await security.getByRole('button', { name: 'Turn on' }).click();
  const codes = security.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await security.getByRole('button', { name: 'I have saved them' }).click();
  await expect(security.getByRole('button', { name: 'Turn off two-factor' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  // Nothing signed in yet.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.getByLabel('Authentication code').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/daily-work$/);
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me).toMatchObject({ username: user.username.toLowerCase(), twoFactorEnabled: true });
});

test("ends another device's session from the signed-in devices list", async ({ page, baseURL }) => {
  const user = await signedInUser(page, 'dev');
  const phone = await playwrightRequest.newContext({
    baseURL,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  expect((await phone.post('/api/auth/login', { data: user, headers: sameOriginHeaders() })).status()).toBe(
    200,
  );
  expect((await phone.get('/api/auth/me')).status()).toBe(200);

  await page.goto('/settings');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  // This browser's session (marked), the phone's, and the one registration started.
  await expect(devices.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 });
  await expect(devices.getByText('This device')).toHaveCount(1);
  await devices.getByRole('button', { name: /Sign out Safari/ }).click();
  await expect(devices.getByRole('button', { name: /Sign out Safari/ })).toHaveCount(0);
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  expect((await phone.get('/api/auth/me')).status()).toBe(401);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  await phone.dispose();
});
