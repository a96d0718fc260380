// A sealed note's envelope at the edge (contract, "Private and permanent"): checked with the
// contract's strict schema, and never together with text, so the server holds no copy of it.
import { BadRequestException } from '@nestjs/common';
import { SealedEnvelope } from '@diary/contracts';

export const SEALED_WITH_CONTENT =
  'A sealed note carries no text: send content "" with its envelope (the browser encrypts the text).';
export const SEALED_TASKS =
  "A sealed note's task boxes are ticked by opening it in the browser and saving it sealed again.";

/** The request's envelope (null for an open note); 400 with a sentence when it is not a valid one. */
export function sealedOf(content: unknown, sealed: unknown): SealedEnvelope | null {
  if (sealed === undefined || sealed === null) return null;
  if (content !== undefined && content !== '') throw new BadRequestException(SEALED_WITH_CONTENT);
  const parsed = SealedEnvelope.safeParse(sealed);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = ['sealed', ...issue.path].join('.');
  throw new BadRequestException(`${field}: ${issue.message.replace(/\.$/, '')}.`);
}
