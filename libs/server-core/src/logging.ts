// Structured JSON logs with a request id taken from x-request-id (set by the gateway) or made here.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { REQUEST_ID_HEADER } from '@diary/contracts';

export function loggingModule(service: string) {
  return LoggerModule.forRoot({
    pinoHttp: {
      name: service,
      level: process.env.LOG_LEVEL ?? 'info',
      genReqId: (req: IncomingMessage, res: ServerResponse) => {
        const given = req.headers[REQUEST_ID_HEADER];
        const id = typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      customProps: () => ({ service }),
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-internal-token"]',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req: IncomingMessage) => req.url === '/internal/health' },
    },
  });
}
