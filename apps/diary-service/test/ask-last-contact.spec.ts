// Ask's "when did I last talk to / meet / hear from X" (issue 44): the newest of the caller's notes
// that names the person answers with its day, its session's time in the user's zone and the note's
// sentence, cited as Ask cites notes; another user's notes never answer; a name no note mentions
// gets a plain sentence.
import request from 'supertest';
import type { AskResponse } from '@diary/contracts';
import { INTERNAL, INTERNAL_TOKEN_HEADER } from '@diary/contracts/server';
import { addNote, createRecord, registerUser, useTestStack, type Account } from '@diary/server-testing';
import { createApp } from '../src/app';
import { createApp as createAuthApp } from '../../auth-service/src/app';

const TODAY = '2026-11-20';

describe('ask: when did I last talk to someone', () => {
  const stack = useTestStack({ auth: createAuthApp, diary: createApp });
  let alice: Account;
  let bob: Account;
  let newestPriya: string;
  let bobsPriya: string;

  const ask = async (who: Account, question: string): Promise<AskResponse> =>
    (
      await request(stack.urls.diary)
        .post('/api/ask')
        .set('Cookie', who.cookie)
        .send({ question, today: TODAY })
        .expect(200)
    ).body as AskResponse;

  /** A finished session of `date` (UTC times) with one note; the note's id. */
  const noteOf = async (who: Account, date: string, start: string, end: string, content: string) => {
    const record = await createRecord(stack, who, {
      date,
      start: `${date}T${start}:00Z`,
      end: `${date}T${end}:00Z`,
    });
    return (await addNote(stack, who, record.id, content, `${date}T${start}:05Z`)).id;
  };

  beforeAll(async () => {
    alice = await registerUser(stack.urls.auth);
    bob = await registerUser(stack.urls.auth);
    // Alice keeps her diary in Warsaw (UTC+1 in November): the session's time is hers.
    await request(stack.urls.auth)
      .post('/api/user-settings')
      .set('Cookie', alice.cookie)
      .send({ timeZone: 'Europe/Warsaw' })
      .expect(200);
    await noteOf(alice, '2026-10-02', '09:00', '10:00', 'Kickoff. Priya walked us through the roadmap.');
    await noteOf(alice, '2026-11-03', '13:00', '14:00', 'Paired with priya on the billing export.');
    newestPriya = await noteOf(
      alice,
      '2026-11-12',
      '14:00',
      '15:30',
      '- Fixed the flaky test.\n- Talked to Priya about the release date. She wants it on Friday.',
    );
    await noteOf(alice, '2026-11-14', '08:00', '09:00', 'Met Marek for coffee; Priyanka joined later.');
    // Bob wrote about Priya after all of alice's notes: his note is never hers to read.
    bobsPriya = await noteOf(bob, '2026-11-19', '10:00', '11:00', 'Priya called about the contract.');
  }, 60_000);

  it('answers with the newest of three notes that mention Priya: day, session time and sentence', async () => {
    const answer = await ask(alice, 'When did I last talk to Priya?');
    expect(answer.answer).toBe(
      'You last mentioned Priya on Nov 12 (the session 15:00–16:30, 1h 30m): “Talked to Priya about the release date.”',
    );
    expect(answer.citations).toEqual([
      {
        type: 'note',
        id: newestPriya,
        date: '2026-11-12',
        excerpt: 'Talked to Priya about the release date.',
      },
    ]);
    expect(answer.kind).toBe('last');
  });

  it.each([
    ['When did I last meet Marek', 'Marek', 'Nov 14', 'Met Marek for coffee; Priyanka joined later.'],
    ['when did i last see marek?', 'Marek', 'Nov 14', 'Met Marek for coffee; Priyanka joined later.'],
    ['When did I last speak with Priya?', 'Priya', 'Nov 12', 'Talked to Priya about the release date.'],
    ['When was the last time I saw Priya?', 'Priya', 'Nov 12', 'Talked to Priya about the release date.'],
  ])('reads "%s" as a question about %s', async (question, name, day, sentence) => {
    const answer = await ask(alice, question);
    expect(answer.answer).toMatch(new RegExp(`^You last mentioned ${name} on ${day} \\(`));
    expect(answer.answer).toContain(`“${sentence}”`);
  });

  it("never answers with another user's note about the same person", async () => {
    const answer = await ask(alice, 'When did I last hear from Priya?');
    expect(answer.citations.map((c) => c.id)).not.toContain(bobsPriya);
    expect(answer.citations[0].date).toBe('2026-11-12');
    // Bob's own question finds his note, in UTC as he saved no zone.
    const bobs = await ask(bob, 'When did I last hear from Priya?');
    expect(bobs.citations).toEqual([
      { type: 'note', id: bobsPriya, date: '2026-11-19', excerpt: 'Priya called about the contract.' },
    ]);
    expect(bobs.answer).toContain('(the session 10:00–11:00 UTC, 1h 00m)');
  });

  it("finds a person through the session's write-up mentions when the note's text does not name them", async () => {
    const record = await createRecord(stack, alice, {
      date: '2026-11-16',
      start: '2026-11-16T12:00:00Z',
      end: '2026-11-16T12:45:00Z',
    });
    const note = await addNote(stack, alice, record.id, 'Sync with the design lead. New colours agreed.');
    // The summary as the ai service stores it: its writer found the person.
    await request(stack.urls.diary)
      .put(INTERNAL.recordSummary(alice.id, record.id))
      .set(INTERNAL_TOKEN_HEADER, stack.env.internalToken)
      .send({
        subject: 'Design sync',
        description: '- Agreed the new colours with Joanna Nowak',
        sections: {
          done: [{ text: 'Agreed the new colours with Joanna Nowak', noteIds: [note.id] }],
          decided: [],
          blocked: [],
          next: [],
        },
        mentions: [{ kind: 'person', text: 'Joanna Nowak' }],
      })
      .expect(200);
    const answer = await ask(alice, 'When did I last meet Joanna?');
    expect(answer.answer).toBe(
      'You last mentioned Joanna on Nov 16 (the session 13:00–13:45, 45m): “Sync with the design lead.”',
    );
    expect(answer.citations).toEqual([
      { type: 'note', id: note.id, date: '2026-11-16', excerpt: 'Sync with the design lead.' },
    ]);
    // Bob's sessions have no such write-up: his question finds nothing.
    expect((await ask(bob, 'When did I last meet Joanna?')).answer).toBe(
      'I found no note that mentions Joanna.',
    );
  });

  it('keeps to the days the question names', async () => {
    const october = await ask(alice, 'When did I last talk to Priya in October?');
    expect(october.answer).toBe(
      'You last mentioned Priya on Oct 2 (the session 11:00–12:00, 1h 00m): “Priya walked us through the roadmap.”',
    );
    expect(october.range).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect((await ask(alice, 'When did I last meet Marek in October?')).answer).toBe(
      'I found no note that mentions Marek in October.',
    );
  });

  it('says so when no note mentions the name', async () => {
    const answer = await ask(alice, 'When did I last hear from Tomasz?');
    expect(answer.answer).toBe('I found no note that mentions Tomasz.');
    expect(answer.citations).toEqual([]);
    // Bob mentioned Priya, alice never mentioned "Pri": a part of a name is not the name.
    expect((await ask(alice, 'When did I last talk to Pri?')).answer).toBe(
      'I found no note that mentions Pri.',
    );
  });
});
