// Connections (issue 51): GitHub, GitLab and calendars a user connects in Settings; tokens sealed at
// rest and never answered; addresses on private networks refused; each user sees only their own.
import request from 'supertest';
import type { Connection } from '@diary/contracts';
import type { ConfigOverrides } from '@diary/server-core';
import { connectServiceDb, useTestSession, useTestStack, withConfig } from '@diary/server-testing';
import { createApp } from '../src/app';
import { createApp as createAuthApp } from '../../auth-service/src/app';
import { DAY, TEAM_CALENDAR, adaOnGithub, newToken, useWorkSources } from './support/work-sources';

describe('connections', () => {
  const settings: ConfigOverrides = {};
  const sources = useWorkSources(settings);
  const stack = useTestStack({ auth: createAuthApp, diary: (c) => withConfig(createApp, settings)(c) });
  const ada = useTestSession(stack);
  const bob = useTestSession(stack);
  const api = () => request(stack.urls.diary);

  const connect = (who: { cookie: string }, body: object) =>
    api().post('/api/connections').set('Cookie', who.cookie).send(body);

  it('connects GitHub Enterprise with a token it never answers, and keeps the token sealed', async () => {
    const token = newToken();
    const res = await connect(ada, { kind: 'github', token, apiUrl: sources.current.githubApiUrl }).expect(
      201,
    );
    expect(res.body).toEqual({
      id: expect.any(String),
      kind: 'github',
      apiUrl: sources.current.githubApiUrl,
      createdAt: expect.any(String),
    });
    const list = (await api().get('/api/connections').set('Cookie', ada.cookie).expect(200))
      .body as Connection[];
    expect(list.map((c) => c.id)).toEqual([res.body.id]);
    expect(JSON.stringify(list)).not.toContain(token);
    const db = await connectServiceDb(stack, 'diary');
    const { rows } = await db.query(`SELECT secret FROM connections WHERE id = $1`, [res.body.id]);
    expect(rows[0].secret).toMatch(/^v1\./);
    expect(rows[0].secret).not.toContain(token);
  });

  it('shows a calendar by its host and file name only: its address is the secret', async () => {
    sources.current.calendars.set('team', TEAM_CALENDAR);
    const res = await connect(ada, { kind: 'calendar', url: sources.current.calendarUrl('team') }).expect(
      201,
    );
    expect(res.body.url).toBe(`${sources.current.url}/…/team.ics`);
  });

  it.each([
    ['a private network', 'http://192.168.1.20/team.ics'],
    ['this machine on a port not allowed', 'http://127.0.0.1:9/team.ics'],
    ['a link-local address', 'http://169.254.169.254/latest/meta-data'],
  ])('refuses a calendar on %s with 400 and a sentence', async (_what, url) => {
    const res = await connect(ada, { kind: 'calendar', url }).expect(400);
    expect(res.body.message).toMatch(/only calls public addresses/);
    expect((await api().get('/api/connections').set('Cookie', ada.cookie).expect(200)).body).toEqual([]);
  });

  it('refuses a GitLab instance on a private address, and one without a token, with 400', async () => {
    const privateUrl = await connect(ada, {
      kind: 'gitlab',
      token: 'glpat-x',
      url: 'http://10.1.2.3',
    }).expect(400);
    expect(privateUrl.body.message).toMatch(/private address/);
    const noToken = await connect(ada, { kind: 'gitlab', url: sources.current.gitlabUrl }).expect(400);
    expect(noToken.body.message).toBe('A GitLab connection needs a personal access token.');
    const badKind = await connect(ada, { kind: 'jira', token: 'x' }).expect(400);
    expect(badKind.body.message).toMatch(/^kind: /);
  });

  it("never lists nor deletes another user's connection (404)", async () => {
    const mine = (
      await connect(ada, { kind: 'github', token: newToken(), apiUrl: sources.current.githubApiUrl }).expect(
        201,
      )
    ).body as Connection;
    expect((await api().get('/api/connections').set('Cookie', bob.cookie).expect(200)).body).toEqual([]);
    await api().delete(`/api/connections/${mine.id}`).set('Cookie', bob.cookie).expect(404);
    await api().delete(`/api/connections/not-an-id`).set('Cookie', bob.cookie).expect(404);
    expect((await api().get('/api/connections').set('Cookie', ada.cookie).expect(200)).body).toHaveLength(1);
  });

  it('deleting a connection deletes what was fetched from it', async () => {
    const token = newToken();
    sources.current.github.set(token, adaOnGithub('ada'));
    const conn = (
      await connect(ada, { kind: 'github', token, apiUrl: sources.current.githubApiUrl }).expect(201)
    ).body as Connection;
    const day = (await api().get(`/api/activity/${DAY}`).set('Cookie', ada.cookie).expect(200)).body;
    expect(day.length).toBeGreaterThan(0);
    const db = await connectServiceDb(stack, 'diary');
    const cached = () => db.query(`SELECT 1 FROM activity_cache WHERE connection_id = $1`, [conn.id]);
    expect((await cached()).rowCount).toBe(1);
    await api().delete(`/api/connections/${conn.id}`).set('Cookie', ada.cookie).expect(204);
    expect((await cached()).rowCount).toBe(0);
    expect((await api().get(`/api/activity/${DAY}`).set('Cookie', ada.cookie).expect(200)).body).toEqual([]);
  });
});
