import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionEntity } from './session.entity';
import { SessionsService } from './sessions.service';
import { InternalSessionsController } from './internal-sessions.controller';
import { SessionCleanup } from './session-cleanup';
import { SessionRevoker } from './session-revoker';
import { SessionsRepository } from './sessions.repository';
import { DeviceSessionsController } from './device-sessions.controller';

@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity])],
  controllers: [InternalSessionsController, DeviceSessionsController],
  providers: [SessionsService, SessionRevoker, SessionCleanup, SessionsRepository],
  exports: [SessionsService, SessionRevoker],
})
export class SessionsModule {}
