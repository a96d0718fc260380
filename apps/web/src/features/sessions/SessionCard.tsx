// One session of the day: its times, duration, state, summary and notes, with Edit plus Stop
// (while active) or Continue and Delete (once finished).
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { TagChips } from '../../components/tags/TagChips';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import type { WorkRecord } from '@diary/contracts';
import { formatClock, sessionDuration } from '../../lib/time';
import { NoteList } from '../../components/notes/NoteList';
import { ProjectChip } from '../../components/projects/ProjectChip';
import { ContinueSessionButton } from '../../components/sessions/ContinueSessionButton';
import { useTranslation } from 'react-i18next';

interface Props {
  record: WorkRecord;
  now: number;
  busy: boolean;
  onEdit: () => void;
  onStop: () => void;
  onDelete: () => void;
}

export function SessionCard({ record, now, busy, onEdit, onStop, onDelete }: Props) {
  const { t } = useTranslation('sessions');
  const range = `${formatClock(record.startTime)} – ${record.endTime ? formatClock(record.endTime) : t('now')}`;
  const duration = sessionDuration(record.startTime, record.isActive ? null : record.endTime, now);
  const notes = record.notes;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={t('card.label', { range })}
      sx={{
        p: { xs: 2, sm: 2.5 },
        listStyle: 'none',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        alignItems: { sm: 'center' },
        borderLeftWidth: 4,
        borderLeftColor: record.isActive ? 'success.main' : 'primary.main',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
          <AccessTimeIcon fontSize="small" color="action" aria-hidden />
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {range}
          </Typography>
          <Chip size="small" label={duration} variant="outlined" />
          {record.isActive && <Chip size="small" color="success" label={t('card.active')} />}
          <ProjectChip projectId={record.projectId} />
          <TagChips tags={record.tags} />
        </Stack>
        {record.summary?.subject && (
          <Typography variant="body2" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
            {record.summary.subject}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="note-count">
          {notes.length === 0 ? t('card.noNotes') : t('card.notes', { count: notes.length })}
        </Typography>
        <NoteList notes={notes} date={record.date} label={t('card.notesLabel')} testId="note-preview" />
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<EditOutlinedIcon />}
          onClick={onEdit}
          disabled={busy}
          aria-label={t('card.editLabel', { range })}
        >
          {t('card.edit')}
        </Button>
        {record.isActive ? (
          <Button
            variant="outlined"
            color="warning"
            size="small"
            startIcon={<StopCircleOutlinedIcon />}
            onClick={onStop}
            disabled={busy}
            aria-label={t('card.stopLabel', { range })}
          >
            {t('card.stop')}
          </Button>
        ) : (
          <>
            <ContinueSessionButton
              record={record}
              disabled={busy}
              label={t('card.continueLabel', { range })}
            />
            <Button
              variant="outlined"
              color="error"
              size="small"
              startIcon={<DeleteOutlineIcon />}
              onClick={onDelete}
              disabled={busy}
              aria-label={t('card.deleteLabel', { range })}
            >
              {t('card.delete')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
