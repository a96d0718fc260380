// What the connection test shows (docs/product-rules.md, Settings and themes): the inline message and the
// toast for a success, a failure answered by the server, and a network error.
import type { DiagnosticResponse } from '@diary/contracts';
import type { ApiError } from '../../lib/api';
import type { ToastInput } from '../../lib/toast/toast.slice';
import { i18n } from '../../lib/i18n/i18n';

export const DEFAULT_PROVIDER = 'AI';

export interface ConnectionResult {
  status: 'success' | 'error';
  provider: string;
  message: string;
  toast: ToastInput;
}

const nonEmpty = (s: unknown): s is string => typeof s === 'string' && s.trim().length > 0;

export function fromResponse(res: DiagnosticResponse): ConnectionResult {
  const provider = nonEmpty(res.provider) ? res.provider : DEFAULT_PROVIDER;
  if (res.ok)
    return {
      status: 'success',
      provider,
      message: nonEmpty(res.message)
        ? res.message
        : i18n.t('settings:connectionTest.successful', { provider }),
      toast: {
        title: i18n.t('settings:connectionTest.successTitle'),
        description: i18n.t('settings:connectionTest.successBody', { provider }),
      },
    };
  return failed(provider, res.message);
}

export function fromError(err: ApiError, lastProvider = DEFAULT_PROVIDER): ConnectionResult {
  if (err.status === 0) {
    const provider = lastProvider;
    return {
      status: 'error',
      provider,
      message: i18n.t('settings:connectionTest.networkMessage', { provider, error: err.message }),
      toast: {
        title: i18n.t('settings:connectionTest.networkTitle'),
        description: i18n.t('settings:connectionTest.networkBody', { provider }),
        variant: 'destructive',
      },
    };
  }
  const body = (err.body ?? {}) as Partial<DiagnosticResponse>;
  return failed(nonEmpty(body.provider) ? body.provider : lastProvider, body.message ?? err.serverMessage);
}

function failed(provider: string, message: unknown): ConnectionResult {
  return {
    status: 'error',
    provider,
    message: nonEmpty(message) ? message : i18n.t('settings:connectionTest.failed', { provider }),
    toast: {
      title: i18n.t('settings:connectionTest.failedTitle'),
      description: i18n.t('settings:connectionTest.failedBody', { provider }),
      variant: 'destructive',
    },
  };
}
