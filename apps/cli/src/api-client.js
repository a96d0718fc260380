// The CLI's calls of the Work Diary's REST API, as the caller's API token. A refusal (4xx/5xx) ends
// the program with exit code 1 and the server's own sentence.
import { CliError, EXIT } from './exit-codes.js';

export class ApiClient {
  /** @param {{ url: string; token: string }} config */
  constructor(config) {
    this.base = config.url.replace(/\/+$/, '');
    this.token = config.token;
  }

  /** @template T @param {string} path @param {Record<string, string | undefined>} [query] @returns {Promise<T>} */
  get(path, query) {
    return this.request('GET', withQuery(path, query));
  }

  /** @template T @param {string} path @param {unknown} body @returns {Promise<T>} */
  post(path, body) {
    return this.request('POST', path, body);
  }

  /** @template T @param {string} path @param {unknown} body @returns {Promise<T>} */
  patch(path, body) {
    return this.request('PATCH', path, body);
  }

  /** The body as text (a CSV download). @param {string} path @param {Record<string, string | undefined>} [query] */
  async text(path, query) {
    const res = await this.send('GET', withQuery(path, query));
    return res.text();
  }

  /** @param {string} method @param {string} path @param {unknown} [body] */
  async request(method, path, body) {
    const res = await this.send(method, path, body);
    const text = await res.text();
    return text ? JSON.parse(text) : null;
  }

  /** @param {string} method @param {string} path @param {unknown} [body] @returns {Promise<Response>} */
  async send(method, path, body) {
    /** @type {Response} */
    let res;
    try {
      res = await fetch(this.base + path, {
        method,
        headers: {
          authorization: `Bearer ${this.token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (err) {
      const reason = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
      throw new CliError(`Could not reach ${this.base} (${reason}).`, EXIT.refused);
    }
    if (!res.ok) throw new CliError(await refusal(res), EXIT.refused);
    return res;
  }
}

/** The server's sentence with its status ("404: Not found."). @param {Response} res */
async function refusal(res) {
  const text = await res.text().catch(() => '');
  let message = res.statusText || 'The request failed.';
  try {
    const body = JSON.parse(text);
    if (typeof body?.message === 'string') message = body.message;
    else if (Array.isArray(body?.message)) message = body.message.join(' ');
  } catch {
    // Not JSON (a proxy's page): the status text says enough.
  }
  return `${res.status}: ${message}`;
}

/** @param {string} path @param {Record<string, string | undefined>} [query] */
function withQuery(path, query = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
