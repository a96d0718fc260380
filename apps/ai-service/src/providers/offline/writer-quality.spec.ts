// The offline writer scored on the hand-labelled sessions of test/fixtures (issue 30's bar):
// at least 80% of labelled clauses in the right section, every section's recall at least 60%,
// the subject naming the topic in at least 80% of sessions, and sections shorter than the notes.
import { summarizeSessionOffline } from './session-summarizer';
import { LABELLED_SESSIONS, type LabelledSession } from '../../../test/fixtures/labelled-sessions';
import { HOLDOUT_SESSIONS } from '../../../test/fixtures/holdout-sessions';
import { scoreWriter } from '../../../test/fixtures/score-writer';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const write = (s: LabelledSession) =>
  summarizeSessionOffline(
    { language: 'English', customInstructions: null, session: s },
    { timeZone: 'UTC', now: Date.parse(s.endTime) },
  );

describe('offline writer on the labelled sessions', () => {
  it('puts the clauses in the right sections and names the topic', () => {
    expect(new Set(LABELLED_SESSIONS.map((s) => s.profession)).size).toBeGreaterThanOrEqual(15);
    const scores = scoreWriter(LABELLED_SESSIONS, write);
    // Printed on purpose: the scores are the test's result, not only its pass/fail.
    console.log(
      [
        `labelled sessions: ${LABELLED_SESSIONS.length}, clauses: ${scores.clauses}`,
        `clauses in the right section: ${scores.correct}/${scores.clauses} (${pct(scores.accuracy)})`,
        `recall: ${Object.entries(scores.recall)
          .map(([name, r]) => `${name} ${pct(r)}`)
          .join(', ')}`,
        `subjects naming the topic: ${scores.subjectsNamed}/${scores.subjects} (${pct(scores.subjectsNamed / scores.subjects)})`,
        `sessions whose sections are shorter than their notes: ${scores.shorter}/${scores.subjects}`,
        ...scores.misses.map((m) => `  miss: ${m}`),
      ].join('\n'),
    );
    expect(scores.accuracy).toBeGreaterThanOrEqual(0.8);
    for (const recall of Object.values(scores.recall)) expect(recall).toBeGreaterThanOrEqual(0.6);
    expect(scores.subjectsNamed / scores.subjects).toBeGreaterThanOrEqual(0.8);
    expect(scores.shorter).toBe(scores.subjects);
  });

  it('prints its score on the second set (written after the writer; see its header)', () => {
    const scores = scoreWriter(HOLDOUT_SESSIONS, write);
    console.log(
      [
        `held-out sessions: ${HOLDOUT_SESSIONS.length}, clauses: ${scores.clauses}`,
        `clauses in the right section: ${scores.correct}/${scores.clauses} (${pct(scores.accuracy)})`,
        `subjects naming the topic: ${scores.subjectsNamed}/${scores.subjects}`,
        ...scores.misses.map((m) => `  miss: ${m}`),
      ].join('\n'),
    );
    // Not a bar (it measures how far the cues carry), only a floor against a broken writer.
    expect(scores.accuracy).toBeGreaterThan(0.4);
  });
});
