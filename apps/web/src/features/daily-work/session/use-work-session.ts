// The active work session (docs/product-rules.md, Work sessions): start reuses any active record the
// server reports, otherwise creates one (and checks again if creation fails, e.g. a 409 because
// another tab started one meanwhile); stop sets endTime and isActive=false. Without a connected
// socket the active record is polled every 30 s. Without a network (or while earlier offline
// work still waits to be sent) a start or stop is kept in the outbox with the browser's times and
// sent later, in order (lib/offline/outbox.ts).
import { useCallback, useEffect, useRef } from 'react';
import type { WorkRecord } from '@diary/contracts';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import {
  diaryApi,
  useCreateRecordMutation,
  useGetActiveRecordQuery,
  useUpdateRecordMutation,
} from '../../../api/diary.api';
import { enqueue, newLocalId } from '../../../lib/offline/outbox';
import { isNetworkFailure, mustQueue } from '../../../lib/offline/must-queue';
import { lastKnown, rememberLastKnown } from '../../../lib/offline/last-known';
import { flushSoon } from '../../../lib/offline/use-outbox-sync';

export const ACTIVE_POLL_MS = 30_000;

export function useWorkSession(enabled: boolean) {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((s) => s.auth.userId);
  const socketConnected = useAppSelector((s) => s.socket.status === 'connected');
  const activeQuery = useGetActiveRecordQuery(undefined, {
    skip: !enabled,
    pollingInterval: socketConnected ? 0 : ACTIVE_POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const [createRecord] = useCreateRecordMutation();
  const [updateRecord] = useUpdateRecordMutation();
  const startingRef = useRef<Promise<WorkRecord> | null>(null);

  const fetchActive = useCallback(async (): Promise<WorkRecord | null> => {
    const res = await dispatch(
      diaryApi.endpoints.getActiveRecord.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    if (res.error) throw new Error('Failed to start work record');
    return res.data ?? null;
  }, [dispatch]);

  /** A session started in the browser only; the outbox starts it on the server later. */
  const startOffline = useCallback(
    async (date: string): Promise<WorkRecord> => {
      if (!userId) throw new Error('User not authenticated');
      const record: WorkRecord = {
        id: newLocalId(),
        userId,
        startTime: new Date().toISOString(),
        endTime: null,
        isActive: true,
        date,
        notes: [],
        summary: null,
        tags: [],
      };
      await enqueue({ kind: 'start', userId, localId: record.id, startTime: record.startTime, date });
      dispatch(diaryApi.util.upsertQueryData('getActiveRecord', undefined, record));
      flushSoon(dispatch, userId);
      return record;
    },
    [dispatch, userId],
  );

  /** The active record, started now (dated `date`) when there is none. Concurrent calls share one start. */
  const start = useCallback(
    (date: string): Promise<WorkRecord> => {
      if (startingRef.current) return startingRef.current;
      const run = async () => {
        if (mustQueue()) return startOffline(date);
        const existing = await fetchActive().catch(() => null);
        if (existing) return existing;
        try {
          return await createRecord({
            startTime: new Date().toISOString(),
            endTime: null,
            isActive: true,
            date,
          }).unwrap();
        } catch (err) {
          const again = await fetchActive().catch(() => null);
          if (again) return again;
          if (isNetworkFailure(err)) return startOffline(date);
          throw err instanceof Error ? err : new Error('Failed to create work record');
        }
      };
      startingRef.current = run().finally(() => {
        startingRef.current = null;
      });
      return startingRef.current;
    },
    [createRecord, fetchActive, startOffline],
  );

  /** Ends the session in the browser now; the outbox ends it on the server at `endTime` later. */
  const stopOffline = useCallback(
    async (record: WorkRecord, endTime: string): Promise<WorkRecord> => {
      if (!userId) throw new Error('User not authenticated');
      await enqueue({
        kind: 'stop',
        userId,
        recordId: record.id,
        startTime: record.startTime,
        endTime,
        date: record.date,
      });
      dispatch(diaryApi.util.upsertQueryData('getActiveRecord', undefined, null));
      flushSoon(dispatch, userId);
      return { ...record, endTime, isActive: false };
    },
    [dispatch, userId],
  );

  /** Ends the session at `endTime`, with `tags`, `projectId` and `description` when given (kept only when the server is reached). */
  const stop = useCallback(
    async (
      record: WorkRecord,
      endTime: string,
      tags?: string[],
      projectId?: string | null,
      description?: string | null,
    ): Promise<WorkRecord> => {
      if (mustQueue(record.id)) return stopOffline(record, endTime);
      try {
        return await updateRecord({
          id: record.id,
          startTime: record.startTime,
          endTime,
          isActive: false,
          ...(tags ? { tags } : {}),
          ...(projectId !== undefined ? { projectId } : {}),
          ...(description !== undefined ? { description } : {}),
        }).unwrap();
      } catch (err) {
        if (isNetworkFailure(err)) return stopOffline(record, endTime);
        throw err;
      }
    },
    [updateRecord, stopOffline],
  );

  // The server's answer, remembered; before it comes (a reload offline), the last one stands.
  useEffect(() => {
    if (userId && activeQuery.isSuccess) rememberLastKnown(userId, 'active', activeQuery.data ?? null);
  }, [userId, activeQuery.isSuccess, activeQuery.data]);
  const remembered = activeQuery.isSuccess ? undefined : lastKnown<WorkRecord | null>(userId, 'active');

  return {
    active: activeQuery.isSuccess ? (activeQuery.data ?? null) : (remembered ?? null),
    /** False until the server has answered once, unless an earlier answer was remembered. */
    known: activeQuery.isSuccess || activeQuery.isError || remembered !== undefined,
    /**
     * True while the session shown is the last one the server gave and the server cannot be
     * reached (offline, or the request failed). While an answer is merely on its way the
     * remembered session shows without the note, so its arrival does not reflow the bar.
     */
    lastKnown:
      !activeQuery.isSuccess &&
      remembered !== undefined &&
      (activeQuery.isError || (typeof navigator !== 'undefined' && !navigator.onLine)),
    isStarting: () => startingRef.current !== null,
    start,
    stop,
    refetch: activeQuery.refetch,
  };
}
