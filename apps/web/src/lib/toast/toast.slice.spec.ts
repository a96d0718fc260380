import { describe, expect, it } from 'vitest';
import { dismissToast, showToast, toastReducer } from './toast.slice';

describe('toasts', () => {
  it('a toast shown only when idle does not replace the one being read', () => {
    let state = toastReducer(undefined, showToast({ title: 'Work session ended' }));
    state = toastReducer(state, showToast({ title: 'Summary Generated', ifIdle: true }));
    expect(state.toasts.map((t) => t.title)).toEqual(['Work session ended']);
  });

  it('is shown once the open one is dismissed, and an ordinary toast always replaces', () => {
    let state = toastReducer(undefined, showToast({ title: 'Note added' }));
    state = toastReducer(state, dismissToast(state.toasts[0].id));
    state = toastReducer(state, showToast({ title: 'Summary Generated', ifIdle: true }));
    expect(state.toasts.map((t) => t.title)).toEqual(['Summary Generated']);
    state = toastReducer(state, showToast({ title: 'Work session ended' }));
    expect(state.toasts.map((t) => t.title)).toEqual(['Work session ended']);
    expect(state.toasts[0]).not.toHaveProperty('ifIdle');
  });
});
