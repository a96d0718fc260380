// The Reports screen's "Time" view: a week, a month or a chosen range in numbers (total, sessions,
// average, longest), minutes per day and by tag as tables a screen reader can read, and a CSV of
// the range. A session counts whole on its day, as the daily overview does.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatDuration, isDayKey, STATS_MAX_DAYS, type StatsResponse } from '@diary/contracts';
import { downloadText } from '../reports/download-text';
import { useGetStatsQuery } from './time.api';

type Span = 'week' | 'month' | 'range';

/** The range shown for a span around `date` (weeks start on Monday). */
export function rangeFor(span: Span, date: string, custom: { from: string; to: string }) {
  const d = dayjs(date);
  if (span === 'week') {
    const monday = d.subtract((d.day() + 6) % 7, 'day');
    return { from: monday.format('YYYY-MM-DD'), to: monday.add(6, 'day').format('YYYY-MM-DD') };
  }
  if (span === 'month')
    return { from: d.startOf('month').format('YYYY-MM-DD'), to: d.endOf('month').format('YYYY-MM-DD') };
  return custom;
}

export function statsCsv(stats: StatsResponse): string {
  const lines = ['date,minutes,sessions', ...stats.days.map((d) => `${d.date},${d.minutes},${d.sessions}`)];
  lines.push(`total,${stats.totalMinutes},${stats.sessions}`);
  return `${lines.join('\n')}\n`;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={`time-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </Typography>
    </Box>
  );
}

export function TimeTab({ date }: { date: string }) {
  const [span, setSpan] = useState<Span>('week');
  const [custom, setCustom] = useState(() => rangeFor('month', date, { from: date, to: date }));
  const range = rangeFor(span, date, custom);
  const valid =
    isDayKey(range.from) &&
    isDayKey(range.to) &&
    !dayjs(range.to).isBefore(range.from) &&
    dayjs(range.to).diff(range.from, 'day') < STATS_MAX_DAYS;
  const stats = useGetStatsQuery(range, { skip: !valid });
  const data = stats.data;
  const average = data && data.sessions ? Math.round(data.totalMinutes / data.sessions) : 0;
  const maxTag = Math.max(1, ...(data?.tags ?? []).map((t) => t.minutes));

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={span}
          onChange={(_e, v: Span | null) => v && setSpan(v)}
          aria-label="Time span"
        >
          <ToggleButton value="week">Week</ToggleButton>
          <ToggleButton value="month">Month</ToggleButton>
          <ToggleButton value="range">Range</ToggleButton>
        </ToggleButtonGroup>
        {span === 'range' && (
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              type="date"
              label="From"
              value={custom.from}
              onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              label="To"
              value={custom.to}
              onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          size="small"
          disabled={!data}
          onClick={() => data && downloadText(`time-${range.from}-to-${range.to}.csv`, statsCsv(data))}
        >
          Download CSV
        </Button>
      </Stack>
      {!valid && (
        <Alert severity="warning">
          Choose a range of at most {STATS_MAX_DAYS} days, the end not before the start.
        </Alert>
      )}
      {stats.isError && <Alert severity="error">Could not load the time of this range.</Alert>}
      {data && (
        <>
          <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
            <Figure label="Total" value={formatDuration(data.totalMinutes)} />
            <Figure label="Sessions" value={String(data.sessions)} />
            <Figure label="Average" value={formatDuration(average)} />
            <Figure
              label="Longest"
              value={data.longestSession ? formatDuration(data.longestSession.minutes) : '—'}
            />
          </Stack>
          <Box aria-hidden="true">
            <BarChart
              height={240}
              xAxis={[{ scaleType: 'band', data: data.days.map((d) => dayjs(d.date).format('D MMM')) }]}
              series={[{ data: data.days.map((d) => d.minutes), label: 'Minutes', color: 'currentColor' }]}
              sx={{ color: 'primary.main' }}
            />
          </Box>
          <Box>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              By tag
            </Typography>
            {data.tags.length === 0 ? (
              <Typography color="text.secondary">No tagged sessions in this range.</Typography>
            ) : (
              <Table size="small" aria-label="Minutes by tag">
                <TableHead>
                  <TableRow>
                    <TableCell>Tag</TableCell>
                    <TableCell align="right">Time</TableCell>
                    <TableCell sx={{ width: '40%' }}>Share</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.tags.map((t) => (
                    <TableRow key={t.name}>
                      <TableCell>{t.name}</TableCell>
                      <TableCell align="right">{formatDuration(t.minutes)}</TableCell>
                      <TableCell>
                        <LinearProgress
                          variant="determinate"
                          value={(t.minutes / maxTag) * 100}
                          aria-label={`${t.name}: ${formatDuration(t.minutes)}`}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Box>
          <Box sx={{ overflowX: 'auto' }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              By day
            </Typography>
            <Table size="small" aria-label="Minutes per day">
              <TableHead>
                <TableRow>
                  <TableCell>Day</TableCell>
                  <TableCell align="right">Time</TableCell>
                  <TableCell align="right">Sessions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.days.map((d) => (
                  <TableRow key={d.date}>
                    <TableCell>{dayjs(d.date).format('ddd D MMM')}</TableCell>
                    <TableCell align="right">{formatDuration(d.minutes)}</TableCell>
                    <TableCell align="right">{d.sessions}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Stack>
  );
}
