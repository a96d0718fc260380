// A model's answer is shown only when every number in it is one the service gave it: a figure, a
// date or a count from the facts (or the question). One invented or altered number and the offline
// sentence is shown instead, so the figures a user reads are always the diary's. A duration
// ("3h 10m", "45m") is one number, in minutes, so its parts cannot pass for other counts.

const DURATION = /\b(\d+)\s*h(?:\s*(\d+)\s*m)?\b|\b(\d+)\s*m\b/gi;
const NUMBER = /\d+(?:[.,]\d+)*/g;

/** The numbers written in a text: durations as "<minutes>min", other numbers as written. */
export function numbersIn(text: string): string[] {
  const durations: string[] = [];
  const rest = text.replace(
    DURATION,
    (_m, h: string | undefined, hm: string | undefined, m: string | undefined) => {
      durations.push(`${h !== undefined ? Number(h) * 60 + Number(hm ?? 0) : Number(m)}min`);
      return ' ';
    },
  );
  return [...durations, ...(rest.match(NUMBER) ?? []).map(canonical)];
}

/** True when every number of `answer` appears among the numbers of `sources`. */
export function answerKeepsFigures(answer: string, sources: readonly string[]): boolean {
  const allowed = new Set(sources.flatMap(numbersIn));
  return numbersIn(answer).every((n) => allowed.has(n));
}

/** "05" and "5" are the same number. */
function canonical(n: string): string {
  return /^\d+$/.test(n) ? String(Number(n)) : n;
}
