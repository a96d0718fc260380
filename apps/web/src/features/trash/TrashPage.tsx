// Trash: the notes and sessions deleted in the last 30 days, newest first, each with Restore, and
// Empty trash (after a confirmation) to forget them all at once. Reached from the account menu
// and from Settings, Your data.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import RestoreFromTrashOutlinedIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { useTranslation } from 'react-i18next';
import type { TrashItem } from '@diary/contracts';
import { TRASH_DAYS } from '@diary/contracts';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { useEmptyTrashMutation, useGetTrashQuery, useRestoreTrashItemMutation } from '../../api/trash.api';
import { formatCompactDate } from '../../lib/time';

/** A moment's day in the user's locale. */
const formatDay = (iso: string) => formatCompactDate(iso);
/** A yyyy-MM-dd day as the reader's calendar shows it (lib/time.ts reads a day key as that day). */
const formatDate = (date: string) => formatCompactDate(date);

function TrashRow({ item }: { item: TrashItem }) {
  const { t } = useTranslation('trash');
  const dispatch = useAppDispatch();
  const [restore, { isLoading }] = useRestoreTrashItemMutation();
  const deleted = formatDay(item.deletedAt);
  const expires = formatDay(item.expiresAt);
  const run = async () => {
    try {
      await restore(item.id).unwrap();
      dispatch(
        showToast({
          title: item.kind === 'note' ? t('noteRestored') : t('sessionRestored'),
          description: t('backOn', { date: formatDate(item.date) }),
        }),
      );
    } catch (err) {
      const reason = (err as { serverMessage?: string } | undefined)?.serverMessage;
      dispatch(
        showToast({
          title: t('restoreFailed'),
          description: reason ?? t('restoreFailedBody'),
          variant: 'destructive',
        }),
      );
    }
  };
  return (
    <Card variant="outlined" component="li" data-testid="trash-item" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', '&:last-child': { pb: 2 } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {item.kind === 'note'
              ? t('noteLine', { date: formatDate(item.date), deleted, expires })
              : t('sessionLine', { date: formatDate(item.date), deleted, expires })}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<RestoreFromTrashOutlinedIcon />}
          onClick={() => void run()}
          disabled={isLoading}
          aria-label={t('restoreNamed', { title: item.title })}
          sx={{ minHeight: 44 }}
        >
          {t('restore')}
        </Button>
      </CardContent>
    </Card>
  );
}

export default function TrashPage() {
  const { t } = useTranslation('trash');
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useGetTrashQuery();
  const [emptyTrash, { isLoading: emptying }] = useEmptyTrashMutation();
  const [confirming, setConfirming] = useState(false);
  const items = data ?? [];

  const empty = async () => {
    try {
      await emptyTrash().unwrap();
      setConfirming(false);
      dispatch(showToast({ title: t('emptied'), description: t('emptiedBody') }));
    } catch {
      dispatch(
        showToast({
          title: t('error'),
          description: t('notEmptied'),
          variant: 'destructive',
        }),
      );
    }
  };

  return (
    <Stack sx={{ ...pageSx, gap: 3 }}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle', { days: TRASH_DAYS })}
        actions={
          <Button
            color="error"
            variant="outlined"
            disabled={!items.length || emptying}
            onClick={() => setConfirming(true)}
            sx={{ minHeight: 44 }}
          >
            {t('empty')}
          </Button>
        }
      />
      {isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      {isLoading ? (
        <Stack sx={{ gap: 1 }}>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      ) : items.length ? (
        <Stack component="ul" sx={{ gap: 1, p: 0, m: 0 }} aria-label={t('list')}>
          {items.map((item) => (
            <TrashRow key={item.id} item={item} />
          ))}
        </Stack>
      ) : (
        !isError && <Typography color="text.secondary">{t('isEmpty')}</Typography>
      )}
      <Dialog
        open={confirming}
        onClose={() => !emptying && setConfirming(false)}
        aria-labelledby="empty-trash"
      >
        <DialogTitle id="empty-trash">{t('confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('confirmBody', { count: items.length })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={emptying}>
            {t('cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void empty()} disabled={emptying}>
            {t('empty')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
