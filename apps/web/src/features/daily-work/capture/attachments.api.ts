// POST /api/attachments (multipart `file` and `workRecordId`), sent once: a retry could store the
// image twice.
import { ATTACHMENT_UPLOAD, type Attachment } from '@diary/contracts';
import { api } from '../../../lib/api';

export const attachmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadAttachment: build.mutation<Attachment, { file: Blob; name: string; workRecordId: string }>({
      query: ({ file, name, workRecordId }) => {
        const form = new FormData();
        form.append(ATTACHMENT_UPLOAD.recordField, workRecordId);
        form.append(ATTACHMENT_UPLOAD.field, file, name);
        return { url: '/api/attachments', method: 'POST', body: form, retries: 0 };
      },
    }),
  }),
});

export const { useUploadAttachmentMutation } = attachmentsApi;
