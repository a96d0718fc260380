// The Daily Work screen's behaviour in one place: the note draft, the work session, saving notes,
// stopping, auto-start on typing, idle auto-save and the live events
// (docs/product-rules.md, Work sessions and Notes and drafts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UserEvent, WorkRecord } from '@diary/contracts';
import { api } from '../../app/api';
import { todayKey } from '../../app/day-key';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { diaryApi, useAddNoteMutation, useGetDayQuery, useUpdateNoteMutation } from '../diary/diary.api';
import { useGetUserSettingsQuery } from '../settings/settings.api';
import { appendToNote, readSessionNote, writeSessionNote } from './session-note-store';
import { useIdleTimer } from './use-idle-timer';
import { useNoteDraft } from './use-note-draft';
import { useSocketEvents } from './use-socket-events';
import { isNetworkFailure, mustQueue, useWorkSession } from './use-work-session';
import { enqueue, newClientId } from '../../app/offline/outbox';
import { flushSoon } from '../../app/offline/useOutboxSync';

export const AUTO_START_DELAY_MS = 500;
export const ACTIVE_REFETCH_AFTER_DATE_CHANGE_MS = 500;
const DAY_POLL_MS = 30_000;
const DEFAULT_IDLE_MINUTES = 30;

const errorStatus = (err: unknown) =>
  typeof err === 'object' && err !== null && 'status' in err
    ? Number((err as { status: unknown }).status)
    : 0;

