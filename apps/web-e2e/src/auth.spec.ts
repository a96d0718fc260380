// Sign-in, registration, redirects and sign-out, through the real stack.
import { test, expect } from '@playwright/test';
import { screenshotAtWidths } from '../support/screens';
import { newUser, registerViaApi, signInViaForm, THEMES, useStoredTheme } from '../support/users';

test.describe('signed out', () => {
  test('every app path redirects to the sign-in screen; the auth paths stay', async ({ page }) => {
    for (const path of ['/', '/daily-work', '/calendar', '/settings', '/search', '/no-such-page']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/login$/);
    }
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.goto('/auth/register');
    await expect(page).toHaveURL(/\/auth\/register$/);
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  });

  test('the sign-in form shows the form messages and links to registration', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await page.getByLabel('Username').fill('abc');
    await page.getByLabel('Password').fill('123456');
    await expect(page.getByText('Username must be at least 3 characters')).toHaveCount(0);
    await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0);
    // Links that go nowhere are still reachable buttons.
    for (const name of ['Forgot password?', 'Terms', 'Privacy', 'Contact'])
      await expect(page.getByRole('button', { name })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('the registration form checks email and the password confirmation', async ({ page }) => {
    await page.goto('/auth/register');
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Confirm Password').fill('secret-pass-2');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/register$/);
  });

  test('the promotional panel shows on large screens only', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByText('Your intelligent work diary')).toBeVisible();
    await expect(page.getByText('Get started in under 60 seconds')).toBeVisible();
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(page.getByText('Your intelligent work diary')).toBeHidden();
  });

  test('sign-in and registration screens look finished in every theme', async ({ page }) => {
    await page.goto('/auth/login');
    for (const theme of THEMES) {
      await useStoredTheme(page, theme);
      await screenshotAtWidths(page, `login-${theme}`);
    }
    await page.goto('/auth/register');
    for (const theme of THEMES) {
      await useStoredTheme(page, theme);
      await screenshotAtWidths(page, `register-${theme}`);
    }
    await page.getByRole('button', { name: 'Create Account' }).click();
    await screenshotAtWidths(page, 'register-errors');
  });
});

test('registration lower-cases the username, signs in and opens Daily Work', async ({ page }) => {
  const user = newUser('Reg');
  await page.goto('/auth/register');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Registration successful' })).toContainText(
    'Your account has been created.',
  );
  await expect(page).toHaveURL(/\/daily-work$/);
  const me = await page.request.get('/api/auth/me');
  expect((await me.json()).username).toBe(user.username.toLowerCase());
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(user.username.toLowerCase());

  // The same username again (any case) is refused with the 'Registration failed' toast.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/register');
  await page.getByLabel('Username').fill(user.username.toUpperCase());
  await page.getByLabel('Email').fill(`other-${user.email}`);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Registration failed' })).toContainText(
    'Username or email may already be in use',
  );
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test('a wrong password shows the destructive toast and stays on sign-in', async ({ page }) => {
  const user = await registerViaApi(page.context().request, newUser('bad'));
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Login failed' });
  await expect(toast).toContainText('Invalid username or password');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('sign-in (any case) goes to Daily Work, then to the remembered path; sign-out ends the session', async ({
  page,
}) => {
  const user = await registerViaApi(page.context().request, newUser('in'));
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(user.username.toUpperCase());
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Login successful' })).toContainText(
    'Welcome back!',
  );
  await expect(page).toHaveURL(/\/daily-work$/);

  // A signed-in user on an auth page goes to the remembered path.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/settings$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/auth\/login$/);

  // Signing in again after being sent away from /calendar returns there.
  await signInViaForm(page, user, /\/calendar$/);
});

test('a slow identity check says so, then sends the user to sign-in', async ({ page }) => {
  const user = await registerViaApi(page.context().request, newUser('slow'));
  await page.context().clearCookies();
  await signInViaForm(page, user);
  await page.route('**/api/auth/me', async (route) => {
    await new Promise((r) => setTimeout(r, 6000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/settings');
  await expect(page.getByRole('progressbar', { name: 'Checking your session' })).toBeVisible();
  await expect(page.getByText('Taking longer than expected...')).toBeVisible({ timeout: 3000 });
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: 4000 });
});

test('the sign-in form works from the keyboard alone, in a sensible order', async ({ page }) => {
  const user = await registerViaApi(page.context().request, newUser('kbd'));
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await page.getByLabel('Username').focus();
  await page.keyboard.type(user.username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(user.password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show characters' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/daily-work$/);
});
