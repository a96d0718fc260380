// Requests Node cannot parse (headers over its 16 KB limit, a malformed request line) never reach a
// handler; Node would answer them with a bare status line. The gateway answers in the same JSON
// shape as every other error, then destroys the connection: an HTTP server allows half-open sockets,
// so end() alone left each one (and its descriptor) alive until the client closed its own side.
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from '@diary/server-core';

/** How long an answer may take to leave before its socket is destroyed anyway (a client not reading). */
const FLUSH_MS = 2000;

const ANSWERS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, message] = ANSWERS[err.code ?? ''] ?? [400, 'The request could not be read.'];
    const body = JSON.stringify(errorBody(status, message));
    const giveUp = setTimeout(() => socket.destroy(), FLUSH_MS).unref();
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      () => {
        clearTimeout(giveUp);
        socket.destroy();
      },
    );
  });
}
