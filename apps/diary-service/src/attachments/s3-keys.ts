// Key layout in the bucket: {prefix}{userId}/{attachmentId}/{variant}. One folder per user so an
// account's deletion is one listing, one per attachment so its variants sit together.
import type { AttachmentRef, AttachmentVariant } from './attachment-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function checked(id: string, what: string): string {
  const lower = id.toLowerCase();
  // Ids come from our own rows; refusing anything else keeps a key from ever leaving its folder.
  if (!UUID.test(lower)) throw new Error(`${what} is not a UUID`);
  return lower;
}

export function userPrefix(prefix: string, userId: string): string {
  return `${prefix}${checked(userId, 'user id')}/`;
}

export function attachmentKey(prefix: string, ref: AttachmentRef, variant: AttachmentVariant): string {
  return `${userPrefix(prefix, ref.userId)}${checked(ref.id, 'attachment id')}/${variant}`;
}
