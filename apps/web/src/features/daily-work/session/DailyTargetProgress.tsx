// Today's total against the daily target (Settings → Billing and targets), under the session bar:
// a bar and a label that move while the timer runs. Shown on today's page of a workday with a target.
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { totalSessionMinutes, type UserSettings, type WorkRecord } from '@diary/contracts';
import { formatDuration, useNow } from '../../../lib/time';
import { dayTarget } from '../../../lib/work-targets';

export function DailyTargetProgress({
  date,
  records,
  active,
  settings,
}: {
  date: string;
  records: WorkRecord[];
  active: WorkRecord | null;
  settings: UserSettings | undefined;
}) {
  const { t } = useTranslation('dailyWork');
  const now = useNow(15_000, Boolean(active));
  if (!settings) return null;
  const target = dayTarget(date, settings);
  if (target <= 0) return null;
  // The running session counts up to now, whether or not the day's list has it yet.
  const all = active && !records.some((r) => r.id === active.id) ? [...records, active] : records;
  const minutes = totalSessionMinutes(all, now);
  const percent = Math.min(100, Math.round((minutes / target) * 100));
  const left = target - minutes;
  const amounts = { done: formatDuration(minutes), target: formatDuration(target) };
  const label =
    left > 0
      ? t('target.toGo', { ...amounts, left: formatDuration(left) })
      : left < 0
        ? t('target.over', { ...amounts, over: formatDuration(-left) })
        : t('target.reached', amounts);
  return (
    <Box component="section" aria-label={t('target.region')} data-testid="daily-target-progress">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }} data-testid="daily-target-label">
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={left <= 0 ? 'success' : 'primary'}
        aria-label={t('target.progress', { percent })}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
