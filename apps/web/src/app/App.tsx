import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { ThemeRoot } from './theme/ThemeRoot';
import { Toaster } from './toast/Toaster';
import { UpdatePrompt } from './pwa/UpdatePrompt';

export function App() {
  return (
    <ThemeRoot>
      <RouterProvider router={router} />
      <Toaster />
      <UpdatePrompt />
    </ThemeRoot>
  );
}
