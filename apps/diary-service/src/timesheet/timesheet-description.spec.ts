import { firstPlainLine, rowDescription } from './timesheet-description';

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
});
