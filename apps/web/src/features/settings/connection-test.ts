// What the connection test shows (docs/product-rules.md, Settings and themes): the inline message and the
// toast for a success, a failure answered by the server, and a network error.
import type { DiagnosticResponse } from '@diary/contracts';
import type { ApiError } from '../../app/api';
import type { ToastInput } from '../../app/toast/toast.slice';

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
      message: nonEmpty(res.message) ? res.message : `${provider} API connection successful`,
      toast: {
        title: 'Connection Test Successful',
        description: `${provider} API connection is working properly.`,
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
      message: `Error connecting to ${provider} API: ${err.message}`,
      toast: {
        title: 'Connection Error',
        description: `Error testing ${provider} API connection.`,
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
    message: nonEmpty(message) ? message : `${provider} API connection failed`,
    toast: {
      title: 'Connection Test Failed',
      description: `${provider} API connection failed. Please check API key.`,
      variant: 'destructive',
    },
  };
}
