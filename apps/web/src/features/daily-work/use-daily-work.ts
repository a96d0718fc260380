// The Daily Work screen's behaviour, composed from one hook per concern: the note draft
// (use-note-draft), the work session (use-work-session), saving a note (use-note-saving, the one
// save path), auto-start on typing (use-auto-start), live events (use-daily-events), and where a
// note of another day is filed (past-day-filing). Here: saving, stopping and the idle auto-save
// (docs/product-rules.md, Work sessions and Notes and drafts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WorkRecord } from '@diary/contracts';
import { api } from '../../lib/api';
import { todayKey } from '../../lib/day-key';
import { useAppDispatch, useAppSelector } from '../../lib/store';
import { showToast } from '../../lib/toast/toast.slice';
import { formatMediumDate } from '../../lib/time';
import { i18n } from '../../lib/i18n/i18n';
import { useCreateRecordMutation, useGetDayQuery } from '../../api/diary.api';
import { useGetUserSettingsQuery } from '../../api/auth.api';
import { pastDayTarget } from './session/past-day-filing';
import { useProjectNames } from './session/use-project-names';
import { useAutoStart } from './session/use-auto-start';
import { useDailyEvents } from './use-daily-events';
import { useIdleTimer } from './session/use-idle-timer';
import { useNoteDraft } from './drafts/use-note-draft';
import { useNoteSaving, type SaveOutcome } from './notes/use-note-saving';
import { useWorkSession } from './session/use-work-session';

export { AUTO_START_DELAY_MS } from './session/use-auto-start';
export const ACTIVE_REFETCH_AFTER_DATE_CHANGE_MS = 500;
const DAY_POLL_MS = 30_000;
const DEFAULT_IDLE_MINUTES = 30;

