// Export downloads and import uploads with progress: the export is read as a stream (bytes so far,
// of a total the server cannot know in advance), the import is sent with XMLHttpRequest, whose
// upload events report progress. Both carry the browser's time zone for CSV and Markdown times.
import type { ExportFormat, ImportResult } from '@diary/contracts';
import { IMPORT_FIELD } from '@diary/contracts';
import { downloadBlob } from '../../lib/download-file';
import { i18n } from '../../lib/i18n/i18n';

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

async function errorSentence(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  } catch {
    /* not our JSON error shape */
  }
  return i18n.t('yourData:transfer.serverAnswered', { status: res.status });
}

/** Downloads the export as a file; `onBytes` hears how many bytes have arrived. */
export async function downloadExport(format: ExportFormat, onBytes: (bytes: number) => void): Promise<void> {
  const query = new URLSearchParams({ format, tz: browserTimeZone() });
  const res = await fetch(`/api/export?${query}`, { credentials: 'same-origin' });
  if (!res.ok || !res.body) throw new Error(await errorSentence(res));
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onBytes(received);
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `work-diary.${format}`;
  downloadBlob(name, new Blob(chunks as BlobPart[], { type: res.headers.get('content-type') ?? '' }));
}

/** Sends the file to POST /api/import (a preview when dryRun); `onProgress` hears the share sent, 0 to 1. */
export function uploadImport(
  file: File,
  dryRun: boolean,
  onProgress: (share: number) => void,
): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ dryRun: String(dryRun), tz: browserTimeZone() });
    xhr.open('POST', `/api/import?${query}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* empty or not JSON */
      }
      if (xhr.status === 200) resolve(body as ImportResult);
      else {
        const message = (body as { message?: unknown } | null)?.message;
        reject(
          new Error(
            typeof message === 'string'
              ? message
              : i18n.t('yourData:transfer.serverAnswered', { status: xhr.status }),
          ),
        );
      }
    };
    xhr.onerror = () => reject(new Error(i18n.t('yourData:transfer.unreachable')));
    const form = new FormData();
    form.append(IMPORT_FIELD, file);
    xhr.send(form);
  });
}

export function describeImport(result: ImportResult, dryRun: boolean): string {
  const list = i18n.t('yourData:import.list', {
    sessions: i18n.t('yourData:import.sessions', { count: result.records }),
    notes: i18n.t('yourData:import.notes', { count: result.notes }),
    drafts: i18n.t('yourData:import.drafts', { count: result.drafts }),
    reports: i18n.t('yourData:import.reports', { count: result.reports }),
  });
  const skipped = result.skipped;
  if (dryRun)
    return skipped
      ? i18n.t('yourData:import.willAddSkipped', { list, count: skipped })
      : i18n.t('yourData:import.willAdd', { list });
  return skipped
    ? i18n.t('yourData:import.addedSkipped', { list, count: skipped })
    : i18n.t('yourData:import.added', { list });
}
