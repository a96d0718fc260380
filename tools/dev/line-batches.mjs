// A child's output as batches of lines: one call per chunk the pipe delivered, not one per line as
// readline makes. The launcher formats thousands of request lines a second under load, and with
// a batch it writes them with one write(2) instead of one each (docs/benchmarks.md, "API").
/**
 * @param {import('node:stream').Readable} stream
 * @param {(lines: string[]) => void} handle
 */
export function onLineBatches(stream, handle) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const text = rest + chunk;
    const end = text.lastIndexOf('\n');
    if (end < 0) {
      rest = text;
      return;
    }
    rest = text.slice(end + 1);
    handle(text.slice(0, end).split('\n').map(withoutCr));
  });
  stream.on('end', () => {
    if (rest) handle([withoutCr(rest)]);
    rest = '';
  });
}

const withoutCr = (line) => (line.endsWith('\r') ? line.slice(0, -1) : line);
