// Images kept in the note: pasted, dropped or picked images are uploaded as attachments of the
// session the note goes to, and `![image](/api/attachments/{id})` is added to the note; their text
// is read as before and added after them. A pen drawing can be kept the same way.
import { useCallback, useState } from 'react';
import { ATTACHMENT_UPLOAD, attachmentMarkdown, type WorkRecord } from '@diary/contracts';
import { todayKey } from '../../../lib/day-key';
import { useAppDispatch } from '../../../lib/store';
import { showToast } from '../../../lib/toast/toast.slice';
import { i18n } from '../../../lib/i18n/i18n';
import { serverMessageOf } from '../../../lib/server-message';
import { useUploadAttachmentMutation } from './attachments.api';
import { useImageText } from './use-image-text';

const MB = 1024 * 1024;
/** Images the text reader takes (GIFs are kept, not read). */
const READABLE = ['image/png', 'image/jpeg', 'image/webp'];

export function attachmentProblem(files: File[]): string | null {
  const wrong = files.find((f) => !(ATTACHMENT_UPLOAD.mimeTypes as readonly string[]).includes(f.type));
  if (wrong) return i18n.t('dailyWork:images.wrongTypeGif', { name: wrong.name });
  const big = files.find((f) => f.size > ATTACHMENT_UPLOAD.maxBytes);
  if (big)
    return i18n.t('dailyWork:images.tooLarge', { name: big.name, mb: ATTACHMENT_UPLOAD.maxBytes / MB });
  return null;
}

const describe = (err: unknown) => serverMessageOf(err) ?? i18n.t('dailyWork:images.uploadFailed');

export interface NoteImagesOptions {
  date: string;
  /** On another day: the session its notes are filed under (the picked one, else the day's last; null: none). */
  pastDayTarget: () => WorkRecord | null;
  /** Today's running session, started if there is none (as typing does). */
  startSession: () => Promise<WorkRecord | null>;
  append: (text: string) => void;
}

export function useNoteImages({ date, pastDayTarget, startSession, append }: NoteImagesOptions) {
  const dispatch = useAppDispatch();
  const [upload] = useUploadAttachmentMutation();
  const [uploading, setUploading] = useState(false);
  const reader = useImageText(append);

  const toast = useCallback(
    (title: string, description: string, variant: 'default' | 'destructive' = 'default') =>
      dispatch(showToast({ title, description, variant })),
    [dispatch],
  );

  const recordFor = useCallback(async (): Promise<string | null> => {
    if (date === todayKey()) return (await startSession())?.id ?? null;
    // The session the note will be filed under (see past-day-filing.ts), so the image is beside it.
    const target = pastDayTarget();
    if (!target) {
      toast(i18n.t('dailyWork:images.notAdded'), i18n.t('dailyWork:images.needsSession'), 'destructive');
      return null;
    }
    return target.id;
  }, [date, pastDayTarget, startSession, toast]);

  /** Uploads the images and adds them to the note; returns how many were kept. */
  const attach = useCallback(
    async (files: File[]): Promise<number> => {
      const recordId = await recordFor();
      if (!recordId) return 0;
      setUploading(true);
      const marks: string[] = [];
      try {
        for (const file of files) {
          try {
            const saved = await upload({ file, name: file.name, workRecordId: recordId }).unwrap();
            marks.push(attachmentMarkdown(saved.id));
          } catch (err) {
            console.warn('Image not uploaded', err);
            toast(i18n.t('dailyWork:images.notAdded'), describe(err), 'destructive');
          }
        }
      } finally {
        setUploading(false);
      }
      if (marks.length) append(marks.join('\n'));
      return marks.length;
    },
    [recordFor, upload, append, toast],
  );

  /** Paste, drop or "Image to text": the images are kept in the note, then their text is read. */
  const keepAndRead = useCallback(
    async (files: File[]) => {
      if (!files.length) return;
      const problem = attachmentProblem(files);
      if (problem) {
        toast(i18n.t('dailyWork:images.error'), problem, 'destructive');
        return;
      }
      const kept = await attach(files);
      const readable = files.filter((f) => READABLE.includes(f.type));
      if (readable.length) await reader.extract(readable, 'images', kept > 0);
    },
    [attach, reader, toast],
  );

  /** "Save as image": the drawing goes into the note as a picture. */
  const saveDrawing = useCallback(
    async (png: File) => {
      if ((await attach([png])) > 0)
        toast(i18n.t('dailyWork:images.drawingSaved'), i18n.t('dailyWork:images.drawingSavedText'));
    },
    [attach, toast],
  );

  return {
    keepAndRead,
    saveDrawing,
    convertDrawing: (png: File) => reader.extract([png], 'drawing'),
    busy: uploading || reader.busy,
  };
}
