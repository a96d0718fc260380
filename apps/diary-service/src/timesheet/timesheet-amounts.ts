// Money on a timesheet, in whole cents so sums are exact: a row's amount is its billed minutes
// times the hourly rate over 60, rounded half up to the cent; totals add the rows' cents.
import type { TimesheetResponse, TimesheetRow } from '@diary/contracts';

/** minutes × rate ÷ 60 in cents (rates have at most two decimals, so rate × 100 is whole). */
export function amountCents(minutes: number, hourlyRate: number): number {
  return Math.round((minutes * Math.round(hourlyRate * 100)) / 60);
}

export const toMoney = (cents: number) => cents / 100;

type RowWithColor = TimesheetRow & { color: string | null };
type Amounts = Array<{ currency: string; amount: number }>;

/** Cents per currency, added row by row. */
class Purse {
  private readonly cents = new Map<string, number>();
  add(row: Pick<TimesheetRow, 'amount' | 'currency'>): void {
    if (row.amount === null || !row.currency) return;
    this.cents.set(row.currency, (this.cents.get(row.currency) ?? 0) + Math.round(row.amount * 100));
  }
  amounts(): Amounts {
    return [...this.cents].map(([currency, cents]) => ({ currency, amount: toMoney(cents) }));
  }
}

/** Totals of the whole sheet, per project (in the rows' order of first appearance) and per client. */
export function timesheetTotals(rows: RowWithColor[]): TimesheetResponse['totals'] {
  type ProjectSum = Omit<TimesheetResponse['totals']['projects'][number], 'amount'> & {
    cents: number | null;
  };
  const projects = new Map<string, ProjectSum>();
  const clients = new Map<
    string,
    { client: string | null; minutes: number; billedMinutes: number; purse: Purse }
  >();
  const all = new Purse();
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
        billedMinutes: 0,
        currency: row.currency,
        cents: null,
      };
      projects.set(key, p);
    }
    p.minutes += row.minutes;
    p.billedMinutes += row.billedMinutes;
    if (row.amount !== null) p.cents = (p.cents ?? 0) + Math.round(row.amount * 100);
    const ckey = row.client ?? '';
    let c = clients.get(ckey);
    if (!c) clients.set(ckey, (c = { client: row.client, minutes: 0, billedMinutes: 0, purse: new Purse() }));
    c.minutes += row.minutes;
    c.billedMinutes += row.billedMinutes;
    c.purse.add(row);
    all.add(row);
  }
  return {
    minutes: rows.reduce((sum, r) => sum + r.minutes, 0),
    billedMinutes: rows.reduce((sum, r) => sum + r.billedMinutes, 0),
    amounts: all.amounts(),
    projects: [...projects.values()].map(({ cents, ...p }) => ({
      ...p,
      amount: cents === null ? null : toMoney(cents),
    })),
    clients: [...clients.values()].map(({ purse, ...c }) => ({ ...c, amounts: purse.amounts() })),
  };
}
