import { randomBytes } from 'node:crypto';
import { BASE64_SLICE, base64Slices } from '../attachments/attachment-store';
import { attachmentJson } from './json-pieces';

const fields = {
  id: '7d0f3c56-1b0e-4d5e-9a51-0d5b8c1e2f3a',
  workRecordId: '0b7c6a38-2c36-4c0e-8f4e-93f5f7c1d2aa',
  contentType: 'image/jpeg',
  width: 1200,
  height: 800,
};

describe('attachmentJson of base64Slices', () => {
  it.each([0, 1, 2, BASE64_SLICE - 1, BASE64_SLICE, BASE64_SLICE + 1, 3 * BASE64_SLICE + 2])(
    'writes the same text as JSON.stringify for %i bytes',
    (size) => {
      const bytes = randomBytes(size);
      const text = [...attachmentJson(fields, base64Slices(bytes))].join('');
      expect(text).toBe(JSON.stringify({ ...fields, data: bytes.toString('base64') }));
    },
  );

  it('keeps every piece under V8’s large-object size (128 KB)', () => {
    const pieces = [...attachmentJson(fields, base64Slices(randomBytes(5 * BASE64_SLICE + 7)))];
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(64 * 1024);
  });
});
