import {
  firstPlainLine,
  plainLine,
  renderedLineForTests,
  rowDescription,
  simpleLine,
} from './timesheet-description';

describe("a timesheet row's description", () => {
  it("is the session's own description first", () => {
    expect(rowDescription('Demo call with Lindqvist', '# Notes\nmore', 'CSV export (client)')).toBe(
      'Demo call with Lindqvist',
    );
  });

  it('else the first line of the first note, as plain text', () => {
    expect(
      rowDescription(null, '\n## Fixed **the** [login bug](https://x.test) in `auth.ts`\nnext', 'Subject'),
    ).toBe('Fixed the login bug in auth.ts');
    expect(rowDescription('  ', '- [x] Sent the invoice & the report', 'Subject')).toBe(
      'Sent the invoice & the report',
    );
  });

  it("else the summary's subject", () => {
    expect(rowDescription(null, null, 'Load test for PAY-1412')).toBe('Load test for PAY-1412');
    expect(rowDescription(null, '![screenshot](/api/attachments/1)', 'Load test')).toBe('Load test');
    expect(rowDescription(null, null, null)).toBe('');
  });

  it('skips code fences and keeps long lines short', () => {
    expect(firstPlainLine('```ts\nconst a = 1;\n```\nRefactored the parser')).toBe('Refactored the parser');
    expect(firstPlainLine('x'.repeat(300))).toHaveLength(200);
  });

  it('reads common lines without micromark, word for word as micromark reads them', () => {
    const lines = [
      '## Note 1 of the **session**',
      '# Fixed **the** [login bug](https://x.test) in `auth.ts` #',
      '- [x] Sent the invoice & the report',
      '* [ ] call "Lindqvist" about it',
      '1. first, *then* second.',
      '2024) a year',
      '> quoted **strong** (*emphasis*)',
      '> - quoted list item',
      '![screenshot](/api/attachments/1)',
      'Done![x](/y) then more',
      'plain words, nothing else: 12,400 EUR',
      '1.5 hours on it; -5 degrees; +1 from me',
      'foo**bar**baz and snake_case and a*b*c',
      '** not strong ** and * not emphasis *',
      '`a*b` and ``double`` and `` ` ``',
      '[x] not a task, [a](b "title")',
      '    indented code # not a heading',
      '---',
      '* * *',
      '#hashtag ####### seven',
      'a &copy; entity, <b>html</b>, an escape \\* and ~~strike~~ ~one~',
      'www.example.com/path and https://x.test/a_b',
      '#',
      '-',
      '1.',
    ];
    for (const line of lines) expect([line, plainLine(line)]).toEqual([line, renderedLineForTests(line)]);
    // The common ones (the first eleven) really are read without micromark.
    expect(lines.slice(0, 11).filter((line) => simpleLine(line) === null)).toEqual([]);
  });
});
