// The FullCalendar of the Calendar overview: Month view shows each day's total, Week and Day
// views each session as a timed block (start–end, its summary's subject; in a phone's Week, its
// start and length); a click on a block, a total, a day or a time slot is reported as a day key.
// Days are not each a tab stop: one day of the grid is, and the arrow keys move between days
// (Enter opens the focused one).
import { forwardRef, KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Box, useMediaQuery, useTheme } from '@mui/material';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';
import type { DatesSetArg, EventContentArg } from '@fullcalendar/core';
import type { LocaleInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import esLocale from '@fullcalendar/core/locales/es';
import frLocale from '@fullcalendar/core/locales/fr';
import jaLocale from '@fullcalendar/core/locales/ja';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formats } from '../../lib/i18n/formats';
import { tKey } from '../../lib/i18n/t-key';
import type { WorkRecord } from '@diary/contracts';
import { toDayKey } from '../../lib/day-key';
import {
  formatClock,
  formatClockFace,
  formatDayMonth,
  formatDuration,
  formatLongDate,
  formatWeekday,
  minutesBetween,
  usesTwelveHourClock,
} from '../../lib/time';
import { visuallyHidden } from '../../components/visually-hidden';
import { calendarSx } from './calendar-styles';
import { dayTotals, sessionBlocks } from './calendar-events';

/** FullCalendar's own locales (date order, titles), by the user's locale; en-US is its default. */
const CALENDAR_LOCALES: Record<string, LocaleInput> = {
  de: deLocale,
  fr: frLocale,
  es: esLocale,
  pt: ptBrLocale,
  'pt-br': ptBrLocale,
  ja: jaLocale,
  'en-gb': enGbLocale,
};
function calendarLocale(locale: string): LocaleInput | string {
  const tag = locale.toLowerCase();
  const base = tag.split('-')[0];
  if (CALENDAR_LOCALES[tag]) return CALENDAR_LOCALES[tag];
  // English outside the US writes dates day first, as en-GB does.
  if (base === 'en') return tag === 'en' || tag === 'en-us' ? 'en' : enGbLocale;
  return CALENDAR_LOCALES[base] ?? 'en';
}

interface WorkCalendarProps {
  initialDate: string;
  /** Each project's colour by id: a session block is drawn in its project's. */
  projectColors?: ReadonlyMap<string, string>;
  selectedDate: string;
  recordDays: ReadonlySet<string>;
  records: WorkRecord[];
  onDayChosen: (dayKey: string) => void;
  onDatesSet: (arg: DatesSetArg) => void;
}

/** The names of the arrow buttons, by view. */
const VIEW_ARROWS: Record<string, { previous: string; next: string }> = {
  dayGridMonth: { previous: tKey('calendar:previous.month'), next: tKey('calendar:next.month') },
  timeGridWeek: { previous: tKey('calendar:previous.week'), next: tKey('calendar:next.week') },
  timeGridDay: { previous: tKey('calendar:previous.day'), next: tKey('calendar:next.day') },
};
const OTHER_VIEW_ARROWS = { previous: tKey('calendar:previous.period'), next: tKey('calendar:next.period') };
/** A session block's times in the app's one clock format ('9:15 AM – 11:45 AM'). */
const blockTimes = (start: Date | null, end: Date | null) =>
  start && end ? `${formatClock(start)} – ${formatClock(end)}` : '';

/** The cells the arrow keys move between: month days, or the day headers of Week and Day. */
const DAY_CELLS = '.fc-daygrid-day[data-date], .fc-col-header-cell[data-date]';

