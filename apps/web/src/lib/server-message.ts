// The readable sentence from a failed RTK Query call (ApiError.serverMessage), when there is one.
// The server writes English sentences; in another language the web shows its own sentence for
// the statuses a person meets (contract, Your language and your formats), the server's otherwise.
import type { ApiError } from './api';
import { i18n } from './i18n/i18n';
import { tKey } from './i18n/t-key';

// 400 is a refused input (validation): the field's own check says which one where it can.
const STATUS_SENTENCES: Record<number, string> = {
  400: tKey('common:errors.400'),
  401: tKey('common:errors.401'),
  403: tKey('common:errors.403'),
  404: tKey('common:errors.404'),
  409: tKey('common:errors.409'),
  413: tKey('common:errors.413'),
  415: tKey('common:errors.415'),
  429: tKey('common:errors.429'),
  503: tKey('common:errors.503'),
};

export function serverMessageOf(err: unknown): string | undefined {
  if (err && typeof err === 'object' && 'serverMessage' in err) {
    const msg = (err as ApiError).serverMessage;
    if (typeof msg !== 'string' || !msg.trim()) return undefined;
    const status = (err as { status?: unknown }).status;
    const own = typeof status === 'number' ? STATUS_SENTENCES[status] : undefined;
    return own && i18n.isInitialized && !i18n.language?.startsWith('en') ? i18n.t(own) : msg;
  }
  return undefined;
}
