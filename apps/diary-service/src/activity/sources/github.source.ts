// GitHub (or GitHub Enterprise at `apiUrl`) through Octokit: the user's commits of the day (commit
// search) and their pull requests, reviews, issues and comments (their event stream, newest first,
// read back to the day's start). Every request goes through the outbound-checked fetch.
import { Octokit } from '@octokit/rest';
import type { ActivityItem, ActivityKind } from '@diary/contracts';
import { ActivitySource, DayWindow, OpenedConnection, inWindow, itemId } from './activity-source';
import { problemForError, problemForStatus } from './http-problem';

const SERVICE = 'GitHub';
/** The event stream holds at most 300 events; three pages of 100 reach back as far as GitHub keeps. */
const MAX_EVENT_PAGES = 3;

interface RepoRef {
  name: string;
}
interface Linked {
  html_url?: string;
  title?: string;
  number?: number;
  merged?: boolean;
}
interface GithubEvent {
  id: string;
  type: string | null;
  created_at: string | null;
  repo: RepoRef;
  payload: {
    action?: string;
    pull_request?: Linked;
    issue?: Linked & { pull_request?: unknown };
    review?: { html_url?: string };
    comment?: { html_url?: string };
  };
}

const isoSearchTime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, '+00:00');

export const githubSource: ActivitySource = async (connection, day, fetch) => {
  const octokit = new Octokit({
    auth: connection.secret,
    baseUrl: (connection.apiUrl ?? 'https://api.github.com').replace(/\/+$/, ''),
    userAgent: 'work-diary',
    request: { fetch },
    log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  try {
    const { data: me } = await octokit.rest.users.getAuthenticated();
    const [commits, events] = await Promise.all([
      dayCommits(octokit, me.login, connection, day),
      dayEvents(octokit, me.login, connection, day),
    ]);
    return [...commits, ...events];
  } catch (err) {
    throw githubProblem(err);
  }
};

async function dayCommits(
  octokit: Octokit,
  login: string,
  connection: OpenedConnection,
  day: DayWindow,
): Promise<ActivityItem[]> {
  const { data } = await octokit.rest.search.commits({
    q: `author:${login} author-date:${isoSearchTime(day.from)}..${isoSearchTime(day.to)}`,
    sort: 'author-date',
    order: 'asc',
    per_page: 100,
  });
  return data.items.flatMap((c) => {
    const when = new Date(c.commit.author?.date ?? c.commit.committer?.date ?? '');
    if (Number.isNaN(when.valueOf()) || !inWindow(when, day)) return [];
    const firstLine = c.commit.message.split('\n')[0].trim();
    return [
      {
        id: itemId(connection.id, 'commit', c.sha),
        source: 'github' as const,
        kind: 'commit' as const,
        title: `${firstLine} (${c.repository.full_name}@${c.sha.slice(0, 7)})`,
        url: c.html_url,
        start: when.toISOString(),
      },
    ];
  });
}

async function dayEvents(
  octokit: Octokit,
  login: string,
  connection: OpenedConnection,
  day: DayWindow,
): Promise<ActivityItem[]> {
  const items: ActivityItem[] = [];
  let page = 0;
  for await (const response of octokit.paginate.iterator(
    octokit.rest.activity.listEventsForAuthenticatedUser,
    { username: login, per_page: 100 },
  )) {
    const events = response.data as GithubEvent[];
    for (const event of events) {
      const item = eventItem(event, connection, day);
      if (item) items.push(item);
    }
    const oldest = events.at(-1)?.created_at;
    if (++page >= MAX_EVENT_PAGES || !oldest || new Date(oldest) < day.from) break;
  }
  return items;
}

function eventItem(event: GithubEvent, connection: OpenedConnection, day: DayWindow): ActivityItem | null {
  if (!event.created_at) return null;
  const when = new Date(event.created_at);
  if (!inWindow(when, day)) return null;
  const { payload, repo } = event;
  const ref = (l: Linked | undefined) => `${l?.title ?? 'Untitled'} (${repo.name}#${l?.number ?? '?'})`;
  const make = (
    kind: ActivityKind,
    linked: Linked | undefined,
    url: string | undefined,
  ): ActivityItem | null =>
    url
      ? {
          id: itemId(connection.id, 'event', event.id),
          source: 'github',
          kind,
          title: ref(linked),
          url,
          start: when.toISOString(),
        }
      : null;
  switch (event.type) {
    case 'PullRequestEvent':
      if (payload.action === 'opened')
        return make('pull_request_opened', payload.pull_request, payload.pull_request?.html_url);
      if (payload.action === 'closed' && payload.pull_request?.merged)
        return make('pull_request_merged', payload.pull_request, payload.pull_request.html_url);
      return null;
    case 'PullRequestReviewEvent':
      return make(
        'pull_request_reviewed',
        payload.pull_request,
        payload.review?.html_url ?? payload.pull_request?.html_url,
      );
    case 'IssuesEvent':
      if (payload.action === 'opened') return make('issue_opened', payload.issue, payload.issue?.html_url);
      if (payload.action === 'closed') return make('issue_closed', payload.issue, payload.issue?.html_url);
      return null;
    case 'IssueCommentEvent':
      return make('issue_commented', payload.issue, payload.comment?.html_url ?? payload.issue?.html_url);
    default:
      return null;
  }
}

function githubProblem(err: unknown) {
  const e = err as {
    status?: number;
    response?: { headers?: Record<string, string | undefined> };
    cause?: unknown;
  };
  if (e.response && typeof e.status === 'number')
    return problemForStatus(SERVICE, e.status, e.response.headers ?? {});
  return problemForError(SERVICE, e.cause ?? err);
}
