import { tokenMayUse } from './session-auth.guard';

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
