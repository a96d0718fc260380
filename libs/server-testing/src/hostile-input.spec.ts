import { encodeLoosely, expectCleanAnswer } from './hostile-input';

const json = { 'content-type': 'application/json; charset=utf-8' };

describe('expectCleanAnswer', () => {
  it('accepts successes, a readable JSON 4xx and Node’s bare 431', () => {
    expect(() => expectCleanAnswer({ status: 200, body: {}, headers: json })).not.toThrow();
    expect(() =>
      expectCleanAnswer({
        status: 400,
        body: { statusCode: 400, message: 'The date is not valid.', error: 'Bad Request' },
        headers: json,
      }),
    ).not.toThrow();
    expect(() => expectCleanAnswer({ status: 431, body: null, headers: {} })).not.toThrow();
  });

  it('refuses a 5xx, a 4xx that is not JSON or not the error shape, and leaked internals', () => {
    expect(() => expectCleanAnswer({ status: 500, body: {}, headers: json })).toThrow(/server error/);
    expect(() =>
      expectCleanAnswer({ status: 404, body: 'no', headers: { 'content-type': 'text/html' } }),
    ).toThrow(/not JSON/);
    expect(() =>
      expectCleanAnswer({ status: 400, body: { statusCode: 400, message: 'Bad.' }, headers: json }),
    ).toThrow(/error shape/);
    expect(() =>
      expectCleanAnswer({
        status: 400,
        body: { statusCode: 400, message: 'QueryFailedError: SELECT went wrong', error: 'Bad Request' },
        headers: json,
      }),
    ).toThrow(/leaks internals/);
  });
});

describe('encodeLoosely', () => {
  it('keeps the text a path segment can carry and encodes the rest', () => {
    const encoded = encodeLoosely('a b/é');
    expect(encoded).not.toContain(' ');
    expect(decodeURIComponent(encoded)).toBe('a b/é');
  });

  it('writes a lone surrogate as its three bytes instead of throwing', () => {
    expect(encodeLoosely('x\ud800')).toBe('x%ED%A0%80');
  });
});
