// A note's text with the images it shows (`![alt](/api/attachments/{id})`) drawn where they stand.
// Only our own attachment URLs become images; everything else stays text. The Markdown renderer
// (issue 32) draws notes in full; this keeps images visible wherever a note is shown as text.
import { Fragment } from 'react';
import { Box, Stack } from '@mui/material';

const IMAGE = /!\[([^\]\n]*)\]\((\/api\/attachments\/[0-9a-fA-F-]{36})\)/g;

type Part = { text: string } | { alt: string; url: string };

export function noteParts(content: string): Part[] {
  const parts: Part[] = [];
  let at = 0;
  for (const m of content.matchAll(IMAGE)) {
    if (m.index > at) parts.push({ text: content.slice(at, m.index) });
    parts.push({ alt: m[1] || 'image', url: m[2] });
    at = m.index + m[0].length;
  }
  if (at < content.length) parts.push({ text: content.slice(at) });
  return parts;
}

/** The note's text for one-line previews: each image becomes "[image]". */
export const noteTextOnly = (content: string): string =>
  content.replace(IMAGE, (_m, alt: string) => `[${alt || 'image'}]`);

/** The images a note shows, as small thumbnails for lists. */
export function NoteThumbnails({ content, size = 56 }: { content: string; size?: number }) {
  const images = noteParts(content).filter((p): p is { alt: string; url: string } => 'url' in p);
  if (!images.length) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', mt: 0.5 }} data-testid="note-thumbnails">
      {images.map((img, i) => (
        <Box
          key={`${img.url}-${i}`}
          component="img"
          src={`${img.url}?size=thumb`}
          alt={img.alt}
          loading="lazy"
          sx={{
            width: size,
            height: size,
            objectFit: 'cover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
        />
      ))}
    </Stack>
  );
}

/** The whole note: text as written (pre-wrapped) and its images inline, at most the column's width. */
export function NoteContent({ content }: { content: string }) {
  return (
    <>
      {noteParts(content).map((part, i) =>
        'url' in part ? (
          <Box
            key={i}
            component="img"
            src={part.url}
            alt={part.alt}
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
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
