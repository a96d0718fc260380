import { describe, expect, it } from 'vitest';
import { clipAtWord, snippetOf } from './snippet';

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
