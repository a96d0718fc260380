// Work from a connection enters the diary's search only once the user adds it: the day's activity
// is fetched and shown, but it is not a note, so the search knows nothing of it until "Add as note".
import request from 'supertest';
import type { ActivityItem, SearchResult } from '@diary/contracts';
import type { ConfigOverrides } from '@diary/server-core';
import {
  FakeWorkSources,
  githubEvents,
  startFakeWorkSources,
  TestSession,
  useTestSession,
  useTestStack,
  withConfig,
} from '@diary/server-testing';
import { createApp as createDiaryApp } from '../../diary-service/src/app';
import { createApp as createSearchApp } from '../../search-service/src/app';

const DAY = '2026-11-20';

describe('activity → search', () => {
  const settings: ConfigOverrides = {};
  let sources: FakeWorkSources;
  beforeAll(async () => {
    sources = await startFakeWorkSources();
    settings.OUTBOUND_ALLOW_HOSTS = sources.host;
  });
  afterAll(() => sources?.close());
  const stack = useTestStack({
    diary: (c) => withConfig(createDiaryApp, settings)(c),
    search: createSearchApp,
  });
  const ada = useTestSession(stack);
  const diary = () => request(stack.urls.diary);

  const search = async (who: TestSession, q: string): Promise<SearchResult[]> =>
    (await request(stack.urls.search).get('/api/search').query({ q }).set('Cookie', who.cookie).expect(200))
      .body;

  async function eventually(who: TestSession, q: string, count: number, ms = 5000): Promise<SearchResult[]> {
    const end = Date.now() + ms;
    for (;;) {
      const found = await search(who, q);
      if (found.length === count) return found;
      if (Date.now() > end) throw new Error(`"${q}" found ${found.length} times, not ${count}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('finds a pull request only after it is added as a note', async () => {
    sources.github.set('ghp_search', {
      login: 'ada',
      commits: [],
      events: [
        githubEvents.pullRequest('1', `${DAY}T10:00:00Z`, 'acme/web', 9, 'Xylophone tuning', 'opened'),
      ],
    });
    await diary()
      .post('/api/connections')
      .set('Cookie', ada.cookie)
      .send({ kind: 'github', token: 'ghp_search', apiUrl: sources.githubApiUrl })
      .expect(201);
    const record = (
      await diary()
        .post('/api/work-records')
        .set('Cookie', ada.cookie)
        .send({ date: DAY, startTime: `${DAY}T09:00:00Z`, isActive: true })
        .expect(201)
    ).body;
    const [pr] = (await diary().get(`/api/activity/${DAY}`).set('Cookie', ada.cookie).expect(200))
      .body as ActivityItem[];
    expect(pr.title).toBe('Xylophone tuning (acme/web#9)');
    // A note typed after the day was opened is searchable: the index has caught up with the diary…
    await diary()
      .post('/api/work-notes')
      .set('Cookie', ada.cookie)
      .send({ workRecordId: record.id, content: 'Marimba rehearsal' })
      .expect(201);
    await eventually(ada, 'marimba', 1);
    // …and still knows nothing of the pull request.
    expect(await search(ada, 'xylophone')).toEqual([]);

    const added = await diary()
      .post(`/api/activity/${DAY}/items/${pr.id}/add`)
      .set('Cookie', ada.cookie)
      .send({ as: 'note' })
      .expect(201);
    const [hit] = await eventually(ada, 'xylophone', 1);
    expect(hit).toMatchObject({ type: 'note', id: added.body.noteId, date: DAY });
  });
});
