// The offline writer reads notes written in German, French and Spanish (issue 49): each labelled
// set scores at least 70% of clauses in the right section, and a summary asked for in that
// language names its sections in it.
import { summarizeSessionOffline } from './session-summarizer';
import type { LabelledSession } from '../../../test/fixtures/labelled-sessions';
import { FRENCH_SESSIONS, GERMAN_SESSIONS, SPANISH_SESSIONS } from '../../../test/fixtures/foreign-sessions';
import { scoreWriter } from '../../../test/fixtures/score-writer';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

describe.each([
  ['German', GERMAN_SESSIONS, ['Erledigt', 'Entschieden', 'Blockiert', 'Als Nächstes']],
  ['French', FRENCH_SESSIONS, ['Fait', 'Décidé', 'Bloqué', 'Ensuite']],
  ['Spanish', SPANISH_SESSIONS, ['Hecho', 'Decidido', 'Bloqueado', 'Siguiente']],
] as const)('offline writer on notes written in %s', (language, sessions, titles) => {
  const write = (s: LabelledSession) =>
    summarizeSessionOffline(
      { language, customInstructions: null, session: s },
      { timeZone: 'UTC', now: Date.parse(s.endTime) },
    );

  it('puts at least 70% of the clauses in the right section, with section names in the language', () => {
    expect(sessions.length).toBeGreaterThanOrEqual(4);
    const scores = scoreWriter(sessions, write);
    // Printed on purpose: the scores are the test's result, not only its pass/fail.
    console.log(
      [
        `${language} sessions: ${sessions.length}, clauses: ${scores.clauses}`,
        `clauses in the right section: ${scores.correct}/${scores.clauses} (${pct(scores.accuracy)})`,
        `recall: ${Object.entries(scores.recall)
          .map(([name, r]) => `${name} ${pct(r)}`)
          .join(', ')}`,
        `subjects naming the work: ${scores.subjectsNamed}/${scores.subjects}`,
        ...scores.misses.map((m) => `  miss: ${m}`),
      ].join('\n'),
    );
    expect(scores.accuracy).toBeGreaterThanOrEqual(0.7);
    const described = sessions.map((s) => write(s).description).join('\n');
    for (const title of titles) expect(described).toContain(`- ${title}: `);
  });
});
