import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { onLineBatches } from './line-batches.mjs';

describe('onLineBatches', () => {
  it('hands on whole lines, one batch per chunk, keeping a line split across chunks whole', async () => {
    const stream = new PassThrough();
    const batches = [];
    onLineBatches(stream, (lines) => batches.push(lines));
    stream.write('a\nb\r\nhal');
    stream.write('f\n');
    stream.write('no end yet');
    stream.end(' – last');
    await new Promise((r) => stream.on('end', r));
    expect(batches).toEqual([['a', 'b'], ['half'], ['no end yet – last']]);
  });
});
