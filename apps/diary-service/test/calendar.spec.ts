import { type TestSession, useTestSession } from '@diary/server-testing';
import { api, useDiary } from './support/diary-stack';

describe('calendar', () => {
  const stack = useDiary();
  const alice = useTestSession(stack, 'all');
  const bob = useTestSession(stack, 'all');

  beforeAll(async () => {
    const add = (user: TestSession, date: string, hour: number) =>
      api(stack)
        .post('/api/work-records')
        .set('Cookie', user.cookie)
        .send({
          date,
          startTime: `${date}T${String(hour).padStart(2, '0')}:00:00Z`,
          endTime: `${date}T${String(hour).padStart(2, '0')}:30:00Z`,
          isActive: false,
        })
        .expect(201);
    await add(alice, '2024-02-29', 9);
    await add(alice, '2024-02-01', 9);
    await add(alice, '2024-02-29', 14);
    await add(alice, '2024-03-01', 9);
    await add(alice, '2024-01-31', 9);
    await add(bob, '2024-02-10', 9);
  });

  it('lists the days of the month with records, sorted and unique', async () => {
    const res = await api(stack).get('/api/calendar/2024/2').set('Cookie', alice.cookie).expect(200);
    expect(res.body).toEqual(['2024-02-01', '2024-02-29']);
    expect((await api(stack).get('/api/calendar/2024/02').set('Cookie', alice.cookie)).body).toEqual([
      '2024-02-01',
      '2024-02-29',
    ]);
  });

  it('shows a December and an empty month', async () => {
    expect(
      (await api(stack).get('/api/calendar/2024/12').set('Cookie', alice.cookie).expect(200)).body,
    ).toEqual([]);
    expect(
      (await api(stack).get('/api/calendar/2024/1').set('Cookie', alice.cookie).expect(200)).body,
    ).toEqual(['2024-01-31']);
  });

  it("shows only the caller's own days", async () => {
    expect((await api(stack).get('/api/calendar/2024/2').set('Cookie', bob.cookie)).body).toEqual([
      '2024-02-10',
    ]);
  });

  it.each([
    ['24', '2', 'The year must be a four-digit year from 1970 to 2100, like 2024.'],
    ['abcd', '2', 'The year must be a four-digit year from 1970 to 2100, like 2024.'],
    ['1899', '2', 'The year must be a four-digit year from 1970 to 2100, like 2024.'],
    ['1969', '2', 'The year must be a four-digit year from 1970 to 2100, like 2024.'],
    ['2101', '2', 'The year must be a four-digit year from 1970 to 2100, like 2024.'],
    ['2024', '13', 'The month must be a number from 1 to 12.'],
    ['2024', '0', 'The month must be a number from 1 to 12.'],
    ['2024', 'feb', 'The month must be a number from 1 to 12.'],
    ['2024', '-1', 'The month must be a number from 1 to 12.'],
  ])('refuses year %s month %s with 400', async (year, month, message) => {
    const res = await api(stack)
      .get(`/api/calendar/${year}/${month}`)
      .set('Cookie', alice.cookie)
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });

  it('needs a session', async () => {
    await api(stack).get('/api/calendar/2024/2').expect(401);
  });
});
