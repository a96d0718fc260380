// Reads POST /api/attachments into memory with tight limits (one file of 10 MB, the record id as
// the only short text field, a handful of parts) and turns every upload problem into a readable
// 4xx: a file too large → 413, anything else wrong with the form → 400 (never a 500).
import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Observable, of } from 'rxjs';
import { ATTACHMENT_UPLOAD } from '@diary/contracts';

export const ATTACHMENT_MESSAGES = {
  tooLarge: `An image can be at most ${ATTACHMENT_UPLOAD.maxBytes / (1024 * 1024)} MB.`,
  noFile: `Attach the image in the form field "${ATTACHMENT_UPLOAD.field}".`,
  wrongField: `Send one image in the form field "${ATTACHMENT_UPLOAD.field}" and the session's id in "${ATTACHMENT_UPLOAD.recordField}".`,
  badForm: 'The upload is not a readable multipart form.',
  noRecord: `Name the session the image belongs to in the form field "${ATTACHMENT_UPLOAD.recordField}".`,
  notImage: 'Only PNG, JPEG, WebP and GIF images can be attached.',
  unreadable: 'The file could not be read as an image; it may be damaged or incomplete.',
  tooManyPixels: (w: number, h: number) =>
    `The image is ${w}×${h} pixels; images can be at most 50 megapixels.`,
  overQuota: (quotaMb: number) =>
    `This image would take your attachments past your ${quotaMb} MB quota. Delete some images or sessions first.`,
  notFound: 'Attachment not found.',
  badSize: 'size must be "thumb" or "original".',
} as const;

const MulterInterceptor = FileInterceptor(ATTACHMENT_UPLOAD.field, {
  limits: {
    fileSize: ATTACHMENT_UPLOAD.maxBytes,
    files: 1,
    // workRecordId is the only text field; a few spare parts let a client add e.g. an alt text.
    fields: 4,
    fieldSize: 200,
    fieldNameSize: 50,
    parts: 6,
    headerPairs: 50,
  },
});

@Injectable()
export class AttachmentUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterInterceptor();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      await this.multer.intercept(context, { handle: () => of(null) });
    } catch (err) {
      if (err instanceof PayloadTooLargeException)
        throw new PayloadTooLargeException(ATTACHMENT_MESSAGES.tooLarge);
      const message = err instanceof HttpException ? err.message : '';
      if (/unexpected (file )?field|too many (files|fields|parts)|field value too long/i.test(message))
        throw new BadRequestException(ATTACHMENT_MESSAGES.wrongField);
      throw new BadRequestException(ATTACHMENT_MESSAGES.badForm);
    }
    return next.handle();
  }
}
