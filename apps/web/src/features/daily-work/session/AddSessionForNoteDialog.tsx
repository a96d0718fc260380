// "Add a session for this note": on a day without sessions, the note goes into a finished session
// at the times given here (that day, the browser's clock).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { formatMediumDate } from '../../../lib/time';

/** The instant of `hh:mm` on the local day `date` (yyyy-MM-dd). */
export const localInstant = (date: string, time: string) => new Date(`${date}T${time}:00`).toISOString();

export function AddSessionForNoteDialog({
  open,
  date,
  onClose,
  onAdd,
}: {
  open: boolean;
  date: string;
  onClose: () => void;
  onAdd: (startIso: string, endIso: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('dailyWork');
  const [start, setStart] = useState('09:00');
  const [end, setEnd] = useState('10:00');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setBusy(false);
  }, [open]);
  const invalid = !start || !end || end <= start;

  const add = async () => {
    setBusy(true);
    const ok = await onAdd(localInstant(date, start), localInstant(date, end));
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} aria-labelledby="add-session-for-note-title">
      <DialogTitle id="add-session-for-note-title">{t('addSession.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('addSession.text', { day: formatMediumDate(date) })}
        </DialogContentText>
        <Stack direction="row" spacing={2}>
          <TextField
            type="time"
            label={t('addSession.start')}
            value={start}
            onChange={(e) => setStart(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="time"
            label={t('addSession.end')}
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            error={Boolean(start && end && end <= start)}
            helperText={start && end && end <= start ? t('addSession.endAfterStart') : ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('stop.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void add()} disabled={busy || invalid}>
          {t('addSession.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
