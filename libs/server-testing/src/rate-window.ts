// The per-user limits count in fixed windows of the wall clock (UserRateLimiter: a minute is
// 12:00:00–12:00:59). A test that sends a burst and expects the limit to refuse its last request
// fails when the burst straddles two windows, so it first waits for a window with time to spare.

/** Resolves at once when `needSeconds` are left in the current window, else at the next window's start. */
export async function freshRateWindow(windowSeconds = 60, needSeconds = 15): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left >= needSeconds * 1000) return;
  await new Promise((resolve) => setTimeout(resolve, left + 50));
}
