// Service-to-service routes (INTERNAL in @diary/contracts): the ai service reads records and stores
// summaries, the search service reindexes. Never proxied by the gateway; InternalGuard checks the token.
import {
  BadRequestException,
  Body,
  Controller,
  Get,
  NotFoundException,
  Param,
  Put,
  Query,
  UseGuards,
} from '@nestjs/common';
import { SEARCH_DOCUMENTS_MAX_PAGE } from '@diary/contracts';
import type { DayResponse, WorkRecord } from '@diary/contracts';
import { InternalGuard } from '@diary/server-auth';
import { DayKeyPipe, isUuid } from '@diary/server-core';
import { RecordIdPipe, UserIdPipe } from '../http/id-pipes';
import { RecordReader } from '../work-records/record-reader';
import { RECORD_NOT_FOUND, WorkRecordsService } from '../work-records/work-records.service';
import { StoreSummaryDto } from './internal.dto';
import { SearchDocumentsPage, SearchDocumentsService } from './search-documents.service';

@Controller('internal')
@UseGuards(InternalGuard)
export class InternalController {
  constructor(
    private readonly reader: RecordReader,
    private readonly records: WorkRecordsService,
    private readonly documents: SearchDocumentsService,
  ) {}

  // The ai service writes summaries and reports from these: a sealed note is never handed over.
  @Get('users/:userId/work-records/day/:date')
  async day(
    @Param('userId', UserIdPipe) userId: string,
    @Param('date', DayKeyPipe) date: string,
  ): Promise<DayResponse> {
    const day = await this.reader.day(userId, date);
    return { ...day, records: day.records.map(withoutSealedNotes) };
  }

  @Get('users/:userId/work-records/:id')
  async record(
    @Param('userId', UserIdPipe) userId: string,
    @Param('id', RecordIdPipe) id: string,
  ): Promise<WorkRecord> {
    const record = await this.reader.one(userId, id);
    if (!record) throw new NotFoundException(RECORD_NOT_FOUND);
    return withoutSealedNotes(record);
  }

  @Put('users/:userId/work-records/:id/summary')
  storeSummary(
    @Param('userId', UserIdPipe) userId: string,
    @Param('id', RecordIdPipe) id: string,
    @Body() body: StoreSummaryDto,
  ): Promise<WorkRecord> {
    return this.records.storeSummary(
      userId,
      id,
      {
        subject: body.subject,
        description: body.description,
        sections: body.sections,
        mentions: body.mentions,
        provider: body.provider,
      },
      body.discardEdits === true,
    );
  }

  @Get('search-documents')
  searchDocuments(
    @Query('userId') userId?: string,
    @Query('cursor') cursor?: string,
    @Query('limit') limit?: string,
  ): Promise<SearchDocumentsPage> {
    if (userId !== undefined && !isUuid(userId)) throw new BadRequestException('userId must be a UUID.');
    const size = limit === undefined ? 500 : /^\d{1,4}$/.test(limit) ? Number(limit) : NaN;
    if (!(size >= 1 && size <= SEARCH_DOCUMENTS_MAX_PAGE))
      throw new BadRequestException(`limit must be a whole number from 1 to ${SEARCH_DOCUMENTS_MAX_PAGE}.`);
    if (cursor !== undefined && typeof cursor !== 'string')
      throw new BadRequestException('The cursor is not valid.');
    return this.documents.page(userId?.toLowerCase() ?? null, cursor ?? null, size);
  }
}

/** The record as the ai service may read it: without its sealed notes (contract, "Private and permanent"). */
function withoutSealedNotes(record: WorkRecord): WorkRecord {
  return { ...record, notes: record.notes.filter((n) => !n.sealed) };
}
