// Which language a note is written in, among those the writer reads (English, German, French,
// Spanish): the one whose common short words it uses most. English when none stands out.
export type NoteLanguage = 'en' | 'de' | 'fr' | 'es';

const COMMON: Record<NoteLanguage, Set<string>> = {
  en: new Set('the and is to of for with on we not it was are this that have has be will i'.split(' ')),
  de: new Set(
    'und der die das nicht ist wir ich mit für auf noch ein eine den dem zu von wird haben hat sind im auch bis heute morgen'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les et est nous pas des une un pour avec sur du au que on ce je sont il elle aux demain pour encore'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el la los las y es que no para con una un por del se está están hay lo al mañana hemos todavía pero'.split(
      ' ',
    ),
  ),
};

/** Each common word and the languages it is common in, so a word is looked up once. */
const LANGUAGES_OF = new Map<string, NoteLanguage[]>();
for (const lang of Object.keys(COMMON) as NoteLanguage[])
  for (const w of COMMON[lang]) LANGUAGES_OF.set(w, [...(LANGUAGES_OF.get(w) ?? []), lang]);

export function noteLanguage(text: string): NoteLanguage {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const counts: Record<NoteLanguage, number> = { en: 0, de: 0, fr: 0, es: 0 };
  for (const w of words) {
    const own = LANGUAGES_OF.get(w);
    // "l'équipe", "d'accord": the word without its elided article counts too (once per language).
    const bare = w.charCodeAt(1) === 39 ? w.replace(/^[ldjcnsm]'/, '') : w;
    const other = bare === w ? undefined : LANGUAGES_OF.get(bare);
    if (own) for (const lang of own) counts[lang]++;
    if (other) for (const lang of other) if (!own?.includes(lang)) counts[lang]++;
  }
  // Accents and letters English does not use tip an even count.
  if (/[äöüß]/.test(text)) counts.de += 1;
  if (/[éèêàçù]|\b[ldjn]'/i.test(text)) counts.fr += 1;
  if (/[ñ¿¡]|ción\b/.test(text)) counts.es += 1;
  let best: NoteLanguage = 'en';
  for (const lang of ['de', 'fr', 'es'] as const) if (counts[lang] > counts[best]) best = lang;
  return best;
}
