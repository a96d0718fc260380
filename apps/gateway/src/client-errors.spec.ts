// A request Node cannot parse gets its JSON answer, and then its connection is gone: the socket is
// destroyed, not half-closed (an HTTP server allows half-open sockets, so end() alone kept the
// descriptor for as long as the client kept its side open: 1,000 slow clients, 1,000 descriptors).
import { createServer, Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { answerClientErrors } from './client-errors';

const connections = (server: Server) =>
  new Promise<number>((resolve, reject) =>
    server.getConnections((err, n) => (err ? reject(err) : resolve(n))),
  );

describe('answerClientErrors', () => {
  let server: Server;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('ok'));
    answerClientErrors(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('answers 431 in JSON and releases the connection even when the client keeps its side open', async () => {
    // allowHalfOpen: the client never sends its FIN back, as a slow or hostile client would not.
    const socket = connect({
      port: (server.address() as AddressInfo).port,
      host: '127.0.0.1',
      allowHalfOpen: true,
    });
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
    const ended = new Promise((r) => socket.once('end', r));
    await new Promise((r) => socket.once('connect', r));
    socket.write(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n`);
    await ended;
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer).toContain('"statusCode":431');
    // The server's side must be closed for good: no connection left while the client still holds its own.
    const deadline = Date.now() + 5000;
    while ((await connections(server)) > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    expect(await connections(server)).toBe(0);
    socket.destroy();
  });
});
