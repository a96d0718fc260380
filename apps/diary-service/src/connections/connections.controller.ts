// /api/connections: the signed-in user's GitHub, GitLab and calendar connections (never a token).
import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
// The body's type is imported as a type only: its metadata must not name the zod schema as a class.
import { CreateConnectionRequest as CreateConnectionSchema } from '@diary/contracts';
import type { Connection, CreateConnectionRequest } from '@diary/contracts';
import { UuidOr404Pipe } from '@diary/server-core';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { ZodBodyPipe } from '@diary/server-core';
import { CONNECTION_NOT_FOUND, ConnectionsService } from './connections.service';

@Controller('api/connections')
@UseGuards(SessionAuthGuard)
export class ConnectionsController {
  constructor(private readonly connections: ConnectionsService) {}

  @Get()
  list(@CurrentUser() user: SessionUser): Promise<Connection[]> {
    return this.connections.list(user.id);
  }

  @Post()
  create(
    @CurrentUser() user: SessionUser,
    @Body(new ZodBodyPipe(CreateConnectionSchema)) body: CreateConnectionRequest,
  ): Promise<Connection> {
    return this.connections.create(user.id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(
    @CurrentUser() user: SessionUser,
    @Param('id', new UuidOr404Pipe(CONNECTION_NOT_FOUND)) id: string,
  ): Promise<void> {
    return this.connections.remove(user.id, id);
  }
}
