// markdown-lines reads a note with only the GFM parts its text can use; each part still works
// when its syntax is there, beside notes that only look like it.
import { markdownLines } from './markdown-lines';

const texts = (content: string) => markdownLines(content).map((l) => [l.text, l.task]);

describe('a note read as Markdown', () => {
  it('reads task boxes as done or next, and a bracketed link as its text', () => {
    expect(texts('- [x] unit tests\n- [ ] load test\n- [X] docs\n- [\t] retro')).toEqual([
      ['unit tests', 'done'],
      ['load test', 'next'],
      ['docs', 'done'],
      ['retro', 'next'],
    ]);
    expect(texts("- see [Henrik's doc](https://docs.example.com/sla) for the SLA")).toEqual([
      ["see Henrik's doc for the SLA", null],
    ]);
  });

  it('leaves out a table and keeps the text around it', () => {
    expect(
      texts('Status:\n\n| part | state |\n| --- | --- |\n| Button | done |\n\nSelect is blocked.'),
    ).toEqual([
      ['Status:', null],
      ['Select is blocked.', null],
    ]);
    expect(texts('Tried a | b split, kept one.')).toEqual([['Tried a | b split, kept one.', null]]);
  });

  it('reads struck-through words as text without their tildes', () => {
    expect(texts('Ship ~~Friday~~ Monday, approx ~2h of work.')).toEqual([
      ['Ship Friday Monday, approx ~2h of work.', null],
    ]);
  });
});
