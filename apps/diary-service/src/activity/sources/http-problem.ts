// The sentence for an outside service's failed answer: an expired token, a rate limit, an address
// that is not there. A person reads it on the activity lane.
import { SourceProblem } from './activity-source';

export function problemForStatus(
  service: string,
  status: number,
  headers: Headers | Record<string, string | undefined>,
): SourceProblem {
  const header = (name: string) =>
    headers instanceof Headers ? (headers.get(name) ?? undefined) : headers[name];
  const remaining = header('x-ratelimit-remaining') ?? header('ratelimit-remaining');
  const reset = Number(header('x-ratelimit-reset') ?? header('ratelimit-reset'));
  if (status === 429 || (status === 403 && remaining === '0')) {
    const when =
      Number.isFinite(reset) && reset > 0
        ? ` until ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC`
        : '';
    return new SourceProblem(
      `${service} is limiting requests${when}; the activity will be fetched again later.`,
    );
  }
  if (status === 401) return new SourceProblem(`${service} says the token has expired or was revoked.`);
  if (status === 403) return new SourceProblem(`${service} says the token may not read this activity.`);
  if (status === 404) return new SourceProblem(`${service} answers that the address was not found.`);
  if (status >= 500)
    return new SourceProblem(`${service} is having trouble (it answered ${status}); try again later.`);
  return new SourceProblem(`${service} refused the request (it answered ${status}).`);
}

/** A failure before any answer (a refused address, no connection, a timeout). */
export function problemForError(service: string, err: unknown): SourceProblem {
  if (err instanceof SourceProblem) return err;
  const status = (err as { getStatus?: () => number }).getStatus?.();
  if (status === 400) return new SourceProblem(`${service} cannot be called: ${(err as Error).message}`);
  if ((err as Error)?.name === 'AbortError' || (err as Error)?.name === 'TimeoutError')
    return new SourceProblem(`${service} did not answer in time.`);
  return new SourceProblem(`${service} could not be reached.`);
}
