// A valid username (USERNAME_PATTERN, length limits) from what the provider says about the person.
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@diary/contracts';

/** Room kept at the end for "-2", "-3", … when the name is taken. */
const SUFFIX_ROOM = 6;

/** preferred_username, else the e-mail's local part, else name, lower-cased and made valid. */
export function baseUsername(claims: Record<string, unknown>): string {
  const source = [claims.preferred_username, String(claims.email ?? '').split('@')[0], claims.name].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  const cleaned = (source ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, USERNAME_MAX_LENGTH - SUFFIX_ROOM);
  return cleaned.length >= USERNAME_MIN_LENGTH
    ? cleaned
    : `${cleaned || 'user'}-sso`.slice(0, USERNAME_MAX_LENGTH);
}

/** The names to try in order: the base, then base-2, base-3, … */
export function* usernameCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; ; n++) yield `${base}-${n}`;
}
