// Readable words for the administration screen: audit lines and invitation states, in the reader's
// language (the English ones are the spec's).
import type { AuditAction, InvitationSummary } from '@diary/contracts';
import { formatCompactDate, formatDateTime } from '../../lib/time';
import { i18n } from '../../lib/i18n/i18n';
import { tKey } from '../../lib/i18n/t-key';

const AUDIT_KEYS: Record<AuditAction, string> = {
  'user.disabled': tKey('admin:audit.userDisabled'),
  'user.enabled': tKey('admin:audit.userEnabled'),
  'user.made-admin': tKey('admin:audit.madeAdmin'),
  'user.made-user': tKey('admin:audit.madeUser'),
  'password-reset.created': tKey('admin:audit.resetCreated'),
  'password-reset.used': tKey('admin:audit.resetUsed'),
  'two-factor.cleared': tKey('admin:audit.twoFactorCleared'),
  'invitation.created': tKey('admin:audit.invitationCreated'),
  'invitation.revoked': tKey('admin:audit.invitationRevoked'),
  'invitation.used': tKey('admin:audit.invitationUsed'),
  'oidc.linked': tKey('admin:audit.oidcLinked'),
  'oidc.unlinked': tKey('admin:audit.oidcUnlinked'),
};

/**
 * One audit line: "ada disabled bob". The target is left out when there is none or it is the
 * actor; each language's sentence keeps the target last (after a colon where the grammar needs
 * one), so the line still reads without it.
 */
export function auditLine(e: { actor: string | null; action: string; target: string | null }): string {
  const actor = e.actor ?? i18n.t('admin:audit.someone');
  const target = e.target && e.target !== e.actor ? e.target : '';
  const key = (AUDIT_KEYS as Record<string, string | undefined>)[e.action];
  const line = key ? i18n.t(key, { actor, target }) : `${actor} ${e.action} ${target}`;
  // Without a target, a sentence that ends in "…: {{target}}" loses its colon too.
  const whole = line.replace(/\s+/g, ' ').trim();
  return target ? whole : whole.replace(/\s*[:：]$/, '');
}

/** Whether an invitation can still be used (and so withdrawn). */
export const invitationOpen = (i: InvitationSummary, now = Date.now()): boolean =>
  !i.usedAt && !i.revoked && Date.parse(i.expiresAt) > now;

export function invitationState(i: InvitationSummary, now = Date.now()): string {
  if (i.usedAt)
    return i.usedBy
      ? i18n.t('admin:invitations.usedBy', { name: i.usedBy })
      : i18n.t('admin:invitations.usedByDeleted');
  if (i.revoked) return i18n.t('admin:invitations.withdrawn');
  if (Date.parse(i.expiresAt) <= now) return i18n.t('admin:invitations.expired');
  return i18n.t('admin:invitations.openUntil', { date: formatCompactDate(i.expiresAt) });
}

export const when = (iso: string | null) => (iso ? formatDateTime(iso) : i18n.t('admin:users.never'));
