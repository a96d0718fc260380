// FullCalendar dressed in the active MUI theme: its CSS variables and a few rules take the
// theme's palette, shape and type, so all five themes look like the rest of the app.
import { alpha, Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

export function calendarSx(theme: Theme): SystemStyleObject<Theme> {
  const { palette } = theme;
  const primary = palette.primary.main;
  return {
    '--fc-border-color': palette.divider,
    '--fc-page-bg-color': palette.background.paper,
    '--fc-neutral-bg-color': alpha(palette.text.primary, 0.04),
    '--fc-neutral-text-color': palette.text.secondary,
    '--fc-today-bg-color': alpha(primary, 0.07),
    '--fc-highlight-color': alpha(primary, 0.14),
    '--fc-now-indicator-color': palette.secondary.main,
    '--fc-event-bg-color': primary,
    '--fc-event-border-color': primary,
    '--fc-event-text-color': palette.primary.contrastText,
    '--fc-button-text-color': primary,
    '--fc-button-bg-color': palette.background.paper,
    '--fc-button-border-color': alpha(primary, 0.45),
    '--fc-button-hover-bg-color': alpha(primary, 0.08),
    '--fc-button-hover-border-color': primary,
    '--fc-button-active-bg-color': primary,
    '--fc-button-active-border-color': primary,
    fontFamily: theme.typography.fontFamily,
    color: palette.text.primary,

    '& .fc .fc-toolbar.fc-header-toolbar': { mb: 2, gap: 1, flexWrap: 'wrap' },
    '& .fc .fc-toolbar-title': { ...theme.typography.h6, fontFamily: theme.typography.h5.fontFamily },
    '& .fc .fc-button': {
      textTransform: 'none',
      fontWeight: 600,
      fontSize: '0.875rem',
      lineHeight: 1.5,
      padding: '0.3rem 0.75rem',
      borderRadius: `${theme.shape.borderRadius}px`,
      boxShadow: 'none',
    },
    '& .fc .fc-button-group > .fc-button:not(:first-of-type)': {
      borderTopLeftRadius: 0,
      borderBottomLeftRadius: 0,
    },
    '& .fc .fc-button-group > .fc-button:not(:last-of-type)': {
      borderTopRightRadius: 0,
      borderBottomRightRadius: 0,
    },
    '& .fc .fc-button:hover': { color: primary },
    '& .fc .fc-button-primary:not(:disabled).fc-button-active, & .fc .fc-button-primary:not(:disabled):active':
      {
        color: palette.primary.contrastText,
      },
    '& .fc .fc-button:disabled': {
      opacity: 0.5,
      color: palette.text.secondary,
      borderColor: palette.divider,
    },
    '& .fc .fc-button:focus, & .fc .fc-button-primary:not(:disabled):active:focus, & .fc .fc-button-primary:not(:disabled).fc-button-active:focus':
      { boxShadow: 'none' },
    '& .fc .fc-button:focus-visible': { outline: `2px solid ${primary}`, outlineOffset: 2 },
    '& .fc .fc-col-header-cell-cushion': {
      color: palette.text.secondary,
      fontSize: '0.75rem',
      fontWeight: 600,
      letterSpacing: '0.04em',
      textTransform: 'uppercase',
      py: 0.75,
    },
    '& .fc a.fc-daygrid-day-number, & .fc a.fc-col-header-cell-cushion, & .fc a': {
      color: 'inherit',
      textDecoration: 'none',
    },
    '& .fc .fc-daygrid-day-number': { fontSize: '0.8125rem', p: 0.75 },
    '& .fc a.fc-daygrid-day-number:hover, & .fc a.fc-col-header-cell-cushion:hover': { color: primary },
    '& .fc a:focus-visible': { outline: `2px solid ${primary}`, outlineOffset: 1, borderRadius: 4 },
    '& .fc .fc-day-today .fc-daygrid-day-number': {
      color: palette.primary.contrastText,
      backgroundColor: primary,
      borderRadius: '999px',
      minWidth: 26,
      textAlign: 'center',
      m: 0.5,
      p: '2px 6px',
    },
    '& .fc .fc-daygrid-day, & .fc .fc-timegrid-slot, & .fc .fc-timegrid-col': { cursor: 'pointer' },
    '& .fc .fc-daygrid-day:hover': { backgroundColor: alpha(primary, 0.04) },
    '& .fc .fc-daygrid-day.fc-day-has-records': { backgroundColor: alpha(primary, 0.1) },
    '& .fc .fc-daygrid-day.fc-day-has-records.fc-day-today': { backgroundColor: alpha(primary, 0.16) },
    // A day's total on narrow screens: small type in the cell instead of a filled bar.
    '& .fc .fc-record-total-compact': {
      display: 'block',
      textAlign: 'center',
      fontSize: '0.6875rem',
      fontWeight: 700,
      letterSpacing: '-0.01em',
      color: palette.text.primary,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
    },
    '& .fc .fc-daygrid-event.fc-record-marker-compact': {
      backgroundColor: 'transparent',
      borderColor: 'transparent',
      // The whole cell's width for the total (a phone's cell is about 50 px).
      marginLeft: 0,
      marginRight: 0,
      paddingLeft: 0,
      paddingRight: 0,
    },
    '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 0.45 },
    '& .fc .fc-event': {
      borderRadius: '6px',
      fontSize: '0.75rem',
      fontWeight: 600,
      cursor: 'pointer',
      px: 0.5,
    },
    '& .fc .fc-event:focus-visible': { outline: `3px solid ${palette.text.primary}`, outlineOffset: 1 },
    '& .fc .fc-daygrid-day:focus-visible, & .fc .fc-col-header-cell:focus-visible': {
      outline: `3px solid ${primary}`,
      outlineOffset: -3,
    },
    '& .fc .fc-timegrid-event.fc-session-block': { px: 0.5, py: 0.25, overflow: 'hidden' },
    '& .fc .fc-session-frame': { display: 'flex', flexDirection: 'column', gap: '1px', lineHeight: 1.25 },
    '& .fc .fc-session-frame .fc-event-title': { fontWeight: 600, whiteSpace: 'normal' },
    '& .fc .fc-session-frame .fc-event-time': { fontWeight: 500, opacity: 0.95 },
    // A phone's week: '2h 30m' may take two lines of a narrow block rather than be cut.
    '& .fc .fc-session-frame .fc-session-length': { whiteSpace: 'normal' },
    '& .fc .fc-session-active': { backgroundColor: palette.success.main, borderColor: palette.success.main },
    '& .fc .fc-timegrid-slot-label-cushion, & .fc .fc-timegrid-axis-cushion': {
      color: palette.text.secondary,
      fontSize: '0.75rem',
    },
    // Rounded corners clip the last column's border on phones, so only from tablet width up.
    [theme.breakpoints.up('sm')]: {
      '& .fc-theme-standard .fc-scrollgrid': {
        borderRadius: `${theme.shape.borderRadius}px`,
        overflow: 'hidden',
      },
    },

    // Narrow content: the title on its own line above the buttons.
    [theme.breakpoints.down('md')]: {
      '& .fc .fc-toolbar-chunk:nth-of-type(2)': { order: -1, width: '100%' },
    },
    // Phones: buttons of 44 px and no text under 12 px (issue 33); FullCalendar's own 0.85em for
    // event times made them 9 px.
    [theme.breakpoints.down('sm')]: {
      '& .fc .fc-toolbar-title': { fontSize: '1.05rem' },
      '& .fc .fc-button': { padding: '0.3rem 0.6rem', minHeight: 44, minWidth: 44 },
      '& .fc .fc-event, & .fc .fc-event .fc-event-time, & .fc .fc-event .fc-event-title': {
        fontSize: '0.75rem',
      },
      '& .fc .fc-record-total-compact': { fontSize: '0.75rem', letterSpacing: '-0.03em' },
      '& .fc .fc-daygrid-day-number': { fontSize: '0.75rem' },
    },
  };
}
