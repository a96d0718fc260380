// /api/admin: the administration screen's routes. Administrators only (AdminGuard: everyone else,
// and every personal API token, gets 403). Answers hold dates and counts, never note content.
import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Patch,
  Post,
  UseGuards,
} from '@nestjs/common';
import { isUUID } from 'class-validator';
import {
  ADMIN_MESSAGES,
  type AdminUser,
  type AuditEntry,
  type CreatedInvitation,
  type InvitationSummary,
  type PasswordResetLink,
} from '@diary/contracts';
import { CONFIG } from '@diary/server-core';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import { AuthConfig } from '../config';
import { Answer } from '../openapi-examples';
import { AdminGuard } from './admin.guard';
import { AdminService } from './admin.service';
import { AdminUpdateUserDto, CreateInvitationDto } from './admin.dto';
import { siteLink } from './site-links';

const actorOf = (user: SessionUser) => ({ id: user.id, username: user.username });

function userId(id: string): string {
  if (!isUUID(id)) throw new NotFoundException(ADMIN_MESSAGES.userNotFound);
  return id;
}

@Controller('api/admin')
@UseGuards(SessionAuthGuard, AdminGuard)
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    @Inject(CONFIG) private readonly config: AuthConfig,
  ) {}

  @Answer(200, 'Every account: dates, role, disabled, and how many work sessions (counts only).')
  @Answer(403, 'Not an administrator.')
  @Get('users')
  @Header('Cache-Control', 'no-store')
  users(): Promise<AdminUser[]> {
    return this.admin.listUsers();
  }

  @Answer(200, 'The account after the change; disabling ends its sessions and sockets at once.')
  @Answer(409, 'The last administrator cannot be demoted or disabled.')
  @Patch('users/:id')
  update(
    @CurrentUser() user: SessionUser,
    @Param('id') id: string,
    @Body() dto: AdminUpdateUserDto,
  ): Promise<AdminUser> {
    return this.admin.update(actorOf(user), userId(id), dto);
  }

  @Answer(201, 'A one-time link that sets a new password (earlier unused links of the user stop working).')
  @Post('users/:id/password-reset')
  @HttpCode(201)
  passwordReset(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<PasswordResetLink> {
    return this.admin.createPasswordReset(actorOf(user), userId(id), (path, params) =>
      siteLink(this.config, path, params),
    );
  }

  @Answer(201, 'An invitation: its code and link are shown this once.')
  @Post('invitations')
  @HttpCode(201)
  createInvitation(
    @CurrentUser() user: SessionUser,
    @Body() dto: CreateInvitationDto,
  ): Promise<CreatedInvitation> {
    return this.admin.createInvitation(actorOf(user), dto, (path, params) =>
      siteLink(this.config, path, params),
    );
  }

  @Answer(200, 'Every invitation, newest first, without codes.')
  @Get('invitations')
  @Header('Cache-Control', 'no-store')
  invitations(): Promise<InvitationSummary[]> {
    return this.admin.listInvitations();
  }

  @Answer(204, 'Withdrawn: the code no longer admits anyone.')
  @Delete('invitations/:id')
  @HttpCode(204)
  async revokeInvitation(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<void> {
    if (!isUUID(id)) throw new NotFoundException(ADMIN_MESSAGES.invitationNotFound);
    await this.admin.revokeInvitation(actorOf(user), id);
  }

  @Answer(200, 'Administrative actions, newest first: who, what, to whom, when.')
  @Get('audit')
  @Header('Cache-Control', 'no-store')
  audit(): Promise<AuditEntry[]> {
    return this.admin.auditLog();
  }
}
