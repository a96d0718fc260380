// The toast after Edit Session saves, named for what changed: a tags-only edit said "Times
// updated" (issue 33). Titles come from the spec's success toasts, plus "Tags updated". Each
// combination of changes is its own sentence, so every language can word it naturally.
import { i18n } from '../../lib/i18n/i18n';
import { tKey } from '../../lib/i18n/t-key';

export interface SessionChanges {
  times: boolean;
  tags: boolean;
  note: boolean;
}

/** What was saved, keyed by the changes in the order times, tags, note. */
const SAVED: Record<string, string> = {
  times: tKey('sessions:update.saved.times'),
  tags: tKey('sessions:update.saved.tags'),
  note: tKey('sessions:update.saved.note'),
  'times tags': tKey('sessions:update.saved.timesTags'),
  'times note': tKey('sessions:update.saved.timesNote'),
  'tags note': tKey('sessions:update.saved.tagsNote'),
  'times tags note': tKey('sessions:update.saved.all'),
};

export function sessionUpdateToast({ times, tags, note }: SessionChanges): {
  title: string;
  description: string;
} {
  const changed = [times && 'times', tags && 'tags', note && 'note'].filter(Boolean).join(' ');
  if (!changed)
    return {
      title: i18n.t('sessions:update.sessionUpdated'),
      description: i18n.t('sessions:update.nothing'),
    };
  const title = times
    ? i18n.t('sessions:update.timesUpdated')
    : changed.includes(' ')
      ? i18n.t('sessions:update.sessionUpdated')
      : tags
        ? i18n.t('sessions:update.tagsUpdated')
        : i18n.t('sessions:update.noteAdded');
  return { title, description: i18n.t(SAVED[changed]) };
}
