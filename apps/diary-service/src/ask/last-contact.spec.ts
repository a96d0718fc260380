import { askedPerson, sentenceNaming } from './last-contact';

describe('the person a "when did I last …" question names', () => {
  it.each([
    ['When did I last talk to Priya?', 'Priya'],
    ['when did i last talk with priya', 'Priya'],
    ['When did I last meet Marek', 'Marek'],
    ['When did I last meet with Anna Kowalska about the audit?', 'Anna Kowalska'],
    ['When did I last hear from Tomasz?', 'Tomasz'],
    ['When did I last speak with Zoë?', 'Zoë'],
    ['When did I last spoke with Priya', 'Priya'],
    ['When was the last time I saw Marek?', 'Marek'],
    ['Last time I talked to Priya last week?', 'Priya'],
  ])('reads %s as %s', (question, name) => expect(askedPerson(question)).toBe(name));

  it.each([
    'When did I last work on the login bug?',
    'When did I last meet the team?',
    'When did I last see my manager?',
    'Did I talk to Priya?',
    'How much time did I spend on #acme last week?',
  ])('leaves %s to the other answers', (question) => expect(askedPerson(question)).toBeNull());
});

describe("the note's sentence that names the person", () => {
  it('quotes the sentence with the name, without list marks', () => {
    expect(sentenceNaming('- Fixed the build.\n- Called Priya. She agreed.', 'Priya')).toBe('Called Priya.');
  });

  it('matches whole words only, and falls back to the first sentence', () => {
    expect(sentenceNaming('Priyanka reviewed it. Then lunch.', 'Priya')).toBe('Priyanka reviewed it.');
  });
});
