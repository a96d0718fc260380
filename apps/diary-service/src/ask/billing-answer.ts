// Ask's answers about a client, a project or money (contract, "Bills you can send"): the numbers are
// the timesheet's own totals for the same range and filter (GET /api/timesheet, same rows, same
// rounding), so Ask and the timesheet always agree.
import { formatDuration, type AskFigure, type TimesheetResponse } from '@diary/contracts';

export interface BillingAsked {
  kind: 'time' | 'money';
  /** "Lindqvist", "the Website project", or null for all of the user's work. */
  what: string | null;
  /** "in November", "this month". */
  rangeLabel: string;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "€742.50" */
export function formatMoney(amount: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

const join = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

/** The figures: the tracked minutes first, then one per currency with the billed minutes and amount. */
export function billingFigures(asked: BillingAsked, totals: TimesheetResponse['totals']): AskFigure[] {
  const label = [asked.what, asked.rangeLabel].filter(Boolean).join(' ');
  const figures: AskFigure[] = [{ label, minutes: totals.minutes }];
  for (const a of totals.amounts)
    figures.push({
      label: `${label}, billed`,
      minutes: totals.billedMinutes,
      amount: a.amount,
      currency: a.currency,
    });
  return figures;
}

/** One or two sentences with the tracked hours, the billed hours and the amounts per currency. */
export function billingAnswer(
  asked: BillingAsked,
  totals: TimesheetResponse['totals'],
  sessions: number,
): string {
  const forWhat = asked.what ? ` for ${asked.what}` : '';
  const range = asked.rangeLabel;
  if (sessions === 0) return `You have no sessions${forWhat} ${range}.`;
  const money = join(totals.amounts.map((a) => formatMoney(a.amount, a.currency)));
  const tracked = formatDuration(totals.minutes);
  const billed = formatDuration(totals.billedMinutes);
  const count = `${sessions.toLocaleString('en-US')} session${sessions === 1 ? '' : 's'}`;
  const billedNote = totals.billedMinutes === totals.minutes ? '' : ` (${billed} billed)`;
  if (asked.kind === 'time')
    return (
      `You worked ${tracked}${forWhat} ${range}, over ${count}${billedNote}.` +
      (money ? ` That bills ${money}.` : '')
    );
  if (!money)
    return `Nothing${forWhat} ${range} has an hourly rate, so there is nothing to bill; you tracked ${tracked} over ${count}.`;
  return `You earned ${money}${asked.what ? ` from ${asked.what}` : ''} ${range}: ${billed} billed of ${tracked} tracked, over ${count}.`;
}
