// No lost update (contract, Trust round four): an edit made on a version the note has left is
// refused with the current note; ticking a task box works on the server's text, not the client's.
import type { NoteConflictBody, WorkNote } from '@diary/contracts';
import { useTestSession } from '@diary/server-testing';
import { api, startSession, useDiary } from './support/diary-stack';

describe('a note edited from two places', () => {
  const stack = useDiary();
  const alice = useTestSession(stack);
  const bob = useTestSession(stack);

  let day = '';
  async function addNote(content: string): Promise<WorkNote> {
    const rec = await startSession(stack, alice);
    day = rec.date;
    const res = await api(stack)
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({ workRecordId: rec.id, content })
      .expect(201);
    return res.body as WorkNote;
  }

  const patch = (id: string, body: object, cookie = alice.cookie) =>
    api(stack).patch(`/api/work-notes/${id}`).set('Cookie', cookie).send(body);

  it('saves an edit made on the version it names, and answers the new updatedAt', async () => {
    const note = await addNote('first words');
    const res = await patch(note.id, { content: 'second words', baseUpdatedAt: note.updatedAt }).expect(200);
    expect(res.body.content).toBe('second words');
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(note.updatedAt));
  });

  it('refuses an edit made on a stale version with 409 and the current note, and keeps the newer text', async () => {
    const seen = await addNote('Plan');
    const laptop = await patch(seen.id, {
      content: 'Plan\n\nA paragraph from the laptop.',
      baseUpdatedAt: seen.updatedAt,
    }).expect(200);
    const phone = await patch(seen.id, {
      content: 'Plan, edited on the phone',
      baseUpdatedAt: seen.updatedAt,
    });
    expect(phone.status).toBe(409);
    const body = phone.body as NoteConflictBody;
    expect(body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: expect.stringMatching(/changed elsewhere/),
      note: laptop.body,
    });
    const dayRes = await api(stack).get(`/api/work-records/${day}`).set('Cookie', alice.cookie);
    const stored = (dayRes.body.records as { notes: WorkNote[] }[])
      .flatMap((r) => r.notes)
      .find((n) => n.id === seen.id);
    expect(stored?.content).toBe('Plan\n\nA paragraph from the laptop.');
  });

  it('lets an old client without baseUpdatedAt write last-wins, as before', async () => {
    const note = await addNote('one');
    await patch(note.id, { content: 'two', baseUpdatedAt: note.updatedAt }).expect(200);
    const res = await patch(note.id, { content: 'three' }).expect(200);
    expect(res.body.content).toBe('three');
  });

  it('refuses a baseUpdatedAt that is not a date-time with a readable 400', async () => {
    const note = await addNote('one');
    const res = await patch(note.id, { content: 'two', baseUpdatedAt: 'yesterday' }).expect(400);
    expect(res.body.message).toMatch(/baseUpdatedAt must be an ISO date-time/);
  });

  it("answers 404 to a stale edit of another user's note, revealing nothing", async () => {
    const note = await addNote('private');
    const res = await patch(note.id, { content: 'x', baseUpdatedAt: '2020-01-01T00:00:00.000Z' }, bob.cookie);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('private');
  });

  describe('ticking a task box', () => {
    const tick = (id: string, index: number | string, checked: unknown, cookie = alice.cookie) =>
      api(stack).post(`/api/work-notes/${id}/tasks/${index}`).set('Cookie', cookie).send({ checked });

    it("applies on the server's current text, so a paragraph another device added stays", async () => {
      const seen = await addNote('- [ ] write tests\n- [ ] ship');
      // Another device adds a paragraph; this client still shows the version it saw.
      await patch(seen.id, {
        content: `${seen.content}\n\nAdded on the laptop.`,
        baseUpdatedAt: seen.updatedAt,
      }).expect(200);
      const res = await tick(seen.id, 1, true).expect(200);
      expect(res.body.content).toBe('- [ ] write tests\n- [x] ship\n\nAdded on the laptop.');
      const untick = await tick(seen.id, 1, false).expect(200);
      expect(untick.body.content).toBe('- [ ] write tests\n- [ ] ship\n\nAdded on the laptop.');
    });

    it('changes nothing when the box is already in that state', async () => {
      const note = await addNote('- [x] done');
      const res = await tick(note.id, 0, true).expect(200);
      expect(res.body).toEqual(note);
    });

    it('answers 404 for a task the note does not have, and 400 for a checked that is not true or false', async () => {
      const note = await addNote('- [ ] only one\n\n```\n- [ ] in code\n```');
      expect((await tick(note.id, 1, true).expect(404)).body.message).toBe('This note has no task number 2.');
      await tick(note.id, 'first', true).expect(404);
      expect((await tick(note.id, 0, 'yes').expect(400)).body.message).toBe('checked must be true or false.');
    });

    it("answers 404 for another user's note and leaves it unticked", async () => {
      const note = await addNote('- [ ] mine');
      await tick(note.id, 0, true, bob.cookie).expect(404);
      const again = await tick(note.id, 0, false).expect(200);
      expect(again.body.content).toBe('- [ ] mine');
    });
  });
});
