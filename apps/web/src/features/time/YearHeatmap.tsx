// The year of work as a heatmap (a column per week, a row per weekday, darker for more time),
// with each month's days of work and time as a table beside it for screen readers.
import {
  alpha,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useTheme,
} from '@mui/material';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useTranslation } from 'react-i18next';
import {
  formatDayMonthYear,
  formatDuration,
  formatShortWeekdayDate,
  formatWeekday,
  shiftDay,
} from '../../lib/time';
import { HEAT_THRESHOLDS, heatPoints, monthRows, yearRange } from './time-charts';
import { useGetStatsQuery } from './time.api';

/** A Monday: the heatmap's rows are Monday to Sunday, named in the user's locale from it. */
const A_MONDAY = '2024-01-01';
const weekdayRow = (v: number) => (v >= 0 && v <= 6 ? formatWeekday(shiftDay(A_MONDAY, v), 'short') : '');

export function YearHeatmap({ date }: { date: string }) {
  const { t } = useTranslation('time');
  const { palette } = useTheme();
  const range = yearRange(date);
  const { data, isError } = useGetStatsQuery(range);
  if (isError) return <Typography color="error">{t('year.loadError')}</Typography>;
  if (!data) return null;
  const points = heatPoints(data.days);
  const weeks = (points[points.length - 1]?.x ?? 0) + 1;
  const colors = [palette.action.hover, ...[0.3, 0.5, 0.75, 1].map((a) => alpha(palette.primary.main, a))];
  const worked = data.days.filter((d) => d.minutes > 0).length;
  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('year.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="time-year-summary">
        {t('year.summary', {
          count: worked,
          from: formatDayMonthYear(range.from),
          to: formatDayMonthYear(range.to),
          total: formatDuration(data.totalMinutes),
        })}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <Box
          aria-hidden="true"
          data-testid="time-heatmap"
          sx={{ overflowX: 'auto', flex: { md: '1 1 0' }, minWidth: 0 }}
        >
          <Box sx={{ minWidth: 520 }}>
            <ScatterChart
              height={200}
              localeText={{ noData: t('chart.noData'), loading: t('chart.loading') }}
              margin={{ top: 8, bottom: 8, left: 4, right: 8 }}
              xAxis={[
                {
                  min: -0.5,
                  max: weeks - 0.5,
                  disableLine: true,
                  disableTicks: true,
                  tickLabelStyle: { display: 'none' },
                  height: 4,
                },
              ]}
              yAxis={[
                {
                  min: -0.5,
                  max: 6.5,
                  reverse: true,
                  disableLine: true,
                  disableTicks: true,
                  width: 36,
                  tickInterval: [0, 2, 4, 6],
                  valueFormatter: (v: number) => weekdayRow(v),
                },
              ]}
              zAxis={[{ colorMap: { type: 'piecewise', thresholds: HEAT_THRESHOLDS, colors } }]}
              series={[
                {
                  data: points,
                  markerSize: 4.5,
                  valueFormatter: (v) =>
                    v ? `${formatShortWeekdayDate(v.id as string)}: ${formatDuration(v.z ?? 0)}` : '',
                },
              ]}
              grid={{ horizontal: false, vertical: false }}
              hideLegend
            />
          </Box>
        </Box>
        <Box
          sx={{ flex: '0 0 auto', minWidth: 240, overflowX: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label={t('year.region')}
        >
          <Table size="small" aria-label={t('year.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('year.month')}</TableCell>
                <TableCell align="right">{t('year.days')}</TableCell>
                <TableCell align="right">{t('year.time')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {monthRows(data.days).map((m) => (
                <TableRow key={m.month}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.month}</TableCell>
                  <TableCell align="right">{m.daysWorked}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatDuration(m.minutes)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Stack>
    </Box>
  );
}
