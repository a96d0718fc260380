// The Daily Work state machine against a fresh store and a fake diary API: a session starts on
// typing (once, and only today), a started session is reused, each save is a note of its own and
// clears the editor, another day's notes are filed under that day's sessions, a stop saves pending
// text first, and refused starts, saves and stops leave things as they were with an error toast.
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { signedIn } from '../../lib/auth/auth.slice';
import { selectedDateChanged } from '../../lib/selected-date.slice';
import { todayKey } from '../../lib/day-key';
import { AppStore, makeStore } from '../../lib/store';
import { fakeDiaryForThisFile } from '../../../test/fake-diary-server';
import { AUTO_START_DELAY_MS, useDailyWork } from './use-daily-work';

const server = fakeDiaryForThisFile();
const WAIT = { timeout: 4000 };

let store: AppStore;
const lastToast = () => store.getState().toast.toasts.at(-1);

async function renderDailyWork() {
  store = makeStore();
  store.dispatch(signedIn({ id: server.userId, username: 'ann' }));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const view = renderHook(() => useDailyWork(), { wrapper });
  await waitFor(() => {
    expect(view.result.current.session.known).toBe(true);
    expect(view.result.current.draft.loading).toBe(false);
  }, WAIT);
  return view;
}

describe('useDailyWork', { timeout: 15_000 }, () => {
  it('starts a session 500 ms after the first typing, once, and says so', async () => {
    const { result } = await renderDailyWork();
    expect(result.current.session.active).toBeNull();
    const typed = Date.now();
    act(() => result.current.change('Reviewing'));
    act(() => result.current.change('Reviewing the PR'));
    await waitFor(() => expect(result.current.session.active).not.toBeNull(), WAIT);
    const starts = server.seen('POST /api/work-records');
    expect(starts).toHaveLength(1);
    expect(starts[0].at - typed).toBeGreaterThanOrEqual(AUTO_START_DELAY_MS - 50);
    expect(starts[0].body).toMatchObject({ isActive: true, endTime: null, date: todayKey() });
    expect(result.current.session.active?.id).toBe(server.active?.id);
    expect(lastToast()?.description).toBe('A work session started automatically when you began typing.');
  });

  it('reuses the session the server reports as active instead of starting another', async () => {
    const running = server.addRecord({ date: todayKey() });
    const { result } = await renderDailyWork();
    expect(result.current.session.active?.id).toBe(running.id);
    let record: Awaited<ReturnType<typeof result.current.startSession>> = null;
    await act(async () => {
      record = await result.current.startSession('manual');
    });
    expect(record).toMatchObject({ id: running.id });
    expect(server.seen('POST /api/work-records')).toHaveLength(0);
  });

  it('saves each note as a note of its own in the running session (one save path) and clears the editor', async () => {
    const running = server.addRecord({ date: todayKey() });
    const { result } = await renderDailyWork();
    act(() => result.current.change('Fixed the login bug'));
    let ok = false;
    await act(async () => {
      ok = await result.current.saveNote();
    });
    expect(ok).toBe(true);
    const [added] = server.seen('POST /api/work-notes');
    expect(added.body).toMatchObject({ workRecordId: running.id, content: 'Fixed the login bug' });
    expect((added.body as { clientId: string }).clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.draft.text).toBe('');
    expect(lastToast()?.title).toBe('Note added');

    act(() => result.current.change('Wrote its test'));
    await act(async () => {
      ok = await result.current.saveNote();
    });
    expect(ok).toBe(true);
    // No read-modify-write of an earlier note: a second note, with its own clientId.
    const adds = server.seen('POST /api/work-notes');
    expect(adds).toHaveLength(2);
    expect(adds[1].body).toMatchObject({ workRecordId: running.id, content: 'Wrote its test' });
    expect((adds[1].body as { clientId: string }).clientId).not.toBe(
      (adds[0].body as { clientId: string }).clientId,
    );
    expect(server.seen('PATCH /api/work-notes/')).toHaveLength(0);
    expect(running.notes.map((n) => n.content)).toEqual(['Fixed the login bug', 'Wrote its test']);
    await waitFor(() => expect(server.drafts.has(todayKey())).toBe(false), WAIT);
  });

  describe('on a day other than today', () => {
    const pastDay = '2026-03-13';

    async function renderPastDay() {
      const view = await renderDailyWork();
      act(() => {
        store.dispatch(selectedDateChanged(pastDay));
      });
      await waitFor(() => {
        expect(view.result.current.date).toBe(pastDay);
        expect(view.result.current.draft.loading).toBe(false);
        expect(view.result.current.day.isFetching).toBe(false);
      }, WAIT);
      return view;
    }

    it('never starts a timer when typing, and files the note under the last session of that day', async () => {
      const morning = server.addRecord({
        date: pastDay,
        isActive: false,
        startTime: `${pastDay}T08:00:00.000Z`,
        endTime: `${pastDay}T09:00:00.000Z`,
      });
      const afternoon = server.addRecord({
        date: pastDay,
        isActive: false,
        startTime: `${pastDay}T13:00:00.000Z`,
        endTime: `${pastDay}T15:00:00.000Z`,
      });
      const { result } = await renderPastDay();
      await waitFor(() => expect(result.current.day.data?.records).toHaveLength(2), WAIT);
      act(() => result.current.change('Forgot to write this down on Friday'));
      await new Promise((r) => setTimeout(r, AUTO_START_DELAY_MS + 300));
      expect(server.seen('POST /api/work-records')).toHaveLength(0);
      expect(result.current.session.active).toBeNull();
      let ok = false;
      await act(async () => {
        ok = await result.current.saveNote();
      });
      expect(ok).toBe(true);
      expect(afternoon.notes.map((n) => n.content)).toEqual(['Forgot to write this down on Friday']);
      expect(morning.notes).toHaveLength(0);
      expect(server.seen('POST /api/work-records')).toHaveLength(0);

      // The session picked wins over the last one.
      act(() => result.current.pickSession(morning.id));
      act(() => result.current.change('And this was in the morning'));
      await act(async () => {
        ok = await result.current.saveNote();
      });
      expect(morning.notes.map((n) => n.content)).toEqual(['And this was in the morning']);
    });

    it('asks for a session on a day with none, then adds one at the given times with the note', async () => {
      const { result } = await renderPastDay();
      act(() => result.current.change('Notes of a day without sessions'));
      let ok = true;
      await act(async () => {
        ok = await result.current.saveNote();
      });
      expect(ok).toBe(false);
      expect(result.current.needsSession).toBe(true);
      expect(result.current.draft.text).toBe('Notes of a day without sessions');
      expect(server.seen('POST /api/work-notes')).toHaveLength(0);

      await act(async () => {
        ok = await result.current.addSessionForNote(`${pastDay}T10:00:00.000Z`, `${pastDay}T11:30:00.000Z`);
      });
      expect(ok).toBe(true);
      const [created] = server.seen('POST /api/work-records');
      expect(created.body).toMatchObject({
        date: pastDay,
        isActive: false,
        endTime: `${pastDay}T11:30:00.000Z`,
      });
      const record = server.records.find((r) => r.date === pastDay);
      expect(record?.notes.map((n) => n.content)).toEqual(['Notes of a day without sessions']);
      expect(result.current.needsSession).toBe(false);
      expect(result.current.draft.text).toBe('');
    });
  });

  it('keeps the text in the editor and shows an error when the note is refused', async () => {
    server.addRecord({ date: todayKey() });
    const { result } = await renderDailyWork();
    server.fail('POST /api/work-notes', 400);
    act(() => result.current.change('Not lost'));
    let ok = true;
    await act(async () => {
      ok = await result.current.saveNote();
    });
    expect(ok).toBe(false);
    expect(result.current.draft.text).toBe('Not lost');
    expect(result.current.saving).toBe(false);
    expect(lastToast()).toMatchObject({
      variant: 'destructive',
      description: 'Failed to save note. Please try again.',
    });
  });

  it('stops a session: pending text is saved first, then the record ends and the editor empties', async () => {
    const running = server.addRecord({ date: todayKey() });
    const { result } = await renderDailyWork();
    act(() => result.current.change('Last words'));
    const end = new Date().toISOString();
    let ok = false;
    await act(async () => {
      ok = await result.current.stopSession(end);
    });
    expect(ok).toBe(true);
    const order = server.requests
      .filter((r) => r.method !== 'GET' && !r.path.startsWith('/api/draft-notes'))
      .map((r) => `${r.method} ${r.path}`);
    expect(order).toEqual(['POST /api/work-notes', `PATCH /api/work-records/${running.id}`]);
    expect(server.seen('PATCH /api/work-records/')[0].body).toMatchObject({ endTime: end, isActive: false });
    expect(running.isActive).toBe(false);
    expect(result.current.draft.text).toBe('');
    expect(result.current.stopping).toBe(false);
    expect(lastToast()?.title).toBe('Work session ended');
    await waitFor(() => expect(result.current.session.active).toBeNull(), WAIT);
  });

  it('leaves the session running and says so when the stop is refused', async () => {
    const running = server.addRecord({ date: todayKey() });
    const { result } = await renderDailyWork();
    server.fail('PATCH /api/work-records/', 400);
    let ok = true;
    await act(async () => {
      ok = await result.current.stopSession(new Date().toISOString());
    });
    expect(ok).toBe(false);
    expect(running.isActive).toBe(true);
    expect(result.current.session.active?.id).toBe(running.id);
    expect(lastToast()).toMatchObject({
      variant: 'destructive',
      description: 'Failed to stop the work session.',
    });
  });

  it('answers null and shows an error when the server refuses to start a session', async () => {
    const { result } = await renderDailyWork();
    server.fail('POST /api/work-records', 400);
    let record: unknown = 'not asked';
    await act(async () => {
      record = await result.current.startSession('manual');
    });
    expect(record).toBeNull();
    expect(server.active).toBeNull();
    expect(lastToast()).toMatchObject({
      variant: 'destructive',
      description: 'Failed to start work session. Please try again.',
    });
  });
});
