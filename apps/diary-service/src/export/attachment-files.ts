// Attachments in the Markdown zip: files next to their day's page (`2024/05/2024-05-31.md` and
// `2024/05/2024-05-31/{id}.png`), and the page's links rewritten to them so that any Markdown
// reader (Obsidian, a Git host) shows the images offline.

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The file's path in the zip, beside the day's page. */
export function attachmentPath(pagePath: string, id: string, contentType: string): string {
  return `${pagePath.replace(/\.md$/, '')}/${id}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

/** The page with each `/api/attachments/{id}` it shows pointing at the file beside it. */
export function linkAttachmentFiles(
  markdown: string,
  pagePath: string,
  files: Array<{ id: string; contentType: string }>,
): string {
  const byId = new Map(files.map((f) => [f.id.toLowerCase(), f]));
  const folder = pagePath.slice(pagePath.lastIndexOf('/') + 1);
  return markdown.replace(/\/api\/attachments\/([0-9a-fA-F-]{36})(\?size=thumb)?/g, (link, id: string) => {
    const file = byId.get(id.toLowerCase());
    if (!file) return link;
    return attachmentPath(folder, file.id, file.contentType);
  });
}
