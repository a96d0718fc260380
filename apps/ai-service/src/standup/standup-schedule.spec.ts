import { dueSends, localClock, previousWorkday, type ScheduledUser } from './standup-schedule';

const user = (over: Partial<ScheduledUser> = {}): ScheduledUser => ({
  userId: 'u1',
  timeZone: 'Europe/Berlin',
  standupPost: { url: 'https://hooks.example.com/x', format: 'slack', time: '09:30', days: [1, 2, 3, 4, 5] },
  emailDigest: { daily: false, weekly: false },
  ...over,
});

describe('stand-up schedule', () => {
  it("reads the clock in the user's zone", () => {
    expect(localClock(new Date('2026-11-30T08:30:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-11-30',
      weekday: 1,
      time: '09:30',
    });
  });

  it('reports on the previous workday: Friday on a Monday, yesterday otherwise', () => {
    expect(previousWorkday('2026-11-30')).toBe('2026-11-27');
    expect(previousWorkday('2026-12-01')).toBe('2026-11-30');
    expect(previousWorkday('2026-11-30', [1, 2, 3, 4, 5, 6, 7])).toBe('2026-11-29');
  });

  it('posts at the chosen local time on the chosen days only', () => {
    const monday0930 = new Date('2026-11-30T08:30:00Z');
    expect(dueSends(monday0930, [user()], 'UTC')).toEqual([
      { userId: 'u1', kind: 'chat', date: '2026-11-27', on: '2026-11-30' },
    ]);
    expect(dueSends(new Date('2026-11-30T08:31:00Z'), [user()], 'UTC')).toEqual([]);
    const saturday0930 = new Date('2026-11-28T08:30:00Z');
    expect(dueSends(saturday0930, [user()], 'UTC')).toEqual([]);
  });

  it('e-mails the daily digest at the stand-up time, or 09:00 without one', () => {
    const digest = { daily: true, weekly: false };
    expect(dueSends(new Date('2026-11-30T08:30:00Z'), [user({ emailDigest: digest })], 'UTC')).toHaveLength(
      2,
    );
    const mailOnly = user({ standupPost: null, emailDigest: digest, timeZone: null });
    expect(dueSends(new Date('2026-11-30T09:00:00Z'), [mailOnly], 'UTC')).toEqual([
      { userId: 'u1', kind: 'email', date: '2026-11-27', on: '2026-11-30' },
    ]);
  });
});
