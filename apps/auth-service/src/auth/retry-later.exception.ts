// A 429 that says how long to wait; the controller copies retryAfterSeconds into Retry-After.
import { HttpException, HttpStatus } from '@nestjs/common';

export class RetryLaterException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    describe: (waitText: string) => string,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(describe(`${minutes} minute${minutes === 1 ? '' : 's'}`), HttpStatus.TOO_MANY_REQUESTS);
  }
}
