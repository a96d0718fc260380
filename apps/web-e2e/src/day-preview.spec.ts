// Daily Work's first notes come with the page (apps/gateway/src/spa/day-preview.ts): while the
// app's scripts are held back the page already shows the day's notes, inert (a hostile note runs
// nothing), and once the scripts arrive the live screen takes their place without moving the page
// (layout shift under 0.05). Signed out, the page has no preview.
import { test, expect } from '@playwright/test';
import { signedInUser, sameOriginHeaders } from '../support/users';

const DAY = '2026-03-10';

test('the day comes with the page, and the live screen replaces it without shifting', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInUser(page, 'preview');
  const record = await page.request.post('/api/work-records', {
    headers: sameOriginHeaders(),
    data: { startTime: `${DAY}T08:00:00.000Z`, endTime: `${DAY}T09:30:00.000Z`, isActive: false, date: DAY },
  });
  expect(record.status(), await record.text()).toBe(201);
  const { id } = (await record.json()) as { id: string };
  for (const [i, content] of [
    'Shipped the **billing** fix',
    'Hostile <img src=x onerror="window.__ran=1"> and </script><script>window.__ran=2</script>',
  ].entries()) {
    const note = await page.request.post('/api/work-notes', {
      headers: sameOriginHeaders(),
      data: { workRecordId: id, content, timestamp: `${DAY}T08:0${i}:00.000Z` },
    });
    expect(note.status(), await note.text()).toBe(201);
  }

  // Hold the app's scripts back: what shows now came with the page.
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`/daily-work?date=${DAY}`, { waitUntil: 'commit' });
  const preview = page.getByTestId('day-preview-note');
  await expect(preview.first()).toBeVisible({ timeout: 30_000 });
  await expect(preview.first()).toHaveText('Shipped the billing fix');
  await expect(preview.nth(1)).toContainText('<img src=x onerror=');
  expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
  await expect(page.getByTestId('session-item-note')).toHaveCount(0);

  release();
  await expect(page.getByTestId('session-item-note').first()).toHaveText('Shipped the billing fix', {
    timeout: 60_000,
  });
  await expect(page.locator('#day-preview')).toHaveCount(0);
  await expect(page.locator('#day-preview-data')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __ran?: number }).__ran)).toBeUndefined();
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.05);

  // Signed out, the same address is the plain page.
  await page.unroute('**/assets/*.js');
  await page.request.post('/api/auth/logout', { headers: sameOriginHeaders() });
  const plain = await page.request.get(`/daily-work?date=${DAY}`, {
    headers: { 'sec-fetch-dest': 'document' },
  });
  expect(await plain.text()).not.toContain('day-preview');
});
