// Requests Node cannot parse (headers over its 16 KB limit, a malformed request line) never reach a
// handler; Node would answer them with a bare status line. The gateway answers in the same JSON
// shape as every other error, then closes the connection.
import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from '@diary/server-core';

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
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
}
