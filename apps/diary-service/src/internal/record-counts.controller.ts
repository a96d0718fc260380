// For the auth service's administration screen: how many work records each user has (counts only).
import { Controller, Get, UseGuards } from '@nestjs/common';
import { InternalGuard } from '@diary/server-auth';
import { RecordCountsRepository } from './record-counts.repository';

@Controller('internal/record-counts')
@UseGuards(InternalGuard)
export class RecordCountsController {
  constructor(private readonly counts: RecordCountsRepository) {}

  @Get()
  async all(): Promise<{ counts: Record<string, number> }> {
    return { counts: await this.counts.perUser() };
  }
}
