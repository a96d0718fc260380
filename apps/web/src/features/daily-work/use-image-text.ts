// Turns images (uploads or the pen drawing) into note text through POST /api/images/analyze-text,
// with the toasts 'Text extracted', 'No text found', 'Error processing images'.
import { useCallback } from 'react';
import type { ApiError } from '../../app/api';
import { useAppDispatch } from '../../app/store';
import { showToast } from '../../app/toast/toast.slice';
import { useAnalyzeImagesMutation } from '../../api/ai.api';

export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];

/** Text worth adding: at least one letter or digit. */
export const hasMeaningfulText = (text: string) => /[\p{L}\p{N}]/u.test(text);

export function imageProblem(files: File[]): string | null {
  if (files.length > MAX_IMAGES) return `Choose at most ${MAX_IMAGES} images at a time.`;
  const wrong = files.find((f) => !ACCEPTED.includes(f.type));
  if (wrong) return `${wrong.name} is not a PNG, JPEG or WebP image.`;
  const big = files.find((f) => f.size > MAX_IMAGE_BYTES);
  if (big) return `${big.name} is larger than 10 MB.`;
  return null;
}

function describe(err: unknown): string {
  const e = err as Partial<ApiError> | undefined;
  if (e?.serverMessage) return e.serverMessage;
  if (e?.status) return `Failed to analyze images: ${e.message ?? e.status}`;
  return 'Failed to process images.';
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
          showToast({ title: 'Error processing images', description: problem, variant: 'destructive' }),
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
              title: 'No text found',
              description: 'The image is in your note; no readable text was found in it.',
            }),
          );
          return;
        }
        if (!text) {
          dispatch(
            showToast({
              title: 'No text found',
              description:
                what === 'drawing'
                  ? 'No handwriting could be read in the drawing.'
                  : 'No readable text was found in the image.',
              variant: 'destructive',
            }),
          );
          return;
        }
        onText(text);
        const source =
          what === 'drawing' ? 'your drawing' : files.length === 1 ? 'the image' : `${files.length} images`;
        dispatch(
          showToast({ title: 'Text extracted', description: `Text from ${source} was added to your note.` }),
        );
      } catch (err) {
        console.warn('Image text extraction failed', err);
        dispatch(
          showToast({ title: 'Error processing images', description: describe(err), variant: 'destructive' }),
        );
      }
    },
    [analyze, dispatch, onText],
  );

  return { extract, busy: isLoading };
}
