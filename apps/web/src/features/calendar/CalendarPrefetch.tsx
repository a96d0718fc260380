// Asks for the Calendar's first data while its screen's code (FullCalendar) is still loading, so
// the month's records and day marks arrive with the screen instead of after it has drawn once
// (issue 39: the ten-year diary's Calendar within 1 s). The screen's own queries then find them.
import { useState } from 'react';
import { useMediaQuery, useTheme } from '@mui/material';
import { useAppSelector } from '../../app/store';
import { diaryApi } from '../../api/diary.api';
import { calendarApi } from './calendar.api';
import { initialShownRange, monthsAround } from './visible-months';

export default function CalendarPrefetch() {
  const selectedDate = useAppSelector((s) => s.selectedDate.value);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const prefetchMonth = diaryApi.usePrefetch('getCalendar');
  const prefetchRange = calendarApi.usePrefetch('getRecordsBetween');
  // Asked in the first render, not in an effect: React holds back the commit of a boundary that
  // has just resolved (up to 300 ms while CalendarPage's chunk loads), and an effect would wait
  // for it. Only the first data (the screen asks for the rest as it moves); the cache dedupes.
  useState(() => {
    for (const month of monthsAround(`${selectedDate}T12:00:00`)) prefetchMonth(month);
    prefetchRange(initialShownRange(selectedDate, phone));
    return true;
  });
  return null;
}
