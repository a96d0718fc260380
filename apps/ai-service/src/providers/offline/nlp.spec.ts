import { NLP_IDLE_MS, nlpLoaded, releaseNlp, sentencesOf } from './nlp';

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
});
