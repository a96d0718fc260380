import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { IsOptional, IsUUID } from 'class-validator';
import type { ReindexRequest } from '@diary/contracts';
import { InternalGuard } from '@diary/server-auth';
import { ReindexResult, ReindexService } from './reindex.service';

export class ReindexDto implements ReindexRequest {
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a user id' })
  userId?: string;
}

/** POST /internal/reindex {userId?}: rebuilds one user's index (or everyone's) from the diary. */
@Controller('internal/reindex')
@UseGuards(InternalGuard)
export class ReindexController {
  constructor(private readonly reindex: ReindexService) {}

  @Post()
  @HttpCode(200)
  run(@Body() body: ReindexDto): Promise<ReindexResult> {
    return this.reindex.reindex(body.userId);
  }
}
