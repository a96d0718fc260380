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
