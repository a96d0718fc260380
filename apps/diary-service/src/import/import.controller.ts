// POST /api/import (multipart, field `file`, at most 50 MB): ?dryRun=true answers the same counts
// without adding anything (the web's preview); ?tz= names the time zone of CSV wall clock times.
import {
  BadRequestException,
  Controller,
  HttpCode,
  HttpException,
  Injectable,
  NestInterceptor,
  ExecutionContext,
  CallHandler,
  PayloadTooLargeException,
  Post,
  Query,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Observable, of } from 'rxjs';
import { IMPORT_FIELD, IMPORT_MAX_BYTES, type ImportResult } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { formFieldsRefusal, multipartLimits, optionalFlag } from '@diary/server-core';
import { isTimeZone } from '../export/export-formats';
import { ImportService } from './import.service';

const MulterInterceptor = FileInterceptor(IMPORT_FIELD, {
  limits: multipartLimits({ fileSize: IMPORT_MAX_BYTES, files: 1 }),
});

/** Runs multer and turns every upload problem into a readable 4xx (never a 500). */
@Injectable()
class ImportUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterInterceptor();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      await this.multer.intercept(context, { handle: () => of(null) });
    } catch (err) {
      if (err instanceof PayloadTooLargeException)
        throw new PayloadTooLargeException('The file is too large (at most 50 MB).');
      const fields = formFieldsRefusal(err);
      if (fields) throw fields;
      const message = err instanceof HttpException ? err.message : '';
      if (/unexpected (file )?field|too many files/i.test(message))
        throw new BadRequestException(`Send one file in the form field "${IMPORT_FIELD}".`);
      throw new BadRequestException('The upload is not a readable multipart form.');
    }
    return next.handle();
  }
}

@Controller('api/import')
@UseGuards(SessionAuthGuard)
export class ImportController {
  constructor(private readonly imports: ImportService) {}

  @Post()
  @HttpCode(200)
  @UseInterceptors(ImportUploadInterceptor)
  async import(
    @CurrentUser() user: SessionUser,
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @Query('dryRun', optionalFlag('dryRun')) dryRun: boolean | undefined,
    @Query('tz') tz: string = 'UTC',
  ): Promise<ImportResult> {
    if (!file) throw new BadRequestException(`Send the file in the form field "${IMPORT_FIELD}".`);
    if (typeof tz !== 'string' || !isTimeZone(tz))
      throw new BadRequestException('tz must be a time zone name such as Europe/Berlin or UTC.');
    return this.imports.import(user.id, file.buffer, { dryRun: dryRun ?? false, timeZone: tz });
  }
}
