// Routes (docs/product-rules.md, Routes). Pages load lazily so that each screen brings only what it uses.
import { lazy, Suspense, ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { CircularProgress, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AuthGate } from './auth/AuthGate';

// The frame loads after sign-in, so the sign-in screen does not carry it.
const AppFrame = lazy(() => import('./frame/AppFrame'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));
const DailyWorkPage = lazy(() => import('../features/daily-work/DailyWorkPage'));
const CalendarPage = lazy(() => import('../features/calendar/CalendarPage'));
// A small chunk of its own that asks for the Calendar's first data while CalendarPage loads.
const CalendarPrefetch = lazy(() => import('../features/calendar/CalendarPrefetch'));
const SessionsPage = lazy(() => import('../features/sessions/SessionsPage'));
const ReportsPage = lazy(() => import('./routes/ReportsRoute'));
const SettingsPage = lazy(() => import('./routes/SettingsRoute'));
const SearchPage = lazy(() => import('../features/search/SearchPage'));
const TimesheetPage = lazy(() => import('../features/timesheet/TimesheetPage'));
const TrashPage = lazy(() => import('../features/trash/TrashPage'));

/** The spinner while a screen loads; it never waits for its own sentence (useSuspense off). */
function PageLoading() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return <CircularProgress aria-label={ready ? t('loading') : '…'} />;
}

const page = (node: ReactNode) => (
  <Suspense
    fallback={
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <PageLoading />
      </Box>
    }
  >
    {node}
  </Suspense>
);

export const router = createBrowserRouter([
  {
    element: <AuthGate />,
    children: [
      { path: '/auth/login', element: page(<LoginPage />) },
      { path: '/auth/register', element: page(<RegisterPage />) },
      { path: '/auth/reset-password', element: page(<ResetPasswordPage />) },
      { path: '/auth', element: <Navigate to="/auth/login" replace /> },
      {
        element: page(<AppFrame />),
        children: [
          { path: '/', element: page(<DailyWorkPage />) },
          { path: '/daily-work', element: page(<DailyWorkPage />) },
          {
            path: '/calendar',
            element: (
              <>
                <Suspense fallback={null}>
                  <CalendarPrefetch />
                </Suspense>
                {page(<CalendarPage />)}
              </>
            ),
          },
          { path: '/sessions', element: page(<SessionsPage />) },
          { path: '/reports', element: page(<ReportsPage />) },
          { path: '/settings', element: page(<SettingsPage />) },
          { path: '/search', element: page(<SearchPage />) },
          { path: '/timesheet', element: page(<TimesheetPage />) },
          { path: '/trash', element: page(<TrashPage />) },
          { path: '/admin', element: page(<AdminPage />) },
          { path: '*', element: page(<NotFoundPage />) },
        ],
      },
    ],
  },
]);
