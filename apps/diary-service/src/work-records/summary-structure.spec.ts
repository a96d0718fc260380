import { summaryStructure } from './summary-structure';

describe('summaryStructure', () => {
  it('keeps a resolved blocker marked resolved, and only true marks it', () => {
    const ids = new Set(['a', 'b']);
    const stored = summaryStructure(
      {
        done: [{ text: 'Marek approved the V212 migration', noteIds: ['b'] }],
        blocked: [
          { text: 'Waiting on Marek to approve the V212 migration', noteIds: ['a'], resolved: true },
          { text: 'Waiting on legal', noteIds: ['a'], resolved: 'yes' },
        ],
      },
      [],
      ids,
    );
    expect(stored?.sections.blocked).toEqual([
      { text: 'Waiting on Marek to approve the V212 migration', noteIds: ['a'], resolved: true },
      { text: 'Waiting on legal', noteIds: ['a'] },
    ]);
    expect(stored?.sections.done).toEqual([{ text: 'Marek approved the V212 migration', noteIds: ['b'] }]);
  });
});
