// Renders an HTML snippet to a PNG with headless Chromium (offline; CHROMIUM_PATH or /usr/bin/chromium),
// so that OCR tests read text from a real image they made themselves.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function renderHtmlToPng(html: string, size = { width: 900, height: 400 }): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'ai-ocr-'));
  try {
    const page = join(dir, 'page.html');
    const shot = join(dir, 'shot.png');
    await writeFile(page, `<!doctype html><html><body style="margin:30px;background:#fff;color:#111;font-family:sans-serif">${html}</body></html>`);
    await run(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--hide-scrollbars',
      `--user-data-dir=${join(dir, 'profile')}`,
      `--window-size=${size.width},${size.height}`,
      `--screenshot=${shot}`,
      `file://${page}`,
    ], { timeout: 30000 });
    return await readFile(shot);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
