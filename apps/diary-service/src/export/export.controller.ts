// GET /api/export?format=json|markdown|csv: the signed-in user's diary as an attachment, streamed.
import { BadRequestException, Controller, Get, Logger, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import archiver from 'archiver';
import { stringify } from 'csv-stringify';
import { EXPORT_FORMATS, type ExportFormat } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { ExportService } from './export.service';
import { CSV_COLUMNS, isTimeZone } from './export-formats';
import { attachmentPath, linkAttachmentFiles } from './attachment-files';

const CONTENT_TYPES: Record<ExportFormat, [string, string]> = {
  json: ['application/json; charset=utf-8', 'json'],
  markdown: ['application/zip', 'zip'],
  csv: ['text/csv; charset=utf-8', 'csv'],
};

@Controller('api/export')
@UseGuards(SessionAuthGuard)
export class ExportController {
  private readonly logger = new Logger(ExportController.name);

  constructor(private readonly exports: ExportService) {}

  @Get()
  async export(
    @CurrentUser() user: SessionUser,
    @Res() res: Response,
    @Query('format') format: string = 'json',
    @Query('tz') tz: string = 'UTC',
  ): Promise<void> {
    if (!(EXPORT_FORMATS as readonly string[]).includes(format))
      throw new BadRequestException(`format must be one of: ${EXPORT_FORMATS.join(', ')}.`);
    if (typeof tz !== 'string' || !isTimeZone(tz))
      throw new BadRequestException('tz must be a time zone name such as Europe/Berlin or UTC.');
    const head = await this.exports.head(user.id);
    // Markdown and CSV times are in the user's own zone (Settings) when saved; the browser's tz until then.
    const saved = head.settings.timeZone;
    const zone = typeof saved === 'string' && isTimeZone(saved) ? saved : tz;
    const [type, ext] = CONTENT_TYPES[format as ExportFormat];
    const filename = `work-diary-${head.user.username}-${head.exportedAt.slice(0, 10)}.${ext}`;
    res.status(200);
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    try {
      // Text pieces go to the socket as strings (one waits in the stream while the client is slow):
      // the socket copies a string into memory it frees once written, where a Buffer made here
      // would stay until V8 collects it.
      if (format === 'json') await pipeline(Readable.from(this.exports.json(user.id, head)), res);
      else if (format === 'csv')
        await pipeline(
          Readable.from(this.exports.csvRows(user.id, zone)),
          // UTF-8 with a byte-order mark, so a spreadsheet reads accents right.
          stringify({ bom: true, header: true, columns: [...CSV_COLUMNS], record_delimiter: 'windows' }),
          res,
        );
      else await this.zip(user.id, zone, res);
    } catch (err) {
      // The answer has begun: all that is left is to cut it, so the download shows as failed.
      this.logger.warn(`export stopped: ${err instanceof Error ? err.message : String(err)}`);
      res.destroy();
    }
  }

  /** The Markdown zip: a page (then its images) is added only after the previous one went into the archive. */
  private async zip(userId: string, timeZone: string, res: Response): Promise<void> {
    const archive = archiver('zip', { zlib: { level: 6 } });
    const done = pipeline(archive, res);
    const failed = new Promise<never>((_, reject) => archive.once('error', reject));
    for await (const page of this.exports.markdownDays(userId, timeZone)) {
      if (res.destroyed) throw new Error('the client went away');
      const files = await this.exports.dayAttachments(userId, page.recordIds);
      const added = once(archive, 'entry');
      archive.append(files.length ? linkAttachmentFiles(page.content, page.name, files) : page.content, {
        name: page.name,
      });
      await Promise.race([added, failed]);
      // The day's images beside its page, read one at a time as the archive takes them.
      for (const file of files) {
        const data = await this.exports.attachmentBytes(userId, file.id);
        if (!data) continue;
        const stored = once(archive, 'entry');
        archive.append(data, { name: attachmentPath(page.name, file.id, file.contentType), store: true });
        await Promise.race([stored, failed]);
      }
    }
    await Promise.all([archive.finalize(), done]);
  }
}
