// GitLab (gitlab.com or the user's own instance) through its REST API v4: the user's events of the
// day (pushes, merge requests opened, merged or approved, issues opened or closed, comments), with
// each project's web address read once per fetch for the links.
import { z } from 'zod';
import type { ActivityItem, ActivityKind } from '@diary/contracts';
import { ActivitySource, OpenedConnection, SourceProblem, inWindow, itemId } from './activity-source';
import { problemForError, problemForStatus } from './http-problem';

const SERVICE = 'GitLab';
const MAX_PAGES = 5;

const userSchema = z.object({ id: z.number() });
const projectSchema = z.object({ web_url: z.string(), path_with_namespace: z.string() });
const eventSchema = z.object({
  id: z.number(),
  action_name: z.string(),
  target_type: z.string().nullable().optional(),
  target_id: z.number().nullable().optional(),
  target_iid: z.number().nullable().optional(),
  target_title: z.string().nullable().optional(),
  project_id: z.number().nullable().optional(),
  created_at: z.string(),
  push_data: z
    .object({ commit_to: z.string().nullable().optional(), commit_title: z.string().nullable().optional() })
    .nullable()
    .optional(),
  note: z
    .object({
      noteable_type: z.string().nullable().optional(),
      noteable_iid: z.number().nullable().optional(),
    })
    .nullable()
    .optional(),
});
type GitlabEvent = z.infer<typeof eventSchema>;
type Project = z.infer<typeof projectSchema>;

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

export const gitlabSource: ActivitySource = async (connection, day, fetch) => {
  const base = `${(connection.url ?? 'https://gitlab.com').replace(/\/+$/, '')}/api/v4`;
  const get = async <T>(path: string, schema: z.ZodType<T>): Promise<T> => {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        headers: { 'PRIVATE-TOKEN': connection.secret, Accept: 'application/json' },
      });
    } catch (err) {
      throw problemForError(SERVICE, err);
    }
    if (!res.ok) throw problemForStatus(SERVICE, res.status, res.headers);
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success)
      throw new SourceProblem(
        `${SERVICE} answered something that is not its API; check the instance address.`,
      );
    return parsed.data;
  };
  const me = await get('/user', userSchema);
  // after/before are whole UTC days, both left out: a day on each side covers the user's day in any zone.
  const after = utcDay(new Date(day.from.valueOf() - 86_400_000));
  const before = utcDay(new Date(day.to.valueOf() + 86_400_000));
  const events: GitlabEvent[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const batch = await get(
      `/users/${me.id}/events?after=${after}&before=${before}&per_page=100&page=${page}`,
      z.array(eventSchema),
    );
    events.push(...batch);
    if (batch.length < 100) break;
  }
  const projects = new Map<number, Promise<Project>>();
  const project = (id: number) => {
    if (!projects.has(id)) projects.set(id, get(`/projects/${id}`, projectSchema));
    return projects.get(id)!;
  };
  const items = await Promise.all(
    events
      .filter((e) => inWindow(new Date(e.created_at), day) && e.project_id)
      .map(async (e) => eventItem(e, await project(e.project_id!), connection)),
  );
  return items.filter((i): i is ActivityItem => i !== null);
};

function eventItem(e: GitlabEvent, project: Project, connection: OpenedConnection): ActivityItem | null {
  const item = (kind: ActivityKind, title: string, url: string): ActivityItem => ({
    id: itemId(connection.id, 'event', String(e.id)),
    source: 'gitlab',
    kind,
    title,
    url,
    start: new Date(e.created_at).toISOString(),
  });
  const path = project.path_with_namespace;
  const action = e.action_name;
  if (action.startsWith('pushed') && e.push_data?.commit_to) {
    const sha = e.push_data.commit_to;
    return item(
      'commit',
      `${e.push_data.commit_title ?? 'Commit'} (${path}@${sha.slice(0, 8)})`,
      `${project.web_url}/-/commit/${sha}`,
    );
  }
  const iid = e.target_iid;
  const title = e.target_title ?? 'Untitled';
  if (e.target_type === 'MergeRequest' && iid) {
    const url = `${project.web_url}/-/merge_requests/${iid}`;
    const named = `${title} (${path}!${iid})`;
    if (action === 'opened') return item('pull_request_opened', named, url);
    if (action === 'accepted' || action === 'merged') return item('pull_request_merged', named, url);
    if (action === 'approved') return item('pull_request_reviewed', named, url);
    return null;
  }
  if (e.target_type === 'Issue' && iid) {
    const url = `${project.web_url}/-/issues/${iid}`;
    const named = `${title} (${path}#${iid})`;
    if (action === 'opened') return item('issue_opened', named, url);
    if (action === 'closed') return item('issue_closed', named, url);
    return null;
  }
  if ((e.target_type === 'Note' || e.target_type === 'DiffNote') && e.note?.noteable_iid) {
    const onMr = e.note.noteable_type === 'MergeRequest';
    const url = `${project.web_url}/-/${onMr ? 'merge_requests' : 'issues'}/${e.note.noteable_iid}#note_${e.target_id}`;
    return item(
      onMr ? 'pull_request_reviewed' : 'issue_commented',
      `${title} (${path}${onMr ? '!' : '#'}${e.note.noteable_iid})`,
      url,
    );
  }
  return null;
}
