// Asks before leaving Settings while a change (the theme picked on a tile) is applied but not
// saved: another screen in the app asks in a dialog, a reload or closed tab in the browser's own.
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** What is not saved: a change to a field, or the theme picked on a tile. */
export type UnsavedWhat = 'change' | 'theme';

export function UnsavedChangesGuard({ unsaved, what }: { unsaved: boolean; what: UnsavedWhat }) {
  const { t } = useTranslation('settings');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-title">
      <DialogTitle id="unsaved-title">{t('unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{what === 'theme' ? t('unsaved.theme') : t('unsaved.change')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>{t('unsaved.stay')}</Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {t('unsaved.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
