// A small API client for the drills: cookie session, JSON, a hard timeout so a hang is visible.
export class Client {
  constructor(base) {
    this.base = base;
    this.cookie = '';
  }

  async call(method, path, body, timeoutMs = 15000) {
    const started = Date.now();
    try {
      const res = await fetch(this.base + path, {
        method,
        headers: {
          // State-changing requests need the site's own Origin (CSRF rule).
          origin: new URL(this.base).origin,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(this.cookie ? { cookie: this.cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const setCookie = res.headers.get('set-cookie');
      if (setCookie) this.cookie = setCookie.split(';')[0];
      const text = await res.text();
      let json = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = text;
      }
      return { status: res.status, body: json, ms: Date.now() - started, call: `${method} ${path}` };
    } catch (err) {
      const hung = err.name === 'TimeoutError';
      return {
        status: hung ? 'hang' : 'refused',
        body: null,
        ms: Date.now() - started,
        call: `${method} ${path}`,
      };
    }
  }
}
