// Asks for the Calendar's first data while its screen's code (FullCalendar) is still loading, on a
// move to the Calendar inside the app (a page load of /calendar starts it in main.tsx).
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { prefetchCalendar } from './calendar-prefetch';

export default function CalendarPrefetch() {
  const dispatch = useAppDispatch();
  const selectedDate = useAppSelector((s) => s.selectedDate.value);
  // Asked in the first render, not in an effect: React holds back the commit of a boundary that
  // has just resolved (up to 300 ms while CalendarPage's chunk loads), and an effect would wait
  // for it. The cache dedupes a second ask.
  useState(() => prefetchCalendar(dispatch, selectedDate));
  return null;
}
