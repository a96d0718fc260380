// Running it for a team: the administrator invites a colleague, the colleague registers through
// the link, the administrator disables them (they are signed out and cannot sign in), enables
// them again and hands them a one-time password-reset link. Non-administrators never see the Administration entry.
import { test, expect, type Page } from '@playwright/test';
import { makeAdmin } from '../support/admin';
import { newUser, registerViaApi, signInViaForm, signedInUser } from '../support/users';
import { screenshotAtWidths } from '../support/screens';

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

test('the admin invites a colleague, who registers through the link; the admin disables and re-enables them', async ({
  page,
  browser,
}) => {
  // Two browsers and a dozen steps: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const admin = await registerViaApi(page.context().request, newUser('adm'));
  makeAdmin(admin.username);
  await page.context().clearCookies();
  await signInViaForm(page, admin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
  await expect(page.getByTestId(`user-row-${admin.username}`)).toContainText('Administrator');

  // An invitation with a copyable link.
  await page.getByRole('button', { name: 'Create invitation' }).click();
  const linkField = page.getByLabel('Invitation link');
  await expect(linkField).toHaveValue(/\/auth\/register\?invite=/);
  const inviteUrl = await linkField.inputValue();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await screenshotAtWidths(page, 'admin-invitation');

  // The colleague, in another browser, registers through the link.
  const colleagueContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const colleaguePage = await colleagueContext.newPage();
  const colleague = newUser('col');
  await colleaguePage.goto(inviteUrl);
  await expect(colleaguePage.getByText('You were invited')).toBeVisible();
  await colleaguePage.getByLabel('Username').fill(colleague.username);
  await colleaguePage.getByLabel('Email').fill(colleague.email);
  await colleaguePage.getByLabel('Password', { exact: true }).fill(colleague.password);
  await colleaguePage.getByLabel('Confirm Password').fill(colleague.password);
  await colleaguePage.getByRole('button', { name: 'Create Account' }).click();
  await expect(colleaguePage).toHaveURL(/\/daily-work/);
  // Not an administrator: no Administration entry.
  await expect(colleaguePage.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(
    colleaguePage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Administration' }),
  ).toHaveCount(0);

  // The admin sees the invitation used and the colleague listed, then disables them.
  await page.reload();
  // A reload on a busy machine can take most of the default 10 s before the lists are asked for.
  await expect(page.getByRole('list', { name: 'Invitations' })).toContainText(
    `Used by ${colleague.username}`,
    { timeout: 30_000 },
  );
  const row = page.getByTestId(`user-row-${colleague.username}`);
  await expect(row).toContainText(colleague.email);
  await row.getByRole('button', { name: `Disable ${colleague.username}` }).click();
  await expect(toast(page, 'Account disabled')).toBeVisible();
  await expect(row).toContainText('Disabled');
  await screenshotAtWidths(page, 'admin-users');

  // Their session has ended: the next page load goes to sign-in, and sign-in says why it is refused.
  await colleaguePage.goto('/calendar');
  await expect(colleaguePage).toHaveURL(/\/auth\/login/);
  await colleaguePage.getByLabel('Username').fill(colleague.username);
  await colleaguePage.getByLabel('Password').fill(colleague.password);
  await colleaguePage.getByRole('button', { name: 'Sign In' }).click();
  await expect(colleaguePage.getByRole('alert').filter({ hasText: 'Login failed' })).toContainText(
    'This account is disabled.',
  );

  // Enabled again: they sign in.
  await row.getByRole('button', { name: `Enable ${colleague.username}` }).click();
  await expect(toast(page, 'Account enabled')).toBeVisible();
  await expect(row).not.toContainText('Disabled');
  // They forgot their password: a one-time reset link from the admin sets a new one.
  await row.getByRole('button', { name: `Create a password-reset link for ${colleague.username}` }).click();
  const resetField = page.getByLabel(`Password-reset link for ${colleague.username}`, { exact: true });
  await expect(resetField).toHaveValue(/\/auth\/reset-password\?token=/);
  await colleaguePage.goto(await resetField.inputValue());
  await colleaguePage.getByLabel('New Password', { exact: true }).fill('a brand new passphrase');
  await colleaguePage.getByLabel('Confirm Password', { exact: true }).fill('a brand new passphrase');
  await colleaguePage.getByRole('button', { name: 'Set Password' }).click();
  await expect(colleaguePage).toHaveURL(/\/auth\/login/);
  await signInViaForm(colleaguePage, { ...colleague, password: 'a brand new passphrase' }, /\/calendar/);

  // The audit log tells the story.
  const audit = page.getByRole('list', { name: 'Audit log' });
  await expect(audit).toContainText(`${admin.username} disabled ${colleague.username}`);
  await expect(audit).toContainText(`${admin.username} enabled ${colleague.username}`);
  await expect(audit).toContainText(`${admin.username} created an invitation`);
  await colleagueContext.close();
});

test('a user who is not an administrator has no Administration entry and the screen refuses', async ({
  page,
}) => {
  // Someone registered before, whatever ran first: this account is not the instance's first.
  await registerViaApi(page.context().request, newUser('first'));
  await signedInUser(page, 'nadm');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Administration' }),
  ).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByText('Only an administrator can do this.')).toBeVisible();
});
