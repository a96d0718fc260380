// Screenshots of a screen at the three widths the issues ask for, kept as test artifacts.
import type { Page } from '@playwright/test';
import { join } from 'node:path';

export const WIDTHS = [375, 800, 1280] as const;
const dir = join(__dirname, '..', 'artifacts', 'screens');

export async function screenshotAtWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  // A tab left behind another one (a journey that opened a second tab) draws no new frames in
  // headless Chromium, and its screenshot waits for one until the test times out.
  await page.bringToFront();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // A sticky bar would otherwise be drawn where the page happened to be scrolled.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
