// The stop dialog: the start can be corrected (a forgotten timer is the common case: not in the
// future, not before the previous session ended), the end date and time can be changed; the duration
// follows. Errors disable End Session and show as a toast 'Invalid End Time'; an end on another date
// than the start asks once more.
import { DescriptionField } from '../../../components/projects/DescriptionField';
import { FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import type { WorkRecord } from '@diary/contracts';
import { useAppDispatch } from '../../../lib/store';
import { showToast } from '../../../lib/toast/toast.slice';
import { TagsField } from '../../../components/tags/TagsField';
import { ProjectSelect } from '../../../components/projects/ProjectSelect';
import { checkEndTime, checkStartTime, stopErrorText } from './stop-validation';
import { EndTimePicker } from './EndTimePicker';
import {
  formatClock,
  formatDuration,
  formatLongDate,
  minutesBetween,
  sessionDuration,
  useNow,
} from '../../../lib/time';
import { useTranslation } from 'react-i18next';

export interface StopSessionDialogProps {
  open: boolean;
  record: WorkRecord | null;
  stopping: boolean;
  onClose: () => void;
  /** When the session before this one ended, if known: a corrected start may not reach before it. */
  previousEnd?: string | null;
  /**
   * Resolves true when the session was stopped; `tags`, `projectId` and `description` replace the
   * session's, and `startIso` its start when the user corrected it.
   */
  onStop: (
    endIso: string,
    tags: string[],
    projectId: string | null,
    description: string | null,
    startIso?: string,
  ) => Promise<boolean>;
}

export function StopSessionDialog({
  open,
  record,
  stopping,
  previousEnd = null,
  onClose,
  onStop,
}: StopSessionDialogProps) {
  const { t } = useTranslation('dailyWork');
  const dispatch = useAppDispatch();
  const [endDate, setEndDate] = useState('');
  const [endTime, setEndTime] = useState('');
  const [startDate, setStartDate] = useState('');
  const [startTime, setStartTime] = useState('');
  const startDefaults = useRef({ date: '', time: '' });
  const [confirming, setConfirming] = useState(false);
  const [tags, setTags] = useState<string[]>([]);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  const defaults = useRef({ date: '', time: '' });
  const lastToasted = useRef<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const now = dayjs();
    defaults.current = { date: now.format('YYYY-MM-DD'), time: now.format('HH:mm') };
    setEndDate(defaults.current.date);
    setEndTime(defaults.current.time);
    setConfirming(false);
    lastToasted.current = null;
  }, [open]);
  useEffect(() => {
    if (!open || !record) return;
    const began = dayjs(record.startTime);
    startDefaults.current = { date: began.format('YYYY-MM-DD'), time: began.format('HH:mm') };
    setStartDate(startDefaults.current.date);
    setStartTime(startDefaults.current.time);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the session's start as the dialog opens
  }, [open, record?.id]);
  useEffect(() => {
    if (open) setTags(record?.tags ?? []);
    if (open) setProjectId(record?.projectId ?? null);
    if (open) setDescription(record?.description ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the session's tags as the dialog opens
  }, [open]);

  const startUntouched = startDate === startDefaults.current.date && startTime === startDefaults.current.time;
  const startCheck = useMemo(
    () =>
      record && !startUntouched
        ? checkStartTime(startDate, startTime, { now: dayjs(), previousEnd, clock: formatClock })
        : null,
    [record, startUntouched, startDate, startTime, previousEnd],
  );
  // Left as it was, the start keeps its seconds; a corrected one starts on its minute.
  const startIso = !record
    ? null
    : startCheck === null
      ? record.startTime
      : startCheck.ok
        ? startCheck.start.toISOString()
        : null;
  const check = useMemo(
    () => (startIso ? checkEndTime(startIso, endDate, endTime) : null),
    [startIso, endDate, endTime],
  );
  const error = startCheck && !startCheck.ok ? startCheck.error : check && !check.ok ? check.error : null;
  const start = startIso ? dayjs(startIso) : null;
  const untouched = endDate === defaults.current.date && endTime === defaults.current.time;
  // Left as suggested, the end is this very moment (not the start of the minute).
  const endIso =
    check?.ok && !error ? (untouched ? new Date().toISOString() : check.end.toISOString()) : null;
  const now = useNow(1000, open && untouched);
  // Left at "now", the duration is the banner's running timer; a chosen end gives 'Xh MMm'.
  const duration =
    startIso && check?.ok && !error
      ? untouched
        ? sessionDuration(startIso, null, now)
        : formatDuration(minutesBetween(startIso, check.end))
      : '—';

  const announce = () => {
    if (error && lastToasted.current !== error) {
      lastToasted.current = error;
      const title = startCheck && !startCheck.ok ? t('stop.invalidStart') : t('stop.invalidEnd');
      dispatch(showToast({ title, description: stopErrorText(error, t), variant: 'destructive' }));
    }
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!record || !endIso || stopping) {
      announce();
      return;
    }
    if (!confirming && start && endDate !== start.format('YYYY-MM-DD')) {
      setConfirming(true);
      return;
    }
    const corrected = startUntouched || !startIso ? undefined : startIso;
    if (await onStop(endIso, tags, projectId, description.trim() || null, corrected)) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={stopping ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="stop-session-title"
    >
      <Box component="form" onSubmit={(e: FormEvent) => void submit(e)} noValidate>
        <DialogTitle id="stop-session-title">
          {confirming ? t('stop.otherDayTitle') : t('stop.title')}
        </DialogTitle>
        {confirming && start ? (
          <DialogContent>
            <DialogContentText>
              {t('stop.otherDay', { start: formatLongDate(start), end: formatLongDate(endDate), duration })}
            </DialogContentText>
          </DialogContent>
        ) : (
          <DialogContent>
            <Stack spacing={2.25} sx={{ pt: 1 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <TextField
                  label={t('stop.startDate')}
                  value={startDate}
                  onChange={(e) => setStartDate(e.target.value)}
                  onBlur={announce}
                  placeholder={t('stop.dateFormat')}
                  helperText={t('stop.startHint')}
                  error={error === 'Invalid start date format'}
                  slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                  sx={{ flex: 3 }}
                />
                <EndTimePicker
                  label={t('stop.startTime')}
                  value={startTime}
                  onChange={setStartTime}
                  onBlur={announce}
                  error={Boolean(startCheck && !startCheck.ok) && error !== 'Invalid start date format'}
                />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <TextField
                  label={t('stop.endDate')}
                  value={endDate}
                  onChange={(e) => setEndDate(e.target.value)}
                  onBlur={announce}
                  placeholder={t('stop.dateFormat')}
                  helperText={t('stop.dateFormat')}
                  error={error === 'Invalid date format'}
                  slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                  sx={{ flex: 3 }}
                />
                <EndTimePicker
                  value={endTime}
                  onChange={setEndTime}
                  onBlur={announce}
                  error={Boolean(error) && error !== 'Invalid date format'}
                />
              </Stack>
              <TagsField value={tags} onChange={setTags} disabled={stopping} />
              <ProjectSelect value={projectId} onChange={setProjectId} disabled={stopping} />
              <DescriptionField value={description} onChange={setDescription} disabled={stopping} />
              {error ? (
                <Alert severity="error" role="alert">
                  {stopErrorText(error, t)}
                </Alert>
              ) : (
                <Stack
                  direction="row"
                  sx={{
                    justifyContent: 'space-between',
                    alignItems: 'baseline',
                    px: 1.5,
                    py: 1,
                    borderRadius: 2,
                    bgcolor: 'action.hover',
                  }}
                >
                  <Typography variant="body2" color="text.secondary">
                    {t('stop.duration')}
                  </Typography>
                  <Typography variant="h6" component="p" data-testid="stop-duration">
                    {duration}
                  </Typography>
                </Stack>
              )}
            </Stack>
          </DialogContent>
        )}
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button
            color="inherit"
            onClick={() => (confirming ? setConfirming(false) : onClose())}
            disabled={stopping}
          >
            {confirming ? t('stop.goBack') : t('stop.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={Boolean(error) || stopping || !record}
            startIcon={stopping ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {confirming ? t('stop.confirm') : t('stop.end')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
