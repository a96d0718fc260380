// One saved note wherever notes show (Daily Work, Sessions, Reports): its time, "edited" once
// changed, its Markdown, and Edit and Delete at any time (a stopped session's notes too). An edit
// names the version it was made on: one that meets a newer version opens the merge dialog, and one
// that cannot reach the server waits in the offline outbox. Ticking a task box ticks it on the
// server's own text. The note named by `?note=` is highlighted for a moment. A note can be sealed
// (encrypted here with a passphrase, lib/sealed-note.ts): it then shows locked until opened with its
// passphrase, and stays open in this tab until a reload; an edit of an open one is sealed again.
import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import HistoryIcon from '@mui/icons-material/History';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import type { NoteConflictBody, WorkNote } from '@diary/contracts';
import type { ApiError } from '../../lib/api';
import { enqueue } from '../../lib/offline/outbox';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { formatClock } from '../../lib/time';
import { MarkdownNote } from '../markdown/MarkdownNote';
import { useDeleteNoteMutation, useToggleNoteTaskMutation, useUpdateNoteMutation } from '../../api/diary.api';
import { noteElementId, useIsHighlighted } from './highlighted-note';
import { NoteMergeDialog, type NoteConflict } from './NoteMergeDialog';
import { OpenSealedDialog, SealNoteDialog } from './SealNoteDialogs';
import {
  forgetOpened,
  newNoteKey,
  openSealed,
  rememberOpened,
  sealWith,
  useOpenedNote,
} from '../../lib/sealed-note';

const NoteHistoryDialog = lazy(() => import('./NoteHistoryDialog'));

/** The text an edit started from, and the version it was. */
interface EditBase {
  content: string;
  updatedAt: string;
}

/** The current note a 409 carries. */
const conflictNote = (err: unknown): WorkNote | null => {
  const e = err as ApiError | undefined;
  return e?.status === 409 ? ((e.body as Partial<NoteConflictBody> | undefined)?.note ?? null) : null;
};

/** Edited: its text changed after it was written. */
export const wasEdited = (note: WorkNote) =>
  Boolean(note.updatedAt) && Date.parse(note.updatedAt) - Date.parse(note.timestamp) > 1000;

