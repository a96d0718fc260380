import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { makeStore } from './app/store';
import { App } from './app/App';
import { signedIn } from './app/auth/auth.slice';
import { readDayPreview } from './app/day-preview';

const store = makeStore();
// The page came with the day's first notes: the server has just seen this user's live session.
const preview = readDayPreview();
if (preview && store.getState().auth.userId !== preview.userId)
  store.dispatch(signedIn({ id: preview.userId, username: preview.username }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);
