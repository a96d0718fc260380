// Opening a screen in a journey: its first load waits for its chunks and its data, so the wait
// allows for two workers sharing two cores (CI's machine).
import { expect, type Page } from '@playwright/test';

export const FIRST_LOAD_MS = 30_000;

/** Settings, with its form filled from the server (the first card's field is enabled). */
export async function openSettings(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible({
    timeout: FIRST_LOAD_MS,
  });
  await expect(page.getByLabel('Auto-save timeout')).toBeEnabled({ timeout: FIRST_LOAD_MS });
}
