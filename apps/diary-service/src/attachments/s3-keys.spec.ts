import { attachmentKey, userPrefix } from './s3-keys';

const userId = '2f1b8a52-7c4e-4f0e-9a43-0c7d1f2a9b10';
const id = '9e0f5c2d-1a3b-4c5d-8e7f-0a1b2c3d4e5f';

describe('S3 key layout', () => {
  it('puts each variant of an attachment under its user and its id', () => {
    expect(attachmentKey('attachments/', { userId, id }, 'original')).toBe(
      `attachments/${userId}/${id}/original`,
    );
    expect(attachmentKey('attachments/', { userId, id }, 'thumb')).toBe(`attachments/${userId}/${id}/thumb`);
  });

  it('keeps every key of a user under the prefix an account deletion lists', () => {
    const key = attachmentKey('diary/', { userId, id }, 'thumb');
    expect(key.startsWith(userPrefix('diary/', userId))).toBe(true);
    expect(attachmentKey('', { userId, id }, 'original')).toBe(`${userId}/${id}/original`);
  });

  it('writes ids in lower case so one attachment has one key', () => {
    expect(attachmentKey('a/', { userId: userId.toUpperCase(), id: id.toUpperCase() }, 'original')).toBe(
      `a/${userId}/${id}/original`,
    );
  });

  it('refuses an id that could leave its folder', () => {
    expect(() => attachmentKey('a/', { userId, id: '../other' }, 'original')).toThrow('not a UUID');
    expect(() => userPrefix('a/', `${userId}/..`)).toThrow('not a UUID');
  });
});
