// The JSON archive's items as pieces of text: most as one JSON.stringify, an attachment as its
// fields and then its base64 in slices, so that no string is as big as the image.
import type { ExportedAttachment } from '@diary/contracts';

/** Bytes per base64 slice: a multiple of 3 (slices join into one valid base64 text), 64 KB of text. */
export const BASE64_SLICE = 48 * 1024;

/** Each item as its JSON text, one piece. */
export async function* asJson(items: AsyncIterable<unknown>): AsyncGenerator<Iterable<string>> {
  for await (const item of items) yield [JSON.stringify(item)];
}

/** The same text as `JSON.stringify({...fields, data: bytes.toString('base64')})`, in pieces. */
export function* attachmentJson(fields: Omit<ExportedAttachment, 'data'>, bytes: Buffer): Generator<string> {
  // Base64 needs no JSON escaping, so the slices go between the quotes as they are.
  yield `${JSON.stringify(fields).slice(0, -1)},"data":"`;
  for (let at = 0; at < bytes.length; at += BASE64_SLICE)
    yield bytes.toString('base64', at, Math.min(bytes.length, at + BASE64_SLICE));
  yield '"}';
}
