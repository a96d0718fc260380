// The running session's saved notes, under the editor: shown as soon as they are saved (and
// after a reload), oldest first, each one editable and deletable in place. The count counts what
// is listed.
import { Box, Card, Stack, Typography } from '@mui/material';
import TimelineOutlinedIcon from '@mui/icons-material/TimelineOutlined';
import type { WorkNote, WorkRecord } from '@diary/contracts';
import { NoteView } from '../../../components/notes/NoteView';
import { useTranslation } from 'react-i18next';

export const noteCountLabel = (n: number) => (n === 1 ? '1 note' : `${n} notes`);

function NoteEntry({ note, date }: { note: WorkNote; date: string }) {
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
          top: 11,
          width: 9,
          height: 9,
          borderRadius: '50%',
          bgcolor: 'primary.main',
        },
        '&:not(:last-of-type)::after': {
          content: '""',
          position: 'absolute',
          left: 10,
          top: 23,
          bottom: 0,
          width: 1,
          bgcolor: 'divider',
        },
      }}
    >
      <NoteView note={note} date={date} testId="session-note" />
    </Box>
  );
}

export function SessionNotesTimeline({ record }: { record: WorkRecord }) {
  const { t } = useTranslation('dailyWork');
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
          {t('timeline.empty')}
        </Typography>
      ) : (
        <Box component="ol" aria-label={t('timeline.label')} sx={{ m: 0, p: 0 }}>
          {notes.map((n) => (
            <NoteEntry key={n.id} note={n} date={record.date} />
          ))}
        </Box>
      )}
    </Card>
  );
}
