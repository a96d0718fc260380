import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api';
import { authReducer } from './auth/auth.slice';
import { toastReducer } from './toast/toast.slice';
import { socketReducer } from './socket/socket.slice';
import { selectedDateReducer } from './selected-date.slice';
import { themeReducer } from './theme/theme.slice';

// Features subscribe at runtime with dispatch(addListener(...)), e.g. to socket events
// (features/daily-work/use-socket-events.ts); without this middleware such listeners never run.
export const listenerMiddleware = createListenerMiddleware();

export const store = configureStore({
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

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
