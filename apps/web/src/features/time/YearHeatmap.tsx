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
import dayjs from 'dayjs';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { formatDuration } from '@diary/contracts';
import { HEAT_THRESHOLDS, heatPoints, monthRows, yearRange } from './time-charts';
import { useGetStatsQuery } from './time.api';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function YearHeatmap({ date }: { date: string }) {
  const { palette } = useTheme();
  const range = yearRange(date);
  const { data, isError } = useGetStatsQuery(range);
  if (isError) return <Typography color="error">Could not load the year.</Typography>;
  if (!data) return null;
  const points = heatPoints(data.days);
  const weeks = (points[points.length - 1]?.x ?? 0) + 1;
  const colors = [palette.action.hover, ...[0.3, 0.5, 0.75, 1].map((a) => alpha(palette.primary.main, a))];
  const worked = data.days.filter((d) => d.minutes > 0).length;
  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        The year
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid="time-year-summary">
        {worked} {worked === 1 ? 'day' : 'days'} with work from {dayjs(range.from).format('D MMM YYYY')} to{' '}
        {dayjs(range.to).format('D MMM YYYY')}, {formatDuration(data.totalMinutes)} in all.
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
                  valueFormatter: (v: number) => WEEKDAYS[v] ?? '',
                },
              ]}
              zAxis={[{ colorMap: { type: 'piecewise', thresholds: HEAT_THRESHOLDS, colors } }]}
              series={[
                {
                  data: points,
                  markerSize: 4.5,
                  valueFormatter: (v) =>
                    v ? `${dayjs(v.id as string).format('ddd D MMM')}: ${formatDuration(v.z ?? 0)}` : '',
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
          aria-label="Days with work per month, scrollable"
        >
          <Table size="small" aria-label="Days with work per month">
            <TableHead>
              <TableRow>
                <TableCell>Month</TableCell>
                <TableCell align="right">Days with work</TableCell>
                <TableCell align="right">Time</TableCell>
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
