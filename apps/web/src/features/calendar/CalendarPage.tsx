// Calendar overview: the work calendar with days that have records marked,
// a date picker that jumps to a day in Day view, and clicks that open Daily Work on that day.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type FullCalendar from '@fullcalendar/react';
import type { DatesSetArg } from '@fullcalendar/core';
import { selectedDateChanged } from '../../lib/selected-date.slice';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { DatePickerControl } from '../../components/date-picker/DatePickerControl';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { useGetCalendarQuery, useGetProjectsQuery } from '../../api/diary.api';
import { toDayKey } from '../../lib/day-key';
import { useGetRecordsBetweenQuery } from './calendar.api';
import { monthsAround } from './visible-months';
import { WorkCalendar } from './WorkCalendar';
import { useTranslation } from 'react-i18next';

export default function CalendarPage() {
  const { t } = useTranslation('calendar');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const selectedDate = useAppSelector((s) => s.selectedDate.value);
  const calendarRef = useRef<FullCalendar>(null);
  const [initialDate] = useState(selectedDate);
  const [shownDate, setShownDate] = useState<Date>(() => new Date(`${selectedDate}T12:00:00`));
  const [shownRange, setShownRange] = useState<{ from: string; to: string } | null>(null);
  const rangeQuery = useGetRecordsBetweenQuery(shownRange ?? { from: '', to: '' }, { skip: !shownRange });

  const [before, current, after] = monthsAround(shownDate);
  const prev = useGetCalendarQuery(before);
  const cur = useGetCalendarQuery(current);
  const next = useGetCalendarQuery(after);
  const recordDays = useMemo(
    () => new Set([...(prev.data ?? []), ...(cur.data ?? []), ...(next.data ?? [])]),
    [prev.data, cur.data, next.data],
  );
  const projects = useGetProjectsQuery();
  const projectColors = useMemo(
    () => new Map((projects.data ?? []).map((p) => [p.id, p.color])),
    [projects.data],
  );
  const failed = prev.isError || cur.isError || next.isError || rangeQuery.isError;

  const onDatesSet = useCallback((arg: DatesSetArg) => {
    // The shown days (the end is exclusive), at most 42 in Month view.
    const from = toDayKey(arg.start);
    const to = toDayKey(new Date(arg.end.getTime() - 1));
    setShownRange((old) => (old?.from === from && old.to === to ? old : { from, to }));
    const d = arg.view.currentStart;
    setShownDate((old) =>
      old.getFullYear() === d.getFullYear() && old.getMonth() === d.getMonth() ? old : d,
    );
  }, []);

  // A click on a day number is both a nav-link and a date click: open the day once.
  const opening = useRef(false);
  const openDay = (dayKey: string) => {
    if (opening.current) return;
    opening.current = true;
    dispatch(selectedDateChanged(dayKey));
    navigate(`/daily-work?date=${dayKey}`);
  };

  const jumpTo = (dayKey: string) => {
    dispatch(selectedDateChanged(dayKey));
    calendarRef.current?.getApi().changeView('timeGridDay', dayKey);
  };

  return (
    <Stack spacing={3} sx={pageSx}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        date={<DatePickerControl value={selectedDate} onChange={jumpTo} />}
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <WorkCalendar
          ref={calendarRef}
          initialDate={initialDate}
          projectColors={projectColors}
          selectedDate={selectedDate}
          recordDays={recordDays}
          records={rangeQuery.data ?? []}
          onDayChosen={openDay}
          onDatesSet={onDatesSet}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', color: 'text.secondary' }}>
          <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: 'primary.main' }} />
          <Typography variant="body2">{t('legend')}</Typography>
        </Stack>
        {failed && (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {t('loadError')}
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
