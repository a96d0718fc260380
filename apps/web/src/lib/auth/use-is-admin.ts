// Whether the signed-in user administers this instance (GET /api/auth/me's role). Only the menus
// and the admin page use it; the admin routes check the role on the server themselves.
// It reads the identity check's cached answer without subscribing to it: a new subscriber to a
// query that failed (offline) would run it again, and the auth gate unmounts the frame while it
// runs, so the menus would remount and ask again in a loop.
// Until it answers (a reload without a network), the role it gave last time stands.
import { useEffect } from 'react';
import { useAppSelector } from '../store';
import { authApi } from '../../api/auth.api';
import { lastKnown, rememberLastKnown } from '../offline/last-known';

const selectMe = authApi.endpoints.me.select();

export function useIsAdmin(): boolean {
  const role = useAppSelector((s) => selectMe(s).data?.role);
  const userId = useAppSelector((s) => s.auth.userId);
  useEffect(() => {
    if (userId && role) rememberLastKnown(userId, 'role', role);
  }, [userId, role]);
  return (role ?? lastKnown<string>(userId, 'role')) === 'admin';
}

/** Whether the identity check is running now (the admin page waits for it before saying no). */
export function useIdentityPending(): boolean {
  return useAppSelector((s) => selectMe(s).isLoading || selectMe(s).isUninitialized);
}
