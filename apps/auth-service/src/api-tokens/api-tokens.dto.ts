import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import {
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  CreateApiTokenRequest,
  SECURITY_MESSAGES as M,
} from '@diary/contracts';

export class CreateApiTokenDto implements CreateApiTokenRequest {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(API_TOKEN_NAME_MAX_LENGTH, { message: M.tokenName })
  @MinLength(1, { message: M.tokenName })
  @IsString({ message: M.tokenName })
  name: string;

  @IsIn(API_TOKEN_SCOPES, { message: M.tokenScope })
  scope: ApiTokenScope;
}
