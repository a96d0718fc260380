import { describe, expect, it } from 'vitest';
import type { InvitationSummary } from '@diary/contracts';
import { ADMINISTRATION, forRole, MOBILE_MENU_ITEMS, SIDEBAR_ITEMS } from '../../app/frame/nav-items';
import { invitationState } from './admin-text';
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
