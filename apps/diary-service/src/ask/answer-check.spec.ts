import { answerKeepsFigures, numbersIn } from './answer-check';

describe('a model answer keeps to the figures', () => {
  const facts = 'You spent 12h 05m on #acme in October, over 9 sessions; the longest was Oct 14, 3h 10m.';

  it('reads the numbers of a text as written', () => {
    expect(numbersIn('12h 05m, 45m, 3.5 hours, 1,250 notes on Oct 04')).toEqual([
      '725min',
      '45min',
      '3.5',
      '1,250',
      '4',
    ]);
  });

  it('accepts a rephrasing that uses only the numbers given', () => {
    expect(
      answerKeepsFigures('October on #acme: 12h 5m in 9 sessions, the longest 3h 10m on Oct 14.', [facts]),
    ).toBe(true);
    expect(answerKeepsFigures('Most of October went to acme.', [facts])).toBe(true);
  });

  it('refuses an answer with a number that is not among the facts', () => {
    expect(answerKeepsFigures('You spent about 12.1 hours on #acme in October.', [facts])).toBe(false);
    expect(answerKeepsFigures('You spent 13h 05m on #acme in October.', [facts])).toBe(false);
    expect(answerKeepsFigures('Over 10 sessions.', [facts])).toBe(false);
  });
});
