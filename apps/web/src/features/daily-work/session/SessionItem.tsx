// One work session of the day: its times, duration, project, tags, notes in full (editable) and
// summary; a finished one can be continued (a new session with its project and tags).
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { WorkRecord } from '@diary/contracts';
import { TagChips } from '../../../components/tags/TagChips';
import { SessionSummary } from './SessionSummary';
import { NoteList } from '../../../components/notes/NoteList';
import { ProjectChip } from '../../../components/projects/ProjectChip';
import { ContinueSessionButton } from '../../../components/sessions/ContinueSessionButton';
import { formatClock, formatDuration, minutesBetween } from '../../../lib/time';
import { useTranslation } from 'react-i18next';

export function SessionItem({ record, generating }: { record: WorkRecord; generating: boolean }) {
  const { t } = useTranslation('dailyWork');
  const notes = record.notes ?? [];
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1.25, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatClock(record.startTime)} – {record.endTime ? formatClock(record.endTime) : 'now'}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={formatDuration(minutesBetween(record.startTime, record.endTime))}
        />
        {record.isActive && <Chip size="small" color="success" label={t('item.active')} />}
        <ProjectChip projectId={record.projectId} />
        {notes.length > 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
            {notes.length === 1 ? '1 note' : `${notes.length} notes`}
          </Typography>
        )}
      </Stack>
      {record.tags?.length ? (
        <Box sx={{ mt: 0.5 }}>
          <TagChips tags={record.tags} />
        </Box>
      ) : null}
      <NoteList notes={notes} date={record.date} label={t('item.notes')} testId="session-item-note" />
      <SessionSummary summary={record.summary} generating={generating} />
      {!record.isActive && (
        <Box sx={{ mt: 1 }}>
          <ContinueSessionButton
            record={record}
            label={t('item.continue', {
              start: formatClock(record.startTime),
              end: record.endTime ? formatClock(record.endTime) : t('item.now'),
            })}
          />
        </Box>
      )}
    </Box>
  );
}
