// The one error filter: every error leaves as {statusCode, message, error} with a readable
// sentence. Database constraint errors map to 409/404/400 here, and nothing else becomes a 500
// unless it really is one (then it is logged, and the body says nothing internal).
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { QueryFailedError, EntityNotFoundError } from 'typeorm';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  431: 'Request Header Fields Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, message, error: REASONS[statusCode] ?? 'Error' };
}

/**
 * An HTTP error whose body carries more than the sentence: `details` are added beside
 * statusCode, message and error (a 409 that sends the current version of what was edited).
 */
export class HttpExceptionWithDetails extends HttpException {
  constructor(
    status: number,
    message: string,
    readonly details: Record<string, unknown>,
  ) {
    super(message, status);
  }
}

/** Turns any thrown value into a status and a sentence a person can read. */
// Postgres/Redis being away (restart, failover, connection loss) is a 503, not a 500.
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ERR_STREAM_DESTROYED',
  'ERR_STREAM_WRITE_AFTER_END',
]);
// pg's own words for a connection that is gone: "Client has encountered a connection error and is
// not queryable" is what the next statement of a transaction gets when the server ended the
// connection while the transaction waited between statements (a Postgres restart).
const UNAVAILABLE_MESSAGE =
  /Connection terminated|Connection is closed|is not queryable|connect ECONNREFUSED|timeout exceeded when trying to connect|terminating connection due to administrator command|the database system is (starting up|shutting down)/i;
function isDependencyDown(exception: unknown): boolean {
  const e = exception as
    { code?: string; driverError?: { code?: string }; message?: string; name?: string } | undefined;
  const code = e?.driverError?.code ?? e?.code;
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  const msg = e?.message ?? '';
  return (
    e?.name === 'MaxRetriesPerRequestError' ||
    // TypeORM lets go of a transaction's connection the moment the driver reports it lost; the
    // transaction's next statement then meets this instead of a connection error.
    e?.name === 'QueryRunnerProviderAlreadyReleasedError' ||
    UNAVAILABLE_MESSAGE.test(msg)
  );
}

export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    let message: unknown =
      typeof response === 'string' ? response : (response as { message?: unknown }).message;
    if (Array.isArray(message)) message = message[0];
    return errorBody(status, typeof message === 'string' && message ? message : exception.message);
  }
  if (exception instanceof EntityNotFoundError) return errorBody(404, 'Not found.');
  if (isDependencyDown(exception))
    return errorBody(503, 'A service this needs is not reachable right now. Please try again.');
  if (exception instanceof QueryFailedError) {
    const code = (exception.driverError as { code?: string } | undefined)?.code;
    if (code === '23505') return errorBody(409, 'That already exists.');
    if (code === '23503') return errorBody(404, 'Something this refers to does not exist.');
    // 22021/22P05: text Postgres cannot store (a NUL character, say).
    if (['22P02', '22007', '22008', '22003', '22001', '22021', '22P05'].includes(code ?? ''))
      return errorBody(400, 'A value in the request is not valid.');
    // 57014: cancelled by DB_STATEMENT_TIMEOUT_MS (database.ts).
    if (code === '57014')
      return errorBody(
        503,
        'This took the server too long to answer. Please try again, or ask for less at once.',
      );
  }
  const err = exception as { type?: string; status?: number; statusCode?: number };
  // body-parser errors carry a status and a type.
  if (err?.type === 'entity.parse.failed') return errorBody(400, 'The request body is not valid JSON.');
  if (err?.type === 'entity.too.large') return errorBody(413, 'The request body is too large.');
  if (err?.type === 'encoding.unsupported' || err?.type === 'charset.unsupported')
    return errorBody(415, 'The request body encoding is not supported.');
  const status = err?.status ?? err?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return errorBody(status, 'The request is not valid.');
  return errorBody(500, 'Something went wrong on our side. Please try again.');
}

/**
 * Whether an answer is the server's own fault (logged at error level, with the stack). A 4xx is the
 * client's, and a 501 is a deliberate "this instance does not offer that" (transcription without an
 * endpoint), which any client can ask for at will: neither is an error of ours (R3-D11).
 */
export function isServerFault(statusCode: number): boolean {
  return statusCode >= 500 && statusCode !== HttpStatus.NOT_IMPLEMENTED;
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(exception);
    if (isServerFault(body.statusCode)) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    }
    if (res.headersSent) return;
    const retryAfter = (exception as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfter === 'number' && body.statusCode === HttpStatus.TOO_MANY_REQUESTS)
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfter))));
    const details = exception instanceof HttpExceptionWithDetails ? exception.details : {};
    res.status(body.statusCode).json({ ...details, ...body });
  }
}

/** For plain Express middleware that runs before Nest's filters (body parsing, origin checks). */
export function sendError(res: Response, exception: unknown): void {
  const body = toErrorBody(exception);
  if (!res.headersSent) res.status(body.statusCode).json(body);
}
