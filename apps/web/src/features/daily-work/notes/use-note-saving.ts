// The one way a note is saved (docs/decisions.md, "One note per save"): every save is a note of its
// own, sent with the browser's clientId, so a repeat adds it once and two devices writing into one
// session never overwrite each other. Offline (or behind earlier offline work) it waits in the
// outbox and is sent later, in order.
import { useCallback } from 'react';
import type { WorkRecord } from '@diary/contracts';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { enqueue, newClientId } from '../../../lib/offline/outbox';
import { flushSoon } from '../../../lib/offline/use-outbox-sync';
import { useAddNoteMutation } from '../../../api/diary.api';
import { isNetworkFailure, mustQueue } from '../../../lib/offline/must-queue';

export type SaveOutcome = 'saved' | 'queued';

export function useNoteSaving() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((s) => s.auth.userId);
  const [addNote] = useAddNoteMutation();

  return useCallback(
    async (record: Pick<WorkRecord, 'id' | 'date'>, content: string): Promise<SaveOutcome> => {
      if (!userId) throw new Error('User not authenticated');
      const text = content.trim();
      const clientId = newClientId();
      const timestamp = new Date().toISOString();
      const queue = async (): Promise<SaveOutcome> => {
        await enqueue({
          kind: 'note',
          userId,
          clientId,
          recordId: record.id,
          content: text,
          timestamp,
          date: record.date,
        });
        flushSoon(dispatch, userId);
        return 'queued';
      };
      if (mustQueue(record.id)) return queue();
      try {
        await addNote({
          workRecordId: record.id,
          content: text,
          timestamp,
          clientId,
          date: record.date,
        }).unwrap();
        return 'saved';
      } catch (err) {
        // The server may have added it and the answer was lost: the same clientId adds it once.
        if (isNetworkFailure(err)) return queue();
        throw err;
      }
    },
    [userId, addNote, dispatch],
  );
}
