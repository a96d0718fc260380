import { type TestSession, useTestSession } from '@diary/server-testing';
import { api, useDiary } from './support/diary-stack';

describe('draft notes', () => {
  const stack = useDiary();
  const alice = useTestSession(stack);
  const bob = useTestSession(stack);

  const get = (user: TestSession, date: string) =>
    api(stack).get(`/api/draft-notes/${date}`).set('Cookie', user.cookie);
  const save = (user: TestSession, body: object) =>
    api(stack).post('/api/draft-notes').set('Cookie', user.cookie).send(body);

  it('answers the JSON text null when there is no draft', async () => {
    const res = await get(alice, '2024-05-31').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.text).toBe('null');
  });

  it('saves (200), reads back and overwrites one draft per day', async () => {
    expect((await save(alice, { date: '2024-05-31', content: 'half a thought' }).expect(200)).body).toEqual({
      date: '2024-05-31',
      content: 'half a thought',
    });
    expect((await get(alice, '2024-05-31').expect(200)).body).toEqual({
      date: '2024-05-31',
      content: 'half a thought',
    });
    await save(alice, { date: '2024-05-31', content: 'a whole thought' }).expect(200);
    await save(alice, { date: '2024-06-01', content: 'tomorrow' }).expect(200);
    expect((await get(alice, '2024-05-31')).body).toEqual({ date: '2024-05-31', content: 'a whole thought' });
    expect((await get(alice, '2024-06-01')).body).toEqual({ date: '2024-06-01', content: 'tomorrow' });
  });

  it('deletes the draft when saved with blank content and answers the JSON text null', async () => {
    await save(alice, { date: '2024-05-31', content: 'something' }).expect(200);
    const res = await save(alice, { date: '2024-05-31', content: '  \n ' }).expect(200);
    expect(res.text).toBe('null');
    expect((await get(alice, '2024-05-31')).text).toBe('null');
  });

  it('deletes with DELETE (204), also when there is none', async () => {
    await save(alice, { date: '2024-05-31', content: 'something' }).expect(200);
    await api(stack).delete('/api/draft-notes/2024-05-31').set('Cookie', alice.cookie).expect(204);
    expect((await get(alice, '2024-05-31')).text).toBe('null');
    await api(stack).delete('/api/draft-notes/2024-05-31').set('Cookie', alice.cookie).expect(204);
  });

  it("keeps each user's drafts apart", async () => {
    await save(alice, { date: '2024-05-31', content: 'alice' }).expect(200);
    expect((await get(bob, '2024-05-31')).text).toBe('null');
    await api(stack).delete('/api/draft-notes/2024-05-31').set('Cookie', bob.cookie).expect(204);
    expect((await get(alice, '2024-05-31')).body.content).toBe('alice');
  });

  it.each([
    [{ content: 'x' }, 'date is required.'],
    [{ date: '2024-02-30', content: 'x' }, 'date must be a real day written as yyyy-MM-dd, like 2024-05-31.'],
    [{ date: '2024-05-31' }, 'content is required.'],
    [{ date: '2024-05-31', content: ['x'] }, 'content must be text.'],
    [{ date: '2024-05-31', content: 'x'.repeat(100_001) }, 'content can be at most 100,000 characters long.'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await save(alice, body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });

  it('refuses a bad date in the path with 400', async () => {
    for (const date of ['2024-00-10', 'nope']) {
      expect((await get(alice, date).expect(400)).body.message).toBe(
        'The date must be a real day written as yyyy-MM-dd, like 2024-05-31.',
      );
      await api(stack).delete(`/api/draft-notes/${date}`).set('Cookie', alice.cookie).expect(400);
    }
  });

  it('needs a session', async () => {
    await api(stack).get('/api/draft-notes/2024-05-31').expect(401);
    await api(stack).post('/api/draft-notes').send({ date: '2024-05-31', content: 'x' }).expect(401);
  });
});
