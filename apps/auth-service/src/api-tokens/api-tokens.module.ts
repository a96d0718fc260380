import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiTokenEntity } from './api-token.entity';
import { ApiTokensRepository } from './api-tokens.repository';
import { ApiTokensService } from './api-tokens.service';
import { ApiTokensController } from './api-tokens.controller';
import { InternalApiTokensController } from './internal-api-tokens.controller';

@Module({
  imports: [TypeOrmModule.forFeature([ApiTokenEntity])],
  controllers: [ApiTokensController, InternalApiTokensController],
  providers: [ApiTokensRepository, ApiTokensService],
})
export class ApiTokensModule {}