export function useDailyWork() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector((s) => s.auth.userId);
  const date = useAppSelector((s) => s.selectedDate.value);
  const socketConnected = useAppSelector((s) => s.socket.status === 'connected');
  const draft = useNoteDraft(userId, date);
  const session = useWorkSession(Boolean(userId));
  const day = useGetDayQuery(date, {
    skip: !userId,
    pollingInterval: socketConnected ? 0 : DAY_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const { data: settings } = useGetUserSettingsQuery(undefined, { skip: !userId });
  const [addNote] = useAddNoteMutation();
  const [updateNote] = useUpdateNoteMutation();
  const [saving, setSaving] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [generating, setGenerating] = useState<ReadonlySet<string>>(new Set());

  const activeRef = useRef<WorkRecord | null>(session.active);
  activeRef.current = session.active;
  const autoStartTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const autoStartToastShown = useRef(false);

  const toast = useCallback(
    (title: string, description?: string, variant: 'default' | 'destructive' = 'default') =>
      dispatch(showToast({ title, description, variant })),
    [dispatch],
  );
  const toastError = useCallback(
    (description: string) => toast('Error', description, 'destructive'),
    [toast],
  );

  // A new date: its records are fetched afresh and the active record 500 ms later.
  useEffect(() => {
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
        if (!already && reason !== 'auto') toast('Work session started', 'Your time is now being tracked.');
        return record;
      } catch (err) {
        console.warn('Could not start a work session', err);
        toastError('Failed to start work session. Please try again.');
        return null;
      }
    },
    [session, toast, toastError],
  );

  /** Saves text into the session's note: the first save creates it, later saves append to it. */
  const saveIntoSessionNote = useCallback(
    async (content: string, quiet: boolean) => {
      if (!userId) throw new Error('User not authenticated');
      const text = content.trim();
      const record = activeRef.current ?? (await session.start(todayKey()));
      const clientId = newClientId();
      const timestamp = new Date().toISOString();
      // Offline (or with earlier offline work still waiting): a note of its own, sent later in order.
      const queue = async () => {
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
        if (!quiet) toast('Saved offline', 'Your note will be sent when you are back online.');
      };
      if (mustQueue(record.id)) return queue();
      const remembered = readSessionNote(userId);
      if (remembered && remembered.recordId === record.id) {
        const saved = record.notes?.find((n) => n.id === remembered.noteId)?.content ?? remembered.content;
        const next = appendToNote(saved, text);
        try {
          await updateNote({ id: remembered.noteId, content: next, date: record.date }).unwrap();
          writeSessionNote(userId, { ...remembered, content: next });
          if (!quiet) toast('Note updated', 'Your note was added to this session.');
          return;
        } catch (err) {
          if (isNetworkFailure(err)) return queue();
          if (errorStatus(err) !== 404) throw err;
          // The note was deleted elsewhere: this save starts a new one.
        }
      }
      let note;
      try {
        note = await addNote({
          workRecordId: record.id,
          content: text,
          timestamp,
          clientId,
          date: record.date,
        }).unwrap();
      } catch (err) {
        // The server may have added it and the answer was lost: the same clientId adds it once.
        if (isNetworkFailure(err)) return queue();
        throw err;
      }
      writeSessionNote(userId, { recordId: record.id, noteId: note.id, content: note.content ?? text });
      if (!quiet) toast('Note added', 'Your note was saved to this session.');
    },
    [userId, session, updateNote, addNote, toast, dispatch],
  );

  /** After `saved` was stored as a note: empties the editor, keeping anything typed meanwhile. */
  const clearSaved = useCallback(
    (saved: string) => {
      const now = draft.current();
      if (now === saved || !now.trim()) draft.clear();
      else if (now.startsWith(saved)) draft.change(now.slice(saved.length).replace(/^\s+/, ''));
    },
    [draft],
  );

  const saveNote = useCallback(
    async (opts: { quiet?: boolean } = {}) => {
      const content = draft.current();
      if (!content.trim()) return true;
      if (!userId) {
        toastError('User not authenticated');
        return false;
      }
      setSaving(true);
      try {
        await saveIntoSessionNote(content, Boolean(opts.quiet));
        clearSaved(content);
        return true;
      } catch (err) {
        console.warn('Note not saved; the text stays in the editor', err);
        toastError('Failed to save note. Please try again.');
        return false;
      } finally {
        setSaving(false);
      }
    },
    [draft, userId, saveIntoSessionNote, clearSaved, toastError],
  );

  /** Stops the active session at `endIso`: pending text first, then the record, then the editor. */
  const stopSession = useCallback(
    async (endIso: string, tags?: string[]) => {
      const record = activeRef.current;
      if (!record || !userId) return false;
      setStopping(true);
      try {
        const pending = draft.current();
        if (pending.trim()) {
          try {
            await saveIntoSessionNote(pending, true);
          } catch (err) {
            console.warn('Pending note not saved; the session stays active', err);
            toastError('Failed to process session end.');
            return false;
          }
        }
        try {
          await session.stop(record, endIso, tags);
        } catch (err) {
          console.warn('Could not stop the session', err);
          toastError('Failed to stop the work session.');
          if (pending.trim()) clearSaved(pending);
          return false;
        }
        writeSessionNote(userId, null);
        clearSaved(pending);
        toast('Work session ended', 'Your work notes have been saved to this session.');
        return true;
      } finally {
        setStopping(false);
      }
    },
    [userId, draft, saveIntoSessionNote, session, clearSaved, toast, toastError],
  );

  /** A change by the user; the first one without a session starts it 500 ms later. */
  const change = useCallback(
    (next: string) => {
      draft.change(next);
      if (!next.trim() || activeRef.current || !session.known || autoStartTimer.current) return;
      autoStartTimer.current = setTimeout(async () => {
        autoStartTimer.current = undefined;
        if (activeRef.current || !draft.current().trim()) return;
        const record = await startSession('auto');
        if (record && !autoStartToastShown.current) {
          autoStartToastShown.current = true;
          toast('Work session started', 'A work session started automatically when you began typing.');
        }
      }, AUTO_START_DELAY_MS);
    },
    [draft, session.known, startSession, toast],
  );
  useEffect(() => () => clearTimeout(autoStartTimer.current), []);

  // Idle: after autoSaveTimeout minutes without activity, a non-empty note is saved; the session stays.
  const idleMs = (settings?.autoSaveTimeout ?? DEFAULT_IDLE_MINUTES) * 60_000;
  useIdleTimer(idleMs, () => {
    if (activeRef.current && draft.current().trim()) void saveNote({ quiet: false });
  });

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
        toast('Summary Generated', event.summary.subject);
        break;
      }
      case 'work_session_update': {
        dispatch(api.util.invalidateTags(['Active', { type: 'Day', id: event.record.date }, 'Calendar']));
        const remembered = userId ? readSessionNote(userId) : null;
        if (!event.isActive && remembered?.recordId === event.record.id && userId)
          writeSessionNote(userId, null);
        break;
      }
      default:
        break;
    }
  });

  return {
    userId,
    date,
    draft,
    change,
    session,
    day,
    settings,
    saving,
    stopping,
    generating,
    startSession,
    saveNote,
    stopSession,
    toast,
    toastError,
  };
}

export type DailyWork = ReturnType<typeof useDailyWork>;
