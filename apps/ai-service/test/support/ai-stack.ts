// The real auth, diary and ai services on real Postgres and Redis, and helpers to fill a day with
// records and notes and to listen to a user's live events.
import request from 'supertest';
import { WorkRecord } from '@diary/contracts';
import { startTestStack, TestSession, TestStack } from '@diary/server-testing';
import { createApp as createAuthApp } from '../../../auth-service/src/app';
import { createApp as createDiaryApp } from '../../../diary-service/src/app';
import { createApp } from '../../src/app';

export const startAiStack = (): Promise<TestStack> =>
  startTestStack({ auth: createAuthApp, diary: createDiaryApp, ai: createApp });

export const startAuthAndDiary = (): Promise<TestStack> =>
  startTestStack({ auth: createAuthApp, diary: createDiaryApp });

export interface NoteSpec {
  at: string;
  content: string;
}

/** Creates a finished record (or an active one when `end` is null) with its notes, through the diary API. */
export async function createRecord(
  stack: TestStack,
  user: Pick<TestSession, 'cookie'>,
  spec: { date: string; start: string; end: string | null; notes?: NoteSpec[] },
): Promise<WorkRecord> {
  const diary = request(stack.urls.diary);
  const body = spec.end
    ? { date: spec.date, startTime: spec.start, endTime: spec.end, isActive: false }
    : { date: spec.date, startTime: spec.start, isActive: true };
  const record = (await diary.post('/api/work-records').set('Cookie', user.cookie).send(body).expect(201))
    .body as WorkRecord;
  for (const note of spec.notes ?? []) {
    await diary
      .post('/api/work-notes')
      .set('Cookie', user.cookie)
      .send({ workRecordId: record.id, content: note.content, timestamp: note.at })
      .expect(201);
  }
  return record;
}

export async function getRecord(
  stack: TestStack,
  user: Pick<TestSession, 'cookie'>,
  date: string,
  id: string,
): Promise<WorkRecord | undefined> {
  const res = await request(stack.urls.diary)
    .get(`/api/work-records/${date}`)
    .set('Cookie', user.cookie)
    .expect(200);
  return (res.body.records as WorkRecord[]).find((r) => r.id === id);
}

/** The ai service's events come after queued work, so its tests wait longer for them than the default. */
export const AI_EVENT_WAIT_MS = 15000;
