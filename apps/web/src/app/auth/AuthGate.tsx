// The auth gate: checks identity on every route change, shows a spinner while
// the first check runs (and 'Taking longer than expected...' after 2 s, then goes to login),
// remembers the current path, sends signed-out users to /auth/login and signed-in users away
// from the auth pages to the remembered path; the password-reset page shows to both (a link
// opened while signed in would otherwise land silently on the app).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { RESET_PASSWORD_PATH } from '@diary/contracts';
import { useAppSelector } from '../../lib/store';
import { useMeQuery } from '../../api/auth.api';
import { isAuthPath, rememberPath, rememberedPath } from '../../lib/auth/remembered-path';
import { GateSpinner } from './GateSpinner';
import { dropDayPreview } from '../../lib/day-preview';

/** The routes that open on Daily Work (where the server's preview of the day belongs). */
const DAILY_WORK_PATHS = new Set(['/', '/daily-work']);

export function AuthGate() {
  const location = useLocation();
  const signedIn = useAppSelector((s) => s.auth.isAuthenticated);
  const { isLoading, refetch } = useMeQuery();
  const [gaveUp, setGaveUp] = useState(false);
  const onAuthPath = isAuthPath(location.pathname);
  const firstRoute = useRef(true);

  // The server's preview of the day stays only while Daily Work is on its way (DailyWorkPage takes
  // it away once it shows the day).
  useLayoutEffect(() => {
    if (!signedIn || !DAILY_WORK_PATHS.has(location.pathname)) dropDayPreview();
  }, [signedIn, location.pathname]);

  useEffect(() => {
    if (!onAuthPath) rememberPath(location.pathname + location.search);
  }, [onAuthPath, location.pathname, location.search]);

  // Every later route change checks again, in the background.
  useEffect(() => {
    if (firstRoute.current) {
      firstRoute.current = false;
      return;
    }
    if (!isLoading) void refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  if (onAuthPath) {
    if (location.pathname === RESET_PASSWORD_PATH) return <Outlet />;
    if (signedIn && isLoading && !gaveUp) return <GateSpinner onSlow={() => setGaveUp(true)} />;
    if (signedIn && !isLoading) return <Navigate to={rememberedPath()} replace />;
    return <Outlet />;
  }
  if (!signedIn) return <Navigate to="/auth/login" replace />;
  if (isLoading) return <GateSpinner onSlow={() => setGaveUp(true)} redirectTo="/auth/login" />;
  return <Outlet />;
}
