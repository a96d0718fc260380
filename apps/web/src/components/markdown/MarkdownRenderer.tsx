// The Markdown renderer, in its own chunk (loaded by MarkdownNote): CommonMark with GitHub's
// tables, task lists, strikethrough and autolinks. Raw HTML in a note is never rendered (skipHtml),
// links keep only safe protocols (react-markdown's defaultUrlTransform: javascript: becomes ''),
// open in a new tab without an opener, and images show only from /api/attachments/.
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Box, Link } from '@mui/material';
import { isOwnAttachment, toggleTaskAt } from './markdown-tasks';

export interface MarkdownRendererProps {
  content: string;
  /** Given: task boxes can be ticked, and this receives the note's new text. */
  onToggleTask?: (next: string) => void;
}

const plugins = [remarkGfm];

export default function MarkdownRenderer({ content, onToggleTask }: MarkdownRendererProps) {
  const components: Components = {
    a: ({ href, children }) =>
      href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer" underline="always">
          {children}
        </Link>
      ) : (
        <span>{children}</span>
      ),
    img: ({ src, alt }) =>
      typeof src === 'string' && isOwnAttachment(src) ? (
        <Box
          component="img"
          src={src}
          alt={alt ?? ''}
          loading="lazy"
          sx={{ maxWidth: '100%', height: 'auto', borderRadius: 1, display: 'block', my: 1 }}
        />
      ) : src ? (
        <Link href={src} target="_blank" rel="noopener noreferrer" underline="always">
          {alt || src}
        </Link>
      ) : (
        <span>{alt}</span>
      ),
    li: ({ node, children, className }) => {
      const offset = node?.position?.start.offset;
      const isTask = className?.includes('task-list-item');
      return (
        <li
          className={className}
          data-task-offset={isTask && offset !== undefined ? offset : undefined}
          style={isTask ? { listStyle: 'none' } : undefined}
        >
          {children}
        </li>
      );
    },
    input: ({ type, checked }) => {
      if (type !== 'checkbox') return null;
      return (
        <input
          type="checkbox"
          checked={Boolean(checked)}
          disabled={!onToggleTask}
          aria-label={checked ? 'Done; untick' : 'To do; tick when done'}
          onChange={(e) => {
            const item = (e.target as HTMLElement).closest('li[data-task-offset]');
            const offset = Number(item?.getAttribute('data-task-offset'));
            if (!onToggleTask || !Number.isFinite(offset)) return;
            const next = toggleTaskAt(content, offset);
            if (next !== content) onToggleTask(next);
          }}
          style={{ marginRight: 6, verticalAlign: 'middle' }}
        />
      );
    },
  };
  return (
    <Markdown remarkPlugins={plugins} skipHtml urlTransform={defaultUrlTransform} components={components}>
      {content}
    </Markdown>
  );
}
