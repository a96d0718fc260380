// Fakes of the outside services a diary connects to, on one 127.0.0.1 port, for tests: GitHub's
// REST API under /github (what Octokit calls for a user's commits and events), GitLab's under
// /gitlab/api/v4, and published calendars under /calendar/{name}.ics. Each token has its own data;
// a token can be made to answer 401 (expired) or 403 with the rate limit spent.
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCommit {
  sha: string;
  message: string;
  repo: string;
  /** ISO instant of the commit's author date. */
  at: string;
}

/** An event of GitHub's user event stream (the fields the diary reads). */
export interface FakeGithubEvent {
  id: string;
  type: string;
  created_at: string;
  repo: { name: string };
  payload: Record<string, unknown>;
}

export interface FakeGithubUser {
  login: string;
  commits: FakeCommit[];
  events: FakeGithubEvent[];
  /** 'expired': every call answers 401; 'rate-limited': 403 with x-ratelimit-remaining 0. */
  state?: 'ok' | 'expired' | 'rate-limited';
}

export interface FakeGitlabUser {
  id: number;
  events: Array<Record<string, unknown> & { created_at: string }>;
  projects: Record<number, { web_url: string; path_with_namespace: string }>;
}

export interface FakeWorkSources {
  url: string;
  /** host:port, for OUTBOUND_ALLOW_HOSTS. */
  host: string;
  githubApiUrl: string;
  gitlabUrl: string;
  github: Map<string, FakeGithubUser>;
  gitlab: Map<string, FakeGitlabUser>;
  calendars: Map<string, string>;
  /** Paths asked, in order (to see what was fetched and when). */
  requests: string[];
  calendarUrl(name: string): string;
  close(): Promise<void>;
}

const GH_WEB = 'https://github.example';

/** GitHub event builders: what the stream holds for a pull request, a review, an issue, a comment. */
export const githubEvents = {
  pullRequest(
    id: string,
    at: string,
    repo: string,
    number: number,
    title: string,
    action: 'opened' | 'merged',
  ): FakeGithubEvent {
    const pull_request = {
      number,
      title,
      html_url: `${GH_WEB}/${repo}/pull/${number}`,
      merged: action === 'merged',
    };
    return {
      id,
      type: 'PullRequestEvent',
      created_at: at,
      repo: { name: repo },
      payload: { action: action === 'merged' ? 'closed' : 'opened', pull_request },
    };
  },
  review(id: string, at: string, repo: string, number: number, title: string): FakeGithubEvent {
    return {
      id,
      type: 'PullRequestReviewEvent',
      created_at: at,
      repo: { name: repo },
      payload: {
        action: 'created',
        review: { html_url: `${GH_WEB}/${repo}/pull/${number}#pullrequestreview-${id}` },
        pull_request: { number, title, html_url: `${GH_WEB}/${repo}/pull/${number}` },
      },
    };
  },
  issue(
    id: string,
    at: string,
    repo: string,
    number: number,
    title: string,
    action: 'opened' | 'closed',
  ): FakeGithubEvent {
    return {
      id,
      type: 'IssuesEvent',
      created_at: at,
      repo: { name: repo },
      payload: { action, issue: { number, title, html_url: `${GH_WEB}/${repo}/issues/${number}` } },
    };
  },
  comment(id: string, at: string, repo: string, number: number, title: string): FakeGithubEvent {
    return {
      id,
      type: 'IssueCommentEvent',
      created_at: at,
      repo: { name: repo },
      payload: {
        action: 'created',
        issue: { number, title, html_url: `${GH_WEB}/${repo}/issues/${number}` },
        comment: { html_url: `${GH_WEB}/${repo}/issues/${number}#issuecomment-${id}` },
      },
    };
  },
};

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    .end(JSON.stringify(body));
}

/** GitHub search's `author-date:FROM..TO` (both ends included, as GitHub does). */
function dateRange(q: string): [number, number] | null {
  const m = /author-date:(\S+)\.\.(\S+)/.exec(q);
  return m ? [Date.parse(m[1]), Date.parse(m[2])] : null;
}

function githubRoute(sources: FakeWorkSources, req: IncomingMessage, url: URL, res: ServerResponse) {
  const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const user = token ? sources.github.get(token) : undefined;
  if (!user || user.state === 'expired') return json(res, 401, { message: 'Bad credentials' });
  if (user.state === 'rate-limited') {
    return json(
      res,
      403,
      { message: 'API rate limit exceeded' },
      { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 1800) },
    );
  }
  const path = url.pathname.slice('/github'.length);
  if (path === '/user') return json(res, 200, { login: user.login, id: 1 });
  if (path === '/search/commits') {
    const range = dateRange(url.searchParams.get('q') ?? '');
    const items = user.commits
      .filter((c) => !range || (Date.parse(c.at) >= range[0] && Date.parse(c.at) <= range[1]))
      .map((c) => ({
        sha: c.sha,
        html_url: `${GH_WEB}/${c.repo}/commit/${c.sha}`,
        commit: { message: c.message, author: { date: c.at }, committer: { date: c.at } },
        repository: { full_name: c.repo },
      }));
    return json(res, 200, { total_count: items.length, incomplete_results: false, items });
  }
  if (path === `/users/${user.login}/events`) {
    const perPage = Number(url.searchParams.get('per_page') ?? 30);
    const page = Number(url.searchParams.get('page') ?? 1);
    const sorted = [...user.events].sort((a, b) => b.created_at.localeCompare(a.created_at));
    return json(res, 200, sorted.slice((page - 1) * perPage, page * perPage));
  }
  return json(res, 404, { message: 'Not Found' });
}

function gitlabRoute(sources: FakeWorkSources, req: IncomingMessage, url: URL, res: ServerResponse) {
  const token = req.headers['private-token'];
  const user = typeof token === 'string' ? sources.gitlab.get(token) : undefined;
  if (!user) return json(res, 401, { message: '401 Unauthorized' });
  const path = url.pathname.slice('/gitlab/api/v4'.length);
  if (path === '/user') return json(res, 200, { id: user.id, username: `user${user.id}` });
  if (path === `/users/${user.id}/events`) {
    // after and before are whole days, both left out (GitLab's rule).
    const after = url.searchParams.get('after');
    const before = url.searchParams.get('before');
    const events = user.events.filter(
      (e) => (!after || e.created_at.slice(0, 10) > after) && (!before || e.created_at.slice(0, 10) < before),
    );
    return json(res, 200, events);
  }
  const project = /^\/projects\/(\d+)$/.exec(path);
  if (project && user.projects[Number(project[1])]) return json(res, 200, user.projects[Number(project[1])]);
  return json(res, 404, { message: '404 Not Found' });
}

export async function startFakeWorkSources(): Promise<FakeWorkSources> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    sources.requests.push(url.pathname);
    if (url.pathname.startsWith('/github/')) return githubRoute(sources, req, url, res);
    if (url.pathname.startsWith('/gitlab/api/v4/')) return gitlabRoute(sources, req, url, res);
    const calendar = /^\/calendar\/([\w-]+)\.ics$/.exec(url.pathname);
    const ics = calendar && sources.calendars.get(calendar[1]);
    if (ics) return void res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(ics);
    res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `http://${host}`;
  const sources: FakeWorkSources = {
    url,
    host,
    githubApiUrl: `${url}/github`,
    gitlabUrl: `${url}/gitlab`,
    github: new Map(),
    gitlab: new Map(),
    calendars: new Map(),
    requests: [],
    calendarUrl: (name) => `${url}/calendar/${name}.ics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sources;
}
