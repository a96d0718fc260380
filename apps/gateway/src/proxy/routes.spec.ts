import { bodyLimitBytes } from './body-limit';
import { serviceFor } from './routes';

const LIMITS = { MAX_UPLOAD_MB: 55, MAX_BODY_MB: 2, IMPORT_MAX_MB: 1536 };

describe('recordings at the edge', () => {
  it('sends /api/audio to the ai service', () => {
    expect(serviceFor('/api/audio/transcribe')).toBe('ai');
    expect(serviceFor('/api/audiobooks')).toBeUndefined();
  });

  it('lets a 25 MB recording through the upload limit, not the 2 MB body limit', () => {
    const limit = bodyLimitBytes('/api/audio/transcribe', LIMITS);
    expect(limit).toBeGreaterThan(25 * 1024 * 1024);
    expect(bodyLimitBytes('/api/search', LIMITS)).toBe(2 * 1024 * 1024);
  });
});

describe('attachments at the edge', () => {
  it('sends /api/attachments to the diary service', () => {
    expect(serviceFor('/api/attachments')).toBe('diary');
    expect(serviceFor('/api/attachments/9e0f5c2d-1a3b-4c5d-8e7f-0a1b2c3d4e5f?size=thumb')).toBe('diary');
    expect(serviceFor('/api/attachmentsx')).toBeUndefined();
  });

  it('lets a 10 MB image with its form through the upload limit', () => {
    const limit = bodyLimitBytes('/api/attachments', LIMITS);
    expect(limit).toBeGreaterThan(10 * 1024 * 1024 + 64 * 1024);
  });
});

describe('imports at the edge', () => {
  it('lets an import file up to IMPORT_MAX_MB through (an export of a full quota), not the 55 MB upload limit', () => {
    expect(bodyLimitBytes('/api/import?dryRun=true', LIMITS)).toBe(1536 * 1024 * 1024);
    expect(bodyLimitBytes('/api/imports', LIMITS)).toBe(2 * 1024 * 1024);
  });
});
