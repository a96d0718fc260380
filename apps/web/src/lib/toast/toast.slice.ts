// Toasts: at most one at a time. Show one with dispatch(showToast({...})).
import { createSlice, PayloadAction } from '@reduxjs/toolkit';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  open: boolean;
  /** An Undo button that restores this deleted note or session from the trash (its own id). */
  undo?: { itemId: string };
  /** How long it stays open; TOAST_DURATION_MS when absent (an Undo stays UNDO_DURATION_MS). */
  durationMs?: number;
}

export type ToastInput = Omit<Toast, 'id' | 'open' | 'variant'> & {
  variant?: Toast['variant'];
  /** News nobody waits for (a summary written unasked): shown only when no other toast is open. */
  ifIdle?: boolean;
};

let counter = 0;

const slice = createSlice({
  name: 'toast',
  initialState: { toasts: [] as Toast[] },
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Toast & { ifIdle?: boolean }>) {
        const { ifIdle, ...toast } = action.payload;
        if (ifIdle && state.toasts.some((t) => t.open)) return;
        state.toasts = [toast]; // limit 1
      },
      prepare(input: ToastInput) {
        return { payload: { id: String(++counter), open: true, variant: 'default' as const, ...input } };
      },
    },
    /** Closes every toast, e.g. old errors once the thing they were about has succeeded. */
    dismissAllToasts(state) {
      for (const t of state.toasts) t.open = false;
    },
    dismissToast(state, action: PayloadAction<string>) {
      const t = state.toasts.find((x) => x.id === action.payload);
      if (t) t.open = false;
    },
    removeToast(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((x) => x.id !== action.payload);
    },
  },
});

export const { showToast, dismissToast, dismissAllToasts, removeToast } = slice.actions;
export const toastReducer = slice.reducer;
