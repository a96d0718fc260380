// What an uploaded recording really is, judged by its first bytes (never by its name or declared type).
import type { AudioFormat } from '@diary/contracts';

/** The MIME type sent on to the transcription endpoint for each format. */
export const AUDIO_MIME: Record<AudioFormat, string> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
};

export function detectAudioType(bytes: Uint8Array): AudioFormat | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  // WebM (and Matroska): the EBML header.
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return 'webm';
  if (bytes.length >= 4 && ascii(0, 4) === 'OggS') return 'ogg';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  // MP3: an ID3 tag, or an MPEG audio frame sync whose layer is set (ADTS AAC has layer 0).
  if (bytes.length >= 3 && ascii(0, 3) === 'ID3') return 'mp3';
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0 && (bytes[1]! & 0x06) !== 0)
    return 'mp3';
  // M4A / MP4 audio (what Safari records): an ISO base media `ftyp` box.
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') return 'm4a';
  return null;
}
