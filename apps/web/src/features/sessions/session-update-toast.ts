// The toast after Edit Session saves, named for what changed: a tags-only edit said "Times
// updated" (issue 33). Titles come from the spec's success toasts, plus "Tags updated".
export interface SessionChanges {
  times: boolean;
  tags: boolean;
  note: boolean;
}

const listed = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;

export function sessionUpdateToast({ times, tags, note }: SessionChanges): {
  title: string;
  description: string;
} {
  const parts = [times && 'the session times', tags && 'the tags', note && 'your note'].filter(
    (p): p is string => Boolean(p),
  );
  if (parts.length === 0) return { title: 'Session updated', description: 'Nothing was changed.' };
  const title = times
    ? 'Times updated'
    : parts.length > 1
      ? 'Session updated'
      : tags
        ? 'Tags updated'
        : 'Note added';
  const said = listed(parts);
  const verb = parts.length === 1 && note ? 'was' : 'were';
  return { title, description: `${said.charAt(0).toUpperCase()}${said.slice(1)} ${verb} saved.` };
}
