import { MAX_QUERY_WORDS, parseQuery } from './search-query';

describe('parseQuery', () => {
  it('answers null under 3 characters after trimming', () => {
    expect(parseQuery('  ab ')).toBeNull();
    expect(parseQuery('%%%')).toBeNull();
  });

  it('quotes every word as text and prefix-matches the last one', () => {
    expect(parseQuery('Deploy the API')?.tsquery).toBe(`'deploy' & 'the' & 'api':*`);
  });

  it('does not prefix-match a last word that ends in a symbol', () => {
    expect(parseQuery('learning c++')?.tsquery).toBe(`'learning' & 'c++'`);
  });

  it('escapes quotes and backslashes, and drops control characters', () => {
    expect(parseQuery(`it's a\\b\u0000x`)?.tsquery).toBe(`'it''s' & 'a\\\\b' & 'x':*`);
  });

  it('keeps at most 10 words and 200 characters', () => {
    expect(parseQuery('word '.repeat(50))?.words).toHaveLength(MAX_QUERY_WORDS);
    expect(parseQuery('x'.repeat(5000))?.words[0]).toHaveLength(200);
  });

  it('offers words of 3 or more letters to the typo fallback', () => {
    expect(parseQuery('go to kubernets')?.fuzzyWords).toEqual(['kubernets']);
  });
});
