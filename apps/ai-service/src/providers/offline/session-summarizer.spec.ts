import { summarizeSessionOffline } from './session-summarizer';
import { MORNING_NOTES } from '../../../test/support/morning-notes';
import { LABELLED_SESSIONS } from '../../../test/fixtures/labelled-sessions';
import type { NoteInput } from '../ai-provider';
import { SUMMARY_SECTION_NAMES, type Summary } from '@diary/contracts';

const opts = { timeZone: 'UTC', now: Date.parse('2026-11-20T12:00:00Z') };
const session = { startTime: '2026-11-20T09:00:00Z', endTime: '2026-11-20T11:30:00Z', notes: MORNING_NOTES };
const write = (notes: NoteInput[], extra: Partial<typeof session> = {}, language = 'English') =>
  summarizeSessionOffline(
    { language, customInstructions: null, session: { ...session, ...extra, notes } },
    opts,
  );
const note = (id: string, content: string, time = '09:10'): NoteInput => ({
  id,
  content,
  timestamp: `2026-11-20T${time}:00Z`,
});
/** The section a line containing `text` landed in. */
const sectionOf = (summary: Summary, text: string) =>
  SUMMARY_SECTION_NAMES.find((name) =>
    summary.sections?.[name].some((l) => l.text.toLowerCase().includes(text.toLowerCase())),
  );

