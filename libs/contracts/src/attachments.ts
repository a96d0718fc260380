// Images kept beside their text: POST /api/attachments (multipart) and GET /api/attachments/{id}.

/** Limits of POST /api/attachments: one file in `file` and the session's id in `workRecordId`. */
export const ATTACHMENT_UPLOAD = {
  field: 'file',
  recordField: 'workRecordId',
  maxBytes: 10 * 1024 * 1024,
  /** Judged by the file's first bytes on the server; anything else answers 415. */
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
} as const;

export type AttachmentContentType = (typeof ATTACHMENT_UPLOAD.mimeTypes)[number];

/** 201 of POST /api/attachments. */
export interface Attachment {
  id: string;
  workRecordId: string;
  contentType: AttachmentContentType;
  bytes: number;
  width: number;
  height: number;
  /** `/api/attachments/{id}`; `?size=thumb` gives the small picture for lists. */
  url: string;
}

export const attachmentUrl = (id: string): string => `/api/attachments/${id}`;

/** How a note shows an attachment: `![alt](/api/attachments/{id})`. */
export const attachmentMarkdown = (id: string, alt = 'image'): string =>
  `![${alt.replace(/[[\]\\]/g, '')}](${attachmentUrl(id)})`;

/** Finds the attachment ids a note's Markdown shows (`(/api/attachments/{uuid})`). */
export const ATTACHMENT_LINK_RE =
  /\/api\/attachments\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;
