import { describe, expect, it } from 'vitest';
import { clipAtWord, markdownAsText, readableSnippet, snippetOf } from './snippet';

describe('snippets', () => {
  it('keeps short text whole', () => {
    expect(clipAtWord('  short   note ')).toBe('short note');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const clipped = clipAtWord(text);
    expect(clipped.length).toBeLessThanOrEqual(151);
    expect(clipped.endsWith('word…')).toBe(true);
  });

  it('prefers the server snippet', () => {
    expect(snippetOf({ snippet: '…the match…', content: 'x' })).toBe('…the match…');
    expect(snippetOf({ snippet: '', content: 'fallback' })).toBe('fallback');
  });
});

describe('readable summary snippets', () => {
  it('shows flattened bullet lines as dots', () => {
    expect(
      readableSnippet({
        type: 'summary',
        snippet: '- 9:30 AM: Fixed it - 10:00 AM: Shipped c++ - done',
        content: '',
      }),
    ).toBe('9:30 AM: Fixed it • 10:00 AM: Shipped c++ • done');
    expect(readableSnippet({ type: 'note', snippet: 'a - b', content: '' })).toBe('a - b');
  });

  it("shows a note's Markdown as plain text", () => {
    expect(
      markdownAsText(
        '### Standup - [x] fixed **the** `flaky` test - [ ] see [the spec](https://x.example/s) ~~old~~ ![board](/api/attachments/1) | a | b | |---|---| | 1 | 2 |',
      ),
    ).toBe('Standup ☑ fixed the flaky test ☐ see the spec old board | a | b | | 1 | 2 |');
    expect(
      readableSnippet({ type: 'note', snippet: 'fixed c++ build in **auth/normalize.ts**', content: '' }),
    ).toBe('fixed c++ build in auth/normalize.ts');
  });
});
