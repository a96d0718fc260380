// The one interface for reading text from an image: Google Cloud Vision or offline tesseract.js.
export interface OcrEngine {
  readonly name: string;
  /** The text of one image; '' when there is none. */
  recognize(image: Buffer): Promise<string>;
  close(): Promise<void>;
}

export const OCR_ENGINE = Symbol('OCR_ENGINE');

/** The file has an image signature but does not decode (truncated or damaged): the caller's fault, not ours. */
export class UnreadableImageError extends Error {
  override readonly name = 'UnreadableImageError';
}

/** Tidies recognized text; '' when nothing meaningful (no letter or digit) was found. */
export function cleanOcrText(text: string): string {
  const tidy = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return /[\p{L}\p{N}]/u.test(tidy) ? tidy : '';
}
