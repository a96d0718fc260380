// Work comes to the diary: the user's connections to GitHub, GitLab and calendars, a day's activity
// from them, and adding one item of it to the diary as a note or a session.
import { z } from 'zod';

export const CONNECTION_KINDS = ['github', 'gitlab', 'calendar'] as const;
export const ConnectionKind = z.enum(CONNECTION_KINDS);
export type ConnectionKind = z.infer<typeof ConnectionKind>;

/** What a person calls each kind, in the sentences the lane shows. */
export const CONNECTION_LABEL: Record<ConnectionKind, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  calendar: 'The calendar',
};

const httpUrl = z
  .string()
  .trim()
  .max(2000, 'The address is too long.')
  .url('Give a full address, such as https://gitlab.example.com.')
  .regex(/^https?:\/\//i, 'Give an http(s) address.');

/** POST /api/connections. github: token (apiUrl for GitHub Enterprise); gitlab: token and url; calendar: url. */
export const CreateConnectionRequest = z
  .object({
    kind: ConnectionKind,
    token: z.string().trim().min(1, 'Give the access token.').max(500, 'The token is too long.').optional(),
    url: httpUrl.optional(),
    apiUrl: httpUrl.optional(),
  })
  .superRefine((c, ctx) => {
    const need = (field: 'token' | 'url', message: string) => {
      if (!c[field]) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
    };
    if (c.kind === 'github') need('token', 'A GitHub connection needs a personal access token.');
    if (c.kind === 'gitlab') {
      need('token', 'A GitLab connection needs a personal access token.');
      need('url', 'A GitLab connection needs the address of its instance, such as https://gitlab.com.');
    }
    if (c.kind === 'calendar') need('url', 'A calendar connection needs the address of its ICS file.');
  });
export type CreateConnectionRequest = z.infer<typeof CreateConnectionRequest>;

/** A connection as the API shows it: never its token. `problem` is the last fetch's sentence, if it failed. */
export const Connection = z.object({
  id: z.string().uuid(),
  kind: ConnectionKind,
  url: z.string().optional(),
  apiUrl: z.string().optional(),
  createdAt: z.string(),
  problem: z.string().optional(),
});
export type Connection = z.infer<typeof Connection>;

export const ACTIVITY_KINDS = [
  'commit',
  'pull_request_opened',
  'pull_request_merged',
  'pull_request_reviewed',
  'issue_opened',
  'issue_closed',
  'issue_commented',
  'event',
] as const;
export const ActivityKind = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof ActivityKind>;

/** GET /api/activity/{date}: one thing the user did, or a calendar event, that day. */
export const ActivityItem = z.object({
  /** Stable for the same thing on every fetch ("github:…", "calendar:…"), so adding it twice is one add. */
  id: z.string().min(1).max(300),
  source: ConnectionKind,
  kind: ActivityKind,
  title: z.string(),
  url: z.string(),
  /** ISO-8601 instants. */
  start: z.string(),
  end: z.string().optional(),
  /** Tags read from the item (an event's categories and #words), offered to "Add as session". */
  tags: z.array(z.string()).optional(),
  /** How the user has added it already (its note or session still there). */
  added: z.array(z.enum(['note', 'session'])).optional(),
});
export type ActivityItem = z.infer<typeof ActivityItem>;

/** The words each kind is shown with ("Pull request merged"). */
export const ACTIVITY_KIND_LABEL: Record<ActivityKind, string> = {
  commit: 'Commit',
  pull_request_opened: 'Pull request opened',
  pull_request_merged: 'Pull request merged',
  pull_request_reviewed: 'Pull request reviewed',
  issue_opened: 'Issue opened',
  issue_closed: 'Issue closed',
  issue_commented: 'Commented',
  event: 'Event',
};

/** POST /api/activity/{date}/items/{id}/add. A note goes to workRecordId, else the day's running or latest session. */
export const AddActivityItemRequest = z.object({
  as: z.enum(['note', 'session']),
  workRecordId: z.string().uuid('workRecordId must be a session id.').optional(),
});
export type AddActivityItemRequest = z.infer<typeof AddActivityItemRequest>;

/** The note or session the item became (the same one when it is added again). */
export const AddedActivityItem = z.object({
  as: z.enum(['note', 'session']),
  workRecordId: z.string().uuid(),
  noteId: z.string().uuid().optional(),
});
export type AddedActivityItem = z.infer<typeof AddedActivityItem>;

/** Only an item whose time has a length can become a session. */
export const canAddAsSession = (item: Pick<ActivityItem, 'end' | 'start'>): boolean =>
  item.end !== undefined && Date.parse(item.end) > Date.parse(item.start);
