// The range's time by tag, as GET /api/stats counts it: a session counts whole under each of its
// tags (one minutes rule, as Toggl does), untagged time its own row; the rows may add up to more
// than the total, and the screen says so.
import {
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { StatsResponse } from '@diary/contracts';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatNumber } from '../../lib/time';
import { UNTAGGED } from './time-charts';

/** A column shown from tablet width up (the time beside it says the same). */
const wide = { display: { xs: 'none', sm: 'table-cell' } };

export function TagBreakdown({ stats }: { stats: StatsResponse }) {
  const { t } = useTranslation('time');
  const rows = [...stats.tags];
  if (stats.untaggedMinutes > 0) rows.push({ name: UNTAGGED, minutes: stats.untaggedMinutes });
  const total = Math.max(1, stats.totalMinutes);
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('tags.title')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('tags.empty')}</Typography>
      ) : (
        <>
          <Table size="small" aria-label={t('tags.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('tags.tag')}</TableCell>
                <TableCell align="right" sx={wide}>
                  {t('tags.minutes')}
                </TableCell>
                <TableCell align="right">{t('tags.time')}</TableCell>
                <TableCell sx={{ width: '35%' }}>{t('tags.share')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const name = row.name === UNTAGGED ? t('untagged') : row.name;
                return (
                  <TableRow key={row.name} data-testid="time-tag-row">
                    <TableCell>{name}</TableCell>
                    <TableCell align="right" sx={wide} data-testid="time-tag-minutes">
                      {row.minutes}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDuration(row.minutes)}
                    </TableCell>
                    <TableCell>
                      <LinearProgress
                        variant="determinate"
                        value={(row.minutes / total) * 100}
                        aria-label={t('share', {
                          name,
                          percent: formatNumber(Math.round((row.minutes / total) * 100) / 100, {
                            style: 'percent',
                          }),
                        })}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell>{t('tags.total')}</TableCell>
                <TableCell align="right" sx={wide} data-testid="time-tag-total">
                  {stats.totalMinutes}
                </TableCell>
                <TableCell align="right">{formatDuration(stats.totalMinutes)}</TableCell>
                <TableCell />
              </TableRow>
            </TableFooter>
          </Table>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('tags.note')}
          </Typography>
        </>
      )}
    </>
  );
}
