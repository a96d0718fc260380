// The offline writer on Markdown-heavy notes (issue 44): the labelled Markdown sessions score as
// the first set must, and no section line holds Markdown, splits an identifier or repeats the text
// read out of an image; people are found and "Node" or "Ops" are not people.
import { summarizeSessionOffline } from './session-summarizer';
import { type LabelledSession } from '../../../test/fixtures/labelled-sessions';
import { MARKDOWN_SESSIONS } from '../../../test/fixtures/markdown-sessions';
import { scoreMarkdown, scoreWriter } from '../../../test/fixtures/score-writer';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const write = (s: LabelledSession) =>
  summarizeSessionOffline(
    { language: 'English', customInstructions: null, session: s },
    { timeZone: 'UTC', now: Date.parse(s.endTime) },
  );

describe('offline writer on Markdown notes', () => {
  it('files the clauses of Markdown notes in the right sections and names the work', () => {
    expect(MARKDOWN_SESSIONS.length).toBeGreaterThanOrEqual(12);
    const scores = scoreWriter(MARKDOWN_SESSIONS, write);
    const md = scoreMarkdown(MARKDOWN_SESSIONS, write);
    // Printed on purpose: the scores are the test's result, not only its pass/fail.
    console.log(
      [
        `Markdown sessions: ${MARKDOWN_SESSIONS.length}, clauses: ${scores.clauses}, section lines: ${md.lines}`,
        `clauses in the right section: ${scores.correct}/${scores.clauses} (${pct(scores.accuracy)})`,
        `recall: ${Object.entries(scores.recall)
          .map(([name, r]) => `${name} ${pct(r)}`)
          .join(', ')}`,
        `subjects naming the work: ${scores.subjectsNamed}/${scores.subjects} (${pct(scores.subjectsNamed / scores.subjects)})`,
        `lines with Markdown syntax: ${md.withSyntax.length}; identifiers split: ${md.splitAtoms.length}; read-out text in a line: ${md.readOutLines.length}`,
        `people found: ${md.peopleFound}/${md.peopleExpected} (${pct(md.peopleFound / md.peopleExpected)}); non-people named: ${md.nonPeople.length}`,
        ...[...scores.misses, ...md.withSyntax, ...md.splitAtoms, ...md.readOutLines, ...md.missedPeople].map(
          (m) => `  miss: ${m}`,
        ),
        ...md.nonPeople.map((m) => `  not a person: ${m}`),
      ].join('\n'),
    );
    expect(scores.accuracy).toBeGreaterThanOrEqual(0.85);
    for (const recall of Object.values(scores.recall)) expect(recall).toBeGreaterThanOrEqual(0.7);
    expect(scores.subjectsNamed / scores.subjects).toBeGreaterThanOrEqual(0.8);
    expect(md.withSyntax).toEqual([]);
    expect(md.splitAtoms).toEqual([]);
    expect(md.readOutLines).toEqual([]);
    expect(md.peopleFound / md.peopleExpected).toBeGreaterThanOrEqual(0.8);
    expect(md.nonPeople).toEqual([]);
  });
});
