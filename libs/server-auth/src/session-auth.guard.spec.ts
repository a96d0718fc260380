import { isReadRequest, tokenMayUse } from './session-auth.guard';

describe('tokenMayUse', () => {
  it('closes every /api/auth route but GET /api/auth/me to tokens, in any letter case (R3-D10)', () => {
    for (const path of ['/api/auth/tokens', '/API/AUTH/TOKENS', '/Api/Auth/Password', '/api/AUTH/2fa/enable'])
      expect([path, tokenMayUse('POST', path)]).toEqual([path, false]);
    expect(tokenMayUse('GET', '/API/AUTH/ME')).toBe(true);
    expect(tokenMayUse('GET', '/api/auth/me/')).toBe(true);
    expect(tokenMayUse('DELETE', '/API/auth/me')).toBe(false);
    expect(tokenMayUse('POST', '/api/work-notes')).toBe(true);
  });
});

describe('isReadRequest', () => {
  it('counts GET, HEAD and OPTIONS as reads, and POST /api/ask too (a question changes nothing)', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(isReadRequest(method, '/api/work-notes')).toBe(true);
    expect(isReadRequest('POST', '/api/ask')).toBe(true);
    expect(isReadRequest('post', '/API/Ask/')).toBe(true);
  });

  it('counts every other POST, PATCH and DELETE as a write', () => {
    expect(isReadRequest('POST', '/api/work-notes')).toBe(false);
    expect(isReadRequest('POST', '/api/ask/anything')).toBe(false);
    expect(isReadRequest('PATCH', '/api/ask')).toBe(false);
    expect(isReadRequest('DELETE', '/api/work-records/1')).toBe(false);
  });
});
