// The DateCalendar day slot: days that have work records (from the calendar call) get a dot
// and a tinted background, so the user sees where work happened.
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { alpha } from '@mui/material/styles';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { toDayKey } from '../../lib/day-key';

export const HighlightedDaysContext = createContext<ReadonlySet<string>>(new Set());

export function HighlightedDay(props: PickersDayProps) {
  const { t } = useTranslation('common');
  const highlighted = useContext(HighlightedDaysContext);
  const { day, outsideCurrentMonth } = props;
  const marked = !outsideCurrentMonth && highlighted.has(toDayKey(day));
  if (!marked) return <PickersDay {...props} />;
  return (
    <PickersDay
      {...props}
      data-has-records="true"
      aria-description={t('datePicker.hasRecords')}
      sx={(theme) => ({
        fontWeight: 700,
        position: 'relative',
        '&:not(.Mui-selected)': {
          backgroundColor: alpha(theme.palette.primary.main, 0.14),
          color: theme.palette.primary.main,
        },
        '&::after': {
          content: '""',
          position: 'absolute',
          bottom: 3,
          left: '50%',
          width: 4,
          height: 4,
          marginLeft: '-2px',
          borderRadius: '50%',
          backgroundColor: 'currentColor',
        },
      })}
    />
  );
}
