// Summaries and reports arrive by themselves (autoSummarize): a session's summary or the day's
// report finished anywhere refreshes the day shown, without Generate Report being pressed here.
import { api } from '../../lib/api';
import { useAppDispatch } from '../../lib/store';
import { useSocketEvents } from '../../hooks/use-socket-events';

export function useLiveReport(date: string) {
  const dispatch = useAppDispatch();
  useSocketEvents((event) => {
    if (event.type === 'summary_generating' || event.type === 'summary_completed')
      dispatch(
        api.util.invalidateTags([
          { type: 'Day', id: date },
          { type: 'Report', id: date },
        ]),
      );
    else if (event.type === 'report_completed' && event.date === date)
      dispatch(api.util.invalidateTags([{ type: 'Report', id: date }]));
  });
}
