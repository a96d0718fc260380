// The active work session (spec section 4, "Work session"): start reuses any active record the
// server reports, otherwise creates one (and checks again if creation fails, e.g. a 409 because
// another tab started one meanwhile); stop sets endTime and isActive=false. Without a connected
// socket the active record is polled every 30 s.
import { useCallback, useRef } from 'react';
import type { WorkRecord } from '@diary/contracts';
import { useAppDispatch, useAppSelector } from '../../app/store';
import {
  diaryApi,
  useCreateRecordMutation,
  useGetActiveRecordQuery,
  useUpdateRecordMutation,
} from '../diary/diary.api';

export const ACTIVE_POLL_MS = 30_000;

export function useWorkSession(enabled: boolean) {
  const dispatch = useAppDispatch();
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

  /** The active record, started now (dated `date`) when there is none. Concurrent calls share one start. */
  const start = useCallback(
    (date: string): Promise<WorkRecord> => {
      if (startingRef.current) return startingRef.current;
      const run = async () => {
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
          throw err instanceof Error ? err : new Error('Failed to create work record');
        }
      };
      startingRef.current = run().finally(() => {
        startingRef.current = null;
      });
      return startingRef.current;
    },
    [createRecord, fetchActive],
  );

  const stop = useCallback(
    (record: WorkRecord, endTime: string) =>
      updateRecord({ id: record.id, startTime: record.startTime, endTime, isActive: false }).unwrap(),
    [updateRecord],
  );

  return {
    active: activeQuery.data ?? null,
    /** False until the server has answered once. */
    known: activeQuery.isSuccess || activeQuery.isError,
    isStarting: () => startingRef.current !== null,
    start,
    stop,
    refetch: activeQuery.refetch,
  };
}
