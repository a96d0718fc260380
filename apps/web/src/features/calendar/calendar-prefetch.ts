// The Calendar's first data, asked for before its screen has drawn: the three months' day marks
// and the records of the days the calendar first shows (issue 39: the ten-year diary's Calendar
// within 1 s). The screen's own queries then find them in the cache.
import type { AppDispatch } from '../../lib/store';
import { MOBILE_QUERY } from '../../lib/breakpoints';
import { diaryApi } from '../../api/diary.api';
import { calendarApi } from './calendar.api';
import { initialShownRange, monthsAround } from './visible-months';

/** The first data for `selectedDate`, on a phone (below the theme's `sm`) as Day view asks for it. */
export function prefetchCalendar(dispatch: AppDispatch, selectedDate: string) {
  const phone = window.matchMedia(MOBILE_QUERY).matches;
  for (const month of monthsAround(`${selectedDate}T12:00:00`))
    void dispatch(diaryApi.util.prefetch('getCalendar', month, {}));
  void dispatch(calendarApi.util.prefetch('getRecordsBetween', initialShownRange(selectedDate, phone), {}));
}
