import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { authReducer } from './auth/auth.slice';
import { toastReducer } from './toast/toast.slice';
import { socketReducer } from './socket/socket.slice';
import { selectedDateReducer } from './selected-date.slice';
import { themeReducer } from './theme/theme.slice';

/**
 * Builds the app's store: main.tsx makes the one the app runs on, and each test makes a fresh one.
 * Features subscribe at runtime with dispatch(addListener(...)), e.g. to socket events
 * (hooks/use-socket-events.ts); without the listener middleware such listeners never run.
 */
export function makeStore() {
  const listenerMiddleware = createListenerMiddleware();
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: authReducer,
      toast: toastReducer,
      socket: socketReducer,
      selectedDate: selectedDateReducer,
      theme: themeReducer,
    },
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
