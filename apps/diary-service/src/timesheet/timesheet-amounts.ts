// Money on a timesheet, in whole cents so sums are exact: a row's amount is its minutes times the
// hourly rate over 60, rounded half up to the cent; totals add the rows' cents.
import type { TimesheetClientTotal, TimesheetProjectTotal, TimesheetRow } from '@diary/contracts';

/** minutes × rate ÷ 60 in cents (rates have at most two decimals, so rate × 100 is whole). */
export function amountCents(minutes: number, hourlyRate: number): number {
  return Math.round((minutes * Math.round(hourlyRate * 100)) / 60);
}

export const toMoney = (cents: number) => cents / 100;

/** The first line of a note with text, without Markdown's heading or list marks, as a description. */
export function firstLine(note: string | null): string {
  for (const raw of (note ?? '').split(/\r?\n/)) {
    const line = raw.replace(/^\s*(#{1,6}\s+|[-*+]\s+(\[[ xX]\]\s+)?|\d+[.)]\s+|>\s*)/, '').trim();
    if (line) return line.length > 200 ? `${line.slice(0, 199)}…` : line;
  }
  return '';
}

type RowWithColor = TimesheetRow & { color: string | null };

/** Totals per project (in the rows' order of first appearance) and per client, cents added exactly. */
export function timesheetTotals(rows: RowWithColor[]): {
  projects: TimesheetProjectTotal[];
  clients: TimesheetClientTotal[];
} {
  const projects = new Map<string, TimesheetProjectTotal & { cents: number | null }>();
  const clients = new Map<string, { client: string | null; minutes: number; cents: Map<string, number> }>();
  for (const row of rows) {
    const key = row.projectId ?? '';
    let p = projects.get(key);
    if (!p) {
      p = {
        projectId: row.projectId,
        project: row.project,
        client: row.client,
        color: row.color,
        minutes: 0,
        amount: null,
        currency: row.currency,
        cents: null,
      };
      projects.set(key, p);
    }
    p.minutes += row.minutes;
    const cents = row.amount === null ? null : Math.round(row.amount * 100);
    if (cents !== null) p.cents = (p.cents ?? 0) + cents;
    const ckey = row.client ?? '';
    let c = clients.get(ckey);
    if (!c) clients.set(ckey, (c = { client: row.client, minutes: 0, cents: new Map() }));
    c.minutes += row.minutes;
    if (cents !== null && row.currency) c.cents.set(row.currency, (c.cents.get(row.currency) ?? 0) + cents);
  }
  return {
    projects: [...projects.values()].map(({ cents, ...p }) => ({
      ...p,
      amount: cents === null ? null : toMoney(cents),
    })),
    clients: [...clients.values()].map((c) => ({
      client: c.client,
      minutes: c.minutes,
      amounts: [...c.cents].map(([currency, cents]) => ({ currency, amount: toMoney(cents) })),
    })),
  };
}
