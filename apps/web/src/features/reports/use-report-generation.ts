// 'Generate Report': asks the AI service for the day's summaries and report, then watches for
// the result (the report_completed socket event, or the report's status seen by polling every
// 2 s) and tells the user with a toast; it gives up
// after 3 minutes.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DailyReport } from '@diary/contracts';
import { api } from '../../lib/api';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { useSocketEvents } from '../../hooks/use-socket-events';
import { useGenerateSummaryMutation } from '../../api/ai.api';
import { serverMessageOf } from '../../lib/server-message';
import { useTranslation } from 'react-i18next';

export const REPORT_POLL_MS = 2000;
const GIVE_UP_MS = 3 * 60_000;

interface Pending {
  date: string;
  /** generatedAt of the report before this run, to tell a new report from the old one. */
  baseline: string | null;
  postedAt: number;
}

export function useReportGeneration(
  date: string,
  report: DailyReport | undefined,
  reportFetchedAt: number | undefined,
) {
  const { t } = useTranslation('reports');
  const dispatch = useAppDispatch();
  const [generate, { isLoading: posting }] = useGenerateSummaryMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  const finish = useCallback(
    (ok: boolean) => {
      setPending(null);
      dispatch(api.util.invalidateTags([{ type: 'Day', id: date }, { type: 'Report', id: date }, 'Search']));
      dispatch(
        ok
          ? showToast({
              title: t('generation.doneTitle'),
              description: t('generation.doneText'),
            })
          : showToast({
              title: t('generation.error'),
              description: t('generation.failed'),
              variant: 'destructive',
            }),
      );
    },
    [date, dispatch, t],
  );

  useSocketEvents((event) => {
    if (event.type === 'report_completed' && pendingRef.current && event.date === pendingRef.current.date)
      finish(true);
  });

  // Polling: a report fetched after the request that is newly completed (or failed) ends the wait.
  useEffect(() => {
    if (
      !pending ||
      !report ||
      report.date !== pending.date ||
      !reportFetchedAt ||
      reportFetchedAt < pending.postedAt
    )
      return;
    if (report.status === 'completed' && report.generatedAt !== pending.baseline) finish(true);
    else if (report.status === 'failed') finish(false);
  }, [pending, report, reportFetchedAt, finish]);

  useEffect(() => {
    if (!pending) return;
    const t = setTimeout(() => finish(false), GIVE_UP_MS);
    return () => clearTimeout(t);
  }, [pending, finish]);

  // Another day shown: stop watching the old one.
  useEffect(() => {
    if (pendingRef.current && pendingRef.current.date !== date) setPending(null);
  }, [date]);

  const start = async () => {
    try {
      await generate({ date, regenerate: false }).unwrap();
      setPending({ date, baseline: report?.generatedAt ?? null, postedAt: Date.now() });
      dispatch(showToast({ title: t('generation.startedTitle'), description: t('generation.startedText') }));
    } catch (err) {
      dispatch(
        showToast({
          title: t('generation.error'),
          description: serverMessageOf(err) ?? t('generation.failed'),
          variant: 'destructive',
        }),
      );
    }
  };

  return { start, generating: posting || pending !== null, polling: pending !== null };
}
