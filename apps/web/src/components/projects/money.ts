// Money as the timesheet shows it: the amount in its currency, in the user's locale (lib/time.ts).
import { formatNumber } from '../../lib/time';

export function formatMoney(amount: number, currency: string): string {
  try {
    return formatNumber(amount, { style: 'currency', currency });
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
