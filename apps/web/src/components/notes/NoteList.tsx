// A session's notes as a list, each with its time, edit and delete, and attachment images as
// thumbnails, oldest first: the one note preview the session lists on Daily Work and on Sessions share.
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { WorkNote } from '@diary/contracts';
import { NoteView } from './NoteView';

export function NoteList({
  notes,
  date,
  label,
  testId,
}: {
  notes: readonly WorkNote[];
  /** The day of the notes' session (where "View in diary" and edits go). */
  date: string;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('common');
  if (notes.length === 0) return null;
  const ordered = [...notes].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  return (
    <Box component="ol" aria-label={label} sx={{ m: 0, mt: 0.5, p: 0, listStyle: 'none' }}>
      {ordered.map((note) => (
        <Box component="li" key={note.id} sx={{ mt: 0.5 }}>
          <NoteView note={note} date={date} caption={t('note.noteAt')} testId={testId} images="thumbnail" />
        </Box>
      ))}
    </Box>
  );
}
