// The offline summarizer cannot translate; for another summaryLanguage it says so in one line.
import { writerLanguageCode } from './writer-language';

export function isEnglish(language: string): boolean {
  return /^\s*(english|en)(\b|[-_])/i.test(language) || language.trim() === '';
}

/** A bullet naming the requested language, or nothing for English. */
export function languageNote(language: string): string | null {
  // The six languages the writer has its own words for (writer-language.ts) need no note.
  if (isEnglish(language) || writerLanguageCode(language)) return null;
  return `Offline summary in the notes' own words (requested language: ${language.trim()}; set up an AI provider to translate).`;
}
