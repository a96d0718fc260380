// The note draft's state machine against a fresh store and a fake diary API: loading a date's
// draft, the 1.5 s autosave debounce, at-once deletion of an emptied note, a refused save kept
// locally and sent again, clearing after a save, reconciling on reload, remote updates, date change.
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../lib/store';
import { fakeDiaryForThisFile } from '../../../../test/fake-diary-server';
import { readLocalDraft, writeLocalDraft, writeSyncedDraft } from './local-draft';
import { DRAFT_SAVE_DELAY_MS, useNoteDraft } from './use-note-draft';

const server = fakeDiaryForThisFile();
const USER = 'u1';
const DAY = '2026-11-20';
const OTHER_DAY = '2026-11-21';
const WAIT = { timeout: 10_000 }; // the unit stage shares two cores with another project's tests

async function renderDraft(date = DAY) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const view = renderHook(({ day }: { day: string }) => useNoteDraft(USER, day), {
    wrapper,
    initialProps: { day: date },
  });
  await waitFor(() => expect(view.result.current.loading).toBe(false), WAIT);
  return view;
}

describe('useNoteDraft', { timeout: 15_000 }, () => {
  it("shows the date's server draft once loaded, as synced", async () => {
    server.drafts.set(DAY, 'Written on the laptop');
    const { result } = await renderDraft();
    expect(result.current.text).toBe('Written on the laptop');
    expect(result.current.status).toBe('synced');
    expect(readLocalDraft(USER, DAY)).toBe('Written on the laptop');
  });

  it('keeps each keystroke locally at once and saves the last text 1.5 s after the last change', async () => {
    const { result } = await renderDraft();
    act(() => {
      result.current.change('F');
      result.current.change('Fi');
      result.current.change('Fix');
    });
    const lastChange = Date.now();
    expect(result.current.text).toBe('Fix');
    expect(result.current.status).toBe('syncing');
    expect(readLocalDraft(USER, DAY)).toBe('Fix');
    await waitFor(() => expect(server.seen('POST /api/draft-notes')).toHaveLength(1), WAIT);
    const [save] = server.seen('POST /api/draft-notes');
    expect(save.body).toEqual({ date: DAY, content: 'Fix' });
    expect(save.at - lastChange).toBeGreaterThanOrEqual(DRAFT_SAVE_DELAY_MS - 50);
    await waitFor(() => expect(result.current.status).toBe('synced'), WAIT);
    expect(server.drafts.get(DAY)).toBe('Fix');
  });

  it('deletes the draft at once when the note is emptied', async () => {
    server.drafts.set(DAY, 'Old text');
    const { result } = await renderDraft();
    const emptied = Date.now();
    act(() => result.current.change('   '));
    await waitFor(() => expect(server.seen('DELETE /api/draft-notes/')).toHaveLength(1), WAIT);
    expect(server.seen('DELETE /api/draft-notes/')[0].at - emptied).toBeLessThan(DRAFT_SAVE_DELAY_MS);
    expect(server.drafts.has(DAY)).toBe(false);
    await waitFor(() => expect(readLocalDraft(USER, DAY)).toBeNull(), WAIT);
  });

  it('keeps a refused save in the browser, shows offline, and sends it when the network returns', async () => {
    const { result } = await renderDraft();
    server.fail('POST /api/draft-notes', 400);
    act(() => result.current.change('Keep me'));
    await waitFor(() => expect(result.current.status).toBe('offline'), WAIT);
    expect(server.drafts.has(DAY)).toBe(false);
    expect(readLocalDraft(USER, DAY)).toBe('Keep me');
    expect(result.current.text).toBe('Keep me');

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(server.drafts.get(DAY)).toBe('Keep me'), WAIT);
    await waitFor(() => expect(result.current.status).toBe('synced'), WAIT);
  });

  it('clear() empties the editor, the local copy and the server draft', async () => {
    server.drafts.set(DAY, 'Saved as a note now');
    const { result } = await renderDraft();
    act(() => result.current.clear());
    expect(result.current.text).toBe('');
    expect(result.current.current()).toBe('');
    await waitFor(() => expect(server.drafts.has(DAY)).toBe(false), WAIT);
    await waitFor(() => expect(readLocalDraft(USER, DAY)).toBeNull(), WAIT);
  });

  it('a note saved offline, then the tab closed, does not come back as a draft when reopened online', async () => {
    server.drafts.set(DAY, 'Sent before going offline');
    const first = await renderDraft();
    expect(first.result.current.text).toBe('Sent before going offline');
    // Offline: the note goes to the outbox and the editor is cleared, but the delete cannot leave.
    server.fail('DELETE /api/draft-notes/', 503, 5);
    act(() => first.result.current.clear());
    await waitFor(() => expect(server.seen('DELETE /api/draft-notes/').length).toBeGreaterThan(0), WAIT);
    first.unmount();
    expect(server.drafts.get(DAY)).toBe('Sent before going offline');

    // Reopened online: the editor stays empty and the stale server draft is deleted.
    server.fail('DELETE /api/draft-notes/', 200, 0);
    const second = await renderDraft();
    expect(second.result.current.text).toBe('');
    await waitFor(() => expect(server.drafts.has(DAY)).toBe(false), WAIT);
    await waitFor(() => expect(readLocalDraft(USER, DAY)).toBeNull(), WAIT);
  });

  it('on reload prefers local typing the server never received, and sends it', async () => {
    server.drafts.set(DAY, 'Before');
    writeSyncedDraft(USER, DAY, 'Before');
    writeLocalDraft(USER, DAY, 'Before, and typed just before the reload');
    const { result } = await renderDraft();
    expect(result.current.text).toBe('Before, and typed just before the reload');
    await waitFor(
      () => expect(server.drafts.get(DAY)).toBe('Before, and typed just before the reload'),
      WAIT,
    );
  });

  it("takes another device's update for the same date, but never over unsent typing", async () => {
    const { result } = await renderDraft();
    act(() => result.current.applyRemote(DAY, 'From the phone'));
    expect(result.current.text).toBe('From the phone');
    expect(result.current.remoteUpdated).toBe(true);

    act(() => result.current.change('My own typing'));
    act(() => result.current.applyRemote(DAY, 'Older text from the phone'));
    expect(result.current.text).toBe('My own typing');
  });

  it("saves unsent text of the previous date and loads the new date's draft when the date changes", async () => {
    server.drafts.set(OTHER_DAY, 'Tomorrow already');
    const view = await renderDraft();
    act(() => view.result.current.change('Today, unsent'));
    view.rerender({ day: OTHER_DAY });
    await waitFor(() => expect(view.result.current.text).toBe('Tomorrow already'), WAIT);
    await waitFor(() => expect(server.drafts.get(DAY)).toBe('Today, unsent'), WAIT);
    expect(readLocalDraft(USER, DAY)).toBe('Today, unsent');
  });
});
