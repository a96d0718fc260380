import { test, expect } from '@playwright/test';

test('the web app loads from the gateway and unknown API routes answer JSON 404', async ({
  page,
  request,
}) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  await page.goto('/auth/login');
  await expect(page).toHaveTitle(/Work Diary/);
  const missing = await request.get('/api/does-not-exist');
  expect(missing.status()).toBe(404);
});
