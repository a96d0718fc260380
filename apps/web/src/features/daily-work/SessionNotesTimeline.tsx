// The running session's saved notes, under the editor: shown as soon as they are saved (and
// after a reload), oldest first, each one editable in place. The count counts what is listed.
import { useState } from 'react';
import { Box, Button, Card, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import type { WorkNote, WorkRecord } from '@diary/contracts';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { useUpdateNoteMutation } from '../diary/diary.api';
import { readSessionNote, writeSessionNote } from './session-note-store';
import { formatClock } from '../../app/time';
import { NoteContent } from '../../components/NoteContent';

export const noteCountLabel = (n: number) => (n === 1 ? '1 note' : `${n} notes`);

function NoteEntry({ note, date }: { note: WorkNote; date: string }) {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((s) => s.auth.userId);
  const [updateNote, { isLoading }] = useUpdateNoteMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const time = formatClock(note.timestamp);

  const save = async () => {
    const content = editing?.trim();
    if (!content) return;
    try {
      await updateNote({ id: note.id, content, date }).unwrap();
      // Later saves of this session append to what is saved now.
      const remembered = userId ? readSessionNote(userId) : null;
      if (userId && remembered?.noteId === note.id) writeSessionNote(userId, { ...remembered, content });
      setEditing(null);
      dispatch(showToast({ title: 'Note updated', description: 'Your changes were saved.' }));
    } catch {
      dispatch(
        showToast({
          title: 'Error',
          description: 'Failed to save note. Please try again.',
          variant: 'destructive',
        }),
      );
    }
  };

  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        listStyle: 'none',
        pl: 3,
        pb: 2,
        '&::before': {
          content: '""',
          position: 'absolute',
          left: 6,
          top: 6,
          width: 9,
          height: 9,
          borderRadius: '50%',
          bgcolor: 'primary.main',
        },
        '&:not(:last-of-type)::after': {
          content: '""',
          position: 'absolute',
          left: 10,
          top: 18,
          bottom: 0,
          width: 1,
          bgcolor: 'divider',
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600 }}>
          Saved at {time}
        </Typography>
        {editing === null && (
          <Tooltip title="Edit this note" placement="left">
            <IconButton
              size="small"
              aria-label={`Edit note saved at ${time}`}
              onClick={() => setEditing(note.content)}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {editing === null ? (
        <Typography
          variant="body2"
          data-testid="session-note"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          <NoteContent content={note.content} />
        </Typography>
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
                void save();
              }
            }}
            autoFocus
            sx={{ mt: 0.5 }}
          />
          <Stack direction="row" sx={{ gap: 1, mt: 1, justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => setEditing(null)} disabled={isLoading}>
              Cancel
            </Button>
            <Button
              size="small"
              variant="outlined"
              onClick={() => void save()}
              disabled={isLoading || !editing.trim()}
            >
              Save changes
            </Button>
          </Stack>
        </Box>
      )}
    </Box>
  );
}

export function SessionNotesTimeline({ record }: { record: WorkRecord }) {
  const notes = [...(record.notes ?? [])].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  return (
    <Card component="section" aria-labelledby="session-notes-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: notes.length ? 1.5 : 0.5 }}>
        <TimelineOutlinedIcon fontSize="small" color="action" aria-hidden />
        <Typography
          id="session-notes-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 700, flex: 1 }}
        >
          This session&apos;s notes
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="session-note-count">
          {noteCountLabel(notes.length)}
        </Typography>
      </Stack>
      {notes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Notes you save during this session appear here.
        </Typography>
      ) : (
        <Box component="ol" aria-label="Notes saved in this session" sx={{ m: 0, p: 0 }}>
          {notes.map((n) => (
            <NoteEntry key={n.id} note={n} date={record.date} />
          ))}
        </Box>
      )}
    </Card>
  );
}
