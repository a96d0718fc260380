import { describe, expect, it } from 'vitest';
import { splitHighlight } from './highlight';

const marked = (text: string, term: string) =>
  splitHighlight(text, term)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('splitHighlight', () => {
  it('highlights the term case-insensitively', () => {
    expect(marked('Fixed the Login bug in login form', 'login')).toBe(
      'Fixed the [Login] bug in [login] form',
    );
  });

  it('treats special characters as text, not as a pattern', () => {
    expect(marked('Refactored C++ parser and c code', 'c++')).toBe('Refactored [C++] parser and c code');
    expect(marked('cost is $5.00 (approx.)', '(approx.)')).toBe('cost is $5.00 [(approx.)]');
    expect(marked('a.b axb', 'a.b')).toBe('[a.b] axb');
    expect(marked('path [x] and x', '[x]')).toBe('path [[x]] and x');
    expect(marked('match anything?', '.*')).toBe('match anything?');
  });

  it('also highlights the words of a multi-word term', () => {
    expect(marked('deploy pipeline fixed; the pipeline deploy', 'pipeline deploy')).toBe(
      '[deploy] [pipeline] fixed; the [pipeline deploy]',
    );
  });

  it('returns the text unchanged for a blank term and nothing for an empty text', () => {
    expect(splitHighlight('hello', '  ')).toEqual([{ text: 'hello', match: false }]);
    expect(splitHighlight('', 'abc')).toEqual([]);
  });
});
