import { formatDuration, type StatsResponse } from '@diary/contracts';
import { buildWeek, factSentences } from './period-facts';

const stats = (byProject: StatsResponse['byProject']): StatsResponse => ({
  totalMinutes: 150,
  sessions: 3,
  days: [],
  tags: [{ name: 'code', minutes: 90 }],
  byTag: [{ name: 'code', minutes: 90 }],
  untaggedMinutes: 60,
  longestSession: null,
  byProject,
});

describe('week facts', () => {
  it('groups the week by project as well as tag, with the minutes of GET /api/stats', () => {
    const { facts } = buildWeek(
      '2024-03-04',
      [],
      [],
      stats([
        { projectId: 'p1', name: 'Website', client: 'Acme', color: '#1e88e5', minutes: 100 },
        { projectId: null, name: null, client: null, color: null, minutes: 50 },
      ]),
    );
    expect(facts.projects).toEqual([
      { name: 'Website', minutes: 100 },
      { name: 'no project', minutes: 50 },
    ]);
    expect(factSentences(facts)).toContain(
      `Projects: Website (${formatDuration(100)}), no project (${formatDuration(50)}).`,
    );
    expect(factSentences(facts)).toContain(`Tags: code (${formatDuration(90)}).`);
  });

  it('says nothing of projects in a week whose sessions have none', () => {
    const { facts } = buildWeek(
      '2024-03-04',
      [],
      [],
      stats([{ projectId: null, name: null, client: null, color: null, minutes: 150 }]),
    );
    expect(facts.projects).toEqual([]);
    expect(factSentences(facts).some((s) => s.startsWith('Projects:'))).toBe(false);
  });
});
