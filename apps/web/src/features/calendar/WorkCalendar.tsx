// The FullCalendar of the Calendar overview: Month/Week/Day views, days with records marked,
// and clicks on a day, a time slot or a marker reported as a day key.
import { forwardRef, useMemo } from 'react';
import { Box, useMediaQuery, useTheme } from '@mui/material';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import interactionPlugin from '@fullcalendar/interaction';
import type { DatesSetArg, EventInput } from '@fullcalendar/core';
import dayjs from 'dayjs';
import { toDayKey } from '../../app/day-key';
import { calendarSx } from './calendar-styles';

export const RECORD_MARKER_TITLE = 'Work recorded';

interface WorkCalendarProps {
  initialDate: string;
  recordDays: ReadonlySet<string>;
  onDayChosen: (dayKey: string) => void;
  onDatesSet: (arg: DatesSetArg) => void;
}

export const WorkCalendar = forwardRef<FullCalendar, WorkCalendarProps>(function WorkCalendar(
  { initialDate, recordDays, onDayChosen, onDatesSet },
  ref,
) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const isTablet = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const height = isMobile ? 400 : isTablet ? 500 : 600;
  // Narrow month and week columns show a dot instead of the marker's text.
  const compact = (viewType: string) => isTablet && viewType !== 'timeGridDay';

  const events = useMemo<EventInput[]>(
    () =>
      [...recordDays].map((day) => ({
        id: day,
        title: RECORD_MARKER_TITLE,
        start: day,
        allDay: true,
      })),
    [recordDays],
  );

  return (
    <Box sx={calendarSx} data-testid="work-calendar">
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
        buttonText={{
          today: 'Today',
          month: isMobile ? 'Mo' : 'Month',
          week: isMobile ? 'Wk' : 'Week',
          day: 'Day',
        }}
        buttonHints={{ prev: 'Previous $0', next: 'Next $0', today: 'Go to today' }}
        viewHint="$0 view"
        navLinks
        navLinkDayClick={(date) => onDayChosen(toDayKey(date))}
        navLinkHint="Open the notes of $0"
        eventInteractive
        nowIndicator
        scrollTime="08:00:00"
        dayMaxEvents
        fixedWeekCount={false}
        events={events}
        eventClassNames={(arg) =>
          compact(arg.view.type) ? ['fc-record-marker', 'fc-record-marker-compact'] : ['fc-record-marker']
        }
        // Always our own content: switching between custom and default rendering leaves stale nodes.
        eventContent={(arg) =>
          compact(arg.view.type) ? (
            <span className="fc-record-dot" role="img" aria-label={arg.event.title} title={arg.event.title} />
          ) : (
            <div className="fc-event-main-frame">
              <div className="fc-event-title-container">
                <div className="fc-event-title fc-sticky">{arg.event.title}</div>
              </div>
            </div>
          )
        }
        dayHeaderContent={(arg) =>
          isMobile && arg.view.type === 'timeGridWeek' ? (
            <span className="fc-day-header-stacked">
              {dayjs(arg.date).format('dd')}
              <br />
              {arg.date.getDate()}
            </span>
          ) : (
            <span>{arg.text}</span>
          )
        }
        dayCellClassNames={(arg) => (recordDays.has(toDayKey(arg.date)) ? ['fc-day-has-records'] : [])}
        dateClick={(arg) => onDayChosen(toDayKey(arg.date))}
        eventClick={(arg) => {
          arg.jsEvent.preventDefault();
          if (arg.event.start) onDayChosen(toDayKey(arg.event.start));
        }}
        datesSet={onDatesSet}
      />
    </Box>
  );
});
