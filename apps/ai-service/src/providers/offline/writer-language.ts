// The words the offline writer adds around the notes' own lines (section names, "now", "Total",
// "+N more") and how it writes a time of day, in the summary language: English, German, French,
// Spanish, Brazilian Portuguese and Japanese. Another summary language keeps the English words
// and says the writer cannot translate (language-label.ts).
import type { SummarySectionName } from '@diary/contracts';

export type TimeFormat = '24h' | '12h';

export interface WriterWords {
  /** BCP 47 tag its times are written with. */
  locale: string;
  sections: Record<SummarySectionName, string>;
  now: string;
  noNotes: string;
  sessions: string;
  /** "Total: 3h 15m over 2 sessions". */
  total: (duration: string, sessions: number) => string;
  /** "+3 more". */
  more: (n: number) => string;
  /** "3 more in the summary's sections". */
  moreInSections: (n: number) => string;
  dailyReport: string;
  workSession: string;
}

const WORDS: Record<string, WriterWords> = {
  en: {
    locale: 'en-US',
    sections: { done: 'Done', decided: 'Decided', blocked: 'Blocked', next: 'Next' },
    now: 'now',
    noNotes: 'worked without notes',
    sessions: 'Sessions',
    total: (d, n) => `Total: ${d} over ${n} ${n === 1 ? 'session' : 'sessions'}`,
    more: (n) => `+${n} more`,
    moreInSections: (n) => `${n} more in the summary's sections`,
    dailyReport: 'Daily report',
    workSession: 'Work session',
  },
  de: {
    locale: 'de-DE',
    sections: { done: 'Erledigt', decided: 'Entschieden', blocked: 'Blockiert', next: 'Als Nächstes' },
    now: 'jetzt',
    noNotes: 'ohne Notizen gearbeitet',
    sessions: 'Sitzungen',
    total: (d, n) => `Gesamt: ${d} in ${n} ${n === 1 ? 'Sitzung' : 'Sitzungen'}`,
    more: (n) => `+${n} weitere`,
    moreInSections: (n) => `${n} weitere in den Abschnitten der Zusammenfassung`,
    dailyReport: 'Tagesbericht',
    workSession: 'Arbeitssitzung',
  },
  fr: {
    locale: 'fr-FR',
    sections: { done: 'Fait', decided: 'Décidé', blocked: 'Bloqué', next: 'Ensuite' },
    now: 'maintenant',
    noNotes: 'travail sans notes',
    sessions: 'Sessions',
    total: (d, n) => `Total : ${d} en ${n} ${n === 1 ? 'session' : 'sessions'}`,
    more: (n) => `+${n} de plus`,
    moreInSections: (n) => `${n} de plus dans les sections du résumé`,
    dailyReport: 'Rapport du jour',
    workSession: 'Session de travail',
  },
  es: {
    locale: 'es-ES',
    sections: { done: 'Hecho', decided: 'Decidido', blocked: 'Bloqueado', next: 'Siguiente' },
    now: 'ahora',
    noNotes: 'trabajo sin notas',
    sessions: 'Sesiones',
    total: (d, n) => `Total: ${d} en ${n} ${n === 1 ? 'sesión' : 'sesiones'}`,
    more: (n) => `+${n} más`,
    moreInSections: (n) => `${n} más en las secciones del resumen`,
    dailyReport: 'Informe del día',
    workSession: 'Sesión de trabajo',
  },
  'pt-BR': {
    locale: 'pt-BR',
    sections: { done: 'Feito', decided: 'Decidido', blocked: 'Bloqueado', next: 'Próximos passos' },
    now: 'agora',
    noNotes: 'trabalho sem notas',
    sessions: 'Sessões',
    total: (d, n) => `Total: ${d} em ${n} ${n === 1 ? 'sessão' : 'sessões'}`,
    more: (n) => `+${n} a mais`,
    moreInSections: (n) => `mais ${n} nas seções do resumo`,
    dailyReport: 'Relatório do dia',
    workSession: 'Sessão de trabalho',
  },
  ja: {
    locale: 'ja-JP',
    sections: { done: '完了', decided: '決定', blocked: 'ブロック中', next: '次にやること' },
    now: '現在',
    noNotes: 'メモなしで作業',
    sessions: 'セッション',
    total: (d, n) => `合計: ${d}（${n}セッション）`,
    more: (n) => `ほか${n}件`,
    moreInSections: (n) => `ほか${n}件は要約のセクションに`,
    dailyReport: '日報',
    workSession: '作業セッション',
  },
};

/** The summary language's code ("German", "de", "pt-BR" → de, pt-BR), or null for one without words here. */
export function writerLanguageCode(language: string): keyof typeof WORDS | null {
  const l = language.trim().toLowerCase();
  if (l === '' || /^(?:english|en)\b/.test(l)) return 'en';
  if (/^(?:german|deutsch|de)\b/.test(l)) return 'de';
  if (/^(?:french|français|francais|fr)\b/.test(l)) return 'fr';
  if (/^(?:spanish|español|espanol|es)\b/.test(l)) return 'es';
  if (/^(?:portuguese|português|portugues|pt)\b/.test(l)) return 'pt-BR';
  if (/^(?:japanese|日本語|ja)\b/.test(l) || l === '日本語') return 'ja';
  return null;
}

/** The words for the summary language (English for one without words here). */
export function writerWords(language: string): WriterWords {
  return WORDS[writerLanguageCode(language) ?? 'en'];
}
