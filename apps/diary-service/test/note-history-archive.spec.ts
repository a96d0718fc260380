// A note's edit history travels in the JSON export and comes back with an import.
import request from 'supertest';
import type { ExportArchive, NoteRevision, WorkNote } from '@diary/contracts';
import { addNote, createRecord } from '@diary/server-testing';
import { register, useWholeStack } from './support/your-data-stack';

describe('edit history in exports and imports', () => {
  const stack = useWholeStack();
  const diary = () => request(stack.urls.diary);

  it('exports each note with its earlier versions and imports them into another account', async () => {
    const source = await register(stack, 'historian');
    const record = await createRecord(stack, source, {
      date: '2024-05-31',
      start: '2024-05-31T07:00:00.000Z',
      end: '2024-05-31T08:00:00.000Z',
    });
    const note = await addNote(stack, source, record.id, 'first draft', '2024-05-31T07:05:00.000Z');
    const edited = (
      await diary()
        .patch(`/api/work-notes/${note.id}`)
        .set('Cookie', source.cookie)
        .send({ content: 'second draft' })
    ).body as WorkNote;
    await diary()
      .patch(`/api/work-notes/${note.id}`)
      .set('Cookie', source.cookie)
      .send({ content: 'final text' });

    const archive = (await diary().get('/api/export?format=json').set('Cookie', source.cookie).expect(200))
      .body as ExportArchive;
    const exported = archive.records[0].notes[0];
    expect(exported.content).toBe('final text');
    expect(exported.revisions).toEqual([
      { id: expect.any(String), content: 'second draft', editedAt: edited.updatedAt },
      { id: expect.any(String), content: 'first draft', editedAt: '2024-05-31T07:05:00.000Z' },
    ]);

    const target = await register(stack, 'heir');
    await diary()
      .post('/api/import')
      .set('Cookie', target.cookie)
      .attach('file', Buffer.from(JSON.stringify(archive)), 'diary.json')
      .expect(200);
    const day = await diary().get('/api/work-records/2024-05-31').set('Cookie', target.cookie).expect(200);
    const imported = day.body.records[0].notes[0] as WorkNote;
    expect(imported.content).toBe('final text');
    const history = (
      await diary().get(`/api/work-notes/${imported.id}/revisions`).set('Cookie', target.cookie).expect(200)
    ).body as NoteRevision[];
    expect(history.map(({ content, editedAt }) => ({ content, editedAt }))).toEqual([
      { content: 'second draft', editedAt: edited.updatedAt },
      { content: 'first draft', editedAt: '2024-05-31T07:05:00.000Z' },
    ]);
  });
});
