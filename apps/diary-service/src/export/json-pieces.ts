// The JSON archive's items as pieces of text: most as one JSON.stringify, an attachment as its
// fields and then its base64 in slices, so that no string is as big as the image.
import type { ExportedAttachment } from '@diary/contracts';

/** Each item as its JSON text, one piece. */
export async function* asJson(items: AsyncIterable<unknown>): AsyncGenerator<Iterable<string>> {
  for await (const item of items) yield [JSON.stringify(item)];
}

/** The same text as `JSON.stringify({...fields, data})`, `data` the base64 slices joined. */
export function* attachmentJson(
  fields: Omit<ExportedAttachment, 'data'>,
  base64: Iterable<string>,
): Generator<string> {
  // Base64 needs no JSON escaping, so the slices go between the quotes as they are.
  yield `${JSON.stringify(fields).slice(0, -1)},"data":"`;
  yield* base64;
  yield '"}';
}
