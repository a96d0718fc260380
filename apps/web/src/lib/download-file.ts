// Saves data as a file through a temporary link: the report, the time CSV, the week review, the
// recovery codes and the export all download this way.

/** Saves the blob as `fileName`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The browser reads the blob after the click returns; a large export takes a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a text as a UTF-8 plain-text file. */
export function downloadText(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob([text], { type: 'text/plain;charset=utf-8' }));
}
