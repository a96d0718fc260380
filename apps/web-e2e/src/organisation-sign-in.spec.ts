// Sign in with your organisation in Chromium: a real OpenID Connect provider (oidc-provider, in this
// process with its own keys) and a second stack configured for it, so the run's stack stays as is.
import { test, expect } from '@playwright/test';
import { startOidcTestProvider, type OidcTestProvider } from '@diary/server-testing/oidc-provider';
import { freePort, startStack, stopChildStack } from '../support/stack';

test.describe.configure({ mode: 'serial' });

/** The app's screens load lazily: generous waits for a busy machine (a second stack runs). */
const SLOW = 45_000;

let provider: OidcTestProvider;
let stack: Awaited<ReturnType<typeof startStack>>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  provider = await startOidcTestProvider({ redirectUris: [`${origin}/api/auth/oidc/callback`] });
  stack = await startStack({
    port,
    remember: false,
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_LABEL: 'Corp ID',
      OIDC_AUTO_REGISTER: 'true',
      PUBLIC_ORIGIN: origin,
    },
  });
});

test.afterAll(async () => {
  if (stack) await stopChildStack(stack);
  await provider?.close();
});

test('signs in through the provider’s pages and lands in the app, signed in', async ({ page }) => {
  test.setTimeout(180_000);
  provider.accounts.set('ada.corp', { preferred_username: 'ada.corp', name: 'Ada Corp' });
  await page.goto(`${stack.baseURL}/auth/login`);
  await page.getByRole('link', { name: 'Sign in with Corp ID' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`), { timeout: SLOW });
  await page.locator('input[name="login"]').fill('ada.corp');
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
  // Back in the app (its home), signed in.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: SLOW });
  expect(page.url().startsWith(stack.baseURL)).toBe(true);
  expect(page.url()).not.toContain('/auth/');
  const me = await page.request.get(`${stack.baseURL}/api/auth/me`);
  expect(await me.json()).toMatchObject({ username: 'ada.corp' });
  await page.screenshot({ path: 'apps/web-e2e/artifacts/organisation-signed-in.png' });

  // The Security card shows the account came from the provider.
  await page.goto(`${stack.baseURL}/settings`);
  await expect(
    page.getByText('This account was made by Corp ID and has no password, so it stays linked.'),
  ).toBeVisible({ timeout: SLOW });
  await page.screenshot({ path: 'apps/web-e2e/artifacts/organisation-settings.png', fullPage: true });
});

test('a failed sign-in comes back as a sentence on the sign-in page', async ({ page }) => {
  await page.goto(`${stack.baseURL}/api/auth/oidc/callback?code=forged&state=forged`);
  await expect(page).toHaveURL(/\/auth\/login\?oidcError=state$/, { timeout: SLOW });
  await expect(page.getByRole('alert')).toHaveText(
    'That sign-in link has expired or was opened in another browser. Please start again.',
  );
  await expect(page.getByRole('link', { name: 'Sign in with Corp ID' })).toBeVisible();
  await page.screenshot({ path: 'apps/web-e2e/artifacts/organisation-sign-in-error.png' });
});
