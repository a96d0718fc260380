// Request bodies of /api/auth. The form rules and messages (docs/product-rules.md, Accounts and
// forms), enforced here too; usernames are
// trimmed and lower-cased before anything else. Any other field (a userId, say) is stripped.
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsNotCommonPassword } from './common-password';
import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES as M,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  LoginRequest,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RegisterRequest,
  ChangePasswordRequest,
  SECURITY_MESSAGES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from '@diary/contracts';

const normalised = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

// class-validator reports a property's constraints in reverse order of the decorators, so the
// check that should speak first is written last.

export class LoginDto implements LoginRequest {
  @Transform(normalised)
  @MaxLength(USERNAME_MAX_LENGTH, { message: M.usernameTooLong })
  @MinLength(USERNAME_MIN_LENGTH, { message: M.usernameTooShort })
  @IsString({ message: M.usernameTooShort })
  username: string;

  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.passwordTooShort })
  @IsString({ message: M.passwordTooShort })
  password: string;
}

export class RegisterDto implements RegisterRequest {
  @Transform(normalised)
  @Matches(USERNAME_PATTERN, { message: M.usernameCharacters })
  @MaxLength(USERNAME_MAX_LENGTH, { message: M.usernameTooLong })
  @MinLength(USERNAME_MIN_LENGTH, { message: M.usernameTooShort })
  @IsString({ message: M.usernameTooShort })
  username: string;

  @IsNotCommonPassword({ message: SECURITY_MESSAGES.commonPassword })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.passwordTooShort })
  @IsString({ message: M.passwordTooShort })
  password: string;

  @Transform(normalised)
  // The same rule as the registration form's (libs/contracts email.ts).
  @Matches(EMAIL_PATTERN, { message: M.invalidEmail })
  @MaxLength(EMAIL_MAX_LENGTH, { message: M.invalidEmail })
  @IsString({ message: M.invalidEmail })
  email: string;

  @IsOptional()
  @MaxLength(200, { message: ADMIN_MESSAGES.invalidInvitation })
  @IsString({ message: ADMIN_MESSAGES.invalidInvitation })
  invite?: string;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @MaxLength(PASSWORD_MAX_LENGTH, { message: SECURITY_MESSAGES.currentPasswordIncorrect })
  @IsString({ message: SECURITY_MESSAGES.currentPasswordIncorrect })
  currentPassword: string;

  @IsNotCommonPassword({ message: SECURITY_MESSAGES.commonPassword })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: M.passwordTooLong })
  @MinLength(PASSWORD_MIN_LENGTH, { message: M.passwordTooShort })
  @IsString({ message: M.passwordTooShort })
  newPassword: string;
}
