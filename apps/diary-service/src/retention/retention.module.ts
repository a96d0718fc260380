import { Module } from '@nestjs/common';
import { RepositoriesModule } from '../repositories.module';
import { TrashModule } from '../trash/trash.module';
import { RetentionService } from './retention.service';

@Module({
  imports: [RepositoriesModule, TrashModule],
  providers: [RetentionService],
  exports: [RetentionService],
})
export class RetentionModule {}
