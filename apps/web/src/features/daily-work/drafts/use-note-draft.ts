// The note being written for the selected date (docs/product-rules.md, Notes and drafts):
// every change goes to the local copy at once and to the server
// draft 1.5 s after the last keystroke (an empty input deletes both at once); the text moves with
// the selected date; another tab's or device's update for the same date replaces the text.
// Nothing typed is lost: the local copy is written first, failed server saves are retried, and a
// reload prefers local typing the server has not confirmed (reconcileDraft).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SaveDraftRequest } from '@diary/contracts';
import { todayKey } from '../../../lib/day-key';
import { useAppDispatch } from '../../../lib/store';
import { diaryApi, useDeleteDraftMutation, useSaveDraftMutation } from '../../../api/diary.api';
import {
  clearLocalDraft,
  markLocalDraftCleared,
  purgeOldLocalDrafts,
  readLocalDraft,
  readSyncedDraft,
  writeLocalDraft,
  writeSyncedDraft,
} from './local-draft';
import { reconcileDraft } from './reconcile-draft';

export type SyncStatus = 'synced' | 'syncing' | 'offline';

export const DRAFT_SAVE_DELAY_MS = 1500;
const SYNC_SETTLE_MS = 500;
const REMOTE_NOTICE_MS = 2000;
const RETRY_MS = 10_000;

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export interface NoteDraft {
  text: string;
  status: SyncStatus;
  /** True for 2 s after another tab or device replaced the text. */
  remoteUpdated: boolean;
  /** True while the date's server draft is being fetched. */
  loading: boolean;
  /** A change made by the user (typing, dictation, extracted text). */
  change: (next: string) => void;
  /** Empties the input, the local copy and the server draft (after the text was saved as a note). */
  clear: () => void;
  /** The text currently in the editor (not waiting for a render). */
  current: () => string;
  /** Applies a draft_updated (content) or draft_deleted (null) event. */
  applyRemote: (date: string, content: string | null) => void;
}

