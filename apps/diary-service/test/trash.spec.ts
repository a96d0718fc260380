// The trash (contract, "Private and permanent"): a deleted note or session waits 30 days, out of
// search, stats and exports, and comes back whole on restore; the nightly purge takes it after.
import request from 'supertest';
import type { ExportArchive, SearchResult, TrashItem, WorkRecord } from '@diary/contracts';
import { addNote, connectServiceDb, createRecord, waitUntil } from '@diary/server-testing';
import { RetentionService } from '../src/retention/retention.service';
import { register, useWholeStack, type Account } from './support/your-data-stack';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the trash', () => {
  const stack = useWholeStack();
  const diary = () => request(stack.urls.diary);
  const search = async (who: Account, q: string) =>
    (await request(stack.urls.search).get(`/api/search?q=${q}`).set('Cookie', who.cookie).expect(200))
      .body as SearchResult[];
  const trash = async (who: Account) =>
    (await diary().get('/api/trash').set('Cookie', who.cookie).expect(200)).body as TrashItem[];
  const day = async (who: Account, date: string) =>
    (await diary().get(`/api/work-records/${date}`).set('Cookie', who.cookie).expect(200)).body
      .records as WorkRecord[];
  const minutes = async (who: Account) =>
    (await diary().get('/api/stats?from=2024-05-01&to=2024-05-31').set('Cookie', who.cookie).expect(200)).body
      .totalMinutes as number;

  it('keeps a deleted note out of search and the export until it is restored, history and all', async () => {
    const me = await register(stack, 'binner');
    const record = await createRecord(stack, me, {
      date: '2024-05-30',
      start: '2024-05-30T08:00:00.000Z',
      end: '2024-05-30T09:00:00.000Z',
    });
    const note = await addNote(stack, me, record.id, 'quokka census draft');
    await diary()
      .patch(`/api/work-notes/${note.id}`)
      .set('Cookie', me.cookie)
      .send({ content: 'quokka census' });
    await waitUntil(
      async () => (await search(me, 'quokka')).length === 1,
      20_000,
      'the index to show 1 match(es) of quokka',
    );

    await diary().delete(`/api/work-notes/${note.id}`).set('Cookie', me.cookie).expect(204);
    const [item] = await trash(me);
    expect(item).toMatchObject({ kind: 'note', itemId: note.id, date: '2024-05-30', title: 'quokka census' });
    expect(Date.parse(item.expiresAt) - Date.parse(item.deletedAt)).toBe(30 * DAY_MS);
    expect((await day(me, '2024-05-30'))[0].notes).toEqual([]);
    await waitUntil(
      async () => (await search(me, 'quokka')).length === 0,
      20_000,
      'the index to show 0 match(es) of quokka',
    );
    const archive = (await diary().get('/api/export?format=json').set('Cookie', me.cookie).expect(200))
      .body as ExportArchive;
    expect(JSON.stringify(archive)).not.toContain('quokka');

    const restored = await diary().post(`/api/trash/${item.id}/restore`).set('Cookie', me.cookie).expect(200);
    expect(restored.body).toEqual({ kind: 'note', id: note.id, date: '2024-05-30' });
    expect((await day(me, '2024-05-30'))[0].notes.map((n) => n.content)).toEqual(['quokka census']);
    const history = await diary()
      .get(`/api/work-notes/${note.id}/revisions`)
      .set('Cookie', me.cookie)
      .expect(200);
    expect(history.body.map((r: { content: string }) => r.content)).toEqual(['quokka census draft']);
    await waitUntil(
      async () => (await search(me, 'quokka')).length === 1,
      20_000,
      'the index to show 1 match(es) of quokka',
    );
    expect(await trash(me)).toEqual([]);
  });

  it('keeps a deleted session out of stats and search, and restores it with its notes', async () => {
    const me = await register(stack, 'sessionbin');
    const record = await createRecord(stack, me, {
      date: '2024-05-29',
      start: '2024-05-29T08:00:00.000Z',
      end: '2024-05-29T09:30:00.000Z',
      notes: [{ at: '2024-05-29T08:10:00.000Z', content: 'axolotl tank pump fixed' }],
    });
    await diary()
      .patch(`/api/work-records/${record.id}`)
      .set('Cookie', me.cookie)
      .send({ tags: ['lab'] })
      .expect(200);
    await waitUntil(
      async () => (await search(me, 'axolotl')).length === 1,
      20_000,
      'the index to show 1 match(es) of axolotl',
    );
    expect(await minutes(me)).toBe(90);

    await diary().delete(`/api/work-records/${record.id}`).set('Cookie', me.cookie).expect(204);
    const [item] = await trash(me);
    expect(item).toMatchObject({ kind: 'session', itemId: record.id, date: '2024-05-29' });
    expect(await minutes(me)).toBe(0);
    expect(await day(me, '2024-05-29')).toEqual([]);
    await waitUntil(
      async () => (await search(me, 'axolotl')).length === 0,
      20_000,
      'the index to show 0 match(es) of axolotl',
    );

    await diary().post(`/api/trash/${item.id}/restore`).set('Cookie', me.cookie).expect(200);
    const [back] = await day(me, '2024-05-29');
    expect(back).toMatchObject({ id: record.id, tags: ['lab'], isActive: false });
    expect(back.notes.map((n) => n.content)).toEqual(['axolotl tank pump fixed']);
    expect(await minutes(me)).toBe(90);
    await waitUntil(
      async () => (await search(me, 'axolotl')).length === 1,
      20_000,
      'the index to show 1 match(es) of axolotl',
    );
  });

  it("answers 404 for another user's trash item, and a note of a deleted session waits for it (409)", async () => {
    const me = await register(stack, 'owner');
    const other = await register(stack, 'stranger');
    const record = await createRecord(stack, me, {
      date: '2024-05-28',
      start: '2024-05-28T08:00:00.000Z',
      end: '2024-05-28T09:00:00.000Z',
    });
    const note = await addNote(stack, me, record.id, 'only mine');
    await diary().delete(`/api/work-notes/${note.id}`).set('Cookie', me.cookie).expect(204);
    await diary().delete(`/api/work-records/${record.id}`).set('Cookie', me.cookie).expect(204);
    const items = await trash(me);
    expect(items.map((i) => i.kind)).toEqual(['session', 'note']);
    expect(await trash(other)).toEqual([]);
    await diary().post(`/api/trash/${items[1].id}/restore`).set('Cookie', other.cookie).expect(404);
    const early = await diary()
      .post(`/api/trash/${items[1].id}/restore`)
      .set('Cookie', me.cookie)
      .expect(409);
    expect(early.body.message).toMatch(/Restore the session from the trash first/);
    await diary().post(`/api/trash/${items[0].id}/restore`).set('Cookie', me.cookie).expect(200);
    await diary().post(`/api/trash/${items[1].id}/restore`).set('Cookie', me.cookie).expect(200);
    expect((await day(me, '2024-05-28'))[0].notes.map((n) => n.content)).toEqual(['only mine']);
  });

  it('empties on request, and the nightly purge takes what is older than 30 days', async () => {
    const me = await register(stack, 'purger');
    for (const [i, date] of ['2024-05-01', '2024-05-02'].entries()) {
      const r = await createRecord(stack, me, {
        date,
        start: `${date}T08:00:00.000Z`,
        end: `${date}T09:00:00.000Z`,
      });
      await diary().delete(`/api/work-records/${r.id}`).set('Cookie', me.cookie).expect(204);
      if (i === 0) {
        const db = await connectServiceDb(stack, 'diary');
        await db.query(`UPDATE trash_items SET deleted_at = now() - interval '31 days' WHERE item_id = $1`, [
          r.id,
        ]);
      }
    }
    const retention = stack.apps.diary!.get(RetentionService);
    await retention.purge(new Date());
    expect((await trash(me)).map((i) => i.date)).toEqual(['2024-05-02']);
    // Thirty days on, the other one goes too.
    await retention.purge(new Date(Date.now() + 30 * DAY_MS + 60_000));
    expect(await trash(me)).toEqual([]);

    const r = await createRecord(stack, me, {
      date: '2024-05-03',
      start: '2024-05-03T08:00:00.000Z',
      end: '2024-05-03T09:00:00.000Z',
    });
    await diary().delete(`/api/work-records/${r.id}`).set('Cookie', me.cookie).expect(204);
    expect(await trash(me)).toHaveLength(1);
    await diary().delete('/api/trash').set('Cookie', me.cookie).expect(204);
    expect(await trash(me)).toEqual([]);
  });
});
