// The months whose record days the calendar needs: the shown month and the ones either side,
// since month and week views show days of neighbouring months.
import dayjs from 'dayjs';

export interface YearMonth {
  year: number;
  /** 1 to 12 */
  month: number;
}

export function monthsAround(date: Date | string): [YearMonth, YearMonth, YearMonth] {
  const d = dayjs(date).startOf('month');
  const ym = (x: dayjs.Dayjs): YearMonth => ({ year: x.year(), month: x.month() + 1 });
  return [ym(d.subtract(1, 'month')), ym(d), ym(d.add(1, 'month'))];
}

/**
 * The days the calendar first shows for a date, as its dates-set callback will report them: on a
 * phone the day itself (Day view), else the whole weeks (Sunday first, FullCalendar's default)
 * around its month (Month view without a fixed week count).
 */
export function initialShownRange(date: string, phone: boolean): { from: string; to: string } {
  if (phone) return { from: date, to: date };
  const month = dayjs(date).startOf('month');
  return {
    from: month.startOf('week').format('YYYY-MM-DD'),
    to: month.endOf('month').endOf('week').format('YYYY-MM-DD'),
  };
}
