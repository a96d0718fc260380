import { describe, expect, it } from 'vitest';
import type { InvitationSummary } from '@diary/contracts';
import { ADMINISTRATION, forRole, MOBILE_MENU_ITEMS, SIDEBAR_ITEMS } from '../../lib/nav-items';
import { auditLine, invitationState } from './admin-text';
import germanAdmin from '../../locales/de/admin.json';
import { i18n } from '../../lib/i18n/i18n';

const base: InvitationSummary = {
  id: 'i1',
  email: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  createdBy: 'ada',
  usedAt: null,
  usedBy: null,
  revoked: false,
};
const now = Date.parse('2026-11-23T10:00:00.000Z');

describe('invitation states', () => {
  it('says open, used (by whom), withdrawn or expired', () => {
    expect(invitationState(base, now)).toMatch(/^Open until /);
    expect(invitationState({ ...base, usedAt: '2026-11-21T10:00:00.000Z', usedBy: 'bob' }, now)).toBe(
      'Used by bob',
    );
    expect(invitationState({ ...base, revoked: true }, now)).toBe('Withdrawn');
    expect(invitationState({ ...base, expiresAt: '2026-11-22T10:00:00.000Z' }, now)).toBe('Expired');
  });
});

describe('menus by role', () => {
  it('adds Administration for administrators only, last', () => {
    expect(forRole(SIDEBAR_ITEMS, false)).not.toContain(ADMINISTRATION);
    expect(forRole(MOBILE_MENU_ITEMS, false)).toEqual(MOBILE_MENU_ITEMS);
    expect(forRole(SIDEBAR_ITEMS, true).at(-1)).toBe(ADMINISTRATION);
    expect(forRole(MOBILE_MENU_ITEMS, true).map((i) => i18n.t(i.label))).toContain('Administration');
  });
});

describe('audit lines', () => {
  it('names the actor, the action and the target, as the English spec writes them', () => {
    expect(auditLine({ actor: 'ada', action: 'user.disabled', target: 'bob' })).toBe('ada disabled bob');
    expect(auditLine({ actor: 'ada', action: 'invitation.created', target: null })).toBe(
      'ada created an invitation',
    );
    expect(auditLine({ actor: null, action: 'user.made-admin', target: 'bob' })).toBe(
      'Someone made an administrator: bob',
    );
  });

  it('leaves out a target that is the actor, and the colon before it', () => {
    expect(auditLine({ actor: 'bob', action: 'password-reset.used', target: 'bob' })).toBe(
      'bob set a new password with a reset link',
    );
  });

  it('writes the whole sentence in German, target last', async () => {
    i18n.addResourceBundle('de', 'admin', germanAdmin);
    await i18n.changeLanguage('de');
    try {
      expect(auditLine({ actor: 'ada', action: 'user.disabled', target: 'bob' })).toBe(
        'ada hat ein Konto deaktiviert: bob',
      );
      expect(auditLine({ actor: 'ada', action: 'oidc.linked', target: 'ada' })).toBe(
        'ada hat eine Identität der Organisation verknüpft',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