export const WorkCalendar = forwardRef<FullCalendar, WorkCalendarProps>(function WorkCalendar(
  { initialDate, projectColors, selectedDate, recordDays, records, onDayChosen, onDatesSet },
  ref,
) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const isTablet = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const height = isMobile ? 400 : isTablet ? 500 : 600;
  // The hour axis and block times on the user's clock, as every other time in the app.
  // (useTranslation redraws the calendar when the language or the formats change.)
  const { t } = useTranslation('calendar');
  const twelveHour = usesTwelveHourClock();
  const { locale, weekStart } = formats();
  const [viewType, setViewType] = useState(isMobile ? 'timeGridDay' : 'dayGridMonth');
  const box = useRef<HTMLDivElement>(null);
  const focusDay = useRef<string>(selectedDate);

  const events = useMemo(
    () =>
      viewType === 'dayGridMonth' ? dayTotals(records) : sessionBlocks(records, new Date(), projectColors),
    [records, viewType, projectColors],
  );

  /** Makes one day cell the grid's tab stop (the given day if shown, else the first shown). */
  const rove = useCallback((day?: string) => {
    const cells = Array.from(box.current?.querySelectorAll<HTMLElement>(DAY_CELLS) ?? []);
    if (!cells.length) return null;
    const target = cells.find((c) => c.dataset.date === (day ?? focusDay.current)) ?? cells[0];
    for (const c of cells) c.tabIndex = c === target ? 0 : -1;
    focusDay.current = target.dataset.date ?? focusDay.current;
    return target;
  }, []);

  // Names for the icon buttons, and one tab stop, whenever the view or its dates change.
  const datesSet = (arg: DatesSetArg) => {
    setViewType(arg.view.type);
    const arrows = VIEW_ARROWS[arg.view.type] ?? OTHER_VIEW_ARROWS;
    const root = box.current;
    root?.querySelector('.fc-prev-button')?.setAttribute('aria-label', t(arrows.previous));
    root?.querySelector('.fc-next-button')?.setAttribute('aria-label', t(arrows.next));
    // The arrows inside those buttons are decoration: the button carries the name.
    root?.querySelectorAll('.fc-button .fc-icon').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
    requestAnimationFrame(() => rove());
    onDatesSet(arg);
  };
  useEffect(() => {
    focusDay.current = selectedDate;
    rove(selectedDate);
  }, [selectedDate, rove]);

  const keyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const cell = (e.target as HTMLElement).closest<HTMLElement>(DAY_CELLS);
    if (!cell?.dataset.date) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onDayChosen(cell.dataset.date);
      return;
    }
    const week = viewType === 'dayGridMonth' ? 7 : 1;
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -week, ArrowDown: week }[e.key];
    if (!step) return;
    e.preventDefault();
    const next = dayjs(cell.dataset.date).add(step, 'day').format('YYYY-MM-DD');
    const api = (ref as React.RefObject<FullCalendar | null>)?.current?.getApi();
    const target = Array.from(box.current?.querySelectorAll<HTMLElement>(DAY_CELLS) ?? []).find(
      (c) => c.dataset.date === next,
    );
    if (target || !api) {
      rove(next)?.focus();
      return;
    }
    // Past the edge of the view: move the view, then focus the day.
    focusDay.current = next;
    api.gotoDate(next);
    requestAnimationFrame(() => rove(next)?.focus());
  };

  const content = (arg: EventContentArg) => {
    const total = Boolean(arg.event.extendedProps.total);
    if (total)
      return isTablet ? (
        <span className="fc-record-total-compact" title={`${t('workRecorded')}: ${arg.event.title}`}>
          {/* A hair space: narrow enough for the cell, still a space in the accessible name. */}
          {arg.event.title.replace(/\s+/g, '\u200A')}
        </span>
      ) : (
        <div className="fc-event-main-frame" title={`${t('workRecorded')}: ${arg.event.title}`}>
          <div className="fc-event-title-container">
            <div className="fc-event-title fc-sticky">{arg.event.title}</div>
          </div>
        </div>
      );
    const { start, end } = arg.event;
    // A phone's week has seven columns of about 45 px: the block says when it began (the hour axis
    // beside it says morning or afternoon) and how long it ran; its title and full times are its
    // accessible name and tooltip.
    if (isMobile && arg.view.type === 'timeGridWeek' && start && end)
      return (
        <div
          className="fc-event-main-frame fc-session-frame"
          title={`${blockTimes(start, end)} ${arg.event.title}`}
        >
          <div className="fc-event-time">{formatClockFace(start, twelveHour)}</div>
          <div className="fc-event-time fc-session-length">{formatDuration(minutesBetween(start, end))}</div>
        </div>
      );
    return (
      <div className="fc-event-main-frame fc-session-frame">
        <div className="fc-event-time">{blockTimes(arg.event.start, arg.event.end) || arg.timeText}</div>
        <div className="fc-event-title-container">
          <div className="fc-event-title">{arg.event.title}</div>
        </div>
      </div>
    );
  };

  return (
    <Box sx={calendarSx} data-testid="work-calendar" ref={box} onKeyDown={keyDown}>
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView={isMobile ? 'timeGridDay' : 'dayGridMonth'}
        initialDate={initialDate}
        height={height}
        headerToolbar={{
          left: 'prev,next today',
          center: 'title',
          right: 'dayGridMonth,timeGridWeek,timeGridDay',
        }}
        locale={calendarLocale(locale)}
        firstDay={weekStart === 'monday' ? 1 : 0}
        buttonText={{
          today: t('today'),
          month: isMobile ? t('monthShort') : t('month'),
          week: isMobile ? t('weekShort') : t('week'),
          day: t('day'),
        }}
        buttonHints={{ prev: t('previousHint'), next: t('nextHint'), today: t('goToToday') }}
        viewHint={t('viewHint')}
        allDayText={t('allDay')}
        moreLinkText={(n) => t('more', { count: n })}
        noEventsText={t('noEvents')}
        eventInteractive
        nowIndicator
        scrollTime="08:00:00"
        dayMaxEvents
        fixedWeekCount={false}
        events={events}
        eventTimeFormat={{ hour: 'numeric', minute: '2-digit', hour12: twelveHour }}
        slotLabelFormat={{
          hour: 'numeric',
          minute: '2-digit',
          omitZeroMinute: twelveHour,
          hour12: twelveHour,
        }}
        displayEventEnd
        eventClassNames={(arg) =>
          arg.event.extendedProps.total && isTablet ? ['fc-record-marker-compact'] : []
        }
        eventContent={content}
        eventDidMount={(arg) => {
          const label = arg.event.extendedProps.total
            ? t('workRecordedOn', { day: formatDayMonth(arg.event.startStr), total: arg.event.title })
            : `${blockTimes(arg.event.start, arg.event.end) || arg.timeText || ''} ${arg.event.title}`.trim();
          arg.el.setAttribute('aria-label', label);
        }}
        dayHeaderContent={(arg) =>
          isMobile && arg.view.type === 'timeGridWeek' ? (
            <span className="fc-day-header-stacked">
              {formatWeekday(arg.date, 'short').slice(0, 2)}
              <br />
              {arg.date.getDate()}
            </span>
          ) : (
            <span>{arg.text}</span>
          )
        }
        dayHeaderDidMount={(arg) => {
          arg.el.tabIndex = -1;
          arg.el.setAttribute(
            'aria-label',
            t('openDay', { day: `${formatWeekday(arg.date)}, ${formatDayMonth(arg.date)}` }),
          );
        }}
        dayCellContent={(arg) =>
          arg.view.type === 'dayGridMonth' ? (
            <>
              <Box component="span" sx={visuallyHidden}>
                {formatLongDate(dayjs(arg.date))}
              </Box>
              <span aria-hidden="true">{arg.dayNumberText}</span>
            </>
          ) : (
            arg.dayNumberText
          )
        }
        dayCellDidMount={(arg) => {
          if (arg.view.type !== 'dayGridMonth') return;
          arg.el.tabIndex = -1;
          // A day's name is what it shows (its full date for screen readers, then its total), so
          // the visible text is part of the name.
          arg.el.removeAttribute('aria-labelledby');
        }}
        dayCellClassNames={(arg) => (recordDays.has(toDayKey(arg.date)) ? ['fc-day-has-records'] : [])}
        dateClick={(arg) => onDayChosen(toDayKey(arg.date))}
        eventClick={(arg) => {
          arg.jsEvent.preventDefault();
          const date = arg.event.extendedProps.date as string | undefined;
          if (date) onDayChosen(date);
          else if (arg.event.start) onDayChosen(toDayKey(arg.event.start));
        }}
        datesSet={datesSet}
      />
    </Box>
  );
});
