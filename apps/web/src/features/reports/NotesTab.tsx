// The Notes tab: the day's work notes in time order, rendered and editable.
import { Alert, Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import type { WorkRecord } from '@diary/contracts';
import { NoteView } from '../../components/notes/NoteView';
import { useTranslation } from 'react-i18next';

interface Props {
  records: WorkRecord[] | undefined;
  loading: boolean;
  error: boolean;
}

export function NotesTab({ records, loading, error }: Props) {
  const { t } = useTranslation('reports');
  if (error) return <Alert severity="error">{t('notes.loadError')}</Alert>;
  if (loading) return <Skeleton variant="rounded" height={140} />;
  const notes = (records ?? [])
    .flatMap((r) => r.notes.map((note) => ({ note, date: r.date })))
    .sort((a, b) => Date.parse(a.note.timestamp) - Date.parse(b.note.timestamp));
  if (notes.length === 0)
    return (
      <Stack sx={{ alignItems: 'center', textAlign: 'center', py: 5 }} spacing={1}>
        <StickyNote2OutlinedIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h6" component="p">
          {t('notes.empty')}
        </Typography>
      </Stack>
    );
  return (
    <Box component="ul" aria-label={t('notes.listLabel')} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {notes.map(({ note, date }) => (
        <Paper component="li" key={note.id} variant="outlined" sx={{ listStyle: 'none', p: 2, pt: 1 }}>
          <NoteView note={note} date={date} caption={t('notes.writtenAt')} />
        </Paper>
      ))}
    </Box>
  );
}
