// The stop dialog's end time is an MUI X time picker: typed section by section, on the 12-hour
// clock of the test browser's en-US locale.
import type { Locator } from '@playwright/test';

/** Types 'HH:mm' (24 h) into a time picker field, replacing what it held. */
export async function typeTime(field: Locator, hhmm: string): Promise<void> {
  const [h, m] = hhmm.split(':').map(Number);
  const h12 = h % 12 === 0 ? 12 : h % 12;
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(
    `${String(h12).padStart(2, '0')}${String(m).padStart(2, '0')}${h < 12 ? 'A' : 'P'}`,
  );
}

/** Empties a time picker field. */
export async function clearTime(field: Locator): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
}
