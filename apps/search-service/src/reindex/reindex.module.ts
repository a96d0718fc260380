import { Module } from '@nestjs/common';
import { SessionAuthModule } from '@diary/server-auth';
import { IndexWriterModule } from '../indexing/indexing.module';
import { ReindexController } from './reindex.controller';
import { ReindexService } from './reindex.service';

@Module({
  imports: [IndexWriterModule, SessionAuthModule],
  controllers: [ReindexController],
  providers: [ReindexService],
  exports: [ReindexService],
})
export class ReindexModule {}
