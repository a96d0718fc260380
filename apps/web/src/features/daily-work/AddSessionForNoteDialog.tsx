// "Add a session for this note": on a day without sessions, the note goes into a finished session
// at the times given here (that day, the browser's clock).
import { useEffect, useState } from 'react';
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
import { formatMediumDate } from '../../app/time';

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
      <DialogTitle id="add-session-for-note-title">Add a session for this note</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {formatMediumDate(date)} has no sessions. When did you work on this? The note is filed under a
          session at these times.
        </DialogContentText>
        <Stack direction="row" spacing={2}>
          <TextField
            type="time"
            label="Start"
            value={start}
            onChange={(e) => setStart(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="time"
            label="End"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
            error={Boolean(start && end && end <= start)}
            helperText={start && end && end <= start ? 'The end must be after the start.' : ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void add()} disabled={busy || invalid}>
          Add session and save note
        </Button>
      </DialogActions>
    </Dialog>
  );
}
