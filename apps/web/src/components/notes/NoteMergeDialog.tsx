// Shown when a note's edit meets a newer version saved elsewhere (409): the other version, and a
// merge of both to check and save. Neither text is dropped: the merge holds both where the
// changes overlap, and cancelling keeps this side's text in the editor.
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('common');
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
      <DialogTitle id="note-merge-title">{t('merge.title')}</DialogTitle>
      <DialogContent>
        <Alert severity={merge.clean ? 'info' : 'warning'} sx={{ mb: 2 }}>
          {merge.clean ? t('merge.clean') : t('merge.both')}
        </Alert>
        <Typography variant="subtitle2" component="h3">
          {t('merge.theirs')}
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
          label={t('merge.field')}
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
          {t('merge.keepEditing')}
        </Button>
        <Button variant="contained" onClick={() => onSave(text)} disabled={saving || !text.trim()}>
          {t('merge.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
