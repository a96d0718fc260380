// Administration of a team's instance: the user list (dates and counts only: an administrator
// never reads another user's notes or summaries), disabling and enabling accounts (a disabled
// user's sessions and sockets end at once), roles, one-time password-reset links and invitations.
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import {
  ADMIN_MESSAGES,
  INVITE_PARAM,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  RESET_TOKEN_PARAM,
  type AdminUser,
  type AuditEntry,
  type CreatedInvitation,
  type InvitationSummary,
  type PasswordResetLink,
  type UserRole,
} from '@diary/contracts';
import { INTERNAL } from '@diary/contracts/server';
import { sessionSeenKey } from '@diary/server-auth';
import { CONFIG, REDIS, callService, redisKey } from '@diary/server-core';
import { AuthConfig } from '../config';
import { SessionRevoker } from '../sessions/session-revoker';
import { secretHash } from '../users/users.service';
import { PasswordHasher } from '../auth/password-hasher';
import { Actor, AdminRepository } from './admin.repository';
import { AdminUpdateUserDto, CreateInvitationDto } from './admin.dto';

/** Builds a link to the site from a path and its query (see site-links.ts). */
export type LinkTo = (path: string, params: Record<string, string>) => string;

const AUDIT_PAGE = 200;

@Injectable()
export class AdminService {
  private readonly logger = new Logger(AdminService.name);

