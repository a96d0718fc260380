import {
  applyEdit,
  describeSections,
  isEdited,
  keepEdits,
  WriteUpEditRequest,
  type EditableWriteUp,
} from './write-up-edits';

const written = (): EditableWriteUp => ({
  subject: 'Refund work',
  description: [
    '- 9:00 AM – 10:00 AM (1h): Refund work',
    '- Done: Moved the refund endpoint behind a flag',
    '- Done: Wrote the migration',
    '- Next: Tell support',
    '- Total: 1h over 1 session',
  ].join('\n'),
  sections: {
    done: [
      { text: 'Moved the refund endpoint behind a flag', noteIds: ['n1'] },
      { text: 'Wrote the migration', noteIds: ['n2'] },
    ],
    decided: [],
    blocked: [],
    next: [{ text: 'Tell support', noteIds: ['n3'] }],
  },
  edits: null,
});

describe('write-up edits', () => {
  it('marks a changed line edited, keeps the untouched ones and rewrites the description in place', () => {
    const edited = applyEdit(written(), {
      sections: { done: [{ text: 'Shipped the refund flag (PAY-88)' }, { text: 'Wrote the migration' }] },
    });
    expect(edited.sections.done).toEqual([
      { text: 'Shipped the refund flag (PAY-88)', noteIds: [], edited: true },
      { text: 'Wrote the migration', noteIds: ['n2'] },
    ]);
    expect(edited.sections.next).toEqual(written().sections.next);
    expect(edited.description.split('\n')).toEqual([
      '- 9:00 AM – 10:00 AM (1h): Refund work',
      '- Done: Shipped the refund flag (PAY-88)',
      '- Done: Wrote the migration',
      '- Next: Tell support',
      '- Total: 1h over 1 session',
    ]);
    expect(isEdited(edited)).toBe(true);
    expect(isEdited(written())).toBe(false);
  });

  it('keeps the person’s subject and lines through a regeneration, drops what they removed, adds what is new', () => {
    const edited = applyEdit(written(), {
      subject: 'My refunds',
      sections: { done: [{ text: 'Shipped the refund flag (PAY-88)' }], next: [] },
    });
    const fresh = {
      subject: 'Refund work and support',
      description:
        '- Done: Moved the refund endpoint behind a flag\n- Done: Wrote the migration\n- Done: Paired with Ana\n- Next: Tell support',
      sections: {
        done: [
          { text: 'Moved the refund endpoint behind a flag', noteIds: ['n1'] },
          { text: 'Wrote the migration', noteIds: ['n2'] },
          { text: 'Paired with Ana', noteIds: ['n4'] },
        ],
        decided: [],
        blocked: [],
        next: [{ text: 'Tell support', noteIds: ['n3'] }],
      },
    };
    const kept = keepEdits(edited, fresh);
    expect(kept.subject).toBe('My refunds');
    // The person's line where it was; the lines they replaced or removed stay out; the new one comes.
    expect(kept.sections.done.map((l) => l.text)).toEqual([
      'Shipped the refund flag (PAY-88)',
      'Paired with Ana',
    ]);
    expect(kept.sections.next).toEqual([]);
    expect(kept.description).toBe('- Done: Shipped the refund flag (PAY-88)\n- Done: Paired with Ana');
    // Without edits, the regeneration is the writer's alone.
    expect(keepEdits(written(), fresh)).toEqual({ ...fresh, edits: null });
  });

  it('puts the section lines at the end of a description that had none', () => {
    const sections = { ...written().sections, decided: [{ text: 'Ship Friday', noteIds: [] }] };
    expect(describeSections('- Total: 1h', { ...sections, done: [], next: [] })).toBe(
      '- Total: 1h\n- Decided: Ship Friday',
    );
  });

  it('accepts a subject, sections or both, and nothing else', () => {
    expect(WriteUpEditRequest.safeParse({ subject: ' Mine ' })).toEqual({
      success: true,
      data: { subject: 'Mine' },
    });
    expect(WriteUpEditRequest.safeParse({}).success).toBe(false);
    expect(WriteUpEditRequest.safeParse({ subject: 'x', edited: true }).success).toBe(false);
    expect(
      WriteUpEditRequest.safeParse({ sections: { done: [{ text: 'a', noteIds: ['n1'] }] } }).success,
    ).toBe(true);
  });
});
