// Shown on any day but today: saving files the note under a session of that day (picked here, else
// the one whose project or tags the note names, else the last one), shown with its project and
// tags before saving; never starts a timer; a day without sessions asks for times when saving.
import { Alert, MenuItem, Skeleton, TextField } from '@mui/material';
import type { WorkRecord } from '@diary/contracts';
import { formatClock, formatMediumDate } from '../../../lib/time';
import { pastDayTarget, type ProjectNames } from './past-day-filing';
import { sortByStart } from './sort-sessions';
import { useTranslation } from 'react-i18next';

const label = (r: WorkRecord, projects: ProjectNames) =>
  [
    `${formatClock(r.startTime)} – ${r.endTime ? formatClock(r.endTime) : 'now'}`,
    r.projectId ? projects[r.projectId] : undefined,
    (r.tags ?? []).map((t) => `#${t}`).join(' ') || undefined,
  ]
    .filter(Boolean)
    .join(' · ');

export function PastDayFiling({
  date,
  records,
  pickedId,
  onPick,
  text,
  projects,
  loading = false,
}: {
  date: string;
  records: readonly WorkRecord[];
  pickedId: string | null;
  onPick: (id: string) => void;
  /** The note being written: its words choose the session when none was picked. */
  text: string;
  projects: ProjectNames;
  /** The day is still loading: keep the picker's room so the editor below does not move. */
  loading?: boolean;
}) {
  const { t } = useTranslation('dailyWork');
  const target = pastDayTarget(records, pickedId, text, projects);
  const day = formatMediumDate(date);
  return (
    <Alert
      severity="info"
      data-testid="past-day-filing"
      sx={{
        alignItems: 'center',
        '& .MuiAlert-message': {
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          width: '100%',
        },
      }}
    >
      {loading ? (
        <>
          <span>{t('pastDay.filing', { day })}</span>
          <Skeleton variant="rounded" width={170} height={40} aria-hidden />
        </>
      ) : target ? (
        <>
          <span>{t('pastDay.filing', { day })}</span>
          <TextField
            select
            size="small"
            label={t('pastDay.fileUnder')}
            value={target.id}
            onChange={(e) => onPick(e.target.value)}
            sx={{ minWidth: 170, maxWidth: '100%' }}
          >
            {sortByStart(records).map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {label(r, projects)}
              </MenuItem>
            ))}
          </TextField>
        </>
      ) : (
        <span>{t('pastDay.noSessions', { day })}</span>
      )}
    </Alert>
  );
}
