// Whether a request carries the services' shared INTERNAL_TOKEN: the internal routes' guard and the
// same-origin check ask the same question, the same way (constant-time, the value itself).
import { timingSafeEqual } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER } from '@diary/contracts/server';

export function hasInternalToken(
  headers: Record<string, string | string[] | undefined>,
  expected: string,
): boolean {
  const given = headers[INTERNAL_TOKEN_HEADER];
  const a = Buffer.from(typeof given === 'string' ? given : '');
  const b = Buffer.from(expected);
  return expected.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}
