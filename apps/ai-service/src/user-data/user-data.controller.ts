// Service-to-service routes about a user's data as a whole: the diary reads and adds reports for
// export and import; auth's user.deleted event deletes everything of the user here (reports and
// queued jobs). Never proxied by the gateway; InternalGuard checks the token.
import {
  BadRequestException,
  Body,
  ConflictException,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { isUUID } from 'class-validator';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
  ArrayMaxSize,
} from 'class-validator';
import {
  isDayKey,
  NOTE_MAX_LENGTH,
  type ExportedReport,
  type ExportedWeeklyReview,
  type ImportReportsRequest,
} from '@diary/contracts';
import { type ReportsPage } from '@diary/contracts/server';
import { InternalGuard } from '@diary/server-auth';
import { removeUserJobs } from '@diary/server-core';
import { AiQueues } from '../jobs/ai-queues';
import { UserDataRepository } from './user-data.repository';

class ImportedReportDto implements ExportedReport {
  @IsString()
  date: string;

  @IsOptional()
  @IsString()
  @MaxLength(NOTE_MAX_LENGTH)
  subject: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(NOTE_MAX_LENGTH)
  description: string | null;

  @IsArray()
  @IsString({ each: true })
  insights: string[];

  @IsOptional()
  @IsString()
  generatedAt: string | null;
}

class ImportReportsDto implements ImportReportsRequest {
  @IsArray()
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => ImportedReportDto)
  reports: ImportedReportDto[];

  @IsOptional()
  @IsBoolean()
  dryRun?: boolean;
}

function userIdOr404(userId: string): string {
  if (!isUUID(userId)) throw new NotFoundException('There is no such user.');
  return userId.toLowerCase();
}

@Controller('internal/users')
@UseGuards(InternalGuard)
export class UserDataController {
  constructor(
    private readonly data: UserDataRepository,
    private readonly queues: AiQueues,
  ) {}

  @Get(':userId/reports')
  async reports(
    @Param('userId') userId: string,
    @Query('after') after?: string,
    @Query('limit') limit?: string,
  ): Promise<ReportsPage> {
    if (after !== undefined && !isDayKey(after))
      throw new BadRequestException('after must be a day, yyyy-MM-dd.');
    const size = limit === undefined ? 200 : Number(limit);
    if (!Number.isInteger(size) || size < 1 || size > 1000)
      throw new BadRequestException('limit must be a whole number from 1 to 1000.');
    const reports = await this.data.reportsPage(userIdOr404(userId), after ?? null, size);
    return { reports, nextAfter: reports.length === size ? reports[reports.length - 1].date : null };
  }

  @Get(':userId/weekly-reviews')
  async weeklyReviews(
    @Param('userId') userId: string,
    @Query('after') after?: string,
    @Query('limit') limit?: string,
  ): Promise<{ reviews: ExportedWeeklyReview[]; nextAfter: string | null }> {
    if (after !== undefined && !isDayKey(after))
      throw new BadRequestException('after must be a day, yyyy-MM-dd.');
    const size = limit === undefined ? 200 : Number(limit);
    if (!Number.isInteger(size) || size < 1 || size > 1000)
      throw new BadRequestException('limit must be a whole number from 1 to 1000.');
    const reviews = await this.data.weeklyReviewsPage(userIdOr404(userId), after ?? null, size);
    return { reviews, nextAfter: reviews.length === size ? reviews[reviews.length - 1].week : null };
  }

  @Post(':userId/reports/import')
  @HttpCode(200)
  async importReports(
    @Param('userId') userId: string,
    @Body() body: ImportReportsDto,
  ): Promise<{ added: number }> {
    const bad = body.reports.findIndex(
      (r) =>
        !isDayKey(r.date) ||
        (r.generatedAt !== null && r.generatedAt !== undefined && Number.isNaN(Date.parse(r.generatedAt))),
    );
    if (bad >= 0) throw new BadRequestException(`reports[${bad}] has no valid date or generatedAt.`);
    const reports = body.reports.map((r) => ({
      date: r.date,
      subject: r.subject ?? null,
      description: r.description ?? null,
      insights: r.insights,
      generatedAt: r.generatedAt ?? null,
    }));
    return { added: await this.data.addReports(userIdOr404(userId), reports, body.dryRun === true) };
  }

  /** 204 once nothing of the user is left here; 409 while one of the user's jobs is still running. */
  @Delete(':userId')
  @HttpCode(204)
  async deleteUser(@Param('userId') userId: string): Promise<void> {
    const id = userIdOr404(userId);
    const [summaries, reports] = await Promise.all([
      removeUserJobs(this.queues.summaries, id),
      removeUserJobs(this.queues.reports, id),
    ]);
    await this.data.deleteUser(id);
    if (summaries.running + reports.running > 0)
      throw new ConflictException('A job of this user is still running; ask again shortly.');
  }
}
