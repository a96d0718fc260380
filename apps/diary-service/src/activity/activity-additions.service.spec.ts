import type { ActivityItem } from '@diary/contracts';
import { noteLine } from './activity-additions.service';

const item = (over: Partial<ActivityItem>): ActivityItem => ({
  id: 'x',
  source: 'github',
  kind: 'pull_request_merged',
  title: 'Fix the login',
  url: 'https://github.com/acme/web/pull/1',
  start: '2026-11-02T10:00:00.000Z',
  ...over,
});

describe('noteLine', () => {
  it('is one line: what happened, then the title linked to the item', () => {
    expect(noteLine(item({}))).toBe(
      'Pull request merged: [Fix the login](https://github.com/acme/web/pull/1)',
    );
  });

  it('keeps brackets and line breaks of a title from breaking the link', () => {
    expect(noteLine(item({ title: '[WIP] fix\nthe (login)', url: 'https://x.test/a (b)' }))).toBe(
      'Pull request merged: [\\[WIP\\] fix the (login)](https://x.test/a%20%28b%29)',
    );
  });

  it('writes an event without an address as its title alone', () => {
    expect(noteLine(item({ source: 'calendar', kind: 'event', title: 'Planning', url: '' }))).toBe(
      'Event: Planning',
    );
  });
});
