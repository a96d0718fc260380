// Each week of the range against its target (the daily target × the week's workdays up to today)
// and the running balance, in the user's weeks. Shown while a daily target is set.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { StatsResponse, UserSettings } from '@diary/contracts';
import { useTranslation } from 'react-i18next';
import { formatDayRange, formatDuration, parseDayKey, shiftDay, todayKey } from '../../lib/time';
import { weekStartDay, type WeekStart } from '../../lib/week-start';
import { formatDifference, weeksAgainstTarget } from '../../lib/work-targets';

/** Weeks shown for a week span: that week and the seven before it, so the balance means something. */
const WEEKS_FOR_A_WEEK = 8;
const MAX_WEEKS = 52;

/** The whole weeks the table reads for a range (at most a year's). */
export function targetWeeksRange(
  range: { from: string; to: string },
  weekStart: WeekStart,
  span: 'week' | 'month' | 'range',
): { from: string; to: string } {
  const lastWeek = weekStartDay(range.to, weekStart);
  let from = weekStartDay(range.from, weekStart);
  if (span === 'week') from = shiftDay(lastWeek, -7 * (WEEKS_FOR_A_WEEK - 1));
  const weeks = Math.round(parseDayKey(lastWeek).diff(parseDayKey(from), 'day') / 7) + 1;
  if (weeks > MAX_WEEKS) from = shiftDay(lastWeek, -7 * (MAX_WEEKS - 1));
  return { from, to: shiftDay(lastWeek, 6) };
}

export function WeeksAgainstTarget({ stats, settings }: { stats: StatsResponse; settings: UserSettings }) {
  const { t } = useTranslation('time');
  if (settings.dailyTargetMinutes <= 0) return null;
  const weeks = weeksAgainstTarget(stats.days, settings, todayKey());
  if (!weeks.length) return null;
  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('weeks.title')}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('weeks.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('weeks.week')}</TableCell>
              <TableCell align="right">{t('weeks.worked')}</TableCell>
              <TableCell align="right">{t('weeks.target')}</TableCell>
              <TableCell align="right">{t('weeks.difference')}</TableCell>
              <TableCell align="right">{t('weeks.balance')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {weeks.map((w) => (
              <TableRow key={w.from} data-testid="target-week">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayRange(w.from, w.to)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="target-week-minutes">
                  {formatDuration(w.minutes)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="target-week-target">
                  {formatDuration(w.target)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap', color: w.difference < 0 ? 'error.main' : 'success.main' }}
                >
                  {formatDifference(w.difference, formatDuration)}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
                  data-testid="target-week-balance"
                >
                  {formatDifference(w.balance, formatDuration)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
