import { bodyLimitBytes } from './body-limit';
import { serviceFor } from './routes';

describe('recordings at the edge', () => {
  it('sends /api/audio to the ai service', () => {
    expect(serviceFor('/api/audio/transcribe')).toBe('ai');
    expect(serviceFor('/api/audiobooks')).toBeUndefined();
  });

  it('lets a 25 MB recording through the upload limit, not the 2 MB body limit', () => {
    const limit = bodyLimitBytes('/api/audio/transcribe', { MAX_UPLOAD_MB: 55, MAX_BODY_MB: 2 });
    expect(limit).toBeGreaterThan(25 * 1024 * 1024);
    expect(bodyLimitBytes('/api/search', { MAX_UPLOAD_MB: 55, MAX_BODY_MB: 2 })).toBe(2 * 1024 * 1024);
  });
});

describe('attachments at the edge', () => {
  it('sends /api/attachments to the diary service', () => {
    expect(serviceFor('/api/attachments')).toBe('diary');
    expect(serviceFor('/api/attachments/9e0f5c2d-1a3b-4c5d-8e7f-0a1b2c3d4e5f?size=thumb')).toBe('diary');
    expect(serviceFor('/api/attachmentsx')).toBeUndefined();
  });

  it('lets a 10 MB image with its form through the upload limit', () => {
    const limit = bodyLimitBytes('/api/attachments', { MAX_UPLOAD_MB: 55, MAX_BODY_MB: 2 });
    expect(limit).toBeGreaterThan(10 * 1024 * 1024 + 64 * 1024);
  });
});
