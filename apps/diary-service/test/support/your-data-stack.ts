// The whole back end (auth, diary, ai, search) for the "Your data" tests, with registered users
// (real accounts, because export asks auth for the username and e-mail) and a reader of binary answers.
import request from 'supertest';
import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE, type WorkRecord } from '@diary/contracts';
import { startTestStack, TestStack } from '@diary/server-testing';
import { createApp as createAuthApp } from '../../../auth-service/src/app';
import { createApp as createAiApp } from '../../../ai-service/src/app';
import { createApp as createSearchApp } from '../../../search-service/src/app';
import { createApp } from '../../src/app';

export const startWholeStack = (): Promise<TestStack> =>
  startTestStack({ auth: createAuthApp, diary: createApp, ai: createAiApp, search: createSearchApp });

export interface Account {
  id: string;
  username: string;
  email: string;
  password: string;
  cookie: string;
}

export async function register(stack: TestStack, prefix = 'me'): Promise<Account> {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  const password = 'correct horse battery';
  const email = `${username}@example.com`;
  const res = await request(stack.urls.auth)
    .post('/api/auth/register')
    .send({ username, password, email })
    .expect(201);
  const raw = res.headers['set-cookie'] as unknown as string[];
  const cookie = raw.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!.split(';')[0];
  return { id: res.body.id, username, email, password, cookie };
}

export async function addRecord(
  stack: TestStack,
  who: Account,
  spec: { date: string; start: string; end: string | null; notes?: Array<{ at: string; content: string }> },
): Promise<WorkRecord> {
  const diary = request(stack.urls.diary);
  const body = spec.end
    ? { date: spec.date, startTime: spec.start, endTime: spec.end, isActive: false }
    : { date: spec.date, startTime: spec.start, isActive: true };
  const record = (await diary.post('/api/work-records').set('Cookie', who.cookie).send(body).expect(201))
    .body as WorkRecord;
  for (const note of spec.notes ?? [])
    await diary
      .post('/api/work-notes')
      .set('Cookie', who.cookie)
      .send({ workRecordId: record.id, content: note.content, timestamp: note.at })
      .expect(201);
  return record;
}

/** supertest parser that keeps the body as a Buffer (zip, csv). */
export function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
