import { describe, expect, it } from 'vitest';
import { filledSections, standupText } from './standup-text';

const sections = {
  done: [{ text: 'Fixed the timeout in the batch export', noteIds: ['n3'] }],
  decided: [{ text: 'Ship the refund API behind a flag', noteIds: ['n1'] }],
  blocked: [{ text: 'Waiting on the ledger team for the schema', noteIds: ['n2'] }],
  next: [],
};

describe('standupText', () => {
  it('writes a heading, then each filled section with bullets, in stand-up order', () => {
    expect(standupText('Refund API (7:10 AM – 9:05 AM)', sections)).toBe(
      [
        'Refund API (7:10 AM – 9:05 AM)',
        '',
        'Done:',
        '• Fixed the timeout in the batch export',
        '',
        'Decided:',
        '• Ship the refund API behind a flag',
        '',
        'Blocked:',
        '• Waiting on the ledger team for the schema',
        '',
      ].join('\n'),
    );
  });

  it('leaves out a blocker that a later note resolved', () => {
    const resolved = {
      ...sections,
      blocked: [
        { text: 'Waiting on Marek to approve the V212 migration', noteIds: ['n4'], resolved: true },
        ...sections.blocked,
      ],
    };
    expect(standupText('Day', resolved)).not.toContain('Marek');
    expect(filledSections(resolved).find((s) => s.name === 'blocked')?.lines).toEqual(sections.blocked);
  });

  it('falls back to the description bullets when a summary has no sections', () => {
    expect(standupText('Old summary', undefined, ['- Wrote the plan', '- Sent it'])).toBe(
      'Old summary\n\n• Wrote the plan\n• Sent it\n',
    );
  });

  it('lists only sections with lines', () => {
    expect(filledSections(sections).map((s) => s.title)).toEqual(['Done', 'Decided', 'Blocked']);
    expect(filledSections({ done: [], decided: [], blocked: [], next: [] })).toEqual([]);
    expect(filledSections(null)).toEqual([]);
  });
});
