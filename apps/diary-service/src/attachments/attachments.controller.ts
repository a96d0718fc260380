// POST /api/attachments (multipart `file` + `workRecordId`) → 201 {id, workRecordId, contentType,
// bytes, width, height, url}; GET /api/attachments/{id}[?size=thumb] → the bytes, owner only.
import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import type { Attachment } from '@diary/contracts';
import { isUuid, UuidOr404Pipe } from '@diary/server-core';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { RECORD_NOT_FOUND } from '../work-records/work-records.service';
import { ATTACHMENT_MESSAGES, AttachmentUploadInterceptor } from './attachment-upload.interceptor';
import { AttachmentsService } from './attachments.service';

const AttachmentIdPipe = new UuidOr404Pipe(ATTACHMENT_MESSAGES.notFound);

@Controller('api/attachments')
@UseGuards(SessionAuthGuard)
export class AttachmentsController {
  constructor(private readonly attachments: AttachmentsService) {}

  @Post()
  @HttpCode(201)
  @UseInterceptors(AttachmentUploadInterceptor)
  upload(
    @CurrentUser() user: SessionUser,
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @Body() body: Record<string, unknown> | undefined,
  ): Promise<Attachment> {
    if (!file) throw new BadRequestException(ATTACHMENT_MESSAGES.noFile);
    const recordId = body?.workRecordId;
    if (typeof recordId !== 'string' || !recordId)
      throw new BadRequestException(ATTACHMENT_MESSAGES.noRecord);
    if (!isUuid(recordId)) throw new NotFoundException(RECORD_NOT_FOUND);
    return this.attachments.upload(user.id, recordId.toLowerCase(), file.buffer);
  }

  @Get(':id')
  async read(
    @CurrentUser() user: SessionUser,
    @Param('id', AttachmentIdPipe) id: string,
    @Res() res: Response,
    @Query('size') size: unknown,
    @Headers('if-none-match') ifNoneMatch?: string,
  ): Promise<void> {
    if (size !== undefined && size !== 'thumb' && size !== 'original')
      throw new BadRequestException(ATTACHMENT_MESSAGES.badSize);
    const variant = size === 'thumb' ? 'thumb' : 'original';
    const file = await this.attachments.read(user.id, id, variant);
    // An attachment never changes, so its id names its bytes: a browser revalidates for free.
    const etag = `"${id}-${variant}"`;
    res.setHeader('Cache-Control', 'private');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('ETag', etag);
    if (ifNoneMatch === etag) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.data.length));
    res.setHeader('Content-Disposition', 'inline');
    // Opened on its own, the image can run nothing and load nothing.
    res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox");
    res.status(200).end(file.data);
  }
}
