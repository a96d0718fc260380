// A multer interceptor whose every failure becomes the readable 4xx `toHttpError` chooses (never
// a 500). Multer alone runs inside the mapping; the route handler runs after it, outside.
import {
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  mixin,
  NestInterceptor,
  Type,
} from '@nestjs/common';
import { Observable, of } from 'rxjs';

export function mappedUploadInterceptor(
  Multer: Type<NestInterceptor>,
  toHttpError: (err: unknown) => HttpException,
): Type<NestInterceptor> {
  @Injectable()
  class MappedUploadInterceptor implements NestInterceptor {
    private readonly multer = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        await this.multer.intercept(context, { handle: () => of(null) });
      } catch (err) {
        throw toHttpError(err);
      }
      return next.handle();
    }
  }
  return mixin(MappedUploadInterceptor);
}
