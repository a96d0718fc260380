// The Reports screen's "Time" view: a week, a month or a chosen range in numbers (total, sessions,
// average, longest), minutes per day stacked by tag, the time by project and by tag, each with a table a screen
// reader can read, the year as a heatmap, a CSV of the range, and the period reviews (review-periods.ts). A session counts whole on its
// day, as the daily overview does.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { isDayKey, STATS_MAX_DAYS } from '@diary/contracts';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatNumber } from '../../lib/time';
import { downloadText } from '../../lib/download-file';
import { TagBreakdown } from './TagBreakdown';
import { ProjectBreakdown } from './ProjectBreakdown';
import { Link as RouterLink } from 'react-router-dom';
import { statsCsv } from './time-csv';
import { yearRange } from './time-charts';
import { useGetStatsQuery } from './time.api';
import { TimeBars } from './TimeBars';
import { PeriodReview } from './PeriodReview';
import { periodArg, useGetPeriodReviewQuery } from './period-review.api';
import { REVIEW_PERIODS } from './review-periods';
import { YearHeatmap } from './YearHeatmap';
import { targetWeeksRange, WeeksAgainstTarget } from './WeeksAgainstTarget';
import { useGetUserSettingsQuery } from '../../api/auth.api';
import { weekStartOf } from '../../lib/week-start';

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

function Figure({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={`time-${id}`}>
        {value}
      </Typography>
    </Box>
  );
}

export function TimeTab({ date }: { date: string }) {
  const { t } = useTranslation('time');
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
  // The figures, the year and the weekly review load separately; shown as each arrived, every one
  // pushed the ones below it down (a layout shift of 0.12 on load, issue 33). They appear together.
  const yearLoading = useGetStatsQuery(yearRange(date)).isLoading;
  const weekLoading = useGetPeriodReviewQuery(
    periodArg(REVIEW_PERIODS.week, REVIEW_PERIODS.week.startOf(date)),
  ).isLoading;
  const settings = useGetUserSettingsQuery().data;
  const targeted = Boolean(settings && settings.dailyTargetMinutes > 0);
  const targetStats = useGetStatsQuery(targetWeeksRange(range, weekStartOf(settings), span), {
    skip: !valid || !targeted,
  });
  const loading = stats.isLoading || yearLoading || weekLoading || targetStats.isLoading;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={span}
          onChange={(_e, v: Span | null) => v && setSpan(v)}
          aria-label={t('span.label')}
        >
          <ToggleButton value="week">{t('span.week')}</ToggleButton>
          <ToggleButton value="month">{t('span.month')}</ToggleButton>
          <ToggleButton value="range">{t('span.range')}</ToggleButton>
        </ToggleButtonGroup>
        {span === 'range' && (
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              type="date"
              label={t('from')}
              value={custom.from}
              onChange={(e) => setCustom((c) => ({ ...c, from: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="date"
              label={t('to')}
              value={custom.to}
              onChange={(e) => setCustom((c) => ({ ...c, to: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        )}
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" size="small" component={RouterLink} to="/timesheet">
          {t('timesheet')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={!data}
          onClick={() => data && downloadText(`time-${range.from}-to-${range.to}.csv`, statsCsv(data))}
        >
          {t('downloadCsv')}
        </Button>
      </Stack>
      {!valid && <Alert severity="warning">{t('rangeInvalid', { max: STATS_MAX_DAYS })}</Alert>}
      {loading && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      )}
      {stats.isError && <Alert severity="error">{t('loadError')}</Alert>}
      {data && !loading && (
        <>
          <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
            <Figure id="total" label={t('figures.total')} value={formatDuration(data.totalMinutes)} />
            <Figure id="sessions" label={t('figures.sessions')} value={formatNumber(data.sessions)} />
            <Figure id="average" label={t('figures.average')} value={formatDuration(average)} />
            <Figure
              id="longest"
              label={t('figures.longest')}
              value={data.longestSession ? formatDuration(data.longestSession.minutes) : '—'}
            />
          </Stack>
          {settings && targetStats.data && (
            <WeeksAgainstTarget stats={targetStats.data} settings={settings} />
          )}
          <TimeBars stats={data} />
          <ProjectBreakdown stats={data} />
          <Box>
            <TagBreakdown stats={data} />
          </Box>
        </>
      )}
      {!loading && <YearHeatmap date={date} />}
      {!loading &&
        Object.values(REVIEW_PERIODS).map((period) => (
          <PeriodReview key={period.kind} period={period} date={date} />
        ))}
    </Stack>
  );
}
