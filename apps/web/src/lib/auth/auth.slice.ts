// Auth state, mirrored in localStorage under "auth" (docs/product-rules.md, Auth gate).
import { createSlice, PayloadAction } from '@reduxjs/toolkit';

export interface AuthState {
  isAuthenticated: boolean;
  userId: string | null;
  username: string | null;
}

const STORAGE_KEY = 'auth';

function loadStored(): AuthState {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<AuthState>;
      if (parsed.isAuthenticated && parsed.userId)
        return { isAuthenticated: true, userId: parsed.userId, username: parsed.username ?? null };
    }
  } catch {
    /* a broken stored record counts as signed out */
  }
  return { isAuthenticated: false, userId: null, username: null };
}

function store(state: AuthState) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch (err) {
    console.warn('Could not store auth state', err);
  }
}

const slice = createSlice({
  name: 'auth',
  initialState: loadStored,
  reducers: {
    signedIn(state, action: PayloadAction<{ id: string; username: string }>) {
      state.isAuthenticated = true;
      state.userId = action.payload.id;
      state.username = action.payload.username;
      store({ ...state });
    },
    signedOut(state) {
      state.isAuthenticated = false;
      state.userId = null;
      state.username = null;
      store({ ...state });
    },
  },
});

export const { signedIn, signedOut } = slice.actions;
export const authReducer = slice.reducer;
