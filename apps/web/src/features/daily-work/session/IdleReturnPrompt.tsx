// Back after more than the idle timeout with a session running, the app asks what the time away
// was: keep it, discard it (the session ends when you left and a new one, with the same project and
// tags, starts now: POST /api/work-records/{id}/split), or stop the session when you left.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { todayKey } from '../../../lib/day-key';
import { useAppDispatch } from '../../../lib/store';
import { showToast } from '../../../lib/toast/toast.slice';
import { formatClock, formatDuration, minutesBetween } from '../../../lib/time';
import type { WorkRecord } from '@diary/contracts';
import { useSplitRecordMutation, useUpdateRecordMutation } from '../../../api/diary.api';
import { isLocalId } from '../../../lib/offline/outbox';
import { useIdleReturn } from './use-idle-return';

/** Shown by Daily Work, which holds the running session and the idle timeout. */
export function IdleReturnPrompt({ active, timeoutMs }: { active: WorkRecord | null; timeoutMs: number }) {
  const { t } = useTranslation('dailyWork');
  const dispatch = useAppDispatch();
  const running = Boolean(active && !isLocalId(active.id));
  const { away, dismiss } = useIdleReturn(timeoutMs, running);
  const [split, splitting] = useSplitRecordMutation();
  const [update, updating] = useUpdateRecordMutation();
  const [failed, setFailed] = useState(false);
  const busy = splitting.isLoading || updating.isLoading;
  // Only a session that started before the user left has time away to decide on.
  const open = Boolean(away && active && running && Date.parse(active.startTime) < Date.parse(away.leftAt));

  const fail = () => {
    setFailed(true);
    dispatch(
      showToast({
        title: t('idle.notChanged'),
        description: t('idle.notChangedText'),
        variant: 'destructive',
      }),
    );
  };
  const done = (title: string, description: string) => {
    setFailed(false);
    dismiss();
    dispatch(showToast({ title, description }));
  };

  const discard = async () => {
    if (!active || !away) return;
    try {
      await split({ id: active.id, awayFrom: away.leftAt, awayTo: away.backAt, date: todayKey() }).unwrap();
      done(t('idle.discarded'), t('idle.discardedText', { time: formatClock(away.leftAt) }));
    } catch {
      fail();
    }
  };
  const stop = async () => {
    if (!active || !away) return;
    try {
      await update({ id: active.id, endTime: away.leftAt, isActive: false }).unwrap();
      done(t('toast.ended'), t('idle.stoppedText', { time: formatClock(away.leftAt) }));
    } catch {
      fail();
    }
  };

  if (!open || !away) return null;
  const minutes = minutesBetween(away.leftAt, away.backAt);
  return (
    <Dialog
      open
      onClose={busy ? undefined : dismiss}
      aria-labelledby="idle-return-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="idle-return-title">
        {t('idle.title', { duration: formatDuration(minutes) })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('idle.text', { from: formatClock(away.leftAt), to: formatClock(away.backAt) })}
          {failed && ` ${t('idle.failed')}`}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={dismiss} disabled={busy}>
          {t('idle.keep')}
        </Button>
        <Button onClick={() => void discard()} disabled={busy} variant="contained">
          {t('idle.discard')}
        </Button>
        <Button onClick={() => void stop()} disabled={busy} color="warning">
          {t('idle.stopAt', { time: formatClock(away.leftAt) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
