import { IsString, MaxLength, MinLength } from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '@diary/contracts';

/** POST /api/auth/oidc/link: the account's password, before its provider identity is linked. */
export class OidcLinkDto {
  @IsString({ message: 'Enter your password.' })
  @MinLength(1, { message: 'Enter your password.' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Password is incorrect.' })
  password: string;
}