  constructor(
    private readonly admins: AdminRepository,
    private readonly revoker: SessionRevoker,
    private readonly hasher: PasswordHasher,
    @Inject(CONFIG) private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async listUsers(): Promise<AdminUser[]> {
    const [rows, counts] = await Promise.all([this.admins.listUsers(), this.recordCounts()]);
    const liveIds = rows.flatMap((r) => r.liveSessionIds);
    // Each service notes a session's use in Redis (SessionVerifier.noteSeen): newer than the records.
    const seen = liveIds.length
      ? await this.redis
          .mget(liveIds.map((id) => redisKey(this.config, sessionSeenKey(id))))
          .catch(() => liveIds.map(() => null))
      : [];
    const seenAt = new Map(liveIds.map((id, i) => [id, Number(seen[i]) || 0]));
    return rows.map((r) => {
      const noted = Math.max(0, ...r.liveSessionIds.map((id) => seenAt.get(id) ?? 0));
      const recorded = r.lastSeenAt ? new Date(r.lastSeenAt).getTime() : 0;
      const last = Math.max(noted, recorded);
      return {
        id: r.id,
        username: r.username,
        email: r.email,
        role: r.role,
        createdAt: new Date(r.createdAt).toISOString(),
        lastSeenAt: last ? new Date(last).toISOString() : null,
        disabled: r.disabledAt !== null,
        records: counts ? (counts[r.id] ?? 0) : null,
      };
    });
  }

  /** Counts only, from the diary; null (shown as unknown) while the diary cannot answer. */
  private async recordCounts(): Promise<Record<string, number> | null> {
    try {
      const { counts } = await callService<{ counts: Record<string, number> }>(
        this.config.DIARY_URL,
        INTERNAL.recordCounts,
        {
          internalToken: this.config.INTERNAL_TOKEN,
          timeoutMs: Math.min(this.config.SERVICE_TIMEOUT_MS, 5000),
        },
      );
      return counts;
    } catch (err) {
      this.logger.warn(`could not count records: ${(err as Error).message}`);
      return null;
    }
  }

  async update(actor: Actor, id: string, dto: AdminUpdateUserDto): Promise<AdminUser> {
    if (dto.disabled === undefined && dto.role === undefined)
      throw new BadRequestException(ADMIN_MESSAGES.nothingToChange);
    const disabled = await this.changeRoleOrDisabled(actor, id, dto);
    if (disabled) await this.endEverything(id);
    const user = (await this.listUsers()).find((u) => u.id === id);
    if (!user) throw new NotFoundException(ADMIN_MESSAGES.userNotFound);
    return user;
  }

  /**
   * Sets the role and/or the disabled state under the administrators' lock. An active
   * administrator who would stop being one (demoted or disabled) must leave another active
   * administrator behind. Returns whether the account is now disabled.
   */
  private changeRoleOrDisabled(actor: Actor, id: string, change: AdminUpdateUserDto): Promise<boolean> {
    return this.admins.transaction(async (em) => {
      await this.admins.lockAdmins(em);
      const user = await this.admins.lockUser(em, id);
      if (!user) throw new NotFoundException(ADMIN_MESSAGES.userNotFound);
      const role: UserRole = change.role ?? user.role;
      const disabled = change.disabled ?? user.disabled;
      const wasAdmin = user.role === 'admin' && !user.disabled;
      if (wasAdmin && (role !== 'admin' || disabled) && (await this.admins.otherActiveAdmins(em, id)) === 0)
        throw new ConflictException(ADMIN_MESSAGES.lastAdmin);
      await this.admins.setRoleAndDisabled(em, id, role, disabled);
      const target = { id, name: user.username };
      if (disabled !== user.disabled)
        await this.admins.audit(em, actor, disabled ? 'user.disabled' : 'user.enabled', target);
      if (role !== user.role)
        await this.admins.audit(em, actor, role === 'admin' ? 'user.made-admin' : 'user.made-user', target);
      return disabled;
    });
  }

  /** A disabled user's sessions end everywhere (sockets too), and so do their API tokens. */
  private async endEverything(userId: string): Promise<void> {
    await this.revoker.revoke({ userId, tokens: true });
  }

  async createPasswordReset(actor: Actor, userId: string, linkTo: LinkTo): Promise<PasswordResetLink> {
    const token = randomBytes(32).toString('base64url');
    const created = await this.admins.transaction(async (em) => {
      const user = await this.admins.findUser(userId, em);
      if (!user) throw new NotFoundException(ADMIN_MESSAGES.userNotFound);
      // A new link replaces the user's earlier unused ones.
      await this.admins.retirePasswordResets(em, userId);
      const row = await this.admins.insertPasswordReset(
        em,
        actor,
        userId,
        secretHash(token),
        this.config.PASSWORD_RESET_TTL_HOURS,
      );
      await this.admins.audit(em, actor, 'password-reset.created', { id: userId, name: user.username });
      return row;
    });
    return {
      url: linkTo(RESET_PASSWORD_PATH, { [RESET_TOKEN_PARAM]: token }),
      expiresAt: new Date(created.expiresAt).toISOString(),
    };
  }

  /**
   * Sets the new password once per link, turns two-factor sign-in off (the link is how an
   * administrator lets someone back in who lost their authenticator), and ends every session and
   * API token of the user; the diary rotates the calendar-feed URL.
   */
  async usePasswordReset(token: string, password: string): Promise<void> {
    const hash = secretHash(token);
    if (!(await this.admins.passwordResetUsable(hash)))
      throw new BadRequestException(ADMIN_MESSAGES.invalidResetLink);
    const passwordHash = await this.hasher.hash(password);
    const userId = await this.admins.transaction(async (em) => {
      const resetFor = await this.admins.takePasswordReset(em, hash);
      if (!resetFor) return null;
      const user = await this.admins.lockUserForReset(em, resetFor);
      if (!user) return null;
      await this.admins.resetPassword(em, user.id, passwordHash);
      const self = { id: user.id, username: user.username };
      const target = { id: user.id, name: user.username };
      await this.admins.audit(em, self, 'password-reset.used', target);
      if (user.hadTwoFactor) {
        await this.admins.deleteRecoveryCodes(em, user.id);
        await this.admins.audit(em, self, 'two-factor.cleared', target);
      }
      return user.id;
    });
    if (!userId) throw new BadRequestException(ADMIN_MESSAGES.invalidResetLink);
    await this.revoker.revoke({ userId, tokens: true, credentialsChanged: true });
  }

  async passwordResetUsable(token: string): Promise<boolean> {
    return this.admins.passwordResetUsable(secretHash(token));
  }

  async createInvitation(actor: Actor, dto: CreateInvitationDto, linkTo: LinkTo): Promise<CreatedInvitation> {
    const code = randomBytes(18).toString('base64url');
    const email = dto.email ?? null;
    const created = await this.admins.transaction(async (em) => {
      const row = await this.admins.insertInvitation(
        em,
        actor,
        secretHash(code),
        email,
        this.config.INVITATION_TTL_DAYS,
      );
      await this.admins.audit(em, actor, 'invitation.created', { id: row.id, name: email });
      return row;
    });
    return {
      id: created.id,
      code,
      url: linkTo(REGISTER_PATH, { [INVITE_PARAM]: code }),
      email,
      expiresAt: new Date(created.expiresAt).toISOString(),
    };
  }

  async listInvitations(): Promise<InvitationSummary[]> {
    return (await this.admins.listInvitations()).map((i) => ({
      id: i.id,
      email: i.email,
      createdAt: new Date(i.createdAt).toISOString(),
      expiresAt: new Date(i.expiresAt).toISOString(),
      createdBy: i.createdBy,
      usedAt: i.usedAt ? new Date(i.usedAt).toISOString() : null,
      usedBy: i.usedBy,
      revoked: i.revokedAt !== null,
    }));
  }

  async revokeInvitation(actor: Actor, id: string): Promise<void> {
    await this.admins.transaction(async (em) => {
      const revoked = await this.admins.markInvitationRevoked(em, id);
      if (!revoked) throw new NotFoundException(ADMIN_MESSAGES.invitationNotFound);
      await this.admins.audit(em, actor, 'invitation.revoked', { id, name: revoked.email });
    });
  }

  auditLog(): Promise<AuditEntry[]> {
    return this.admins.auditLog(AUDIT_PAGE);
  }
}
