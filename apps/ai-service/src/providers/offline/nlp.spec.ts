import {
  MAX_SHARED_TOKENS,
  NLP_IDLE_MS,
  nlpLimits,
  nlpLoaded,
  nlpLoads,
  releaseNlp,
  sentencesOf,
} from './nlp';

describe('the wink-nlp instance', () => {
  afterEach(() => {
    releaseNlp();
    jest.useRealTimers();
  });

  it('is loaded by the first sentence read, not by importing the writer', () => {
    releaseNlp();
    expect(nlpLoaded()).toBe(false);
    expect(sentencesOf('Reviewed the budget. Fixed the launcher.')).toHaveLength(2);
    expect(nlpLoaded()).toBe(true);
  });

  it('is let go after NLP_IDLE_MS without use, and each use starts the wait again', () => {
    jest.useFakeTimers();
    sentencesOf('Reviewed the budget.');
    jest.advanceTimersByTime(NLP_IDLE_MS - 1000);
    sentencesOf('Fixed the launcher.');
    jest.advanceTimersByTime(NLP_IDLE_MS - 1000);
    expect(nlpLoaded()).toBe(true);
    jest.advanceTimersByTime(1000);
    expect(nlpLoaded()).toBe(false);
  });

  it('reads the same sentences after it was let go and loaded again', () => {
    const text = "Deployed the refund API to staging; I'll watch the alerts. Blocked on the VPN.";
    const first = sentencesOf(text);
    releaseNlp();
    expect(sentencesOf(text)).toEqual(first);
  });

  it('shares equal tokens between readings, and only equal ones', () => {
    const [first] = sentencesOf('We shipped the fix to staging.');
    const [second] = sentencesOf('We shipped the fix to production.');
    // Read alike (the same text, spaces, part of speech and forms): the same object; else not.
    const alike = first.filter((t, i) => {
      const equal = JSON.stringify(t) === JSON.stringify(second[i]);
      if (equal) expect(second[i]).toBe(t);
      else expect(second[i]).not.toBe(t);
      return equal;
    });
    expect(alike.map((t) => t.text)).toEqual(expect.arrayContaining(['We', 'the', '.']));
    expect(second[5]).not.toBe(first[5]);
    expect(second[5].text).toBe('production');
    // "fix" as a verb is another token than "fix" the noun.
    const [verb] = sentencesOf('We fix the retry queue.');
    expect(verb[1].text).toBe(first[3].text);
    expect(verb[1].pos).not.toBe(first[3].pos);
    expect(verb[1]).not.toBe(first[3]);
  });

  it('keeps sharing bounded and reads the same after it started afresh', () => {
    const text = 'Deployed build 1 to staging.';
    const before = sentencesOf(text);
    for (let n = 0; n <= MAX_SHARED_TOKENS; n += 400)
      sentencesOf(Array.from({ length: 400 }, (_, i) => `v${n + i}`).join(' '));
    const after = sentencesOf(text);
    expect(after).toEqual(before);
    expect(after[0][0]).not.toBe(before[0][0]);
  });

  it('is made afresh once it has read charsPerInstance characters, and reads the same', () => {
    const limit = nlpLimits.charsPerInstance;
    try {
      const text = 'Deployed build 4711 of the refund API to staging; Priya reviewed PAY-1412.';
      const first = sentencesOf(text);
      const loads = nlpLoads();
      nlpLimits.charsPerInstance = text.length * 3;
      sentencesOf(text);
      sentencesOf(text);
      expect(nlpLoads()).toBe(loads);
      const again = sentencesOf(text);
      expect(nlpLoads()).toBe(loads + 1);
      expect(again).toEqual(first);
    } finally {
      nlpLimits.charsPerInstance = limit;
    }
  });

  it('can be let go and made again more than twenty times in a process', () => {
    const text = 'Reviewed the budget; Marek approved the V212 migration.';
    const first = sentencesOf(text);
    for (let i = 0; i < 24; i++) {
      releaseNlp();
      expect(sentencesOf(text)).toEqual(first);
    }
  });
});
