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
