// The Markdown renderer, in its own chunk (loaded by MarkdownNote): CommonMark with GitHub's
// tables, task lists, strikethrough and autolinks. Raw HTML in a note is never rendered (skipHtml),
// links keep only safe protocols (react-markdown's defaultUrlTransform: javascript: becomes ''),
// open in a new tab without an opener, and images show only from /api/attachments/ (the note's
// attachments, same origin): inline at most the column's width, or as thumbnails in lists.
import Markdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { useTranslation } from 'react-i18next';
import { Box, Link } from '@mui/material';
import { isOwnAttachment, toggleTaskAt } from './markdown-tasks';

export interface TaskToggle {
  index: number;
  checked: boolean;
}

export interface MarkdownRendererProps {
  content: string;
  /**
   * Given: task boxes can be ticked, and this receives the note's new text and which box changed
   * (its index among the note's boxes, 0 first: the server ticks it on its own copy of the text).
   */
  onToggleTask?: (next: string, task: TaskToggle) => void;
  /** `thumbnail`: attachment images as small pictures linking to the full one (lists). */
  images?: 'inline' | 'thumbnail';
}

/** The small picture the server keeps of an attachment. */
const thumbnailOf = (src: string) => (src.includes('?') ? src : `${src}?size=thumb`);

const plugins = [remarkGfm];

export default function MarkdownRenderer({
  content,
  onToggleTask,
  images = 'inline',
}: MarkdownRendererProps) {
  const { t } = useTranslation('common');
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
        images === 'thumbnail' ? (
          <Link
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'block', width: '100%', maxWidth: 320, my: 0.5 }}
          >
            <Box
              component="img"
              src={thumbnailOf(src)}
              alt={alt ?? ''}
              loading="lazy"
              data-testid="note-thumbnail"
              sx={{
                // A readable size in a list (the thumbnail is 320 px at most), in a box of fixed
                // proportions so nothing moves when it loads; tapping opens the full picture.
                display: 'block',
                width: '100%',
                aspectRatio: '16 / 10',
                objectFit: 'contain',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'action.hover',
              }}
            />
          </Link>
        ) : (
          <Box
            component="img"
            src={src}
            alt={alt ?? ''}
            loading="lazy"
            data-testid="note-image"
            sx={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: 480,
              height: 'auto',
              my: 1,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        )
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
          aria-label={checked ? t('note.taskDone') : t('note.taskOpen')}
          onChange={(e) => {
            const item = (e.target as HTMLElement).closest('li[data-task-offset]');
            const offset = Number(item?.getAttribute('data-task-offset'));
            if (!onToggleTask || !Number.isFinite(offset)) return;
            const next = toggleTaskAt(content, offset);
            // The note's boxes in document order, within the note's own box (its test id).
            const root = item?.closest('[data-testid]');
            const index =
              root && item ? Array.from(root.querySelectorAll('li[data-task-offset]')).indexOf(item) : -1;
            if (next !== content && index >= 0) onToggleTask(next, { index, checked: !checked });
          }}
          style={{ marginRight: 8, verticalAlign: 'middle' }}
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
