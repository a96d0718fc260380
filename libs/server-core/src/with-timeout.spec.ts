import { withTimeout } from './with-timeout';

describe('withTimeout', () => {
  it('settles as the work does when the work is quicker', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000)).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('refused')), 1000)).rejects.toThrow('refused');
  });

  it('rejects with the given sentence when the work takes longer than the limit', async () => {
    const never = new Promise<never>(() => undefined);
    await expect(withTimeout(never, 20, 'Redis did not answer')).rejects.toThrow('Redis did not answer');
    await expect(withTimeout(never, 20)).rejects.toThrow('no answer within 20 ms');
  });
});