export function NoteView({
  note,
  date,
  caption,
  testId,
  images,
}: {
  note: WorkNote;
  /** The record's day (which cached day to refresh after a change). */
  date: string;
  caption?: string;
  /** How its images show: inline (default) or as thumbnails (lists of sessions). */
  images?: 'inline' | 'thumbnail';
  /** The test id of the note's rendered text. */
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const userId = useAppSelector((s) => s.auth.userId);
  const [updateNote, { isLoading: saving }] = useUpdateNoteMutation();
  const [toggleTask] = useToggleNoteTaskMutation();
  const [deleteNote, { isLoading: deleting }] = useDeleteNoteMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const [editBase, setEditBase] = useState<EditBase>({ content: note.content, updatedAt: note.updatedAt });
  const [conflict, setConflict] = useState<NoteConflict | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sealing, setSealing] = useState(false);
  const [sealBusy, setSealBusy] = useState(false);
  const [opening, setOpening] = useState(false);
  const highlighted = useIsHighlighted(note.id);
  const opened = useOpenedNote(note.id, note.sealed);
  /** The text to show and edit: a sealed note's only once opened in this tab. */
  const text = note.sealed ? (opened?.text ?? null) : note.content;
  const time = formatClock(note.timestamp);
  const failed = (description: string) =>
    dispatch(showToast({ title: t('note.error'), description, variant: 'destructive' }));

  const startEditing = () => {
    if (text === null) return;
    setEditBase({ content: text, updatedAt: note.updatedAt });
    setEditing(text);
  };

  /** An opened sealed note's edit: sealed again with its key here, only the envelope is sent. */
  const saveSealed = async (content: string, base: EditBase) => {
    if (!opened) return false;
    try {
      const sealed = await sealWith(opened.noteKey, content);
      await updateNote({ id: note.id, content: '', sealed, date, baseUpdatedAt: base.updatedAt }).unwrap();
      rememberOpened(note.id, { text: content, noteKey: opened.noteKey, ciphertext: sealed.ciphertext });
      dispatch(showToast({ title: t('note.updatedTitle'), description: t('note.updatedSealed') }));
      return true;
    } catch (err) {
      failed(conflictNote(err) ? t('note.changedSinceOpened') : t('note.saveFailed'));
      return false;
    }
  };

  const seal = async (passphrase: string) => {
    setSealBusy(true);
    try {
      const noteKey = await newNoteKey(passphrase);
      const sealed = await sealWith(noteKey, note.content);
      await updateNote({ id: note.id, content: '', sealed, date, baseUpdatedAt: note.updatedAt }).unwrap();
      rememberOpened(note.id, { text: note.content, noteKey, ciphertext: sealed.ciphertext });
      setSealing(false);
      dispatch(
        showToast({
          title: t('note.sealed'),
          description: t('note.sealedText'),
        }),
      );
    } catch (err) {
      failed(conflictNote(err) ? t('note.changedSealAgain') : t('note.sealFailed'));
    } finally {
      setSealBusy(false);
    }
  };

  const open = async (passphrase: string) => {
    if (!note.sealed) return;
    const { text: plain, noteKey } = await openSealed(note.sealed, passphrase);
    rememberOpened(note.id, { text: plain, noteKey, ciphertext: note.sealed.ciphertext });
    setOpening(false);
  };

  /** Saves on top of `base`; true when the editor can close (saved, or kept for later). */
  const save = async (content: string, base: EditBase = editBase) => {
    if (!content.trim()) return false;
    if (note.sealed) return saveSealed(content, base);
    try {
      await updateNote({ id: note.id, content, date, baseUpdatedAt: base.updatedAt }).unwrap();
      setConflict(null);
      dispatch(showToast({ title: t('note.updatedTitle'), description: t('note.updatedText') }));
      return true;
    } catch (err) {
      const current = conflictNote(err);
      if (current) {
        setConflict({ base: base.content, mine: content, current });
        return false;
      }
      if ((err as ApiError | undefined)?.status === 0 && userId) {
        await enqueue({
          kind: 'edit',
          userId,
          noteId: note.id,
          content,
          date,
          baseContent: base.content,
          baseUpdatedAt: base.updatedAt,
        });
        dispatch(
          showToast({
            title: t('note.savedHere'),
            description: t('note.savedHereText'),
          }),
        );
        return true;
      }
      failed(t('note.saveFailed'));
      return false;
    }
  };

  const saveMerged = async (text: string) => {
    if (!conflict) return;
    const base = { content: conflict.current.content, updatedAt: conflict.current.updatedAt };
    setEditBase(base);
    if (await save(text, base)) setEditing(null);
  };

  const tick = async (index: number, checked: boolean) => {
    try {
      await toggleTask({ id: note.id, index, checked, date }).unwrap();
    } catch {
      failed(t('note.taskFailed'));
    }
  };

  const remove = async () => {
    try {
      await deleteNote({ id: note.id, date }).unwrap();
      setConfirming(false);
      dispatch(
        showToast({
          title: t('note.deleted'),
          description: t('note.deletedText'),
          undo: { itemId: note.id },
        }),
      );
    } catch {
      failed(t('note.deleteFailed'));
    }
  };

  return (
    <Box
      id={noteElementId(note.id)}
      data-testid="note-view"
      data-highlighted={highlighted || undefined}
      sx={(theme) => ({
        borderRadius: 1,
        mx: -1,
        px: 1,
        scrollMarginTop: 96,
        transition: 'background-color 600ms ease',
        bgcolor: highlighted ? alpha(theme.palette.warning.main, 0.22) : 'transparent',
      })}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minHeight: 30 }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600, flex: 1 }}>
          {caption ?? t('note.savedAt')} {time}
          {note.sealed && (
            <Box component="span" sx={{ fontWeight: 400 }} data-testid="sealed-mark">
              {opened ? ` · ${t('note.sealedOpen')}` : ` · ${t('note.sealedMark')}`}
            </Box>
          )}
          {wasEdited(note) && (
            <Box
              component="span"
              title={t('note.editedAt', { time: formatClock(note.updatedAt) })}
              sx={{ fontWeight: 400 }}
            >
              {` · ${t('note.edited')}`}
            </Box>
          )}
        </Typography>
        {editing === null && note.sealed && !opened && (
          <Button
            size="small"
            startIcon={<LockOpenOutlinedIcon fontSize="small" />}
            aria-label={t('note.openSealed', { time })}
            onClick={() => setOpening(true)}
          >
            {t('note.open')}
          </Button>
        )}
        {editing === null && note.sealed && opened && (
          <Tooltip title={t('note.lockTip')}>
            <IconButton
              size="small"
              aria-label={t('note.lock', { time })}
              onClick={() => forgetOpened(note.id)}
            >
              <LockOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {editing === null && (
          <>
            {text !== null && (
              <Tooltip title={t('note.editTip')}>
                <IconButton size="small" aria-label={t('note.edit', { time })} onClick={startEditing}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {!note.sealed && (
              <Tooltip title={t('note.sealTip')}>
                <IconButton
                  size="small"
                  aria-label={t('note.seal', { time })}
                  onClick={() => setSealing(true)}
                >
                  <LockOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {wasEdited(note) && !note.sealed && (
              <Tooltip title={t('note.historyTip')}>
                <IconButton
                  size="small"
                  aria-label={t('note.history', { time })}
                  onClick={() => setShowHistory(true)}
                >
                  <HistoryIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title={t('note.deleteTip')}>
              <IconButton
                size="small"
                aria-label={t('note.delete', { time })}
                onClick={() => setConfirming(true)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Stack>
      {editing === null && text === null ? (
        <Stack
          direction="row"
          data-testid="sealed-note-locked"
          sx={{ alignItems: 'center', gap: 1, color: 'text.secondary', py: 0.5 }}
        >
          <LockOutlinedIcon fontSize="small" />
          <Typography variant="body2">{t('note.locked')}</Typography>
        </Stack>
      ) : editing === null ? (
        <MarkdownNote
          content={text ?? ''}
          testId={testId}
          images={images}
          // An open sealed note's boxes are ticked by editing it (the server cannot read its text).
          onToggleTask={note.sealed ? undefined : (_next, task) => void tick(task.index, task.checked)}
        />
      ) : (
        <Box>
          <TextField
            multiline
            fullWidth
            minRows={3}
            size="small"
            label={t('note.field', { time })}
            value={editing}
            onChange={(e) => setEditing(e.target.value)}
            onKeyDown={(e) => {
              if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
                e.preventDefault();
                void save(editing).then((ok) => ok && setEditing(null));
              }
            }}
            autoFocus
            sx={{ mt: 0.5 }}
          />
          <Stack direction="row" sx={{ gap: 1, mt: 1, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => setEditing(null)} disabled={saving}>
              {t('note.cancel')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              onClick={() => void save(editing).then((ok) => ok && setEditing(null))}
              disabled={saving || !editing.trim()}
            >
              {t('note.saveChanges')}
            </Button>
          </Stack>
        </Box>
      )}
      {sealing && (
        <SealNoteDialog
          time={time}
          busy={sealBusy}
          onCancel={() => setSealing(false)}
          onSeal={(passphrase) => void seal(passphrase)}
        />
      )}
      {opening && <OpenSealedDialog time={time} onCancel={() => setOpening(false)} onOpen={open} />}
      {showHistory && (
        <Suspense fallback={null}>
          <NoteHistoryDialog note={note} date={date} onClose={() => setShowHistory(false)} />
        </Suspense>
      )}
      {conflict && (
        <NoteMergeDialog
          key={conflict.current.updatedAt}
          conflict={conflict}
          saving={saving}
          onSave={(text) => void saveMerged(text)}
          onCancel={() => {
            // Back to this side's text on its own base: saving again offers the merge again.
            setEditing(conflict.mine);
            setConflict(null);
          }}
        />
      )}
      <Dialog
        open={confirming}
        onClose={() => !deleting && setConfirming(false)}
        aria-labelledby={`delete-${note.id}`}
      >
        <DialogTitle id={`delete-${note.id}`}>{t('note.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('note.deleteText', { time })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={deleting}>
            {t('note.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void remove()} disabled={deleting}>
            {t('note.deleteConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
