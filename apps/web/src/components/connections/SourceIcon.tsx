// The icon of a connection's kind, the same in Settings and on Daily Work's activity lane.
import GitHubIcon from '@mui/icons-material/GitHub';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import type { SvgIconProps } from '@mui/material';
import type { ConnectionKind } from '@diary/contracts';

export function SourceIcon({ kind, ...props }: { kind: ConnectionKind } & SvgIconProps) {
  if (kind === 'github') return <GitHubIcon {...props} />;
  if (kind === 'gitlab') return <CallMergeIcon {...props} />;
  return <EventOutlinedIcon {...props} />;
}

/** What a person calls each kind in a list ("GitHub", "GitLab", "Calendar"). */
export const SOURCE_NAME: Record<ConnectionKind, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  calendar: 'Calendar',
};
