// The stop dialog's start and end times: MUI X's time picker (type it, or pick it from the clock) on the
// user's 12- or 24-hour clock. The dialog keeps the time as 'HH:mm' ('' while it is incomplete).
import { useState } from 'react';
import { PickerLocalization } from '../../../components/date-picker/PickerLocalization';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs, { Dayjs } from 'dayjs';
import { usesTwelveHourClock } from '../../../lib/time';
import { useTranslation } from 'react-i18next';

const fromHhmm = (value: string): Dayjs | null => {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  return m ? dayjs().hour(Number(m[1])).minute(Number(m[2])).second(0).millisecond(0) : null;
};

export function EndTimePicker({
  label,
  value,
  onChange,
  onBlur,
  error,
}: {
  label?: string;
  /** 'HH:mm', or '' while the time is incomplete. */
  value: string;
  onChange: (hhmm: string) => void;
  onBlur: () => void;
  error: boolean;
}) {
  const { t } = useTranslation('dailyWork');
  // The picker's own value, so a half-typed time is kept while the dialog sees ''.
  const [picked, setPicked] = useState<Dayjs | null>(() => fromHhmm(value));
  const shown = picked && (!picked.isValid() || picked.format('HH:mm') === value) ? picked : fromHhmm(value);
  const ampm = usesTwelveHourClock();
  return (
    <PickerLocalization>
      <TimePicker
        label={label ?? t('stop.endTime')}
        value={shown}
        ampm={ampm}
        onChange={(v) => {
          setPicked(v);
          onChange(v && v.isValid() ? v.format('HH:mm') : '');
        }}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{
          textField: {
            onBlur,
            error,
            helperText: ampm ? t('stop.timeFormat12') : t('stop.timeFormat24'),
            sx: { flex: 2, minWidth: 0 },
          },
        }}
      />
    </PickerLocalization>
  );
}
