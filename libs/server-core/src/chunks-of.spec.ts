import { chunksOf } from './chunks-of';

describe('chunksOf', () => {
  it('gives the rows in order, in slices of the size and a shorter last one', () => {
    expect([...chunksOf([1, 2, 3, 4, 5], 2)]).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('gives one slice when the rows fit and none for no rows', () => {
    expect([...chunksOf(['a', 'b'], 2000)]).toEqual([['a', 'b']]);
    expect([...chunksOf([], 2000)]).toEqual([]);
  });

  it('refuses a size that would never advance', () => {
    expect(() => [...chunksOf([1], 0)]).toThrow('chunk size must be a positive integer, not 0');
    expect(() => [...chunksOf([1], 1.5)]).toThrow(RangeError);
  });
});
