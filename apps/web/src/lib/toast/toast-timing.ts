// Toast timing: shown for 3000 ms, removed 3000 ms after it is dismissed;
// a swipe to the right of this many pixels dismisses it.
export const TOAST_DURATION_MS = 3000;
export const TOAST_REMOVE_DELAY_MS = 3000;
export const TOAST_SWIPE_THRESHOLD_PX = 60;
/** A toast that offers Undo (a deleted note or session) stays this long. */
export const UNDO_DURATION_MS = 10_000;
