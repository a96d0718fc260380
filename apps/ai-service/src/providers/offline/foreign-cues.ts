// How notes written in German, French and Spanish say a decision, a blocker, a next step or
// something done: cue phrases read on the clause's lower-case text, an opening infinitive (French,
// Spanish) or a closing one without a subject (German) as a to-do, and past participles as done.
import type { SummarySectionName } from '@diary/contracts';
import type { NoteLanguage } from './note-language';

export interface ForeignCue {
  section: SummarySectionName;
  weight: number;
  pattern: RegExp;
}

export interface ForeignRules {
  cues: ForeignCue[];
  /** Whether the clause's words read as a to-do ("Angebot schicken", "Relancer le client"). */
  toDo: (words: string[]) => boolean;
  /** Whether a word reports something done ("behoben", "corrigé", "enviado"). */
  past: (word: string) => boolean;
}

/** Alternatives matched as whole words (JavaScript's \\b does not know "à" or "ñ" as letters). */
const cue = (section: SummarySectionName, weight: number, alternatives: string): ForeignCue => ({
  section,
  weight,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'u'),
});
const L = String.raw`\p{L}*`;

const GERMAN_SUBJECTS = new Set(['ich', 'wir', 'er', 'sie', 'es', 'man', 'du', 'ihr', 'der', 'die', 'das']);
const GERMAN_FINITE =
  /^(?:habe|hat|haben|hatte|hatten|ist|sind|war|waren|wurde|wurden|wird|werden|kann|können|konnte|muss|müssen|soll|sollen|will|wollen)$/;

const RULES: Record<Exclude<NoteLanguage, 'en'>, ForeignRules> = {
  de: {
    cues: [
      cue(
        'decided',
        3,
        `entschieden|entscheiden|entscheidung|beschlossen|vereinbart|geeinigt|einigen uns|festgelegt|ab sofort|stattdessen|wir bleiben bei|wir nehmen|wir machen kein|wir machen keine|wir verzichten`,
      ),
      cue(
        'blocked',
        3,
        `blockiert|blocker|warte auf|warten auf|wartet auf|warten noch|hängt|hängen|fest|kann nicht|können nicht|konnte nicht|klappt nicht|funktioniert nicht|fehlt|fehlen|kaputt|ausgefallen|ist down|keine antwort|noch keine|noch nicht|verzögert|schlägt fehl|fehlgeschlagen|gesperrt|problem`,
      ),
      cue(
        'next',
        3,
        `morgen|nächste woche|als nächstes|nächster schritt|todo|to-do|muss|müssen|sollte|sollten|noch zu|bis montag|bis dienstag|bis mittwoch|bis donnerstag|bis freitag|nachfassen|geplant|planen|später`,
      ),
      cue('done', 2, `erledigt|fertig|abgeschlossen|behoben|gemergt|veröffentlicht|ausgeliefert`),
    ],
    toDo: (words) => {
      const last = words.at(-1) ?? '';
      return (
        words.length >= 2 &&
        /^[a-zäöüß]+(?:en|ern|eln)$/.test(last) &&
        !/^ge/.test(last) &&
        !words.some((w) => GERMAN_SUBJECTS.has(w) || GERMAN_FINITE.test(w))
      );
    },
    past: (w) =>
      /^(?:ge\w{3,}(?:t|en)|\w+iert|\w{2,}ge\w{2,}t)$/.test(w) || /^(?:habe|hat|haben|hatten)$/.test(w),
  },
  fr: {
    cues: [
      cue(
        'decided',
        3,
        `décid${L}|convenu|on part sur|on garde|on reste sur|désormais|à partir de maintenant|au lieu de|on ne (?:fera|fait) pas|nous ne (?:ferons|faisons) pas|d'accord pour|validé le choix`,
      ),
      cue(
        'blocked',
        3,
        `bloqu${L}|en attente|attend${L}|pas de réponse|toujours pas|ne (?:marche|fonctionne) (?:pas|plus)|impossible de|échou${L}|échec|cassé|en panne|manque|en retard|retard`,
      ),
      cue(
        'next',
        3,
        `demain|à faire|prochaine étape|il faut|je dois|nous devons|on doit|à prévoir|semaine prochaine|d'ici (?:lundi|mardi|mercredi|jeudi|vendredi)|penser à`,
      ),
      cue('done', 2, `terminé|fini|livré|corrigé|envoyé|fusionné|publié|réglé`),
    ],
    toDo: (words) => /^[a-zàâçéèêëîïôûù]{3,}(?:er|ir|re)$/.test(words[0] ?? '') && words.length >= 2,
    past: (w) => /^[a-zàâçéèêëîïôûù]{3,}(?:é|ée|és|ées|i|is|it|u|ue)$/.test(w) && !/(?:été)$/.test(w),
  },
  es: {
    cues: [
      cue(
        'decided',
        3,
        `decid${L}|decisión|acordamos|acordado|nos quedamos con|vamos con|en lugar de|en vez de|a partir de ahora|no vamos a`,
      ),
      cue(
        'blocked',
        3,
        `bloquead${L}|bloqueo|esperando|a la espera|sin respuesta|todavía no|aún no|no funciona|falla|falló|roto|caído|caída|no podemos|no puedo|no se puede|falta|faltan|retraso|retrasado`,
      ),
      cue(
        'next',
        3,
        `mañana|pendiente|por hacer|hay que|tengo que|tenemos que|próximo paso|semana que viene|próxima semana|antes del (?:lunes|martes|miércoles|jueves|viernes)`,
      ),
      cue('done', 2, `terminado|terminé|hecho|enviado|arreglado|publicado|resuelto|cerrado`),
    ],
    toDo: (words) => /^[a-záéíóúñ]{3,}(?:ar|er|ir)$/.test(words[0] ?? '') && words.length >= 2,
    past: (w) => /^[a-záéíóúñ]{3,}(?:ado|ada|ados|adas|ido|ida|idos|idas|é|ó|amos)$/.test(w),
  },
};

export const foreignRules = (language: NoteLanguage): ForeignRules | null =>
  language === 'en' ? null : RULES[language];
