// Live-update socket state; every server event is dispatched as socketEventReceived(event) so
// that features can react to it (extraReducers, listeners, or cache updates).
import { createAction, createSlice, PayloadAction } from '@reduxjs/toolkit';
import type { UserEvent } from '@diary/contracts';

export type SocketStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting' | 'error';

export const socketEventReceived = createAction<UserEvent>('socket/eventReceived');

const slice = createSlice({
  name: 'socket',
  initialState: { status: 'disconnected' as SocketStatus, error: null as string | null },
  reducers: {
    socketStatusChanged(state, action: PayloadAction<{ status: SocketStatus; error?: string | null }>) {
      state.status = action.payload.status;
      state.error = action.payload.error ?? null;
    },
  },
});

export const { socketStatusChanged } = slice.actions;
export const socketReducer = slice.reducer;
