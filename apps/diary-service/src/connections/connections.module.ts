import { Module } from '@nestjs/common';
import { ConnectionsController } from './connections.controller';
import { ConnectionsRepository } from './connections.repository';
import { ConnectionsService } from './connections.service';

/** The user's connections to GitHub, GitLab and calendars (issue 51). */
@Module({
  controllers: [ConnectionsController],
  providers: [ConnectionsRepository, ConnectionsService],
  exports: [ConnectionsService],
})
export class ConnectionsModule {}
