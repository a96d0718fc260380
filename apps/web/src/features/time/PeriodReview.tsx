// The Time view's review of a period (review-periods.ts: the week, Monday to Sunday, …) written
// from its daily reports and summaries, generated on demand (the weekly one also every Monday when
// Settings says so), with copy and download as for the daily report. The kind's socket event
// (week_report_completed) brings it in; while one is being written the review is also asked for
// every few seconds.
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { api } from '../../lib/api';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { formatDayRange, formatDuration, formatShortWeekdayDate } from '../../lib/time';
import { useTranslation } from 'react-i18next';
import { useSocketEvents } from '../../hooks/use-socket-events';
import { downloadText } from '../../lib/download-file';
import { bulletLines } from '../../lib/bullet-lines';
import { useCopyToClipboard } from '../../hooks/use-copy-to-clipboard';
import { serverMessageOf } from '../../lib/server-message';
import {
  periodArg,
  periodReviewTag,
  useGeneratePeriodReviewMutation,
  useGetPeriodReviewQuery,
} from './period-review.api';
import { periodReviewFileName, periodReviewText } from './period-review-text';
import type { ReviewPeriod } from './review-periods';

const POLL_MS = 3000;

export function PeriodReview({ period, date }: { period: ReviewPeriod; date: string }) {
  const { t } = useTranslation('time');
  const own = period.texts;
  const id = `${period.kind}-review`;
  const dispatch = useAppDispatch();
  const copy = useCopyToClipboard();
  const [start, setStart] = useState(() => period.startOf(date));
  // When the last generate request was accepted: until a review asked for after it is no longer
  // being written, the button waits.
  const [postedAt, setPostedAt] = useState<number | null>(null);
  const [poll, setPoll] = useState(false);
  const report = useGetPeriodReviewQuery(periodArg(period, start), { pollingInterval: poll ? POLL_MS : 0 });
  const [generate, { isLoading: posting }] = useGeneratePeriodReviewMutation();
  const data = report.data?.date === start ? report.data : undefined;
  const running = postedAt !== null || data?.status === 'generating';
  useEffect(() => setPoll(running), [running]);
  useEffect(() => {
    if (
      postedAt !== null &&
      data &&
      data.status !== 'generating' &&
      (report.startedTimeStamp ?? 0) > postedAt
    )
      setPostedAt(null);
  }, [postedAt, data, report.startedTimeStamp]);
  useEffect(() => setPostedAt(null), [start]);

  useSocketEvents((event) => {
    if (period.announced?.(event, start)) {
      dispatch(api.util.invalidateTags([periodReviewTag({ kind: period.kind, start })]));
    }
  });

  const write = async () => {
    try {
      const at = Date.now();
      await generate(periodArg(period, start)).unwrap();
      setPostedAt(at);
    } catch (err) {
      dispatch(
        showToast({
          title: t('review.error'),
          description: serverMessageOf(err) ?? t(own.startFailed),
          variant: 'destructive',
        }),
      );
    }
  };

  const completed = data?.status === 'completed' ? data : undefined;
  const listedDays = (completed?.days ?? []).filter(
    (d) => !period.daysWithWorkOnly || d.minutes > 0 || d.subject !== null,
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-heading`}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={`${id}-heading`} variant="h3" sx={{ fontSize: '1.1rem', flex: '1 1 auto' }}>
          {t(own.title)}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Tooltip title={t(own.previous)}>
            <IconButton aria-label={t(own.previous)} onClick={() => setStart(period.step(start, -1))}>
              <ChevronLeftIcon />
            </IconButton>
          </Tooltip>
          <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite" data-testid={`${id}-range`}>
            {formatDayRange(start, period.end(start), { withYear: true })}
          </Typography>
          <Tooltip title={t(own.next)}>
            <IconButton aria-label={t(own.next)} onClick={() => setStart(period.step(start, 1))}>
              <ChevronRightIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ my: 1.5 }}>
        <Button
          variant="contained"
          size="small"
          onClick={() => void write()}
          disabled={posting || running}
          startIcon={running ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          {running ? t('review.writing') : completed ? t('review.again') : t(own.generate)}
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={!completed}
          onClick={() => completed && void copy(periodReviewText(period, completed), t(own.what))}
        >
          {t('review.copy')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={!completed}
          onClick={() =>
            completed &&
            downloadText(periodReviewFileName(period, start), periodReviewText(period, completed))
          }
        >
          {t('review.download')}
        </Button>
      </Stack>
      {report.isError && <Alert severity="error">{t(own.loadError)}</Alert>}
      {data?.status === 'failed' && !running && <Alert severity="error">{t('review.failed')}</Alert>}
      {completed?.stale && !running && (
        <Alert severity="info" data-testid={`${id}-stale`}>
          {t(own.stale)}
        </Alert>
      )}
      {data?.status === 'none' && !running && <Typography color="text.secondary">{t(own.none)}</Typography>}
      {completed && (
        <Box data-testid={id}>
          {completed.subject && (
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
              {completed.subject}
            </Typography>
          )}
          {completed.description && (
            <Box component="ul" sx={{ mt: 0.5, pl: 2.5 }}>
              {bulletLines(completed.description).map((line, i) => (
                <li key={i}>
                  <Typography variant="body2">{line.slice(2)}</Typography>
                </li>
              ))}
            </Box>
          )}
          {completed.insights.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h4" sx={{ mt: 1.5 }}>
                {t('review.insights')}
              </Typography>
              <Box component="ul" sx={{ mt: 0.5, pl: 2.5 }}>
                {completed.insights.map((insight, i) => (
                  <li key={i}>
                    <Typography variant="body2">{insight}</Typography>
                  </li>
                ))}
              </Box>
            </>
          )}
          {listedDays.length > 0 && (
            <Box
              sx={{ overflowX: 'auto', mt: 1.5 }}
              tabIndex={0}
              role="region"
              aria-label={t(own.daysRegion)}
            >
              <Table size="small" aria-label={t(own.daysTable)}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('review.day')}</TableCell>
                    <TableCell align="right">{t('review.time')}</TableCell>
                    <TableCell>{t('review.report')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {listedDays.map((d) => (
                    <TableRow key={d.date}>
                      <TableCell>{formatShortWeekdayDate(d.date)}</TableCell>
                      <TableCell align="right">{formatDuration(d.minutes)}</TableCell>
                      <TableCell>{d.subject ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Box>
      )}
    </Paper>
  );
}
