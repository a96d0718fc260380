// The Daily Work state machine against a fresh store and a fake diary API: a session starts on
// typing (once), a started session is reused, notes are saved into the session's note and clear
// the editor, a stop saves pending text first, and refused starts, saves and stops leave things as
// they were with an error toast.
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { signedIn } from '../../app/auth/auth.slice';
import { todayKey } from '../../app/day-key';
import { AppStore, makeStore } from '../../app/store';
import { fakeDiaryForThisFile } from './fake-diary-server';
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

  it("saves a note into the session's note (then appends to it) and clears the editor", async () => {
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
    expect(server.seen('POST /api/work-notes')).toHaveLength(1);
    const [appended] = server.seen('PATCH /api/work-notes/');
    expect((appended.body as { content: string }).content).toMatch(
      /Fixed the login bug[\s\S]*Wrote its test/,
    );
    expect(running.notes).toHaveLength(1);
    expect(lastToast()?.title).toBe('Note updated');
    await waitFor(() => expect(server.drafts.has(todayKey())).toBe(false), WAIT);
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
