import request from 'supertest';
import { registerUser, useTestStack } from '@diary/server-testing';
import { createApp } from '../src/app';

describe('/api/user-settings: rounding, minimum billable length, daily target, workdays', () => {
  const stack = useTestStack({ auth: createApp });
  const post = (cookie: string, body: object) =>
    request(stack.urls.auth).post('/api/user-settings').set('Cookie', cookie).send(body);

  it('keeps workdays in week order whatever order they were sent in', async () => {
    const user = await registerUser(stack.urls.auth);
    const res = await post(user.cookie, { workdays: ['friday', 'monday', 'sunday'] }).expect(200);
    expect(res.body.workdays).toEqual(['monday', 'friday', 'sunday']);
  });

  it.each([
    [{ timesheetRounding: { minutes: 7, mode: 'up', per: 'entry' } }, /Timesheet rounding must be/],
    [{ timesheetRounding: { minutes: 15, mode: 'sideways', per: 'entry' } }, /mode one of up, nearest, down/],
    [{ timesheetRounding: { minutes: 15, mode: 'up', per: 'entry', extra: 1 } }, /Timesheet rounding/],
    [{ timesheetRounding: 15 }, /Timesheet rounding/],
    [{ minBillableMinutes: -1 }, /Minimum billable length must be from 0 to 240 minutes/],
    [{ minBillableMinutes: 2.5 }, /Minimum billable length must be a whole number of minutes/],
    [{ dailyTargetMinutes: 1441 }, /Daily target must be from 0 to 1440 minutes/],
    [{ workdays: ['monday', 'monday'] }, /Workdays must be a list of day names/],
    [{ workdays: ['mon'] }, /Workdays must be a list of day names/],
  ])('refuses %j with a readable 400 and keeps what was saved', async (body, message) => {
    const user = await registerUser(stack.urls.auth);
    await post(user.cookie, { dailyTargetMinutes: 480 }).expect(200);
    const res = await post(user.cookie, body).expect(400);
    expect(JSON.stringify(res.body.message)).toMatch(message);
    const now = await request(stack.urls.auth)
      .get('/api/user-settings')
      .set('Cookie', user.cookie)
      .expect(200);
    expect(now.body.dailyTargetMinutes).toBe(480);
  });
});
