// The MCP tools' way into the diary: the same /api routes a browser calls, sent to the service the
// gateway's route table names, with the caller's own `Authorization: Bearer` token. So every rule,
// scope and refusal is the owning service's, as for any other client of the API.
import { callService, type BaseConfig } from '@diary/server-core';
import { serviceFor, serviceUrl } from '../proxy/routes';

type Query = Record<string, string | undefined>;

export class CallerApi {
  constructor(
    private readonly config: BaseConfig & { PROXY_TIMEOUT_MS: number },
    private readonly authorization: string,
    private readonly requestId?: string,
  ) {}

  get<T>(path: string, query: Query = {}): Promise<T> {
    return this.call<T>('GET', withQuery(path, query));
  }

  post<T>(path: string, body: unknown): Promise<T> {
    return this.call<T>('POST', path, body);
  }

  patch<T>(path: string, body: unknown): Promise<T> {
    return this.call<T>('PATCH', path, body);
  }

  private call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
    const key = serviceFor(path);
    if (!key) throw new Error(`No service answers ${path}.`);
    return callService<T>(serviceUrl(this.config, key), path, {
      method,
      body,
      authorization: this.authorization,
      requestId: this.requestId,
      timeoutMs: this.config.PROXY_TIMEOUT_MS,
    });
  }
}

function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
