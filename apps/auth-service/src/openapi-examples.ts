// Examples for the auth service's OpenAPI document (libs/server-core/src/openapi.ts). The gateway's
// OpenAPI test checks that real answers have the same shape as these.
import { ApiBody, ApiResponse } from '@nestjs/swagger';

const ID = '0b7c3f0e-5d0a-4a43-9a55-0d1f0c2b9e41';
const AT = '2026-11-23T09:30:00.000Z';

export const EXAMPLES = {
  register: { username: 'ada', password: 'correct horse battery', email: 'ada@example.com' },
  registered: { id: ID, username: 'ada', email: 'ada@example.com' },
  login: { username: 'ada', password: 'correct horse battery' },
  signedIn: { id: ID, username: 'ada' },
  challenge: { twoFactorRequired: true, challenge: 'Q2hhbGxlbmdlLWV4YW1wbGUtMzItYnl0ZXMtYmFzZTY0dXJs' },
  login2fa: { challenge: 'Q2hhbGxlbmdlLWV4YW1wbGUtMzItYnl0ZXMtYmFzZTY0dXJs', code: '492039' },
  me: { id: ID, username: 'ada', twoFactorEnabled: false, role: 'user' },
  password: { currentPassword: 'correct horse battery', newPassword: 'a new and longer passphrase' },
  sessions: [
    {
      id: ID,
      createdAt: AT,
      lastSeenAt: AT,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      current: true,
    },
  ],
  setup: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauthUrl:
      'otpauth://totp/Work%20Diary:ada?issuer=Work%20Diary&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
  },
  code: { code: '492039' },
  enable: { code: '492039', password: 'correct horse battery' },
  recoveryCodes: { recoveryCodes: ['3f9a1-0c2d4', '8b7e2-91f0a', '…8 more'] },
  disable: { password: 'correct horse battery' },
  createToken: { name: 'my export script', scope: 'read' },
  createdToken: {
    id: ID,
    name: 'my export script',
    scope: 'read',
    token: 'wdt_3q2-7wEXAMPLEexampleEXAMPLEexampleEXAMPLEexa',
    createdAt: AT,
  },
  tokens: [{ id: ID, name: 'my export script', scope: 'read', createdAt: AT }],
} as const;

/** A JSON body example for the document. */
export const BodyExample = (example: unknown) => ApiBody({ schema: { type: 'object', example } });

/** An answer with its status, description and example (in its schema). */
export const Answer = (status: number, description: string, example?: unknown) =>
  ApiResponse({
    status,
    description,
    ...(example === undefined
      ? {}
      : { schema: { type: Array.isArray(example) ? 'array' : 'object', example } }),
  });
