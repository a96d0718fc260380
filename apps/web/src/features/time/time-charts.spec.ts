import { describe, expect, it } from 'vitest';
import type { StatsDay, StatsResponse } from '@diary/contracts';
import { barParts, heatPoints, monthRows, UNTAGGED, yearRange } from './time-charts';
import { statsCsv } from './time-csv';

const day = (date: string, byTag: [string, number][], untaggedMinutes = 0): StatsDay => {
  const tagged = byTag.reduce((sum, [, m]) => sum + m, 0);
  return {
    date,
    minutes: tagged + untaggedMinutes,
    sessions: byTag.length + (untaggedMinutes ? 1 : 0),
    byTag: byTag.map(([name, minutes]) => ({ name, minutes })),
    untaggedMinutes,
  };
};

describe('barParts', () => {
  it('draws the five most used tags and untagged time, each tag with its whole minutes', () => {
    const days = [
      day('2024-03-04', [
        ['a', 60],
        ['b', 50],
        ['c', 40],
        ['d', 30],
        ['e', 20],
        ['f', 10],
        ['g', 5],
      ]),
      day('2024-03-05', [], 25),
      day('2024-03-06', []),
    ];
    const tags = days[0].byTag;
    const parts = barParts({ days, tags });
    expect(parts.map((p) => p.label)).toEqual(['a', 'b', 'c', 'd', 'e', UNTAGGED]);
    expect(parts[0].data).toEqual([60, 0, 0]);
    expect(parts.at(-1)?.data).toEqual([0, 25, 0]);
  });

  it('draws nothing for a range without work', () => {
    expect(barParts({ days: [day('2024-03-04', [])], tags: [] })).toEqual([]);
  });
});

describe('the year heatmap', () => {
  it('covers the 365 days ending on the day shown, a column per week from Monday', () => {
    expect(yearRange('2024-03-01')).toEqual({ from: '2023-03-03', to: '2024-03-01' });
    // 2024-03-02 is a Saturday: the first column holds Saturday and Sunday.
    const points = heatPoints([
      day('2024-03-02', [['a', 5]]),
      day('2024-03-03', []),
      day('2024-03-04', [], 7),
    ]);
    expect(points).toEqual([
      { id: '2024-03-02', x: 0, y: 5, z: 5 },
      { id: '2024-03-03', x: 0, y: 6, z: 0 },
      { id: '2024-03-04', x: 1, y: 0, z: 7 },
    ]);
  });

  it('reads as months with their days of work', () => {
    expect(
      monthRows([day('2024-02-29', [['a', 5]]), day('2024-03-01', []), day('2024-03-02', [], 7)]),
    ).toEqual([
      { month: 'Feb 2024', daysWorked: 1, minutes: 5 },
      { month: 'Mar 2024', daysWorked: 1, minutes: 7 },
    ]);
  });
});

describe('statsCsv', () => {
  it('writes a line per day and the total, quoting the tag parts', () => {
    const days = [day('2024-03-04', [['say "hi", all', 30]], 10)];
    const stats: StatsResponse = {
      totalMinutes: 40,
      sessions: 2,
      days,
      tags: [{ name: 'say "hi", all', minutes: 30 }],
      byTag: [{ name: 'say "hi", all', minutes: 30 }],
      untaggedMinutes: 10,
      longestSession: null,
    };
    expect(statsCsv(stats)).toBe(
      'date,minutes,sessions,by tag\n' +
        '2024-03-04,40,2,"say ""hi"", all 30, untagged 10"\n' +
        'total,40,2,"say ""hi"", all 30, untagged 10"\n',
    );
  });
});
