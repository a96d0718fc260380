// Registers the service worker (after the page has loaded, so it never competes with the first
// render) and, when a new build's worker is waiting, offers "New version available — reload".
// The new worker takes over only when the user says so (registerType 'prompt').
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Snackbar } from '@mui/material';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often an open tab asks the server whether a new build is out. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: false,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      window.addEventListener('online', check);
    },
    onRegisterError(err) {
      console.warn('Service worker registration failed', err);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    // The waiting worker may also take over from another tab: reload this one then too.
    const onChange = () => window.location.reload();
    navigator.serviceWorker?.addEventListener('controllerchange', onChange);
    return () => navigator.serviceWorker?.removeEventListener('controllerchange', onChange);
  }, [needRefresh]);

  return (
    <Snackbar
      open={needRefresh}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('update.available')}
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') setNeedRefresh(false);
      }}
      action={
        <>
          <Button color="secondary" size="small" onClick={() => void updateServiceWorker(true)}>
            {t('update.reload')}
          </Button>
          <Button color="inherit" size="small" onClick={() => setNeedRefresh(false)}>
            {t('update.later')}
          </Button>
        </>
      }
    />
  );
}
