import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import type { DayResponse, WorkRecord } from '@diary/contracts';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { RecordIdPipe } from '../http/id-pipes';
import { replyJson } from '../http/json-reply';
import { CreateWorkRecordDto, UpdateWorkRecordDto } from './work-records.dto';
import { SplitWorkRecordDto } from './split-work-record.dto';
import { WorkRecordsService } from './work-records.service';
import { RecordReader } from './record-reader';
import { DayKeyPipe } from '@diary/server-core';

@Controller('api/work-records')
@UseGuards(SessionAuthGuard)
export class WorkRecordsController {
  constructor(
    private readonly records: WorkRecordsService,
    private readonly reader: RecordReader,
  ) {}

  /** 200 the active record, or 200 null (the JSON text). */
  @Get('active')
  async active(@CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    replyJson(res, await this.reader.active(user.id));
  }

  @Get(':date')
  day(@CurrentUser() user: SessionUser, @Param('date', DayKeyPipe) date: string): Promise<DayResponse> {
    return this.reader.day(user.id, date);
  }

  @Post()
  create(@CurrentUser() user: SessionUser, @Body() body: CreateWorkRecordDto): Promise<WorkRecord> {
    return this.records.create(user.id, body);
  }

  @Patch(':id')
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', RecordIdPipe) id: string,
    @Body() body: UpdateWorkRecordDto,
  ): Promise<WorkRecord> {
    return this.records.update(user.id, id, body);
  }

  /** Discards the time away from a running session (the idle prompt): 200 {stopped, started}. */
  @Post(':id/split')
  @HttpCode(200)
  split(
    @CurrentUser() user: SessionUser,
    @Param('id', RecordIdPipe) id: string,
    @Body() body: SplitWorkRecordDto,
  ): Promise<{ stopped: WorkRecord; started: WorkRecord }> {
    return this.records.split(user.id, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: SessionUser, @Param('id', RecordIdPipe) id: string): Promise<void> {
    return this.records.remove(user.id, id);
  }
}
