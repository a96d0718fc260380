// A model's answer is shown only when every number in it is one the service gave it: a figure, a
// date or a count from the facts (or the question). One invented or altered number and the offline
// sentence is shown instead, so the figures a user reads are always the diary's.

const NUMBER = /\d+(?:[.,]\d+)*/g;

/** The numbers written in a text, as written ("12", "3.5", "1,250"). */
export function numbersIn(text: string): string[] {
  return text.match(NUMBER) ?? [];
}

/** True when every number of `answer` appears among the numbers of `sources`. */
export function answerKeepsFigures(answer: string, sources: readonly string[]): boolean {
  const allowed = new Set(sources.flatMap(numbersIn).map(canonical));
  return numbersIn(answer).every((n) => allowed.has(canonical(n)));
}

/** "05" and "5" are the same number (a minute written "35m" or "05m"). */
function canonical(n: string): string {
  return /^\d+$/.test(n) ? String(Number(n)) : n;
}
