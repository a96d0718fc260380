// /api/activity/{date}: the day's activity from the user's connections, and adding one item to the
// diary as a note or a session. Nothing of it is in the diary (or its search) until it is added.
import { Body, Controller, Get, NotFoundException, Param, Post, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
// Types imported as types only: a body's metadata must not name the zod schema as a class.
import { AddActivityItemRequest as AddActivityItemSchema } from '@diary/contracts';
import type { ActivityItem, AddActivityItemRequest, AddedActivityItem } from '@diary/contracts';
import { DayKeyPipe } from '@diary/server-core';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { ZodBodyPipe } from '@diary/server-core';
import { ActivityService } from './activity.service';
import { ActivityAdditionsService, ITEM_NOT_FOUND } from './activity-additions.service';

@Controller('api/activity')
@UseGuards(SessionAuthGuard)
export class ActivityController {
  constructor(
    private readonly activity: ActivityService,
    private readonly additions: ActivityAdditionsService,
  ) {}

  @Get(':date')
  async day(
    @CurrentUser() user: SessionUser,
    @Param('date', DayKeyPipe) date: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ActivityItem[]> {
    res.setHeader('Cache-Control', 'private, no-store');
    return this.additions.addedOf(user.id, await this.activity.day(user.id, date));
  }

  @Post(':date/items/:id/add')
  add(
    @CurrentUser() user: SessionUser,
    @Param('date', DayKeyPipe) date: string,
    @Param('id') id: string,
    @Body(new ZodBodyPipe(AddActivityItemSchema)) body: AddActivityItemRequest,
  ): Promise<AddedActivityItem> {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new NotFoundException(ITEM_NOT_FOUND);
    return this.additions.add(user.id, date, id, body);
  }
}
