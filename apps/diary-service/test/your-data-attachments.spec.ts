// Exports and imports carry attachments: the JSON archive holds their bytes, the Markdown zip has
// them as files next to the day's page, and importing the archive into another account brings the
// images back (byte for byte, with the notes showing them) once, however often it is imported.
import request from 'supertest';
import type { Attachment, ExportArchive, DayResponse } from '@diary/contracts';
import { createRecord } from '@diary/server-testing';
import { Account, binary, register, useWholeStack } from './support/your-data-stack';
import { unzip } from './support/zip-reader';
import { noisyImage } from './support/test-images';

describe('exports and imports carry attachments', () => {
  const stack = useWholeStack();
  let alice: Account;
  let png: Buffer;
  let attachment: Attachment;
  let recordId: string;
  const diary = () => request(stack.urls.diary);

  beforeAll(async () => {
    alice = await register(stack, 'painter');
    const record = await createRecord(stack, alice, {
      date: '2024-05-31',
      start: '2024-05-31T07:00:00.000Z',
      end: '2024-05-31T08:00:00.000Z',
    });
    recordId = record.id;
    png = await noisyImage(64, 48, 'png');
    attachment = (
      await diary()
        .post('/api/attachments')
        .set('Cookie', alice.cookie)
        .field('workRecordId', record.id)
        .attach('file', png, 'sketch.png')
        .expect(201)
    ).body as Attachment;
    await diary()
      .post('/api/work-notes')
      .set('Cookie', alice.cookie)
      .send({
        workRecordId: record.id,
        content: `The sketch ![image](${attachment.url})`,
        timestamp: '2024-05-31T07:30:00.000Z',
      })
      .expect(201);
  });

  const exportJson = async (who: Account) =>
    (await diary().get('/api/export?format=json').set('Cookie', who.cookie).expect(200))
      .body as ExportArchive;

  it('puts every attachment into the JSON archive with its bytes and its record', async () => {
    const archive = await exportJson(alice);
    expect(archive.attachments).toEqual([
      {
        id: attachment.id,
        workRecordId: recordId,
        contentType: 'image/png',
        width: 64,
        height: 48,
        data: png.toString('base64'),
      },
    ]);
  });

  it("puts attachments into the Markdown zip next to their day's page, which links to them", async () => {
    const res = await diary()
      .get('/api/export?format=markdown')
      .set('Cookie', alice.cookie)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const files = unzip(res.body as Buffer);
    const file = files.get(`2024/05/2024-05-31/${attachment.id}.png`);
    expect(file && Buffer.compare(file, png)).toBe(0);
    const page = files.get('2024/05/2024-05-31.md')!.toString('utf8');
    expect(page).toContain(`![image](2024-05-31/${attachment.id}.png)`);
    expect(page).not.toContain('/api/attachments/');
  });

  it('brings the images back when the archive is imported into another account, once', async () => {
    const archive = Buffer.from(JSON.stringify(await exportJson(alice)));
    const bob = await register(stack, 'copier');
    const first = await diary()
      .post('/api/import')
      .set('Cookie', bob.cookie)
      .attach('file', archive, 'diary.json')
      .expect(200);
    expect(first.body).toMatchObject({ records: 1, notes: 1, attachments: 1 });
    const day = (await diary().get('/api/work-records/2024-05-31').set('Cookie', bob.cookie).expect(200))
      .body as DayResponse;
    const content = day.records[0].notes[0].content;
    const id = /\/api\/attachments\/([0-9a-f-]{36})/.exec(content)![1];
    // The id was alice's: bob's copy has its own, and the note shows that one.
    expect(id).not.toBe(attachment.id);
    const got = await diary()
      .get(`/api/attachments/${id}`)
      .set('Cookie', bob.cookie)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(Buffer.compare(got.body as Buffer, png)).toBe(0);
    await diary().get(`/api/attachments/${id}`).set('Cookie', alice.cookie).expect(404);

    const again = await diary()
      .post('/api/import')
      .set('Cookie', bob.cookie)
      .attach('file', archive, 'diary.json')
      .expect(200);
    expect(again.body).toMatchObject({ records: 0, notes: 0, attachments: 0 });
    expect((await exportJson(bob)).attachments).toHaveLength(1);
  });

  it('refuses an archive whose attachment is not an image, naming it, and adds nothing', async () => {
    const archive = await exportJson(alice);
    archive.attachments![0].data = Buffer.from('not an image at all').toString('base64');
    const carol = await register(stack, 'broken');
    const res = await diary()
      .post('/api/import')
      .set('Cookie', carol.cookie)
      .attach('file', Buffer.from(JSON.stringify(archive)), 'diary.json')
      .expect(400);
    expect(res.body.message).toMatch(/attachments\[0\]/);
    expect((await exportJson(carol)).records).toEqual([]);
  });
});
