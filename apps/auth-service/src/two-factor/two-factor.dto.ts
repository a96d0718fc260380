import { IsString, MaxLength, MinLength } from 'class-validator';
import {
  LoginTwoFactorRequest,
  PASSWORD_MAX_LENGTH,
  SECURITY_MESSAGES as M,
  TwoFactorCodeRequest,
  TwoFactorDisableRequest,
  TwoFactorEnableRequest,
} from '@diary/contracts';

export class TwoFactorCodeDto implements TwoFactorCodeRequest {
  @MaxLength(32, { message: M.invalidCode })
  @MinLength(1, { message: M.invalidCode })
  @IsString({ message: M.invalidCode })
  code: string;
}

export class TwoFactorDisableDto implements TwoFactorDisableRequest {
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordIncorrect })
  @MinLength(1, { message: M.passwordIncorrect })
  @IsString({ message: M.passwordIncorrect })
  password: string;
}

export class TwoFactorEnableDto extends TwoFactorCodeDto implements TwoFactorEnableRequest {
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordIncorrect })
  @MinLength(1, { message: M.passwordIncorrect })
  @IsString({ message: M.passwordIncorrect })
  password: string;
}

export class LoginTwoFactorDto extends TwoFactorCodeDto implements LoginTwoFactorRequest {
  @MaxLength(100, { message: M.invalidChallenge })
  @MinLength(1, { message: M.invalidChallenge })
  @IsString({ message: M.invalidChallenge })
  challenge: string;
}
