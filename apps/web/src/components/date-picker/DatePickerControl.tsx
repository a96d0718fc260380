// The reusable date picker: a button with the selected date in long
// format opens a one-month calendar focused on that date; days with records are highlighted and
// a date always stays selected. Bound to the app's selected date unless value/onChange are given.
import { useMemo, useState, MouseEvent } from 'react';
import { Button, Popover, useMediaQuery, useTheme } from '@mui/material';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { PickerLocalization } from './PickerLocalization';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { Dayjs } from 'dayjs';
import { formatLongDate, formatShortDate, parseDayKey, toDayKey } from '../../lib/time';
import { selectedDateChanged } from '../../lib/selected-date.slice';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { useGetCalendarQuery } from '../../api/diary.api';
import { HighlightedDay, HighlightedDaysContext } from './HighlightedDay';
import { useTranslation } from 'react-i18next';

export interface DatePickerControlProps {
  /** The selected day (yyyy-MM-dd); defaults to the app's selected date. */
  value?: string;
  /** Called with the new day key; defaults to setting the app's selected date. */
  onChange?: (dayKey: string) => void;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

export function DatePickerControl({ value, onChange, size = 'medium', fullWidth }: DatePickerControlProps) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const storeValue = useAppSelector((s) => s.selectedDate.value);
  const dayKey = value ?? storeValue;
  const selected = parseDayKey(dayKey);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [shownMonth, setShownMonth] = useState<Dayjs>(selected);

  const open = (e: MouseEvent<HTMLElement>) => {
    setShownMonth(parseDayKey(dayKey));
    setAnchor(e.currentTarget);
  };

  const { data: days } = useGetCalendarQuery(
    { year: shownMonth.year(), month: shownMonth.month() + 1 },
    { skip: !anchor },
  );
  const highlighted = useMemo(() => new Set(days ?? []), [days]);

  const select = (next: Dayjs | null, state?: string) => {
    if (!next || !next.isValid()) return; // deselecting is ignored: a date always stays selected
    if (state === 'partial') return; // a year was picked; wait for the day
    const key = toDayKey(next);
    if (onChange) onChange(key);
    else dispatch(selectedDateChanged(key));
    setAnchor(null);
  };

  // On a phone the arrows and "Today" share the row with it: the short date there.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const label = narrow && !fullWidth ? formatShortDate(selected) : formatLongDate(selected);

  return (
    <PickerLocalization>
      <Button
        variant="outlined"
        size={size}
        fullWidth={fullWidth}
        startIcon={<CalendarMonthOutlinedIcon />}
        onClick={open}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        aria-label={t('datePicker.choose', { date: label })}
        sx={{
          textTransform: 'none',
          whiteSpace: 'nowrap',
          justifyContent: fullWidth ? 'flex-start' : undefined,
        }}
      >
        {label}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('datePicker.dialog'), sx: { mt: 0.5 } } }}
      >
        <HighlightedDaysContext.Provider value={highlighted}>
          <DateCalendar
            value={selected}
            onChange={select}
            referenceDate={selected}
            autoFocus
            views={['year', 'day']}
            onMonthChange={(m) => setShownMonth(m)}
            onYearChange={(y) => setShownMonth(y)}
            slots={{ day: HighlightedDay }}
          />
        </HighlightedDaysContext.Provider>
      </Popover>
    </PickerLocalization>
  );
}
