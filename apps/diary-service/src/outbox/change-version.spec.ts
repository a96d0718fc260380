import { nextChangeVersion } from './change-version';

describe('nextChangeVersion', () => {
  it('follows the clock and never repeats or goes back', () => {
    const a = nextChangeVersion(1000);
    const b = nextChangeVersion(1000);
    const c = nextChangeVersion(500);
    expect(a).toBeGreaterThanOrEqual(1000);
    expect(b).toBe(a + 1);
    expect(c).toBe(b + 1);
    expect(nextChangeVersion(Date.now() + 60_000)).toBeGreaterThan(c);
  });
});
