import { detectAudioType } from './audio-type';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectAudioType', () => {
  it('knows WebM, Ogg, WAV, MP3 and M4A by their first bytes', () => {
    expect(detectAudioType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42]))).toBe('webm');
    expect(detectAudioType(bytes('OggS', [0, 2, 0, 0]))).toBe('ogg');
    expect(detectAudioType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBe('wav');
    expect(detectAudioType(bytes('ID3', [4, 0, 0]))).toBe('mp3');
    expect(detectAudioType(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
    expect(detectAudioType(bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0]))).toBe('m4a');
  });

  it('refuses anything else: images, WebP in RIFF, AAC without a container, text, truncated headers', () => {
    expect(detectAudioType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(detectAudioType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBeNull();
    expect(detectAudioType(bytes([0xff, 0xf1, 0x50, 0x80]))).toBeNull();
    expect(detectAudioType(bytes('hello, this is text'))).toBeNull();
    expect(detectAudioType(bytes([0x1a, 0x45]))).toBeNull();
    expect(detectAudioType(bytes([]))).toBeNull();
  });
});
