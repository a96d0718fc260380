import { Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { ThemeRoot } from './theme/ThemeRoot';
import { Toaster } from './toast/Toaster';
import { UpdatePrompt } from './pwa/UpdatePrompt';

export function App() {
  return (
    <ThemeRoot>
      {/* Until the first sentences of the language have loaded (a small chunk). */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
        <Toaster />
        <UpdatePrompt />
      </Suspense>
    </ThemeRoot>
  );
}
