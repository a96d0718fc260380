// The Time view's weekly review: the review of a week (Monday to Sunday) written from its daily
// reports and summaries, generated on demand (or every Monday when Settings says so), with copy
// and download as for the daily report. The socket's week_report_completed brings it in; while
// one is being written the review is also asked for every few seconds.
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
import dayjs from 'dayjs';
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
import { useGenerateWeekReportMutation, useGetWeekReportQuery, weekReportTag } from './week-review.api';
import { weekReviewFileName, weekReviewText } from './week-review-text';

const POLL_MS = 3000;

/** The Monday of the week holding `date`. */
export const mondayOf = (date: string) => {
  const d = dayjs(date);
  return d.subtract((d.day() + 6) % 7, 'day').format('YYYY-MM-DD');
};

export function WeekReview({ date }: { date: string }) {
  const { t } = useTranslation('time');
  const dispatch = useAppDispatch();
  const copy = useCopyToClipboard();
  const [monday, setMonday] = useState(() => mondayOf(date));
  // When the last generate request was accepted: until a review asked for after it is no longer
  // being written, the button waits.
  const [postedAt, setPostedAt] = useState<number | null>(null);
  const [poll, setPoll] = useState(false);
  const report = useGetWeekReportQuery(monday, { pollingInterval: poll ? POLL_MS : 0 });
  const [generate, { isLoading: posting }] = useGenerateWeekReportMutation();
  const data = report.data?.date === monday ? report.data : undefined;
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
  useEffect(() => setPostedAt(null), [monday]);

  useSocketEvents((event) => {
    if (event.type === 'week_report_completed' && event.week === monday) {
      dispatch(api.util.invalidateTags([weekReportTag(monday)]));
    }
  });

  const start = async () => {
    try {
      const at = Date.now();
      await generate(monday).unwrap();
      setPostedAt(at);
    } catch (err) {
      dispatch(
        showToast({
          title: t('review.error'),
          description: serverMessageOf(err) ?? t('review.startFailed'),
          variant: 'destructive',
        }),
      );
    }
  };

  const end = dayjs(monday).add(6, 'day');
  const completed = data?.status === 'completed' ? data : undefined;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="week-review-heading"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="week-review-heading" variant="h3" sx={{ fontSize: '1.1rem', flex: '1 1 auto' }}>
          {t('review.title')}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Tooltip title={t('review.previous')}>
            <IconButton
              aria-label={t('review.previous')}
              onClick={() => setMonday(dayjs(monday).subtract(7, 'day').format('YYYY-MM-DD'))}
            >
              <ChevronLeftIcon />
            </IconButton>
          </Tooltip>
          <Typography
            variant="body2"
            sx={{ fontWeight: 600 }}
            aria-live="polite"
            data-testid="week-review-range"
          >
            {formatDayRange(monday, end.format('YYYY-MM-DD'), { withYear: true })}
          </Typography>
          <Tooltip title={t('review.next')}>
            <IconButton
              aria-label={t('review.next')}
              onClick={() => setMonday(dayjs(monday).add(7, 'day').format('YYYY-MM-DD'))}
            >
              <ChevronRightIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ my: 1.5 }}>
        <Button
          variant="contained"
          size="small"
          onClick={() => void start()}
          disabled={posting || running}
          startIcon={running ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          {running ? t('review.writing') : completed ? t('review.again') : t('review.generate')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={!completed}
          onClick={() => completed && void copy(weekReviewText(completed), t('review.what'))}
        >
          {t('review.copy')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={!completed}
          onClick={() => completed && downloadText(weekReviewFileName(monday), weekReviewText(completed))}
        >
          {t('review.download')}
        </Button>
      </Stack>
      {report.isError && <Alert severity="error">{t('review.loadError')}</Alert>}
      {data?.status === 'failed' && !running && <Alert severity="error">{t('review.failed')}</Alert>}
      {completed?.stale && !running && (
        <Alert severity="info" data-testid="week-review-stale">
          {t('review.stale')}
        </Alert>
      )}
      {data?.status === 'none' && !running && (
        <Typography color="text.secondary">{t('review.none')}</Typography>
      )}
      {completed && (
        <Box data-testid="week-review">
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
          {completed.days.length > 0 && (
            <Box
              sx={{ overflowX: 'auto', mt: 1.5 }}
              tabIndex={0}
              role="region"
              aria-label={t('review.daysRegion')}
            >
              <Table size="small" aria-label={t('review.daysTable')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('review.day')}</TableCell>
                    <TableCell align="right">{t('review.time')}</TableCell>
                    <TableCell>{t('review.report')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {completed.days.map((d) => (
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
