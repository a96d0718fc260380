// Multipart forms hold their files and a few short fields, nothing more (issue 31): 400 fields of
// 1 MB each were taken by /api/audio/transcribe (+407 MB). Too many fields, too long a field or too
// many parts answer 413 with a sentence, before any route work.
import request from 'supertest';
import { useTestSession, useTestStack } from '@diary/server-testing';
import { createApp } from '../src/app';

describe('multipart field limits', () => {
  const stack = useTestStack({ ai: createApp });
  const user = useTestSession(stack, 'all');

  const post = (path: string) => request(stack.urls.ai).post(path).set('Cookie', user.cookie);

  it.each(['/api/audio/transcribe', '/api/images/analyze-text'])(
    'refuses a form to %s with too many fields (413)',
    async (path) => {
      let form = post(path);
      for (let i = 0; i < 40; i++) form = form.field(`f${i}`, 'x');
      const res = await form.expect(413);
      expect(res.body.message).toMatch(/^The form has too many fields or too long a field/);
    },
  );

  it.each(['/api/audio/transcribe', '/api/images/analyze-text'])(
    'refuses a form to %s with a field over 64 KB (413)',
    async (path) => {
      const res = await post(path)
        .field('language', 'x'.repeat(200 * 1024))
        .expect(413);
      expect(res.body.message).toMatch(/^The form has too many fields or too long a field/);
    },
  );
});