describe('offline session writer', () => {
  it('writes the notes as Done / Decided / Blocked / Next lines, each naming its notes', () => {
    const summary = write(MORNING_NOTES);
    expect(summary.sections).toEqual({
      done: [
        { text: 'Standup with the payments team', noteIds: ['m1'] },
        { text: 'Investigated the flaky refund API test', noteIds: ['m2'] },
        { text: 'The mock clock drifts when the suite runs in parallel', noteIds: ['m2'] },
        {
          text: 'Fixed the refund API timeout by batching the ledger queries (from 40 to 3 queries)',
          noteIds: ['m3'],
        },
        { text: 'Reviewed PR #482 for the invoice export', noteIds: ['m4'] },
        { text: 'Left comments about CSV escaping', noteIds: ['m4'] },
        { text: 'Wrote docs for the refund API', noteIds: ['m5'] },
        { text: 'Deployed refund API to staging', noteIds: ['m5'] },
      ],
      decided: [{ text: 'Agreed to ship the refund API this sprint', noteIds: ['m1'] }],
      blocked: [],
      next: [],
    });
    expect(summary.description.split('\n')).toEqual([
      '- 09:00 – 11:30 (2h 30m)',
      ...summary.sections!.done.map((l) => `- Done: ${l.text}`),
      '- Decided: Agreed to ship the refund API this sprint',
    ]);
    expect(summary.subject).toBe('Refund API');
  });

  it('names only notes of the session in every line, and every line names one', () => {
    for (const labelled of LABELLED_SESSIONS) {
      const summary = summarizeSessionOffline(
        { language: 'English', customInstructions: null, session: labelled },
        opts,
      );
      const ids = new Set(labelled.notes.map((n) => n.id));
      for (const name of SUMMARY_SECTION_NAMES) {
        for (const line of summary.sections![name]) {
          expect(line.noteIds.length).toBeGreaterThan(0);
          for (const id of line.noteIds) expect(ids).toContain(id);
        }
      }
    }
  });

  it('drops labels before a colon and folds repeats into one line with both notes', () => {
    const summary = write([
      note('a', 'Fix: raised the visibility timeout to 90s'),
      note('b', 'Follow-up: add an alert on queue depth', '09:20'),
      note('c', 'raised the visibility timeout to 90s.', '09:30'),
    ]);
    expect(summary.sections!.done).toEqual([
      { text: 'Raised the visibility timeout to 90s', noteIds: ['a', 'c'] },
    ]);
    expect(summary.sections!.next).toEqual([{ text: 'Add an alert on queue depth', noteIds: ['b'] }]);
    expect(summary.description).not.toMatch(/Fix:|Follow-up:/);
  });

  it('reads negations and phrasing past the literal cue words', () => {
    const summary = write([
      note('a', 'Agreed with Priya: we will not hotfix on Friday.'),
      note('b', "Can't reproduce on staging. Procurement won't sign before legal is done.", '09:20'),
      note('c', 'tomorrow: draft the memo', '09:30'),
      note('d', 'We are not doing the paid push in week 1, budget goes to influencers instead.', '09:40'),
      note(
        'e',
        'Pharmacy still hasnt sent the meds, cant discharge until they arrive. Chased twice.',
        '09:50',
      ),
      note('f', 'Order more edge protection', '09:55'),
    ]);
    expect(sectionOf(summary, 'we will not hotfix on Friday')).toBe('decided');
    expect(sectionOf(summary, "can't reproduce on staging")).toBe('blocked');
    expect(sectionOf(summary, "procurement won't sign")).toBe('blocked');
    expect(sectionOf(summary, 'draft the memo')).toBe('next');
    expect(sectionOf(summary, 'we are not doing the paid push')).toBe('decided');
    expect(sectionOf(summary, 'pharmacy still hasnt sent')).toBe('blocked');
    expect(sectionOf(summary, 'cant discharge')).toBe('blocked');
    expect(sectionOf(summary, 'chased twice')).toBe('done');
    expect(sectionOf(summary, 'order more edge protection')).toBe('next');
  });

  it('lists the people, PR/issue/ticket ids and links the notes name', () => {
    const summary = write([
      note('a', 'Paired with Felix on PR #1043; JIRA-5521 filed. Talked to Dr. Nguyen about issue 77.'),
      note('b', 'Dashboard: https://looker.example.com/dashboards/412?tab=2 (see #88). cc @priya', '09:20'),
    ]);
    expect(summary.mentions).toEqual([
      { kind: 'person', text: 'Felix' },
      { kind: 'person', text: 'Dr. Nguyen' },
      { kind: 'person', text: '@priya' },
      { kind: 'ref', text: 'PR #1043' },
      { kind: 'ref', text: 'JIRA-5521' },
      { kind: 'ref', text: 'issue 77' },
      { kind: 'ref', text: '#88' },
      { kind: 'link', text: 'https://looker.example.com/dashboards/412?tab=2' },
    ]);
  });

  it('writes the times of a session 07:10–09:05 in Europe/Berlin as 07:10 and 09:05', () => {
    const summary = summarizeSessionOffline(
      {
        language: 'English',
        customInstructions: null,
        session: {
          startTime: '2026-11-20T06:10:00Z',
          endTime: '2026-11-20T08:05:00Z',
          notes: [note('a', 'Agreed to ship the refund API this sprint', '06:30')],
        },
      },
      { ...opts, timeZone: 'Europe/Berlin' },
    );
    expect(summary.description.split('\n')[0]).toBe('- 07:10 – 09:05 (1h 55m)');
  });

  it('names the main topic with its tag, not the first sentence', () => {
    const summary = write(
      [
        note('a', 'Standup.'),
        note('b', 'The retry queue drops events under load.', '09:20'),
        note('c', 'Raised the timeout on the retry queue.', '09:30'),
      ],
      { tags: ['payments'] } as Partial<typeof session>,
    );
    expect(summary.subject).toBe('Retry queue (payments)');
  });

  it('gives the same summary for the same notes in any order', () => {
    expect(write([...MORNING_NOTES].reverse())).toEqual(write(MORNING_NOTES));
  });

  it('says when a session has no notes', () => {
    expect(write([])).toEqual({
      subject: 'Work session, 09:00 – 11:30',
      description: '- 09:00 – 11:30 (2h 30m): worked without notes',
      sections: { done: [], decided: [], blocked: [], next: [] },
      mentions: [],
    });
  });

  it('labels a summary asked for in a language it has no words for, since it cannot translate', () => {
    expect(write(MORNING_NOTES, {}, 'Korean').description.split('\n').at(-1)).toBe(
      "- Offline summary in the notes' own words (requested language: Korean; set up an AI provider to translate).",
    );
  });

  it('writes section names and time phrases in the summary language', () => {
    const german = summarizeSessionOffline(
      {
        language: 'German',
        customInstructions: null,
        session: { ...session, endTime: null, notes: MORNING_NOTES },
      },
      opts,
    ).description.split('\n');
    expect(german[0]).toBe('- 09:00 – jetzt (3h 00m)');
    expect(german).toContain('- Entschieden: Agreed to ship the refund API this sprint');
    expect(write(MORNING_NOTES, {}, 'French').description).toContain('- Décidé: ');
    expect(write(MORNING_NOTES, {}, 'Spanish').description).toContain('- Decidido: ');
    expect(write(MORNING_NOTES, {}, 'Portuguese').description).toContain('- Decidido: ');
    expect(write(MORNING_NOTES, {}, 'Japanese').description).toContain('- 決定: ');
    expect(write([], {}, 'German').description).toBe('- 09:00 – 11:30 (2h 30m): ohne Notizen gearbeitet');
  });

  it('writes times of day in 12-hour form when the user asks for it', () => {
    const summary = summarizeSessionOffline(
      { language: 'English', customInstructions: null, session: { ...session, notes: MORNING_NOTES } },
      { ...opts, timeFormat: '12h' },
    );
    expect(summary.description.split('\n')[0]).toBe('- 9:00 AM – 11:30 AM (2h 30m)');
  });

  it('writes every description line as a "- " bullet, even from list-like or multi-line notes', () => {
    const summary = write([
      note('a', '* first item about the build\n\n2) second item about the deploy script'),
    ]);
    for (const line of summary.description.split('\n')) expect(line).toMatch(/^- \S/);
    expect(summary.description).toContain('- Done: Second item about the deploy script');
  });
});
