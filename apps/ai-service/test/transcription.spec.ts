// POST /api/audio/transcribe through a fake OpenAI-compatible transcription endpoint: the audio and
// the language reach it and its text comes back; every upload problem is a readable 4xx; with no
// endpoint configured, 501. GET /api/diagnostic/capture names the engines in use.
import request from 'supertest';
import {
  createTestSession,
  freshRateWindow,
  TestSession,
  useTestSession,
  useTestStack,
} from '@diary/server-testing';
import { createApp } from '../src/app';
import { FakeTranscriptionServer } from './support/fake-transcription.server';

/** A short WAV file: a RIFF/WAVE header and a little silence (16 kHz, mono, 16-bit). */
function wav(samples = 1600): Buffer {
  const data = samples * 2;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(16000, 24);
  b.writeUInt32LE(32000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(data, 40);
  for (let i = 44; i < b.length; i += 2) b.writeInt16LE(Math.round(Math.sin(i / 9) * 3000), i);
  return b;
}

const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(200, 7)]);
describe('transcription through a configured endpoint', () => {
  const fake = new FakeTranscriptionServer();
  // Started before the stack, which is given its URL.
  beforeAll(() => fake.start());
  afterAll(() => fake.close());
  const stack = useTestStack({
    ai: (config) =>
      createApp({
        ...config,
        OPENAI_TRANSCRIBE_BASE_URL: fake.url,
        OPENAI_TRANSCRIBE_MODEL: 'whisper-1',
        TRANSCRIBE_MAX_PER_MINUTE: 3,
      }),
  });
  const user = useTestSession(stack, 'all');
  const transcribe = (who: TestSession = user) =>
    request(stack.urls.ai).post('/api/audio/transcribe').set('Cookie', who.cookie);

  it('sends the audio bytes and the language to the endpoint and answers its text', async () => {
    fake.reply = { text: ' Fixed the login bug and wrote the release notes. ' };
    const audio = wav();
    const res = await transcribe()
      .field('language', 'German')
      .attach('audio', audio, { filename: 'dictation.wav', contentType: 'audio/wav' })
      .expect(200);
    expect(res.body).toEqual({
      text: 'Fixed the login bug and wrote the release notes.',
      provider: 'openai',
    });
    const seen = fake.requests.at(-1)!;
    expect(seen.model).toBe('whisper-1');
    expect(seen.language).toBe('de');
    expect(seen.fileType).toBe('audio/wav');
    expect(seen.audio.equals(audio)).toBe(true);
  });

  it('lets the endpoint detect the language for Auto, and takes a language code', async () => {
    const other = await createTestSession(stack.env);
    await transcribe(other).field('language', 'Auto').attach('audio', WEBM, 'a.webm').expect(200);
    expect(fake.requests.at(-1)!.language).toBeNull();
    expect(fake.requests.at(-1)!.fileType).toBe('audio/webm');
    await transcribe(other).field('language', 'fr').attach('audio', WEBM, 'a.webm').expect(200);
    expect(fake.requests.at(-1)!.language).toBe('fr');
  });

  it('refuses what is not a recording by its content, whatever its declared type (415)', async () => {
    const before = fake.requests.length;
    const res = await transcribe()
      .attach('audio', Buffer.from('just some text, not a recording'), {
        filename: 'speech.webm',
        contentType: 'audio/webm',
      })
      .expect(415);
    expect(res.body.message).toBe(
      'Only WebM, Ogg, WAV, MP3 and M4A recordings can be transcribed, and this file is not one of them.',
    );
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await transcribe().attach('audio', png, { filename: 'a.ogg', contentType: 'audio/ogg' }).expect(415);
    expect(fake.requests.length).toBe(before);
  });

  it('refuses a recording over 25 MB (413)', async () => {
    const big = Buffer.concat([wav(8), Buffer.alloc(25 * 1024 * 1024)]);
    const res = await transcribe().attach('audio', big, 'long.wav').expect(413);
    expect(res.body).toEqual({
      statusCode: 413,
      message: 'A recording must be at most 25 MB.',
      error: 'Payload Too Large',
    });
  });

  it('refuses an empty recording, a missing one, a wrong field and an unknown language (400)', async () => {
    const message = async (req: request.Test) => (await req.expect(400)).body.message;
    expect(await message(transcribe().attach('audio', Buffer.alloc(0), 'empty.webm'))).toBe(
      'The recording is empty; nothing was heard.',
    );
    expect(await message(transcribe().field('language', 'German'))).toBe(
      'Attach a recording in the form field named "audio".',
    );
    expect(await message(transcribe().attach('sound', WEBM, 'a.webm'))).toBe(
      'Send the recording in the form field named "audio", one file.',
    );
    expect(await message(transcribe().field('language', 'Klingon').attach('audio', WEBM, 'a.webm'))).toBe(
      '"Klingon" is not a voice input language; use Auto, a language name such as German, or its code such as de.',
    );
  });

  it('needs a signed-in user (401)', async () => {
    await request(stack.urls.ai).post('/api/audio/transcribe').attach('audio', WEBM, 'a.webm').expect(401);
  });

  it('answers 503 with a sentence when the endpoint fails', async () => {
    fake.reply = { status: 500 };
    const res = await transcribe().attach('audio', WEBM, 'a.webm').expect(503);
    expect(res.body.message).toBe(
      'The recording could not be transcribed right now (The transcription service answered with an error (500)). Please try again.',
    );
    fake.reply = { text: 'ok' };
  });

  it('allows TRANSCRIBE_MAX_PER_MINUTE recordings a minute per user, then 429', async () => {
    const busy = await createTestSession(stack.env);
    await freshRateWindow();
    for (let i = 0; i < 3; i++) await transcribe(busy).attach('audio', WEBM, 'a.webm').expect(200);
    const refused = await transcribe(busy).attach('audio', WEBM, 'a.webm').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(
      /^Too many recordings at once\. Please try again in \d+ (seconds?|minute)\.$/,
    );
  }, 60000);

  it('names the configured endpoint and the offline OCR in the diagnostic', async () => {
    const res = await request(stack.urls.ai)
      .get('/api/diagnostic/capture')
      .set('Cookie', user.cookie)
      .expect(200);
    expect(res.body).toEqual({
      transcription: { engine: 'endpoint', model: 'whisper-1' },
      ocr: { engine: 'tesseract' },
      summaries: { abstractive: false, followsLanguage: false, followsInstructions: false },
      summaryEngine: { engine: 'offline', model: 'local-summarizer' },
    });
  });
});

describe('transcription with nothing configured', () => {
  const stack = useTestStack({ ai: createApp });
  const user = useTestSession(stack, 'all');

  it('answers 501 with a sentence the app can act on', async () => {
    const res = await request(stack.urls.ai)
      .post('/api/audio/transcribe')
      .set('Cookie', user.cookie)
      .attach('audio', WEBM, 'a.webm')
      .expect(501);
    expect(res.body.message).toBe('Voice transcription is not configured on this server.');
  });

  it('says so in the diagnostic', async () => {
    const res = await request(stack.urls.ai)
      .get('/api/diagnostic/capture')
      .set('Cookie', user.cookie)
      .expect(200);
    expect(res.body).toEqual({
      transcription: { engine: 'none' },
      ocr: { engine: 'tesseract' },
      summaries: { abstractive: false, followsLanguage: false, followsInstructions: false },
      summaryEngine: { engine: 'offline', model: 'local-summarizer' },
    });
  });
});
