// The date picker against the real store: days in the cached calendar list are highlighted,
// choosing a day sets the selected date, and a date always stays selected.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { AppStore, makeStore } from '../../lib/store';
import { selectedDateChanged } from '../../lib/selected-date.slice';
import { diaryApi } from '../../api/diary.api';
import { DatePickerControl } from './DatePickerControl';

afterEach(cleanup);

// A fresh store per test, with the month's days that have records already cached.
let store: AppStore;
beforeEach(async () => {
  store = makeStore();
  await store.dispatch(
    diaryApi.util.upsertQueryData('getCalendar', { year: 2026, month: 3 }, ['2026-03-02', '2026-03-17']),
  );
});

function renderPicker() {
  return render(
    <Provider store={store}>
      <DatePickerControl />
    </Provider>,
  );
}

// Rendering MUI X in jsdom is slow when the whole suite runs in parallel.
describe('DatePickerControl', { timeout: 20_000 }, () => {
  it('shows the selected date in long format and highlights days with records', async () => {
    store.dispatch(selectedDateChanged('2026-03-04'));
    renderPicker();
    const button = screen.getByRole('button', { name: /^Choose date/ });
    expect(button.textContent).toBe('Wednesday, March 4, 2026');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    const marked = within(dialog)
      .getAllByRole('gridcell')
      .filter((c) => c.getAttribute('data-has-records') === 'true')
      .map((c) => c.textContent);
    expect(marked).toEqual(['2', '17']);
    expect(within(dialog).getByRole('gridcell', { name: '4' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sets the selected date when a day is chosen and keeps it when the same day is chosen again', async () => {
    store.dispatch(selectedDateChanged('2026-03-04'));
    renderPicker();
    fireEvent.click(screen.getByRole('button', { name: /^Choose date/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    fireEvent.click(within(dialog).getByRole('gridcell', { name: '17' }));
    expect(store.getState().selectedDate.value).toBe('2026-03-17');

    fireEvent.click(screen.getByRole('button', { name: /^Choose date/ }));
    dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    fireEvent.click(within(dialog).getByRole('gridcell', { name: '17' }));
    expect(store.getState().selectedDate.value).toBe('2026-03-17');
  });
});
