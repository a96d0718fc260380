// Limits on a parsed JSON body that body-parser does not check. Deep nesting overflows the stack of
// recursive validators (a 500); a lone surrogate breaks validators that URI-encode text and would be
// stored by Postgres as U+FFFD without a word. Both answer 400 with a sentence instead.
export const MAX_JSON_DEPTH = 32;

const LONE_SURROGATE = /\p{Cs}/u;

/** The sentence to answer with when the body breaks a limit, or null when it is fine. */
export function jsonBodyProblem(body: unknown): string | null {
  const pending: Array<[unknown, number]> = [[body, 0]];
  while (pending.length) {
    const [value, depth] = pending.pop() as [unknown, number];
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) return 'The request body contains text that is not valid Unicode.';
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH)
        return `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
      for (const [key, item] of Object.entries(value)) {
        if (LONE_SURROGATE.test(key)) return 'The request body contains text that is not valid Unicode.';
        pending.push([item, depth + 1]);
      }
    }
  }
  return null;
}
