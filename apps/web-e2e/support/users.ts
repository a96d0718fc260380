// Test users: created through the real API, signed in through the real sign-in form.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/**
 * Headers for the tests' own state-changing API calls: the site's Origin, as its pages send it
 * (the services refuse cookie requests without it, see docs/decisions.md "Strict same-origin rule").
 */
export function sameOriginHeaders(): Record<string, string> {
  return { origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').origin };
}

export function newUser(prefix = 'user'): TestUser {
  const username = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username, email: `${username}@example.com`, password: 'secret-pass-1' };
}

/** Registers a user with POST /api/auth/register, without touching the page's cookies. */
export async function registerViaApi(request: APIRequestContext, user = newUser()): Promise<TestUser> {
  const res = await request.post('/api/auth/register', { headers: sameOriginHeaders(), data: user });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/** Signs in through the login form and waits for the remembered path (default /daily-work). */
export async function signInViaForm(
  page: Page,
  user: TestUser,
  expectedPath: RegExp = /\/daily-work/,
): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(expectedPath);
}

/** A fresh user, registered and signed in. */
export async function signedInUser(page: Page, prefix = 'user'): Promise<TestUser> {
  const user = await registerViaApi(page.context().request, newUser(prefix));
  await page.context().clearCookies();
  await signInViaForm(page, user);
  return user;
}

/** Stores a theme locally and reloads, as a returning visitor would have it. */
export async function useStoredTheme(page: Page, theme: string): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
}

export const THEMES = ['default', 'hagworts', 'hufflepuff', 'ravenclaw', 'slytherin'] as const;

/** Saves a theme on the server, as the settings screen would, and reloads to see it applied. */
export async function switchThemeViaApi(page: Page, theme: string): Promise<void> {
  const res = await page.request.post('/api/user-settings', {
    headers: sameOriginHeaders(),
    data: { theme },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(new RegExp(`theme-${theme}`));
}

/**
 * Turns automatic summaries off for the signed-in user: a note added to a stopped session then
 * asks for no summary of its own, so a journey decides when summaries are written.
 */
export async function autoSummariesOff(page: Page): Promise<void> {
  const res = await page.request.post('/api/user-settings', {
    headers: sameOriginHeaders(),
    data: { autoSummarize: false },
  });
  expect(res.status(), await res.text()).toBe(200);
}
