// The readable sentence from a failed RTK Query call (ApiError.serverMessage), when there is one.
import type { ApiError } from '../app/api';

export function serverMessageOf(err: unknown): string | undefined {
  if (err && typeof err === 'object' && 'serverMessage' in err) {
    const msg = (err as ApiError).serverMessage;
    return typeof msg === 'string' && msg.trim() ? msg : undefined;
  }
  return undefined;
}
