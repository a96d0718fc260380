// Billed minutes of timesheet rows (contract, "Bills you can send"): a session shorter than the
// minimum billable length bills nothing; the rest are rounded to the user's step, each session on
// its own ("entry") or each day's sum per project ("day"). With "day", a row bills its tracked
// minutes and the day's last rows of that project take the rounding's difference (never below 0),
// so the rows always add up to the rounded day.
import { roundMinutes, type TimesheetRounding } from '@diary/contracts';

export interface BillingRules {
  rounding: TimesheetRounding;
  minBillableMinutes: number;
}

export interface BillableRow {
  date: string;
  projectId: string | null;
  minutes: number;
}

/** The billed minutes of each row, in the rows' order. */
export function billedMinutes(rows: readonly BillableRow[], rules: BillingRules): number[] {
  const eligible = rows.map((r) => (r.minutes < rules.minBillableMinutes ? 0 : r.minutes));
  if (rules.rounding.per === 'entry')
    return eligible.map((m) => (m === 0 ? 0 : roundMinutes(m, rules.rounding)));
  const billed = [...eligible];
  const groups = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const key = `${r.date}|${r.projectId ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  for (const indexes of groups.values()) {
    const sum = indexes.reduce((s, i) => s + eligible[i], 0);
    if (sum === 0) continue;
    let difference = roundMinutes(sum, rules.rounding) - sum;
    for (let k = indexes.length - 1; k >= 0 && difference !== 0; k--) {
      const i = indexes[k];
      const next = Math.max(0, billed[i] + difference);
      difference -= next - billed[i];
      billed[i] = next;
    }
  }
  return billed;
}
