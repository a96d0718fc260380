import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { makeStore } from './lib/store';
import { App } from './app/App';
import { signedIn } from './lib/auth/auth.slice';
import { i18n, startI18n } from './lib/i18n/i18n';
import { setFormats } from './lib/i18n/formats';
import { isUiLanguage } from './lib/i18n/languages';
import { DAY_PREVIEW_MAX_MS, dropDayPreview, hasDayPreview, readDayPreview } from './lib/day-preview';

const store = makeStore();
// The language last shown (or the browser's) until the saved settings arrive; each screen's
// sentences load with it (lib/i18n/i18n.ts).
void startI18n().then(() => setFormats({ language: isUiLanguage(i18n.language) ? i18n.language : 'en' }));

// The page came with the day's first notes: the server has just seen this user's live session.
const preview = readDayPreview();
if (preview && store.getState().auth.userId !== preview.userId)
  store.dispatch(signedIn({ id: preview.userId, username: preview.username }));
// Should the screen never come (a chunk that fails to load), the app's own message must not stay
// hidden under the preview.
if (hasDayPreview()) setTimeout(dropDayPreview, DAY_PREVIEW_MAX_MS);
// A signed-in page load: the frame every screen draws in (and its twenty-odd small chunks) starts
// loading with the app, not after the session is confirmed and the router reaches it.
const signedInLoad = store.getState().auth.isAuthenticated;
if (signedInLoad) void import('./app/frame/AppFrame');
// A signed-in page load of the Calendar: its screen's code and first data start with the app
// instead of after the frame has loaded and drawn (the route's lazy import then finds the module).
if (signedInLoad && window.location.pathname === '/calendar') {
  void import('./features/calendar/CalendarPage');
  void import('./features/calendar/calendar-prefetch').then(({ prefetchCalendar }) =>
    prefetchCalendar(store.dispatch, store.getState().selectedDate.value),
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);
