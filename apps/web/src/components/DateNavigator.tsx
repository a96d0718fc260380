// Previous/next day arrows around the date picker; Ctrl+Left and Ctrl+Right do the same when the
// focus is not in a text field (where they move by word).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import { DatePickerControl } from './date-picker/DatePickerControl';
import { shiftDay, todayKey } from '../lib/time';

const isEditable = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

export function DateNavigator({ date, onChange }: { date: string; onChange: (dayKey: string) => void }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      if (!e.ctrlKey || e.altKey || e.shiftKey || e.metaKey || isEditable(e.target)) return;
      if (document.querySelector('[role="dialog"], [role="presentation"].MuiModal-root')) return;
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        e.preventDefault();
        onChange(shiftDay(date, e.key === 'ArrowLeft' ? -1 : 1));
      }
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [date, onChange]);

  const isToday = date === todayKey();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Tooltip title={t('dateNav.previousTip')}>
        <IconButton aria-label={t('dateNav.previous')} onClick={() => onChange(shiftDay(date, -1))}>
          <ChevronLeftRoundedIcon />
        </IconButton>
      </Tooltip>
      <DatePickerControl value={date} onChange={onChange} />
      <Tooltip title={t('dateNav.nextTip')}>
        <IconButton aria-label={t('dateNav.next')} onClick={() => onChange(shiftDay(date, 1))}>
          <ChevronRightRoundedIcon />
        </IconButton>
      </Tooltip>
      {!isToday && (
        <Button size="small" onClick={() => onChange(todayKey())} sx={{ ml: 0.5 }}>
          {t('dateNav.today')}
        </Button>
      )}
    </Stack>
  );
}
