import { describe, expect, it } from 'vitest';
import type { SummarySections } from '@diary/contracts';
import { withLine } from './SummarySectionsList';

const sections: SummarySections = {
  done: [
    { text: 'Moved the refund endpoint behind a flag', noteIds: ['n1'] },
    { text: '  ', noteIds: [] },
    { text: 'Wrote the migration', noteIds: ['n2'] },
  ],
  decided: [],
  blocked: [],
  next: [],
};

describe('withLine', () => {
  it('rewrites the line shown at that place, keeping the others with their notes', () => {
    // The list shows no blank line, so index 1 is "Wrote the migration".
    expect(withLine(sections, 'done', 1, 'Wrote and ran the migration')).toEqual([
      { text: 'Moved the refund endpoint behind a flag', noteIds: ['n1'] },
      { text: 'Wrote and ran the migration', noteIds: ['n2'] },
    ]);
  });

  it('leaves a line out when its new text is empty', () => {
    expect(withLine(sections, 'done', 0, '')).toEqual([{ text: 'Wrote the migration', noteIds: ['n2'] }]);
  });
});
