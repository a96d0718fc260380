// Request bodies of /api/admin and of the one-time password-reset link. Any other field is stripped.
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SECURITY_MESSAGES,
  USER_ROLES,
  type AdminUpdateUserRequest,
  type CreateInvitationRequest,
  type PasswordResetRequest,
  type UserRole,
} from '@diary/contracts';
import { IsNotCommonPassword } from '../auth/common-password';

export class AdminUpdateUserDto implements AdminUpdateUserRequest {
  @IsOptional()
  @IsBoolean({ message: ADMIN_MESSAGES.disabledMustBeBoolean })
  disabled?: boolean;

  @IsOptional()
  @IsIn(USER_ROLES, { message: ADMIN_MESSAGES.roleInvalid })
  role?: UserRole;
}

export class CreateInvitationDto implements CreateInvitationRequest {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value))
  @IsOptional()
  @IsEmail({}, { message: ADMIN_MESSAGES.invalidEmail })
  @MaxLength(EMAIL_MAX_LENGTH, { message: ADMIN_MESSAGES.invalidEmail })
  @IsString({ message: ADMIN_MESSAGES.invalidEmail })
  email?: string;
}

export class PasswordResetDto implements PasswordResetRequest {
  @MaxLength(200, { message: ADMIN_MESSAGES.invalidResetLink })
  @IsString({ message: ADMIN_MESSAGES.invalidResetLink })
  token: string;

  @IsNotCommonPassword({ message: SECURITY_MESSAGES.commonPassword })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: AUTH_MESSAGES.passwordTooLong })
  @MinLength(PASSWORD_MIN_LENGTH, { message: AUTH_MESSAGES.passwordTooShort })
  @IsString({ message: AUTH_MESSAGES.passwordTooShort })
  password: string;
}
