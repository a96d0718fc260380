// A note's text rendered as Markdown wherever notes show (Daily Work, Sessions, Reports). The
// renderer comes with the signed-in screens (their chunks are loaded after sign-in, so the sign-in
// route never carries it); a note is never drawn as plain text first and then re-flowed, which
// moved everything below it (layout shift 0.2 on Sessions).
import { Box, type SxProps, type Theme } from '@mui/material';
import MarkdownRenderer, { type TaskToggle } from './MarkdownRenderer';

const noteSx: SxProps<Theme> = {
  typography: 'body2',
  minWidth: 0,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p, & ul, & ol, & pre, & table, & blockquote': { my: 0.75 },
  '& ul, & ol': { pl: 3 },
  '& ul:has(> li.task-list-item)': { pl: 1 },
  // A finger-sized box on a phone (at least 24 px), the usual size with a mouse.
  '& input[type="checkbox"]': { width: { xs: 24, sm: 16 }, height: { xs: 24, sm: 16 }, m: 0 },
  '& h1, & h2, & h3, & h4, & h5, & h6': { fontSize: '1em', fontWeight: 700, my: 0.75 },
  '& h1': { fontSize: '1.25em' },
  '& h2': { fontSize: '1.125em' },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.9em',
    bgcolor: 'action.hover',
    borderRadius: 0.5,
    px: 0.5,
  },
  // Code scrolls sideways inside its block: it never widens the note past its column.
  '& pre': { bgcolor: 'action.hover', borderRadius: 1, p: 1, overflowX: 'auto', maxWidth: '100%' },
  '& pre code': { bgcolor: 'transparent', p: 0, overflowWrap: 'normal', whiteSpace: 'pre' },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.25, textAlign: 'left' },
  '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0, color: 'text.secondary' },
};

export function MarkdownNote({
  content,
  onToggleTask,
  images,
  sx,
  testId = 'markdown-note',
}: {
  content: string;
  testId?: string;
  /** Given: task list boxes can be ticked, and this receives the note's new text and the box. */
  onToggleTask?: (next: string, task: TaskToggle) => void;
  /** How the note's attachment images show: inline (default) or as thumbnails (lists). */
  images?: 'inline' | 'thumbnail';
  sx?: SxProps<Theme>;
}) {
  return (
    <Box data-testid={testId} sx={[noteSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      <MarkdownRenderer content={content} onToggleTask={onToggleTask} images={images} />
    </Box>
  );
}
