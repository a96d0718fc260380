// Whether the signed-in user administers this instance (GET /api/auth/me's role). Only the menus
// and the admin page use it; the admin routes check the role on the server themselves.
// It reads the identity check's cached answer without subscribing to it: a new subscriber to a
// query that failed (offline) would run it again, and the auth gate unmounts the frame while it
// runs, so the menus would remount and ask again in a loop.
import { useAppSelector } from '../store';
import { authApi } from '../../api/auth.api';

const selectMe = authApi.endpoints.me.select();

export function useIsAdmin(): boolean {
  return useAppSelector((s) => selectMe(s).data?.role === 'admin');
}

/** Whether the identity check is running now (the admin page waits for it before saying no). */
export function useIdentityPending(): boolean {
  return useAppSelector((s) => selectMe(s).isLoading || selectMe(s).isUninitialized);
}
