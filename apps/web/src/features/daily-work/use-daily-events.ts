// The live events the Daily Work screen follows: a draft changed elsewhere, summaries being written
// and written, and sessions started or stopped on another device.
import { useState } from 'react';
import type { UserEvent } from '@diary/contracts';
import { api } from '../../lib/api';
import { useAppDispatch } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { diaryApi } from '../../api/diary.api';
import type { NoteDraft } from './drafts/use-note-draft';
import { useSocketEvents } from '../../hooks/use-socket-events';

export function useDailyEvents(date: string, draft: NoteDraft): ReadonlySet<string> {
  const dispatch = useAppDispatch();
  const [generating, setGenerating] = useState<ReadonlySet<string>>(new Set());
  useSocketEvents((event: UserEvent) => {
    switch (event.type) {
      case 'draft_updated':
        draft.applyRemote(event.date, event.content);
        break;
      case 'draft_deleted':
        draft.applyRemote(event.date, null);
        break;
      case 'summary_generating':
        setGenerating((s) => new Set(s).add(event.recordId));
        break;
      case 'summary_completed': {
        setGenerating((s) => {
          const next = new Set(s);
          next.delete(event.recordId);
          return next;
        });
        dispatch(
          diaryApi.util.updateQueryData('getDay', date, (d) => {
            const r = d.records.find((x) => x.id === event.recordId);
            if (r) r.summary = event.summary;
          }),
        );
        dispatch(api.util.invalidateTags(['Day']));
        // Summaries now arrive by themselves when a session stops: the news must not replace the
        // "Work session ended" toast the user is reading.
        dispatch(showToast({ title: 'Summary Generated', description: event.summary.subject, ifIdle: true }));
        break;
      }
      case 'work_session_update':
        dispatch(api.util.invalidateTags(['Active', { type: 'Day', id: event.record.date }, 'Calendar']));
        break;
      default:
        break;
    }
  });
  return generating;
}
