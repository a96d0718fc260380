import { jsonBodyProblem, MAX_JSON_DEPTH } from './json-body-check';

describe('jsonBodyProblem', () => {
  it('accepts ordinary bodies, emoji and right-to-left text', () => {
    expect(jsonBodyProblem({ content: '👩🏽‍💻 שלום', list: [1, { a: null }] })).toBeNull();
    expect(jsonBodyProblem(undefined)).toBeNull();
  });

  it('refuses lone surrogates in values and keys', () => {
    expect(jsonBodyProblem({ email: '\ud800' })).toMatch(/not valid Unicode/);
    expect(jsonBodyProblem({ ['x\udfff']: 1 })).toMatch(/not valid Unicode/);
  });

  it('refuses nesting deeper than the limit without overflowing the stack itself', () => {
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)) as unknown;
    expect(jsonBodyProblem(deep)).toMatch(/nested too deeply/);
    const ok = JSON.parse('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH)) as unknown;
    expect(jsonBodyProblem(ok)).toBeNull();
  });
});
