// 'New Session': a finished session with a start and an end time on the selected day (spec
// section 5: both required, end after start, seconds 0).
import { FormEvent, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { formatClock, formatLongDate, parseDayKey } from '../../app/time';
import { useAppDispatch } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { useCreateRecordMutation } from '../diary/diary.api';
import { serverMessageOf } from './server-message';
import { checkCustomSession } from './session-times';
import { TimeField } from './TimeField';

interface Props {
  open: boolean;
  date: string;
  onClose: () => void;
}

export function CustomSessionDialog({ open, date, onClose }: Props) {
  const dispatch = useAppDispatch();
  const [createRecord, { isLoading }] = useCreateRecordMutation();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');

  const close = () => {
    setStart('');
    setEnd('');
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const check = checkCustomSession(date, start, end);
    if (!check.ok) {
      dispatch(showToast({ ...check.error, variant: 'destructive' }));
      return;
    }
    try {
      await createRecord({
        date,
        startTime: check.start.toISOString(),
        endTime: check.end.toISOString(),
        isActive: false,
      }).unwrap();
      dispatch(
        showToast({
          title: 'Session created',
          description: `${formatClock(check.start)} – ${formatClock(check.end)} was added to ${parseDayKey(date).format('MMMM D')}.`,
        }),
      );
      close();
    } catch (err) {
      dispatch(
        showToast({
          title: 'Creation failed',
          description: serverMessageOf(err) ?? 'Could not create the custom session. Please try again.',
          variant: 'destructive',
        }),
      );
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="custom-session-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="custom-session-title">New Session</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Add a session you worked on {formatLongDate(date)}.
          </DialogContentText>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TimeField label="Start time" value={start} onValueChange={setStart} autoFocus />
            <TimeField label="End time" value={end} onValueChange={setEnd} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Creating...' : 'Create Session'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
