import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { ThemeRoot } from './theme/ThemeRoot';

// The toasts and the update prompt (MUI's Snackbar and its transitions) load beside the first
// screen rather than in it: the sign-in route's JavaScript stays within its budget.
const Toaster = lazy(() => import('../lib/toast/Toaster').then((m) => ({ default: m.Toaster })));
const UpdatePrompt = lazy(() => import('./pwa/UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

export function App() {
  return (
    <ThemeRoot>
      {/* Until the first sentences of the language have loaded (a small chunk). */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
      <Suspense fallback={null}>
        <Toaster />
        <UpdatePrompt />
      </Suspense>
    </ThemeRoot>
  );
}
