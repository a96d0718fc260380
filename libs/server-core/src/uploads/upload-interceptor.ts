// The one upload interceptor of every multipart route: multer with the route's limits, and every
// failure turned into a readable 4xx with the route's own sentences (never a 500): a file too large
// → 413, too many or too long fields → 413, a wrong field or a second file → 400, a broken form → 400.
// Multer alone runs inside the mapping; the route handler runs after it, outside.
import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  mixin,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import { Observable, of } from 'rxjs';
import { formFieldsRefusal } from './multipart-limits';

/** The sentences a route answers with when its upload is refused. */
export interface UploadMessages {
  tooLarge: string;
  wrongField: string;
  badForm: string;
  /** When set, too many or too long fields answer 400 with this (a route with its own field limits). */
  formFields?: string;
}

/** A route's own refusal, thrown from its multer fileFilter: passed on as it is. */
export class UploadRefusal extends HttpException {}

/** What a failed upload answers. */
export function uploadRefusal(err: unknown, messages: UploadMessages): HttpException {
  if (err instanceof UploadRefusal) return err;
  const fields = formFieldsRefusal(err);
  if (fields) return messages.formFields ? new BadRequestException(messages.formFields) : fields;
  if (err instanceof PayloadTooLargeException) return new PayloadTooLargeException(messages.tooLarge);
  const message = err instanceof HttpException ? err.message : '';
  if (/unexpected (file )?field|too many files/i.test(message))
    return new BadRequestException(messages.wrongField);
  return new BadRequestException(messages.badForm);
}

/** Wraps a multer interceptor (FileInterceptor(...), FilesInterceptor(...)) with the mapping. */
export function uploadInterceptor(
  Multer: Type<NestInterceptor>,
  messages: UploadMessages,
): Type<NestInterceptor> {
  @Injectable()
  class UploadInterceptor implements NestInterceptor {
    private readonly multer = new Multer();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        await this.multer.intercept(context, { handle: () => of(null) });
      } catch (err) {
        throw uploadRefusal(err, messages);
      }
      return next.handle();
    }
  }
  return mixin(UploadInterceptor);
}
