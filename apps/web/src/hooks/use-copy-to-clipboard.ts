// Copies text with the toasts 'Copied to clipboard' or 'Copy failed'.
import { useCallback } from 'react';
import { useAppDispatch } from '../lib/store';
import { showToast } from '../lib/toast/toast.slice';

export function useCopyToClipboard() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (text: string, what: string) => {
      try {
        if (!navigator.clipboard) throw new Error('Clipboard unavailable');
        await navigator.clipboard.writeText(text);
        dispatch(showToast({ title: 'Copied to clipboard', description: `The ${what} is ready to paste.` }));
      } catch {
        dispatch(
          showToast({
            title: 'Copy failed',
            description: 'Unable to copy to clipboard. Please try again.',
            variant: 'destructive',
          }),
        );
      }
    },
    [dispatch],
  );
}
