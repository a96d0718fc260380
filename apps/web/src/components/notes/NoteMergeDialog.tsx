// Shown when a note's edit meets a newer version saved elsewhere (409): the other version, and a
// merge of both to check and save. Neither text is dropped: the merge holds both where the
// changes overlap, and cancelling keeps this side's text in the editor.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import type { WorkNote } from '@diary/contracts';
import { mergeNoteTexts } from '../../lib/note-merge';

export interface NoteConflict {
  /** The text this side's edit started from. */
  base: string;
  /** This side's edit. */
  mine: string;
  /** The note as saved elsewhere. */
  current: WorkNote;
}

export function NoteMergeDialog({
  conflict,
  saving,
  onSave,
  onCancel,
}: {
  conflict: NoteConflict;
  saving: boolean;
  /** Saves the merged text on top of the current version. */
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const merge = mergeNoteTexts(conflict.base, conflict.mine, conflict.current.content);
  const [text, setText] = useState(merge.text);
  return (
    <Dialog
      open
      onClose={() => !saving && onCancel()}
      aria-labelledby="note-merge-title"
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id="note-merge-title">This note changed on another device</DialogTitle>
      <DialogContent>
        <Alert severity={merge.clean ? 'info' : 'warning'} sx={{ mb: 2 }}>
          {merge.clean
            ? 'Your changes were combined with the other version below. Check the result and save it.'
            : 'Both versions changed the same lines, so both are kept below, the other version first. Tidy them up and save.'}
        </Alert>
        <Typography variant="subtitle2" component="h3">
          Saved elsewhere
        </Typography>
        <Box
          component="pre"
          data-testid="note-merge-theirs"
          sx={{
            whiteSpace: 'pre-wrap',
            typography: 'body2',
            bgcolor: 'action.hover',
            borderRadius: 1,
            p: 1,
            mt: 0.5,
            mb: 2,
            maxHeight: 200,
            overflow: 'auto',
          }}
        >
          {conflict.current.content}
        </Box>
        <TextField
          label="Merged note"
          multiline
          fullWidth
          minRows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'note-merge-text' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={saving}>
          Keep editing
        </Button>
        <Button variant="contained" onClick={() => onSave(text)} disabled={saving || !text.trim()}>
          Save merged note
        </Button>
      </DialogActions>
    </Dialog>
  );
}