export function useNoteDraft(userId: string | null, date: string): NoteDraft {
  const dispatch = useAppDispatch();
  const [saveDraft] = useSaveDraftMutation();
  const [deleteDraft] = useDeleteDraftMutation();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<SyncStatus>(isOffline() ? 'offline' : 'synced');
  const [remoteUpdated, setRemoteUpdated] = useState(false);
  const [loading, setLoading] = useState(true);

  const textRef = useRef('');
  const dateRef = useRef<string | null>(null);
  const userRef = useRef(userId);
  const dirtyRef = useRef(false);
  const editSeqRef = useRef(0);
  const loadSeqRef = useRef(0);
  const inFlightRef = useRef(false);
  const againRef = useRef(false);
  const debounceRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retryRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const settleRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  const remoteRef = useRef<ReturnType<typeof setTimeout>>(undefined);
  userRef.current = userId;

  const show = useCallback((next: string) => {
    textRef.current = next;
    setText(next);
  }, []);

  /** Sends the current text of the current date to the server (one request at a time, in order). */
  const sync = useCallback(async () => {
    clearTimeout(debounceRef.current);
    clearTimeout(retryRef.current);
    const uid = userRef.current;
    const day = dateRef.current;
    if (!uid || !day) return;
    if (isOffline()) {
      setStatus('offline'); // sent by the 'online' handler below
      return;
    }
    if (inFlightRef.current) {
      againRef.current = true;
      return;
    }
    const content = textRef.current;
    const seq = editSeqRef.current;
    inFlightRef.current = true;
    clearTimeout(settleRef.current);
    setStatus('syncing');
    let ok = true;
    try {
      if (content.trim()) await saveDraft({ date: day, content }).unwrap();
      else await deleteDraft(day).unwrap();
      writeSyncedDraft(uid, day, content);
      // The server draft is gone: the tombstone left by clear() has done its work.
      if (!content.trim() && readLocalDraft(uid, day) === '') clearLocalDraft(uid, day);
      if (editSeqRef.current === seq && dateRef.current === day) dirtyRef.current = false;
    } catch (err) {
      ok = false;
      console.warn('Draft not saved on the server; it is kept in this browser', err);
    } finally {
      inFlightRef.current = false;
    }
    if (againRef.current) {
      againRef.current = false;
      void sync();
      return;
    }
    if (ok) {
      settleRef.current = setTimeout(
        () => setStatus(dirtyRef.current ? 'syncing' : 'synced'),
        SYNC_SETTLE_MS,
      );
    } else if (dirtyRef.current) {
      setStatus('offline');
      retryRef.current = setTimeout(() => void sync(), RETRY_MS);
    }
  }, [saveDraft, deleteDraft]);

  const change = useCallback(
    (next: string) => {
      const uid = userRef.current;
      const day = dateRef.current;
      editSeqRef.current++;
      show(next);
      if (uid && day) {
        if (next.trim()) writeLocalDraft(uid, day, next);
        else markLocalDraftCleared(uid, day);
      }
      dirtyRef.current = true;
      clearTimeout(debounceRef.current);
      if (!next.trim()) {
        void sync();
        return;
      }
      setStatus(isOffline() ? 'offline' : 'syncing');
      debounceRef.current = setTimeout(() => void sync(), DRAFT_SAVE_DELAY_MS);
    },
    [show, sync],
  );

  const clear = useCallback(() => {
    const uid = userRef.current;
    const day = dateRef.current;
    editSeqRef.current++;
    show('');
    if (uid && day) {
      markLocalDraftCleared(uid, day);
      purgeOldLocalDrafts(uid, todayKey(), [day]);
    }
    dirtyRef.current = true;
    void sync();
  }, [show, sync]);

  // Load the selected date's text; the previous date's text is kept locally and on the server.
  useEffect(() => {
    if (!userId) return;
    const prev = dateRef.current;
    clearTimeout(debounceRef.current);
    clearTimeout(retryRef.current);
    if (prev !== null && prev !== date) {
      const content = textRef.current;
      if (content.trim()) {
        writeLocalDraft(userId, prev, content);
        if (dirtyRef.current)
          saveDraft({ date: prev, content })
            .unwrap()
            .then(() => writeSyncedDraft(userId, prev, content))
            .catch((err) => console.warn('Draft of the previous date kept locally', err));
      }
    }
    dateRef.current = date;
    dirtyRef.current = false;
    show(readLocalDraft(userId, date) ?? '');
    const loadSeq = ++loadSeqRef.current;
    const editSeqAtLoad = editSeqRef.current;
    setLoading(true);
    const request = dispatch(
      diaryApi.endpoints.getDraft.initiate(date, { subscribe: false, forceRefetch: true }),
    );
    void request.then((res) => {
      if (loadSeqRef.current !== loadSeq) return;
      setLoading(false);
      // Typing that began while the draft loaded wins; it is being synced already.
      if (editSeqRef.current !== editSeqAtLoad) return;
      const server = res.data?.content ?? null;
      const { text: next, push } = reconcileDraft({
        server,
        local: readLocalDraft(userId, date),
        lastSynced: readSyncedDraft(userId, date),
      });
      show(next);
      // An emptied copy still to be sent stays a tombstone until the server draft is deleted.
      if (push && !next.trim()) markLocalDraftCleared(userId, date);
      else writeLocalDraft(userId, date, next);
      if (push) {
        dirtyRef.current = true;
        void sync();
      } else {
        if (server !== null) writeSyncedDraft(userId, date, server);
        setStatus(isOffline() ? 'offline' : 'synced');
      }
    });
  }, [userId, date, dispatch, saveDraft, show, sync]);

  const applyRemote = useCallback(
    (day: string, content: string | null) => {
      const uid = userRef.current;
      if (!uid) return;
      const next = content ?? '';
      if (day !== dateRef.current) {
        // Keep another date's local copy in step, unless it holds typing the server has not seen.
        const local = readLocalDraft(uid, day);
        if (local === null || local === readSyncedDraft(uid, day)) {
          writeLocalDraft(uid, day, next);
          writeSyncedDraft(uid, day, content);
        }
        return;
      }
      // Our own newer typing is on its way to the server and will replace this.
      if (dirtyRef.current || inFlightRef.current) return;
      writeSyncedDraft(uid, day, content);
      if (next === textRef.current) return;
      show(next);
      writeLocalDraft(uid, day, next);
      clearTimeout(remoteRef.current);
      setRemoteUpdated(true);
      setStatus('syncing');
      remoteRef.current = setTimeout(() => {
        setRemoteUpdated(false);
        setStatus((s) => (s === 'syncing' && !dirtyRef.current ? 'synced' : s));
      }, REMOTE_NOTICE_MS);
    },
    [show],
  );

  // Going offline shows at once; coming back sends what is waiting.
  useEffect(() => {
    const offline = () => setStatus('offline');
    const online = () => {
      if (dirtyRef.current) void sync();
      else setStatus('synced');
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [sync]);

  // Leaving the page (or closing the tab) sends a waiting draft at once.
  useEffect(() => {
    const send = () => {
      const day = dateRef.current;
      const content = textRef.current;
      if (!dirtyRef.current || !day || !content.trim()) return;
      void fetch('/api/draft-notes', {
        method: 'POST',
        credentials: 'include',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ date: day, content } satisfies SaveDraftRequest),
      }).catch(() => undefined);
    };
    window.addEventListener('pagehide', send);
    return () => {
      window.removeEventListener('pagehide', send);
      send();
      clearTimeout(debounceRef.current);
      clearTimeout(retryRef.current);
      clearTimeout(settleRef.current);
      clearTimeout(remoteRef.current);
    };
  }, []);

  const current = useCallback(() => textRef.current, []);

  return { text, status, remoteUpdated, loading, change, clear, current, applyRemote };
}
