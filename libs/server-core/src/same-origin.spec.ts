import { baseEnvShape } from './config';
import type { Request, Response } from 'express';
import { ForbiddenException } from '@nestjs/common';
import { isBearerOnly, isSameOriginRequest, sameOriginOnly } from './same-origin.middleware';

const seen = { scheme: 'http', host: 'diary.local:3000' };

describe('isSameOriginRequest', () => {
  it('compares scheme, host and port with the origin the server was reached at', () => {
    expect(isSameOriginRequest({ origin: 'http://diary.local:3000' }, [], seen)).toBe(true);
    expect(isSameOriginRequest({ origin: 'https://diary.local:3000' }, [], seen)).toBe(false);
    expect(isSameOriginRequest({ origin: 'http://diary.local:3001' }, [], seen)).toBe(false);
    expect(isSameOriginRequest({ origin: 'http://diary.local' }, [], seen)).toBe(false);
    expect(
      isSameOriginRequest({ origin: 'https://x.example' }, [], { scheme: 'https', host: 'x.example:443' }),
    ).toBe(true);
  });

  it('refuses no headers, Origin null, a bad Origin, and any Sec-Fetch-Site but same-origin', () => {
    expect(isSameOriginRequest({}, [], seen)).toBe(false);
    expect(isSameOriginRequest({ origin: 'null' }, [], seen)).toBe(false);
    expect(isSameOriginRequest({ origin: 'not a url' }, [], seen)).toBe(false);
    expect(isSameOriginRequest({ origin: 'file://diary.local:3000' }, [], seen)).toBe(false);
    for (const site of ['cross-site', 'same-site', 'none'])
      expect(
        isSameOriginRequest({ origin: 'http://diary.local:3000', 'sec-fetch-site': site }, [], seen),
      ).toBe(false);
    expect(isSameOriginRequest({ 'sec-fetch-site': 'same-origin' }, [], seen)).toBe(true);
  });

  it('with PUBLIC_ORIGIN, only those origins count, whatever Host the request names', () => {
    const allowed = baseEnvShape.PUBLIC_ORIGIN.parse('https://diary.example.com, http://10.0.0.5:8080/');
    expect(allowed).toEqual(['https://diary.example.com', 'http://10.0.0.5:8080']);
    expect(isSameOriginRequest({ origin: 'https://diary.example.com' }, allowed, seen)).toBe(true);
    expect(
      isSameOriginRequest({ origin: 'http://evil.example' }, allowed, {
        scheme: 'http',
        host: 'evil.example',
      }),
    ).toBe(false);
    expect(baseEnvShape.PUBLIC_ORIGIN.safeParse('diary.example.com').success).toBe(false);
    expect(baseEnvShape.PUBLIC_ORIGIN.safeParse('https://diary.example.com/app').success).toBe(false);
    expect(baseEnvShape.PUBLIC_ORIGIN.parse(undefined)).toEqual([]);
  });
});

describe('isBearerOnly', () => {
  it('is true only for a bearer token without any cookie', () => {
    expect(isBearerOnly({ authorization: 'Bearer abc' })).toBe(true);
    expect(isBearerOnly({ authorization: 'Bearer abc', cookie: 'wd_session=x' })).toBe(false);
    expect(isBearerOnly({ authorization: 'Basic abc' })).toBe(false);
    expect(isBearerOnly({})).toBe(false);
  });
});

describe('sameOriginOnly', () => {
  const check = (headers: Record<string, string>) => {
    let passed: unknown = 'not called';
    sameOriginOnly(['https://diary.example.com'], 'the-right-internal-token')(
      { method: 'POST', headers, protocol: 'http', host: 'diary.local' } as unknown as Request,
      {} as Response,
      (err?: unknown) => (passed = err),
    );
    return passed;
  };

  it('lets only the right internal token skip the check: any other value is a cross-site request (R3-D9)', () => {
    const cookie = 'wd_session=x';
    expect(check({ cookie, 'x-internal-token': 'the-right-internal-token' })).toBeUndefined();
    for (const wrong of ['', 'x', 'the-right-internal-tokeN', 'the-right-internal-token-and-more'])
      expect(check({ cookie, 'x-internal-token': wrong })).toBeInstanceOf(ForbiddenException);
    expect(check({ cookie, origin: 'https://diary.example.com' })).toBeUndefined();
  });
});