export function useDailyWork() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((s) => s.auth.userId);
  const date = useAppSelector((s) => s.selectedDate.value);
  const socketConnected = useAppSelector((s) => s.socket.status === 'connected');
  const isToday = date === todayKey();
  const draft = useNoteDraft(userId, date);
  const session = useWorkSession(Boolean(userId));
  const day = useGetDayQuery(date, {
    skip: !userId,
    pollingInterval: socketConnected ? 0 : DAY_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const { data: settings } = useGetUserSettingsQuery(undefined, { skip: !userId });
  const saveInto = useNoteSaving();
  const [createRecord] = useCreateRecordMutation();
  const [saving, setSaving] = useState(false);
  const [stopping, setStopping] = useState(false);
  /** On another day: the session the user picked to file notes under (null: the day's last). */
  const [pickedId, setPickedId] = useState<string | null>(null);
  /** On another day without sessions: the note waits for "Add a session for this note". */
  const [needsSession, setNeedsSession] = useState(false);

  const activeRef = useRef<WorkRecord | null>(session.active);
  activeRef.current = session.active;

  const toast = useCallback(
    (title: string, description?: string, variant: 'default' | 'destructive' = 'default') =>
      dispatch(showToast({ title, description, variant })),
    [dispatch],
  );
  const toastError = useCallback(
    (description: string) => toast(i18n.t('dailyWork:toast.error'), description, 'destructive'),
    [toast],
  );

  // A new date: its records are fetched afresh and the active record 500 ms later.
  useEffect(() => {
    setPickedId(null);
    setNeedsSession(false);
    dispatch(api.util.invalidateTags([{ type: 'Day', id: date }]));
    const t = setTimeout(
      () => dispatch(api.util.invalidateTags(['Active'])),
      ACTIVE_REFETCH_AFTER_DATE_CHANGE_MS,
    );
    return () => clearTimeout(t);
  }, [date, dispatch]);

  /** Starts (or reuses) the work session; live sessions belong to the day they start. */
  const startSession = useCallback(
    async (reason: 'manual' | 'auto' | 'link') => {
      try {
        const already = activeRef.current;
        const record = already ?? (await session.start(todayKey()));
        if (!already && reason !== 'auto')
          toast(i18n.t('dailyWork:toast.started'), i18n.t('dailyWork:toast.startedText'));
        return record;
      } catch (err) {
        console.warn('Could not start a work session', err);
        toastError(i18n.t('dailyWork:toast.startFailed'));
        return null;
      }
    },
    [session, toast, toastError],
  );

  const records = day.data?.records;
  const projectNames = useProjectNames();
  /** Where the editor's text goes: today the running session (started if need be), else a session of that day. */
  const target = useCallback(async (): Promise<WorkRecord | null> => {
    if (isToday) return activeRef.current ?? (await session.start(todayKey()));
    return pastDayTarget(records ?? [], pickedId, draft.current(), projectNames);
  }, [isToday, session, records, pickedId, draft, projectNames]);

  /** After `saved` was stored as a note: empties the editor, keeping anything typed meanwhile. */
  const clearSaved = useCallback(
    (saved: string) => {
      const now = draft.current();
      if (now === saved || !now.trim()) draft.clear();
      else if (now.startsWith(saved)) draft.change(now.slice(saved.length).replace(/^\s+/, ''));
    },
    [draft],
  );

  const announce = useCallback(
    (outcome: SaveOutcome, record: WorkRecord) => {
      if (outcome === 'queued')
        toast(i18n.t('dailyWork:toast.savedOffline'), i18n.t('dailyWork:toast.savedOfflineText'));
      else if (record.date === todayKey() && record.isActive)
        toast(i18n.t('dailyWork:toast.noteAdded'), i18n.t('dailyWork:toast.noteAddedText'));
      else
        toast(
          i18n.t('dailyWork:toast.noteAdded'),
          i18n.t('dailyWork:toast.noteFiled', { day: formatMediumDate(record.date) }),
        );
    },
    [toast],
  );

  const saveNote = useCallback(
    async (opts: { quiet?: boolean } = {}) => {
      const content = draft.current();
      if (!content.trim()) return true;
      if (!userId) {
        toastError(i18n.t('dailyWork:toast.notSignedIn'));
        return false;
      }
      setSaving(true);
      try {
        const record = await target();
        if (!record) {
          setNeedsSession(true);
          return false;
        }
        const outcome = await saveInto(record, content);
        clearSaved(content);
        if (!opts.quiet) announce(outcome, record);
        return true;
      } catch (err) {
        console.warn('Note not saved; the text stays in the editor', err);
        toastError(i18n.t('dailyWork:toast.saveFailed'));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [draft, userId, target, saveInto, clearSaved, announce, toastError],
  );

  /** On a day without sessions: adds a finished session at the given times and files the note there. */
  const addSessionForNote = useCallback(
    async (startIso: string, endIso: string) => {
      const content = draft.current();
      try {
        const record = await createRecord({
          startTime: startIso,
          endTime: endIso,
          isActive: false,
          date,
        }).unwrap();
        setPickedId(record.id);
        setNeedsSession(false);
        if (content.trim()) {
          const outcome = await saveInto(record, content);
          clearSaved(content);
          announce(outcome, record);
        }
        return true;
      } catch (err) {
        console.warn('Could not add a session for the note', err);
        toastError(i18n.t('dailyWork:toast.addFailed'));
        return false;
      }
    },
    [draft, createRecord, date, saveInto, clearSaved, announce, toastError],
  );

  /**
   * Stops the active session at `endIso` (from `startIso` when the user corrected its start): today's
   * pending text first, then the record, then the editor.
   */
  const stopSession = useCallback(
    async (
      endIso: string,
      tags?: string[],
      projectId?: string | null,
      description?: string | null,
      startIso?: string,
    ) => {
      const record = activeRef.current;
      if (!record || !userId) return false;
      setStopping(true);
      try {
        // Text on another day's page belongs to that day, not to the session being stopped.
        const pending = isToday ? draft.current() : '';
        if (pending.trim()) {
          try {
            await saveInto(record, pending);
          } catch (err) {
            console.warn('Pending note not saved; the session stays active', err);
            toastError(i18n.t('dailyWork:toast.endFailed'));
            return false;
          }
        }
        try {
          await session.stop(
            startIso ? { ...record, startTime: startIso } : record,
            endIso,
            tags,
            projectId,
            description,
          );
        } catch (err) {
          console.warn('Could not stop the session', err);
          toastError(i18n.t('dailyWork:toast.stopFailed'));
          if (pending.trim()) clearSaved(pending);
          return false;
        }
        if (pending.trim()) clearSaved(pending);
        toast(i18n.t('dailyWork:toast.ended'), i18n.t('dailyWork:toast.endedText'));
        return true;
      } finally {
        setStopping(false);
      }
    },
    [userId, isToday, draft, saveInto, session, clearSaved, toast, toastError],
  );

  const autoStart = useAutoStart({
    enabled: isToday,
    known: session.known,
    activeRef,
    current: draft.current,
    start: () => startSession('auto'),
    toast,
  });

  /** A change by the user; on today's page the first one without a session starts it. */
  const change = useCallback(
    (next: string) => {
      draft.change(next);
      autoStart(next);
    },
    [draft, autoStart],
  );

  // Idle: after autoSaveTimeout minutes without activity, today's non-empty note is saved; the session stays.
  const idleMs = (settings?.autoSaveTimeout ?? DEFAULT_IDLE_MINUTES) * 60_000;
  useIdleTimer(idleMs, () => {
    if (isToday && activeRef.current && draft.current().trim()) void saveNote({ quiet: false });
  });

  const generating = useDailyEvents(date, draft);

  return {
    userId,
    date,
    isToday,
    draft,
    change,
    session,
    day,
    settings,
    saving,
    stopping,
    generating,
    pickedId,
    projectNames,
    pickSession: setPickedId,
    needsSession,
    closeNeedsSession: () => setNeedsSession(false),
    startSession,
    saveNote,
    addSessionForNote,
    stopSession,
    idleMs,
    toast,
    toastError,
  };
}

export type DailyWork = ReturnType<typeof useDailyWork>;
