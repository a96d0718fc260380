import { Module } from '@nestjs/common';
import { SessionAuthModule } from '@diary/server-auth';
import { SearchController } from './search.controller';
import { InternalSearchController } from './internal-search.controller';
import { SearchService } from './search.service';
import { SearchRepository } from './search.repository';

@Module({
  imports: [SessionAuthModule],
  controllers: [SearchController, InternalSearchController],
  providers: [SearchService, SearchRepository],
})
export class SearchModule {}
