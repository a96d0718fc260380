// POST /api/import (multipart, field `file`, at most IMPORT_MAX_MB): ?dryRun=true answers the same
// counts without adding anything (the web's preview); ?tz= names the time zone of CSV wall clock
// times. The file is streamed to a temporary file (IMPORT_TMP_DIR), never held whole in memory,
// read from there by a worker, and removed when the answer is given, whatever it is.
import {
  BadRequestException,
  CallHandler,
  Controller,
  ExecutionContext,
  HttpCode,
  Inject,
  Injectable,
  NestInterceptor,
  Post,
  Query,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { runMulter } from '@nestjs/platform-express/multer/multer/multer.utils';
import multer from 'multer';
import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { finalize, Observable } from 'rxjs';
import { IMPORT_FIELD, type ImportResult } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { CONFIG, multipartLimits, optionalFlag, uploadRefusal } from '@diary/server-core';
import type { DiaryConfig } from '../config';
import { isTimeZone } from '../export/export-formats';
import { ImportService } from './import.service';

const MB = 1024 * 1024;
/** Names of upload files on disk, so that one left by a crashed process is known for what it is. */
export const IMPORT_FILE_PREFIX = 'diary-import-';

/** Streams the upload to disk and turns every upload problem into a readable 4xx (never a 500). */
@Injectable()
class ImportUploadInterceptor implements NestInterceptor {
  private readonly multer: multer.Multer;
  private readonly maxMb: number;

  constructor(@Inject(CONFIG) config: DiaryConfig) {
    this.maxMb = config.IMPORT_MAX_MB;
    this.multer = multer({
      storage: multer.diskStorage({
        destination: config.IMPORT_TMP_DIR ?? tmpdir(),
        filename: (_req, _file, done) => done(null, `${IMPORT_FILE_PREFIX}${randomUUID()}`),
      }),
      limits: multipartLimits({ fileSize: Math.floor(config.IMPORT_MAX_MB * MB), files: 1 }),
    });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<{ file?: { path: string } }>();
    try {
      // multer removes what it stored when the upload fails or is cut short.
      await runMulter(this.multer.single(IMPORT_FIELD), req, http.getResponse());
    } catch (err) {
      throw uploadRefusal(err, {
        tooLarge: `The file is too large: an import takes at most ${this.maxMb.toLocaleString('en-US')} MB.`,
        wrongField: `Send one file in the form field "${IMPORT_FIELD}".`,
        badForm: 'The upload is not a readable multipart form.',
      });
    }
    const path = req.file?.path;
    return next.handle().pipe(
      finalize(() => {
        if (path) void unlink(path).catch(() => undefined);
      }),
    );
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
    @UploadedFile() file: { path: string } | undefined,
    @Query('dryRun', optionalFlag('dryRun')) dryRun: boolean | undefined,
    @Query('tz') tz: string = 'UTC',
  ): Promise<ImportResult> {
    if (!file) throw new BadRequestException(`Send the file in the form field "${IMPORT_FIELD}".`);
    if (typeof tz !== 'string' || !isTimeZone(tz))
      throw new BadRequestException('tz must be a time zone name such as Europe/Berlin or UTC.');
    return this.imports.import(user.id, file.path, { dryRun: dryRun ?? false, timeZone: tz });
  }
}
