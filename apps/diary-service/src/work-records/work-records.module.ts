import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { WorkRecordsController } from './work-records.controller';
import { WorkRecordsService } from './work-records.service';
import { RecordReader } from './record-reader';

@Module({
  imports: [OutboxModule],
  controllers: [WorkRecordsController],
  providers: [WorkRecordsService, RecordReader],
  exports: [WorkRecordsService, RecordReader],
})
export class WorkRecordsModule {}
