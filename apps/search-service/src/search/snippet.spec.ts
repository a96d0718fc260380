import { firstMatch, makeSnippet } from './snippet';

describe('makeSnippet', () => {
  it('keeps a short text whole, with its whitespace collapsed', () => {
    expect(makeSnippet('Fixed the\n  login bug', ['login'])).toBe('Fixed the login bug');
  });

  it('cuts about 150 characters around the first match at word boundaries, with ellipses', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`);
    words[50] = 'needle';
    const text = words.join(' ');
    const snippet = makeSnippet(text, ['needle']);
    expect(snippet).toMatch(/^\.\.\.word\d+ .*needle.* word\d+\.\.\.$/);
    const inner = snippet.slice(3, -3);
    expect(inner.length).toBeLessThanOrEqual(150);
    expect(` ${text} `).toContain(` ${inner} `);
  });

  it('starts at the beginning when the match is early, and has no leading ellipsis', () => {
    const text = `needle ${'filler '.repeat(60)}`.trim();
    const snippet = makeSnippet(text, ['needle']);
    expect(snippet.startsWith('needle')).toBe(true);
    expect(snippet.endsWith('...')).toBe(true);
  });

  it('ends at the end when the match is late, and has no trailing ellipsis', () => {
    const text = `${'filler '.repeat(60)}needle`;
    expect(makeSnippet(text, ['needle']).endsWith('needle')).toBe(true);
  });
});

describe('firstMatch', () => {
  it('finds a term as text, symbols included', () => {
    expect(firstMatch('Rewrote it in C++ today', ['c++'])).toBe(14);
  });

  it('finds the closest word for a typo', () => {
    expect(firstMatch('We held the retrospective meeting', ['retrospectve'])).toBe(12);
  });
});
