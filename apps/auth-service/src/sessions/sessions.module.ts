import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionEntity } from './session.entity';
import { SessionsService } from './sessions.service';
import { InternalSessionsController } from './internal-sessions.controller';
import { SessionCleanup } from './session-cleanup';
import { SessionRevoker } from './session-revoker';

@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity])],
  controllers: [InternalSessionsController],
  providers: [SessionsService, SessionRevoker, SessionCleanup],
  exports: [SessionsService, SessionRevoker],
})
export class SessionsModule {}
