// Diary data in one line, made through the diary's own API as a user would make it (Outline's
// factories): a running session, a finished record with its notes, a note. Each call checks the
// answer's status, so a spec only says what it needs.
import request from 'supertest';
import type { WorkNote, WorkRecord } from '@diary/contracts';
import type { TestStack } from './test-stack';

/** The stack (its diary service is called directly) or a base URL such as the gateway's. */
export type DiaryTarget = TestStack | string;
type Caller = { cookie: string };

const diary = (target: DiaryTarget) => request(typeof target === 'string' ? target : target.urls.diary);

export interface NoteSpec {
  at: string;
  content: string;
}

/** Starts a running session on `date` and returns its record. */
export async function startSession(
  target: DiaryTarget,
  user: Caller,
  date = '2024-05-31',
  startTime = new Date().toISOString(),
): Promise<WorkRecord> {
  const res = await diary(target)
    .post('/api/work-records')
    .set('Cookie', user.cookie)
    .send({ startTime, isActive: true, date })
    .expect(201);
  return res.body as WorkRecord;
}

/** Adds a note to a record (timestamped now unless `timestamp` is given) and returns it. */
export async function addNote(
  target: DiaryTarget,
  user: Caller,
  recordId: string,
  content: string,
  timestamp?: string,
): Promise<WorkNote> {
  const res = await diary(target)
    .post('/api/work-notes')
    .set('Cookie', user.cookie)
    .send({ workRecordId: recordId, content, ...(timestamp ? { timestamp } : {}) })
    .expect(201);
  return res.body as WorkNote;
}

/** Creates a finished record (or a running one when `end` is null) with its notes. */
export async function createRecord(
  target: DiaryTarget,
  user: Caller,
  spec: { date: string; start: string; end: string | null; notes?: NoteSpec[] },
): Promise<WorkRecord> {
  const body = spec.end
    ? { date: spec.date, startTime: spec.start, endTime: spec.end, isActive: false }
    : { date: spec.date, startTime: spec.start, isActive: true };
  const record = (
    await diary(target).post('/api/work-records').set('Cookie', user.cookie).send(body).expect(201)
  ).body as WorkRecord;
  for (const note of spec.notes ?? []) await addNote(target, user, record.id, note.content, note.at);
  return record;
}

/** One record of a day as its owner reads it, or undefined. */
export async function getRecord(
  target: DiaryTarget,
  user: Caller,
  date: string,
  id: string,
): Promise<WorkRecord | undefined> {
  const res = await diary(target).get(`/api/work-records/${date}`).set('Cookie', user.cookie).expect(200);
  return (res.body.records as WorkRecord[]).find((r) => r.id === id);
}
