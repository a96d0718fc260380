// Readable words for the administration screen: audit actions and invitation states.
import type { AuditAction, InvitationSummary } from '@diary/contracts';

export const AUDIT_WORDS: Record<AuditAction, string> = {
  'user.disabled': 'disabled',
  'user.enabled': 'enabled',
  'user.made-admin': 'made an administrator:',
  'user.made-user': 'removed administrator rights from',
  'password-reset.created': 'created a password-reset link for',
  'password-reset.used': 'set a new password with a reset link:',
  'two-factor.cleared': 'turned two-factor sign-in off with the reset link:',
  'invitation.created': 'created an invitation',
  'invitation.revoked': 'withdrew an invitation',
  'invitation.used': 'registered with an invitation',
  'oidc.linked': 'linked an identity of the organisation',
  'oidc.unlinked': 'unlinked the identity of the organisation',
};

export function invitationState(i: InvitationSummary, now = Date.now()): string {
  if (i.usedAt) return `Used by ${i.usedBy ?? 'a deleted account'}`;
  if (i.revoked) return 'Withdrawn';
  if (Date.parse(i.expiresAt) <= now) return 'Expired';
  return `Open until ${new Date(i.expiresAt).toLocaleDateString()}`;
}

export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');
