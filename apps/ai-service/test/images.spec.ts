// POST /api/images/analyze-text: real uploads, offline OCR (tesseract.js with the shipped English
// model) on images rendered here, and every upload limit answered with a readable 4xx.
import request from 'supertest';
import { useTestSession, useTestStack } from '@diary/server-testing';
import { createApp } from '../src/app';
import { renderHtmlToPng, renderTextAsJpegAndWebp } from './support/render-text';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('image text extraction', () => {
  const stack = useTestStack({ ai: createApp });
  const user = useTestSession(stack, 'all');
  let sentence: Buffer;
  let blank: Buffer;
  const upload = () => request(stack.urls.ai).post('/api/images/analyze-text').set('Cookie', user.cookie);

  beforeAll(async () => {
    sentence = await renderHtmlToPng(
      '<h1 style="font-size:110px;margin:0">Quarterly Planning</h1>' +
        '<p style="font-size:20px">Review the refund API before Friday and ship the invoice export.</p>',
      { width: 1200, height: 320 },
    );
    blank = await renderHtmlToPng(
      '<div style="width:300px;height:120px;border-radius:30px;background:linear-gradient(45deg,#88a,#daa)"></div>',
      {
        width: 500,
        height: 250,
      },
    );
  }, 60000);

  it('reads a large heading and body text from a rendered screenshot, and gives "" for an image without text', async () => {
    const res = await upload()
      .attach('image', sentence, 'note.png')
      .attach('image', blank, 'shape.png')
      .expect(200);
    expect(res.body.texts).toHaveLength(2);
    const [text, none] = res.body.texts as string[];
    expect(text).toContain('Quarterly Planning');
    expect(text).toContain('Review the refund API before Friday and ship the invoice export.');
    expect(none).toBe('');
  }, 60000);

  it('reads JPEG and WebP images too, one text per image in upload order', async () => {
    const { jpeg, webp } = await renderTextAsJpegAndWebp('Invoices are exported every Monday morning.');
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(webp.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const res = await upload()
      .attach('image', webp, 'line.webp')
      .attach('image', jpeg, 'line.jpg')
      .expect(200);
    expect(res.body.texts).toEqual([
      'Invoices are exported every Monday morning.',
      'Invoices are exported every Monday morning.',
    ]);
  }, 60000);

  it('refuses an image that does not decode (415), and reads the next upload as before', async () => {
    const broken = Buffer.concat([PNG_MAGIC, Buffer.from('IHDR but nothing after it')]);
    const res = await upload().attach('image', broken, 'cut.png').expect(415);
    expect(res.body.message).toBe(
      '"cut.png" could not be read as an image; it may be damaged or incomplete.',
    );
    const next = await upload().attach('image', sentence, 'note.png').expect(200);
    expect(next.body.texts[0]).toContain('Quarterly Planning');
  }, 60000);

  it('needs a signed-in user (401)', async () => {
    await request(stack.urls.ai)
      .post('/api/images/analyze-text')
      .attach('image', sentence, 'note.png')
      .expect(401);
  });

  it('refuses a file that is not a PNG, JPEG or WebP by its content, whatever its name (415)', async () => {
    const res = await upload()
      .attach('image', Buffer.from('just some text, not a picture'), {
        filename: 'fake.png',
        contentType: 'image/png',
      })
      .expect(415);
    expect(res.body).toEqual({
      statusCode: 415,
      message: 'Only PNG, JPEG and WebP images can be read, and "fake.png" is not one of them.',
      error: 'Unsupported Media Type',
    });
  });

  it('refuses an image over 10 MB (413)', async () => {
    const big = Buffer.concat([PNG_MAGIC, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload().attach('image', big, 'huge.png').expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      message: 'Each image must be at most 10 MB.',
      error: 'Payload Too Large',
    });
  });

  it('refuses more than 5 images in one request (413)', async () => {
    let req = upload();
    for (let i = 0; i < 6; i++) req = req.attach('image', blank, `shape${i}.png`);
    const res = await req.expect(413);
    expect(res.body.message).toBe('You can send at most 5 images at a time.');
  });

  it('asks for at least one image (400) and for the right field name (400)', async () => {
    expect((await upload().field('note', 'no file').expect(400)).body.message).toBe(
      'Attach at least one image in the form field named "image".',
    );
    expect((await upload().send({ image: 'x' }).expect(400)).body.message).toBe(
      'Attach at least one image in the form field named "image".',
    );
    expect((await upload().attach('picture', blank, 'shape.png').expect(400)).body.message).toBe(
      'Send the images in the form field named "image".',
    );
  });

  it('refuses a broken multipart body (400, not 500)', async () => {
    const res = await upload()
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG')
      .expect(400);
    expect(res.body.message).toBe('The upload is not valid multipart form data.');
  });
});
