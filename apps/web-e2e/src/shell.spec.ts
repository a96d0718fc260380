// The frame around the signed-in screens: top bar, sidebar, mobile menu, 404 page.
import { test, expect } from '@playwright/test';
import { screenshotAtWidths } from '../support/screens';
import { signedInUser } from '../support/users';

test('unknown paths show the 404 page inside the frame', async ({ page }) => {
  await signedInUser(page, 'nf');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await screenshotAtWidths(page, 'not-found');
});

test('the sidebar links, highlights the current route, and remembers when it is collapsed', async ({
  page,
}) => {
  await signedInUser(page, 'side');
  await page.goto('/settings');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // New Session carries its request in router state; its address starts nothing by itself.
  await expect(nav.getByRole('link', { name: 'New Session' })).toHaveAttribute('href', '/daily-work');
  for (const name of ['Calendar', 'Daily Work', 'Reports', 'Settings'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Calendar' })).not.toHaveAttribute('aria-current', 'page');
  await expect(nav.getByText('Free Plan')).toBeVisible();
  await expect(nav.getByText('5 of 10 summaries')).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
  expect((await page.getByTestId('sidebar').boundingBox())?.width).toBe(256);

  await nav.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(nav.getByRole('link', { name: 'Calendar' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.width).toBe(80);
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Expand sidebar' }),
  ).toBeVisible();
  await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.width).toBe(80);
  await page.goto('/settings');
  await screenshotAtWidths(page, 'frame-collapsed');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Expand sidebar' })
    .click();
  await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.width).toBe(256);
});

test('the top bar: brand link, search box to /search, account menu with quota and Settings', async ({
  page,
}) => {
  const user = await signedInUser(page, 'top');
  await page.goto('/settings');
  const bar = page.getByRole('banner');
  await bar.getByRole('link', { name: 'Search notes and summaries' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await bar.getByRole('link', { name: 'Work Diary home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await bar.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText(user.username);
  await expect(menu).toContainText('50% of quota used');
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the slide-in menu replaces the sidebar and lists every destination and Sign out', async ({
    page,
  }) => {
    await signedInUser(page, 'mob');
    await page.goto('/settings');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: 'Search', exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Search notes and summaries' })).toHaveCount(0);

    await bar.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Calendar', 'Daily Work', 'Reports', 'Search', 'Settings'])
      await expect(menu.getByRole('link', { name })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.screenshot({ path: `${__dirname}/../artifacts/screens/mobile-menu-375.png` });

    await menu.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();

    await bar.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
});

test('once signed in, the app opens the socket on /ws, identifies the user and is acknowledged', async ({
  page,
}) => {
  const socket = page.waitForEvent('websocket', (ws) => new URL(ws.url()).pathname === '/ws');
  const sent: string[] = [];
  const received: string[] = [];
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => sent.push(String(f.payload)));
    ws.on('framereceived', (f) => received.push(String(f.payload)));
  });
  await signedInUser(page, 'sock');
  expect(new URL((await socket).url()).protocol).toBe('ws:');
  const me = (await (await page.request.get('/api/auth/me')).json()) as { id: string };
  await expect.poll(() => sent.map((s) => JSON.parse(s))).toContainEqual({ type: 'identify', userId: me.id });
  await expect
    .poll(() => received.map((s) => JSON.parse(s)))
    .toContainEqual({ type: 'connection_ack', userId: me.id });
});

test('toasts: one at a time, closed after 3 s and gone 3 s later; a swipe right dismisses one', async ({
  page,
}) => {
  await signedInUser(page, 'toast');
  await page.goto('/settings');
  await expect(page.getByLabel('Auto-save timeout')).toBeEnabled();
  const region = page.getByRole('region', { name: 'Notifications' });
  // The page's own clock times each toast (shown, closed, removed), so that a slow screenshot or
  // click on a busy machine does not count against the toast's 3 s.
  await page.evaluate(() => {
    type Times = { openAt: number; closedAt?: number; goneAt?: number };
    const w = window as unknown as { __toasts: Times[] };
    w.__toasts = [];
    const seen = new Map<Element, Times>();
    const area = document.querySelector('[aria-label="Notifications"]')!;
    new MutationObserver(() => {
      const now = performance.now();
      const present = new Set(Array.from(area.querySelectorAll('[data-variant]')));
      for (const el of present) {
        let t = seen.get(el);
        if (!t) {
          t = { openAt: now };
          seen.set(el, t);
          w.__toasts.push(t);
        }
        if (el.getAttribute('data-state') === 'closed') t.closedAt ??= now;
      }
      for (const [el, t] of seen) if (!present.has(el)) t.goneAt ??= now;
    }).observe(area, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
  const hat = page.getByRole('button', { name: 'Sorting Hat' });
  await hat.click();
  await hat.click();
  await expect(region.locator('[data-variant]')).toHaveCount(1);
  const toast = region.locator('[data-variant]');
  await expect(toast).toHaveAttribute('data-state', 'open');
  await page.screenshot({ path: `${__dirname}/../artifacts/screens/toast-1280.png` });
  await expect(toast).toHaveCount(0, { timeout: 15_000 });
  const times = await page.evaluate(
    () =>
      (window as unknown as { __toasts: { openAt: number; closedAt?: number; goneAt?: number }[] }).__toasts,
  );
  // Two toasts were shown, the second in the first's place; the second closed after 3 s (a timer
  // may run late on a busy machine, never early) and was removed 3 s after that.
  expect(times).toHaveLength(2);
  const [first, second] = times;
  expect(first.goneAt).toBeDefined();
  expect(Math.abs(first.goneAt! - second.openAt)).toBeLessThan(100);
  const shown = second.closedAt! - second.openAt;
  const closing = second.goneAt! - second.closedAt!;
  expect(shown).toBeGreaterThanOrEqual(2950);
  expect(shown).toBeLessThan(6000);
  expect(closing).toBeGreaterThanOrEqual(2950);
  expect(closing).toBeLessThan(6000);

  await hat.click();
  const next = region.locator('[data-variant]');
  await expect(next).toHaveAttribute('data-state', 'open');
  const box = (await next.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + 200, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(next).toHaveAttribute('data-state', 'closed', { timeout: 1000 });
});
