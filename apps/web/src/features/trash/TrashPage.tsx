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
import type { TrashItem } from '@diary/contracts';
import { TRASH_DAYS } from '@diary/contracts';
import { useAppDispatch } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { PageHeader, pageSx } from '../../components/PageHeader';
import { useEmptyTrashMutation, useGetTrashQuery, useRestoreTrashItemMutation } from '../../api/trash.api';

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const formatDay = (iso: string) => dayFormat.format(new Date(iso));
/** A yyyy-MM-dd day as the reader's calendar shows it (noon: no zone moves it to another day). */
const formatDate = (date: string) => formatDay(`${date}T12:00:00`);

function TrashRow({ item }: { item: TrashItem }) {
  const dispatch = useAppDispatch();
  const [restore, { isLoading }] = useRestoreTrashItemMutation();
  const what = item.kind === 'note' ? 'Note' : 'Session';
  const run = async () => {
    try {
      await restore(item.id).unwrap();
      dispatch(
        showToast({ title: `${what} restored`, description: `It is back on ${formatDate(item.date)}.` }),
      );
    } catch (err) {
      const reason = (err as { serverMessage?: string } | undefined)?.serverMessage;
      dispatch(
        showToast({
          title: 'Restore failed',
          description: reason ?? 'It could not be restored. Please try again.',
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
            {what} of {formatDate(item.date)} · deleted {formatDay(item.deletedAt)} · gone for good{' '}
            {formatDay(item.expiresAt)}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<RestoreFromTrashOutlinedIcon />}
          onClick={() => void run()}
          disabled={isLoading}
          aria-label={`Restore ${item.title}`}
          sx={{ minHeight: 44 }}
        >
          Restore
        </Button>
      </CardContent>
    </Card>
  );
}

export default function TrashPage() {
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useGetTrashQuery();
  const [emptyTrash, { isLoading: emptying }] = useEmptyTrashMutation();
  const [confirming, setConfirming] = useState(false);
  const items = data ?? [];

  const empty = async () => {
    try {
      await emptyTrash().unwrap();
      setConfirming(false);
      dispatch(showToast({ title: 'Trash emptied', description: 'What was in it is gone for good.' }));
    } catch {
      dispatch(
        showToast({
          title: 'Error',
          description: 'The trash was not emptied. Please try again.',
          variant: 'destructive',
        }),
      );
    }
  };

  return (
    <Stack sx={{ ...pageSx, gap: 3 }}>
      <PageHeader
        title="Trash"
        subtitle={`Deleted notes and sessions stay here for ${TRASH_DAYS} days, then they are gone for good.`}
        actions={
          <Button
            color="error"
            variant="outlined"
            disabled={!items.length || emptying}
            onClick={() => setConfirming(true)}
            sx={{ minHeight: 44 }}
          >
            Empty trash
          </Button>
        }
      />
      {isError && <Alert severity="error">The trash could not be loaded. Please try again.</Alert>}
      {isLoading ? (
        <Stack sx={{ gap: 1 }}>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      ) : items.length ? (
        <Stack component="ul" sx={{ gap: 1, p: 0, m: 0 }} aria-label="Deleted notes and sessions">
          {items.map((item) => (
            <TrashRow key={item.id} item={item} />
          ))}
        </Stack>
      ) : (
        !isError && <Typography color="text.secondary">The trash is empty.</Typography>
      )}
      <Dialog
        open={confirming}
        onClose={() => !emptying && setConfirming(false)}
        aria-labelledby="empty-trash"
      >
        <DialogTitle id="empty-trash">Empty the trash?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {items.length === 1 ? 'The item' : `All ${items.length} items`} in the trash will be deleted for
            good. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={emptying}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => void empty()} disabled={emptying}>
            Empty trash
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
