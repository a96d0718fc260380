import { Module } from '@nestjs/common';
import { RepositoriesModule } from '../repositories.module';
import { RetentionService } from './retention.service';

@Module({ imports: [RepositoriesModule], providers: [RetentionService], exports: [RetentionService] })
export class RetentionModule {}
