import { describe, expect, it } from 'vitest';
import { VOICE_INPUT_LANGUAGES } from '@diary/contracts';
import { appendText, resolveVoiceLanguage, VOICE_PHRASES, voicePhrase } from './voice-phrases';

describe('voice phrases', () => {
  it('has a sentence for every voice input language except Auto', () => {
    for (const lang of VOICE_INPUT_LANGUAGES.filter((l) => l !== 'Auto'))
      expect(VOICE_PHRASES[lang as keyof typeof VOICE_PHRASES]).toMatch(/\S/);
  });
  it('uses the chosen language, and the browser language for Auto', () => {
    expect(voicePhrase('German')).toBe(VOICE_PHRASES.German);
    expect(resolveVoiceLanguage('Auto', 'fr-FR')).toBe('French');
    expect(resolveVoiceLanguage('Auto', 'xx')).toBe('English');
    expect(resolveVoiceLanguage(undefined)).toBe('English');
  });
});

describe('appending text', () => {
  it('adds on a new line, or alone into an empty editor', () => {
    expect(appendText('', '  hello ')).toBe('hello');
    expect(appendText('first  \n', 'second')).toBe('first\nsecond');
    expect(appendText('first', '   ')).toBe('first');
  });
});
