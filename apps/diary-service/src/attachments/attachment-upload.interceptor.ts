// Reads POST /api/attachments into memory with tight limits (one file of 10 MB, the record id as
// the only short text field, a handful of parts); the shared upload interceptor turns every upload
// problem into a readable 4xx with these sentences (never a 500).
import { FileInterceptor } from '@nestjs/platform-express';
import { uploadInterceptor } from '@diary/server-core';
import { ATTACHMENT_UPLOAD } from '@diary/contracts';

export const ATTACHMENT_MESSAGES = {
  tooLarge: `An image can be at most ${ATTACHMENT_UPLOAD.maxBytes / (1024 * 1024)} MB.`,
  noFile: `Attach the image in the form field "${ATTACHMENT_UPLOAD.field}".`,
  wrongField: `Send one image in the form field "${ATTACHMENT_UPLOAD.field}" and the session's id in "${ATTACHMENT_UPLOAD.recordField}".`,
  badForm: 'The upload is not a readable multipart form.',
  noRecord: `Name the session the image belongs to in the form field "${ATTACHMENT_UPLOAD.recordField}".`,
  notImage: 'Only PNG, JPEG, WebP and GIF images can be attached.',
  unreadable: 'The file could not be read as an image; it may be damaged or incomplete.',
  tooManyPixels: (w: number, h: number) =>
    `The image is ${w}×${h} pixels; images can be at most 50 megapixels.`,
  overQuota: (quotaMb: number) =>
    `This image would take your attachments past your ${quotaMb} MB quota. Delete some images or sessions first.`,
  notFound: 'Attachment not found.',
  badSize: 'size must be "thumb" or "original".',
} as const;

const MulterInterceptor = FileInterceptor(ATTACHMENT_UPLOAD.field, {
  limits: {
    fileSize: ATTACHMENT_UPLOAD.maxBytes,
    files: 1,
    // workRecordId is the only text field; a few spare parts let a client add e.g. an alt text.
    fields: 4,
    fieldSize: 200,
    fieldNameSize: 50,
    parts: 6,
    headerPairs: 50,
  },
});

export const AttachmentUploadInterceptor = uploadInterceptor(MulterInterceptor, {
  ...ATTACHMENT_MESSAGES,
  formFields: ATTACHMENT_MESSAGES.wrongField,
});
