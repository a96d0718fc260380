// One saved note wherever notes show (Daily Work, Sessions, Reports): its time, "edited" once
// changed, its Markdown, and Edit and Delete at any time (a stopped session's notes too). Ticking a
// task box saves the note. The note named by `?note=` is highlighted for a moment.
import { useState } from 'react';
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
import type { WorkNote } from '@diary/contracts';
import { useAppDispatch } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { formatClock } from '../../app/time';
import { MarkdownNote } from '../markdown/MarkdownNote';
import { useDeleteNoteMutation, useUpdateNoteMutation } from '../../api/diary.api';
import { noteElementId, useIsHighlighted } from './highlighted-note';

/** Edited: its text changed after it was written. */
export const wasEdited = (note: WorkNote) =>
  Boolean(note.updatedAt) && Date.parse(note.updatedAt) - Date.parse(note.timestamp) > 1000;

export function NoteView({
  note,
  date,
  caption = 'Saved at',
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
  const dispatch = useAppDispatch();
  const [updateNote, { isLoading: saving }] = useUpdateNoteMutation();
  const [deleteNote, { isLoading: deleting }] = useDeleteNoteMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const highlighted = useIsHighlighted(note.id);
  const time = formatClock(note.timestamp);
  const failed = (description: string) =>
    dispatch(showToast({ title: 'Error', description, variant: 'destructive' }));

  const save = async (content: string, quiet = false) => {
    if (!content.trim()) return false;
    try {
      await updateNote({ id: note.id, content, date }).unwrap();
      if (!quiet) dispatch(showToast({ title: 'Note updated', description: 'Your changes were saved.' }));
      return true;
    } catch {
      failed('Failed to save note. Please try again.');
      return false;
    }
  };

  const remove = async () => {
    try {
      await deleteNote({ id: note.id, date }).unwrap();
      setConfirming(false);
      dispatch(showToast({ title: 'Note deleted', description: 'The note was removed from this session.' }));
    } catch {
      failed('Failed to delete note. Please try again.');
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
          {caption} {time}
          {wasEdited(note) && (
            <Box component="span" title={`Edited at ${formatClock(note.updatedAt)}`} sx={{ fontWeight: 400 }}>
              {' · edited'}
            </Box>
          )}
        </Typography>
        {editing === null && (
          <>
            <Tooltip title="Edit this note">
              <IconButton
                size="small"
                aria-label={`Edit note saved at ${time}`}
                onClick={() => setEditing(note.content)}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Delete this note">
              <IconButton
                size="small"
                aria-label={`Delete note saved at ${time}`}
                onClick={() => setConfirming(true)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Stack>
      {editing === null ? (
        <MarkdownNote
          content={note.content}
          testId={testId}
          images={images}
          onToggleTask={(next) => void save(next, true)}
        />
      ) : (
        <Box>
          <TextField
            multiline
            fullWidth
            minRows={3}
            size="small"
            label={`Note saved at ${time}`}
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
              Cancel
            </Button>
            <Button
              size="small"
              variant="outlined"
              onClick={() => void save(editing).then((ok) => ok && setEditing(null))}
              disabled={saving || !editing.trim()}
            >
              Save changes
            </Button>
          </Stack>
        </Box>
      )}
      <Dialog
        open={confirming}
        onClose={() => !deleting && setConfirming(false)}
        aria-labelledby={`delete-${note.id}`}
      >
        <DialogTitle id={`delete-${note.id}`}>Delete this note?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The note saved at {time} is removed from its session and from search. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => void remove()} disabled={deleting}>
            Delete note
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
