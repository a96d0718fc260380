import { ArgumentsHost, BadRequestException, Logger, NotImplementedException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { HttpErrorFilter, toErrorBody } from './http-error.filter';

const dbError = (code: string, message = 'db') =>
  new QueryFailedError('SELECT 1', [], Object.assign(new Error(message), { code }));

describe('toErrorBody', () => {
  it('keeps an HTTP exception with its readable sentence', () => {
    expect(toErrorBody(new BadRequestException('End time cannot be before start time.'))).toEqual({
      statusCode: 400,
      message: 'End time cannot be before start time.',
      error: 'Bad Request',
    });
  });

  it('maps a unique violation to 409 and bad input syntax to 400', () => {
    expect(toErrorBody(dbError('23505')).statusCode).toBe(409);
    expect(toErrorBody(dbError('22P02')).statusCode).toBe(400);
    expect(toErrorBody(dbError('22021', 'invalid byte sequence for encoding "UTF8": 0x00')).statusCode).toBe(
      400,
    );
  });

  it('maps a database that is restarting or unreachable to 503, not 500', () => {
    expect(
      toErrorBody(dbError('57P01', 'terminating connection due to administrator command')).statusCode,
    ).toBe(503);
    expect(toErrorBody(new Error('Connection terminated unexpectedly')).statusCode).toBe(503);
    expect(
      toErrorBody(new Error('Client has encountered a connection error and is not queryable')).statusCode,
    ).toBe(503);
    expect(
      toErrorBody(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))
        .statusCode,
    ).toBe(503);
  });

  it('maps body-parser errors to 400 and 413 with sentences', () => {
    expect(toErrorBody({ type: 'entity.parse.failed', status: 400 })).toEqual({
      statusCode: 400,
      message: 'The request body is not valid JSON.',
      error: 'Bad Request',
    });
    expect(toErrorBody({ type: 'entity.too.large', status: 413 }).statusCode).toBe(413);
  });

  it('hides the details of a real internal error', () => {
    const body = toErrorBody(new TypeError('x is undefined'));
    expect(body.statusCode).toBe(500);
    expect(body.message).not.toContain('undefined');
  });
});

describe('HttpErrorFilter', () => {
  const hostFor = (res: object) =>
    ({ switchToHttp: () => ({ getResponse: () => res }) }) as unknown as ArgumentsHost;
  const fakeResponse = () => {
    const res = { headersSent: false, statusCode: 0, body: undefined as unknown };
    return Object.assign(res, {
      setHeader: () => res,
      status: (code: number) => ((res.statusCode = code), res),
      json: (body: unknown) => ((res.body = body), res),
    });
  };

  it('logs a real 500 with its stack, but a deliberate 501 or a 4xx not at all (R3-D11)', () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const filter = new HttpErrorFilter();
      const notOffered = fakeResponse();
      filter.catch(new NotImplementedException('Transcription is not set up here.'), hostFor(notOffered));
      expect(notOffered.statusCode).toBe(501);
      expect(notOffered.body).toMatchObject({ error: 'Not Implemented' });
      filter.catch(new BadRequestException('no'), hostFor(fakeResponse()));
      expect(error).not.toHaveBeenCalled();
      filter.catch(new Error('boom'), hostFor(fakeResponse()));
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0][0])).toContain('Error: boom\n    at ');
    } finally {
      error.mockRestore();
    }
  });
});
