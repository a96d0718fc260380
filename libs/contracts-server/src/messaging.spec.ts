import { ExportedNote, WorkNote } from '@diary/contracts';
import { NoteIndexJobFields, SearchIndexJob } from './messaging';

const keys = (schema: { shape: object }) => Object.keys(schema.shape).sort();

describe("a note's shapes come from WorkNote", () => {
  it('an index job carries every field of the note but its ids, edit time and envelope', () => {
    const own = keys(WorkNote).filter(
      (k) => !['id', 'userId', 'workRecordId', 'updatedAt', 'sealed'].includes(k),
    );
    expect(keys(NoteIndexJobFields)).toEqual(own);
  });

  it("the export's note is the note without its user, record and edit time, with its versions", () => {
    const own = keys(WorkNote).filter((k) => !['userId', 'workRecordId', 'updatedAt'].includes(k));
    expect(keys(ExportedNote)).toEqual([...own, 'revisions'].sort());
  });
});

describe('SearchIndexJob', () => {
  const upsert = {
    kind: 'note.upsert',
    version: 1,
    userId: '7f4c1e52-1b7c-4a55-9d8e-2f1f4d3c9a10',
    noteId: '0b3c5f0e-8a0f-4c4e-b7e5-6a1f7d2c3b41',
    recordId: '5d2a9c1b-3e4f-4a6b-8c7d-9e0f1a2b3c4d',
    date: '2024-05-31',
    content: 'Wrote the migration',
    timestamp: '2024-05-31T09:15:00.000Z',
  };

  it('accepts a note upsert as the diary sends it', () => {
    expect(SearchIndexJob.parse(upsert)).toEqual(upsert);
  });

  it('refuses a note id that is not a UUID and a time without its offset', () => {
    expect(SearchIndexJob.safeParse({ ...upsert, noteId: 'n1' }).success).toBe(false);
    expect(SearchIndexJob.safeParse({ ...upsert, timestamp: '2024-05-31 09:15' }).success).toBe(false);
  });
});
