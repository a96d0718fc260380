// Turns images (uploads or the pen drawing) into note text through POST /api/images/analyze-text,
// with the toasts 'Text extracted', 'No text found', 'Error processing images'.
import { useCallback } from 'react';
import type { ApiError } from '../../../lib/api';
import { useAppDispatch } from '../../../lib/store';
import { showToast } from '../../../lib/toast/toast.slice';
import { i18n } from '../../../lib/i18n/i18n';
import { serverMessageOf } from '../../../lib/server-message';
import { useAnalyzeImagesMutation } from '../../../api/ai.api';

export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/** Text worth adding: at least one letter or digit. */
export const hasMeaningfulText = (text: string) => /[\p{L}\p{N}]/u.test(text);

export function imageProblem(files: File[]): string | null {
  if (files.length > MAX_IMAGES) return i18n.t('dailyWork:images.tooMany', { count: MAX_IMAGES });
  const wrong = files.find((f) => !ACCEPTED.includes(f.type));
  if (wrong) return i18n.t('dailyWork:images.wrongType', { name: wrong.name });
  const big = files.find((f) => f.size > MAX_IMAGE_BYTES);
  if (big)
    return i18n.t('dailyWork:images.tooLarge', { name: big.name, mb: MAX_IMAGE_BYTES / (1024 * 1024) });
  return null;
}

function describe(err: unknown): string {
  const e = err as Partial<ApiError> | undefined;
  const own = serverMessageOf(err);
  if (own) return own;
  if (e?.status) return i18n.t('dailyWork:images.analyzeFailed', { reason: e.message ?? e.status });
  return i18n.t('dailyWork:images.failed');
}

export function useImageText(onText: (text: string) => void) {
  const dispatch = useAppDispatch();
  const [analyze, { isLoading }] = useAnalyzeImagesMutation();

  const extract = useCallback(
    /** `kept`: the images are in the note already, so finding no text in them is no error. */
    async (files: File[], what: 'images' | 'drawing' = 'images', kept = false) => {
      if (files.length === 0) return;
      const problem = imageProblem(files);
      if (problem) {
        dispatch(
          showToast({
            title: i18n.t('dailyWork:images.error'),
            description: problem,
            variant: 'destructive',
          }),
        );
        return;
      }
      try {
        const { texts } = await analyze(files).unwrap();
        const text = texts
          .map((t) => t.trim())
          .filter(hasMeaningfulText)
          .join('\n\n');
        if (!text && kept) {
          dispatch(
            showToast({
              title: i18n.t('dailyWork:images.noText'),
              description: i18n.t('dailyWork:images.noTextKept'),
            }),
          );
          return;
        }
        if (!text) {
          dispatch(
            showToast({
              title: i18n.t('dailyWork:images.noText'),
              description:
                what === 'drawing'
                  ? i18n.t('dailyWork:images.noHandwriting')
                  : i18n.t('dailyWork:images.noTextInImage'),
              variant: 'destructive',
            }),
          );
          return;
        }
        onText(text);
        const description =
          what === 'drawing'
            ? i18n.t('dailyWork:images.extractedDrawing')
            : i18n.t('dailyWork:images.extracted', { count: files.length });
        dispatch(showToast({ title: i18n.t('dailyWork:images.extractedTitle'), description }));
      } catch (err) {
        console.warn('Image text extraction failed', err);
        dispatch(
          showToast({
            title: i18n.t('dailyWork:images.error'),
            description: describe(err),
            variant: 'destructive',
          }),
        );
      }
    },
    [analyze, dispatch, onText],
  );

  return { extract, busy: isLoading };
}
