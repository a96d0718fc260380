// The daily report's Key Insights tab and a line edited in place: the steps the write-up journeys share.
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the day's report on Key Insights, once its report (and its editable subject) is there. */
export async function openKeyInsights(page: Page, date: string): Promise<Locator> {
  await page.goto(`/reports?date=${date}`);
  await expect(page.getByRole('heading', { name: 'AI Report' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Key Insights' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Key Insights' });
  await expect(panel.getByRole('button', { name: /^Edit subject: / })).toBeVisible({ timeout: 60_000 });
  return panel;
}

/** Writes `text` over the first Done line and waits for it to show as edited; gives the Done region. */
export async function editFirstDoneLine(panel: Locator, text: string): Promise<Locator> {
  const done = panel.getByRole('region', { name: /^Done:/ });
  await done
    .getByRole('button', { name: /^Edit line: / })
    .first()
    .click();
  await panel.getByRole('textbox', { name: 'Edit line' }).fill(text);
  await panel.getByRole('textbox', { name: 'Edit line' }).press('Enter');
  await expect(done.getByRole('listitem').first()).toContainText(text);
  await expect(done.getByRole('listitem').first()).toContainText('(edited)');
  return done;
}
