import { Module } from '@nestjs/common';
import { SessionAuthModule } from '@diary/server-auth';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

@Module({ imports: [SessionAuthModule], controllers: [SearchController], providers: [SearchService] })
export class SearchModule {}
