// Minutes per day as bars per tag (side by side: a session counts whole under each of its tags), and the same numbers as a table a screen reader can read.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StatsResponse } from '@diary/contracts';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatNumber, formatShortDayMonth, formatShortWeekdayDate } from '../../lib/time';
import { barParts, dayPartsText, UNTAGGED } from './time-charts';

/** The parts' colours: the theme's own, so each of the five themes, light or dark, keeps its contrast. */
function usePartColors(): string[] {
  const { palette } = useTheme();
  return [
    palette.primary.main,
    palette.info.main,
    palette.warning.main,
    palette.success.main,
    palette.error.main,
    // Some themes' secondary is a grey close to the untagged part's, so it comes last.
    palette.secondary.main,
  ];
}

/** A column shown from tablet width up (on a phone the time beside it, or `phoneOnly`, says the same). */
const wide = { display: { xs: 'none', sm: 'table-cell' } };
/** On a phone the day's split by tag goes under its date instead of in a column off to the right. */
const phoneOnly = { display: { xs: 'block', sm: 'none' }, whiteSpace: 'normal' };

export function TimeBars({ stats }: { stats: StatsResponse }) {
  const { t } = useTranslation('time');
  const untagged = t('untaggedLower');
  const { palette } = useTheme();
  const colors = usePartColors();
  const parts = barParts(stats);
  const dates = stats.days.map((d) => d.date);
  return (
    <>
      <Box aria-hidden="true" sx={{ overflowX: 'auto' }}>
        <Box sx={{ minWidth: 300 }}>
          <BarChart
            height={260}
            localeText={{ noData: t('chart.noData'), loading: t('chart.loading') }}
            xAxis={[
              {
                scaleType: 'band',
                data: dates,
                valueFormatter: (v: string) => formatShortDayMonth(v),
                // Past a month, only the first of each month is labelled.
                tickLabelInterval: (v: string) => dates.length <= 31 || v.endsWith('-01'),
                tickLabelStyle: { angle: -45, textAnchor: 'end', fontSize: 11 },
                height: 48,
              },
            ]}
            yAxis={[{ label: t('bars.minutes'), width: 56, valueFormatter: (v: number) => formatNumber(v) }]}
            series={parts.map((p, i) => ({
              data: p.data,
              label: p.label === UNTAGGED ? t('untagged') : p.label,
              color: p.label === UNTAGGED ? palette.text.disabled : colors[i % colors.length],
              valueFormatter: (v: number | null) => formatDuration(v ?? 0),
            }))}
            slotProps={{
              legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } },
            }}
          />
        </Box>
      </Box>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('bars.region')}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('bars.title')}
        </Typography>
        <Table size="small" aria-label={t('bars.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('bars.day')}</TableCell>
              <TableCell align="right" sx={wide}>
                {t('bars.minutesColumn')}
              </TableCell>
              <TableCell align="right">{t('bars.time')}</TableCell>
              <TableCell align="right">{t('bars.sessions')}</TableCell>
              <TableCell sx={wide}>{t('bars.byTag')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stats.days.map((d) => (
              <TableRow key={d.date} data-testid={`time-day-${d.date}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatShortWeekdayDate(d.date)}
                  <Typography component="span" variant="body2" color="text.secondary" sx={phoneOnly}>
                    {dayPartsText(d, formatDuration, untagged)}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={wide} data-testid="time-day-minutes">
                  {d.minutes}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDuration(d.minutes)}
                </TableCell>
                <TableCell align="right">{d.sessions}</TableCell>
                <TableCell sx={wide}>{dayPartsText(d, formatDuration, untagged)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
