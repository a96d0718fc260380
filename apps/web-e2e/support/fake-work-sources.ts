// A fake GitHub API and published calendars for the browser journeys, started by global-setup and
// allowed through the stack's outbound check (OUTBOUND_ALLOW_HOSTS). A journey gives it data first:
// PUT /_setup/github/{token} {login, events, commits} and PUT /_setup/calendar/{name} (ICS text).
// GitHub answers under /github (the connection's API address), calendars under /calendar/{name}.ics.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface GithubData {
  login: string;
  events: Array<{ created_at: string }>;
  commits: Array<{ sha: string; message: string; repo: string; at: string }>;
}

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => resolve(text));
  });

const json = (res: ServerResponse, status: number, value: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

export async function startFakeWorkSources(): Promise<{ url: string; host: string }> {
  const github = new Map<string, GithubData>();
  const calendars = new Map<string, string>();
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const setup = /^\/_setup\/(github|calendar)\/([\w-]+)$/.exec(url.pathname);
      if (setup && req.method === 'PUT') {
        const text = await body(req);
        if (setup[1] === 'github') github.set(setup[2], JSON.parse(text) as GithubData);
        else calendars.set(setup[2], text);
        return void res.writeHead(204).end();
      }
      const calendar = /^\/calendar\/([\w-]+)\.ics$/.exec(url.pathname);
      if (calendar && calendars.has(calendar[1]))
        return void res.writeHead(200, { 'content-type': 'text/calendar' }).end(calendars.get(calendar[1]));
      if (url.pathname.startsWith('/github/')) {
        const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
        const user = token ? github.get(token) : undefined;
        if (!user) return json(res, 401, { message: 'Bad credentials' });
        const path = url.pathname.slice('/github'.length);
        if (path === '/user') return json(res, 200, { login: user.login });
        if (path === '/search/commits') {
          const items = user.commits.map((c) => ({
            sha: c.sha,
            html_url: `https://github.example/${c.repo}/commit/${c.sha}`,
            commit: { message: c.message, author: { date: c.at } },
            repository: { full_name: c.repo },
          }));
          return json(res, 200, { total_count: items.length, incomplete_results: false, items });
        }
        if (path === `/users/${user.login}/events`) {
          const page = Number(url.searchParams.get('page') ?? 1);
          return json(res, 200, page === 1 ? user.events : []);
        }
      }
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: `http://${host}`, host };
}
