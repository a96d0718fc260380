// A note's history: each earlier version, newest first, with the words that changed between it
// and the version after it highlighted, and "Restore this version" (the current text is kept as a
// version in turn, so a restore can itself be undone). Loaded only when opened (it brings `diff`).
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import type { WorkNote } from '@diary/contracts';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { formatClock, formatMediumDate, toDayKey } from '../../lib/time';
import { useGetNoteRevisionsQuery, useRestoreNoteRevisionMutation } from '../../api/diary.api';
import { WordChanges } from './WordChanges';

const when = (instant: string) => {
  return `${formatMediumDate(toDayKey(new Date(instant)))}, ${formatClock(instant)}`;
};

export default function NoteHistoryDialog({
  note,
  date,
  onClose,
}: {
  note: WorkNote;
  /** The note's day (refreshed after a restore). */
  date: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const {
    data: revisions,
    isLoading,
    isError,
    refetch,
  } = useGetNoteRevisionsQuery(note.id, {
    refetchOnMountOrArgChange: true,
  });
  const [restore, { isLoading: restoring }] = useRestoreNoteRevisionMutation();

  const bringBack = async (revisionId: string) => {
    try {
      await restore({ id: note.id, revisionId, date }).unwrap();
      dispatch(showToast({ title: t('history.restored'), description: t('history.restoredText') }));
      onClose();
    } catch {
      dispatch(
        showToast({
          title: t('note.error'),
          description: t('history.restoreFailed'),
          variant: 'destructive',
        }),
      );
      void refetch();
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`history-${note.id}`} fullWidth maxWidth="md">
      <DialogTitle id={`history-${note.id}`}>{t('history.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="subtitle2" component="h3">
          {t('history.current', { when: when(note.updatedAt) })}
        </Typography>
        <Box
          component="pre"
          sx={{ whiteSpace: 'pre-wrap', typography: 'body2', fontFamily: 'inherit', mt: 0.5, mb: 2 }}
        >
          {note.content}
        </Box>
        {isLoading && <CircularProgress size={24} aria-label={t('history.loading')} />}
        {isError && <Alert severity="error">{t('history.loadFailed')}</Alert>}
        {revisions && revisions.length === 0 && (
          <Typography color="text.secondary">{t('history.none')}</Typography>
        )}
        <Stack
          component="ol"
          divider={<Divider component="li" aria-hidden />}
          sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}
        >
          {revisions?.map((revision, i) => {
            const next = i === 0 ? note.content : revisions[i - 1].content;
            return (
              <Box component="li" key={revision.id} data-testid="note-revision">
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 0.5 }}>
                  <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                    {t('history.version', { when: when(revision.editedAt) })}
                  </Typography>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={restoring}
                    onClick={() => void bringBack(revision.id)}
                  >
                    {t('history.restore')}
                  </Button>
                </Stack>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
                  {t('history.changes')}
                </Typography>
                <WordChanges from={revision.content} to={next} />
              </Box>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
