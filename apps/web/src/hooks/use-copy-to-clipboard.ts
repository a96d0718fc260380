// Copies text with the toasts 'Copied to clipboard' or 'Copy failed', in the user's language
// (`what` is the caller's noun, already translated).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../lib/store';
import { showToast } from '../lib/toast/toast.slice';

export function useCopyToClipboard() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('common');
  return useCallback(
    async (text: string, what: string) => {
      try {
        if (!navigator.clipboard) throw new Error('Clipboard unavailable');
        await navigator.clipboard.writeText(text);
        dispatch(showToast({ title: t('copy.done'), description: t('copy.ready', { what }) }));
      } catch {
        dispatch(
          showToast({ title: t('copy.failed'), description: t('copy.failedText'), variant: 'destructive' }),
        );
      }
    },
    [dispatch, t],
  );
}
