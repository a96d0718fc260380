// Edit history (contract, "Private and permanent"): every edit keeps the version before it,
// newest first; any version can be restored; old versions go after NOTE_HISTORY_DAYS.
import type { NoteRevision, WorkNote } from '@diary/contracts';
import { addNote, connectServiceDb, createRecord, useTestSession } from '@diary/server-testing';
import { RetentionService } from '../src/retention/retention.service';
import { api, useDiary } from './support/diary-stack';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('a note’s edit history', () => {
  const stack = useDiary();
  const alice = useTestSession(stack);
  const bob = useTestSession(stack);

  let hour = 0;
  /** A note in a finished session of its own. */
  async function newNote(content: string): Promise<WorkNote> {
    hour = (hour + 1) % 20;
    const start = `2024-05-31T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const rec = await createRecord(stack, alice, {
      date: '2024-05-31',
      start,
      end: start.replace(':00:00', ':30:00'),
    });
    return addNote(stack, alice, rec.id, content);
  }
  const edit = (id: string, content: string) =>
    api(stack).patch(`/api/work-notes/${id}`).set('Cookie', alice.cookie).send({ content }).expect(200);
  const history = async (id: string, cookie = alice.cookie) =>
    (await api(stack).get(`/api/work-notes/${id}/revisions`).set('Cookie', cookie).expect(200))
      .body as NoteRevision[];

  it('keeps the version before each edit, newest first, with when that version was saved', async () => {
    const note = await newNote('version one');
    const second = (await edit(note.id, 'version two')).body as WorkNote;
    await edit(note.id, 'version three');
    const revisions = await history(note.id);
    expect(revisions).toEqual([
      { id: expect.any(String), content: 'version two', editedAt: second.updatedAt },
      { id: expect.any(String), content: 'version one', editedAt: note.timestamp },
    ]);
  });

  it('keeps no version for a save that changes nothing, and one for a ticked task', async () => {
    const note = await newNote('- [ ] ship');
    await edit(note.id, '- [ ] ship');
    expect(await history(note.id)).toEqual([]);
    await api(stack)
      .post(`/api/work-notes/${note.id}/tasks/0`)
      .set('Cookie', alice.cookie)
      .send({ checked: true });
    expect((await history(note.id)).map((r) => r.content)).toEqual(['- [ ] ship']);
  });

  it('restores an earlier version as the note’s text, keeping the text it replaces', async () => {
    const note = await newNote('the good paragraph');
    await edit(note.id, 'an accidental overwrite');
    const [old] = await history(note.id);
    const res = await api(stack)
      .post(`/api/work-notes/${note.id}/revisions/${old.id}/restore`)
      .set('Cookie', alice.cookie)
      .expect(200);
    expect(res.body).toMatchObject({ id: note.id, content: 'the good paragraph' });
    expect((await history(note.id)).map((r) => r.content)).toEqual([
      'an accidental overwrite',
      'the good paragraph',
    ]);
  });

  it("answers 404 for another user's note or version, and for a version of another note", async () => {
    const note = await newNote('mine alone');
    await edit(note.id, 'mine, edited');
    const [old] = await history(note.id);
    await api(stack).get(`/api/work-notes/${note.id}/revisions`).set('Cookie', bob.cookie).expect(404);
    const stolen = await api(stack)
      .post(`/api/work-notes/${note.id}/revisions/${old.id}/restore`)
      .set('Cookie', bob.cookie)
      .expect(404);
    expect(stolen.body.message).toBe('Work note not found.');
    const other = await newNote('another note');
    const wrong = await api(stack)
      .post(`/api/work-notes/${other.id}/revisions/${old.id}/restore`)
      .set('Cookie', alice.cookie)
      .expect(404);
    expect(wrong.body.message).toBe('That version of the note was not found.');
    await api(stack)
      .post(`/api/work-notes/${note.id}/revisions/not-an-id/restore`)
      .set('Cookie', alice.cookie)
      .expect(404);
  });

  it('forgets versions replaced more than NOTE_HISTORY_DAYS (365) ago, and keeps newer ones', async () => {
    const note = await newNote('year-old text');
    await edit(note.id, 'recent text');
    await edit(note.id, 'current text');
    const db = await connectServiceDb(stack, 'diary');
    // The first version was replaced 366 days ago.
    await db.query(
      `UPDATE note_revisions SET replaced_at = now() - interval '366 days' WHERE note_id = $1 AND content = $2`,
      [note.id, 'year-old text'],
    );
    const retention = stack.apps.diary!.get(RetentionService);
    const result = await retention.purge(new Date());
    expect(result.revisions).toBeGreaterThanOrEqual(1);
    expect((await history(note.id)).map((r) => r.content)).toEqual(['recent text']);
    // A clock a year ahead forgets the rest.
    await retention.purge(new Date(Date.now() + 366 * DAY_MS));
    expect(await history(note.id)).toEqual([]);
  });

  it('deletes a note’s history with the note', async () => {
    const note = await newNote('to be deleted');
    await edit(note.id, 'edited once');
    await api(stack).delete(`/api/work-notes/${note.id}`).set('Cookie', alice.cookie).expect(204);
    const db = await connectServiceDb(stack, 'diary');
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM note_revisions WHERE note_id = $1`, [
      note.id,
    ]);
    expect(rows[0].n).toBe(0);
  });
});
