// The Calendar's first data, asked for before its screen has drawn: the three months' day marks
// and the records of the days the calendar first shows (issue 39: the ten-year diary's Calendar
// within 1 s). The screen's own queries then find them in the cache.
import type { AppDispatch } from '../../app/store';
import { diaryApi } from '../../api/diary.api';
import { calendarApi } from './calendar.api';
import { initialShownRange, monthsAround } from './visible-months';

/** The width below which the calendar opens in Day view (MUI's `sm`, as WorkCalendar asks). */
export const PHONE_QUERY = '(max-width:599.95px)';

export function prefetchCalendar(dispatch: AppDispatch, selectedDate: string, phone: boolean) {
  for (const month of monthsAround(`${selectedDate}T12:00:00`))
    void dispatch(diaryApi.util.prefetch('getCalendar', month, {}));
  void dispatch(calendarApi.util.prefetch('getRecordsBetween', initialShownRange(selectedDate, phone), {}));
}
