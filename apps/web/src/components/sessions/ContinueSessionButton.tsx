// "Continue" on a past session: starts a new session now, today, with its project and tags (as
// Toggl's "continue this entry"). A session already running is said so (409) and left alone.
import { useTranslation } from 'react-i18next';
import { Button } from '@mui/material';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import type { WorkRecord } from '@diary/contracts';
import { todayKey } from '../../lib/day-key';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { useCreateRecordMutation } from '../../api/diary.api';
import { serverMessageOf } from '../../lib/server-message';

export function ContinueSessionButton({
  record,
  disabled,
  label,
}: {
  record: WorkRecord;
  disabled?: boolean;
  /** The accessible name, e.g. "Continue session 09:00 – 10:00". */
  label: string;
}) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const [createRecord, { isLoading }] = useCreateRecordMutation();
  const run = async () => {
    try {
      await createRecord({
        startTime: new Date().toISOString(),
        endTime: null,
        isActive: true,
        date: todayKey(),
        tags: record.tags ?? [],
        projectId: record.projectId ?? null,
      }).unwrap();
      dispatch(
        showToast({
          title: t('continue.done'),
          description: t('continue.doneText'),
        }),
      );
    } catch (err) {
      const status = (err as { status?: number }).status;
      dispatch(
        showToast({
          title: t('continue.failed'),
          description:
            status === 409
              ? t('continue.alreadyRunning')
              : (serverMessageOf(err) ?? t('continue.failedText')),
          variant: 'destructive',
        }),
      );
    }
  };
  return (
    <Button
      variant="outlined"
      color="success"
      size="small"
      startIcon={<PlayArrowRoundedIcon />}
      onClick={() => void run()}
      disabled={disabled || isLoading}
      aria-label={label}
    >
      {t('continue.label')}
    </Button>
  );
}
