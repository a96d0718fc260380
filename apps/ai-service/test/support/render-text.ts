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
    await writeFile(
      page,
      `<!doctype html><html><body style="margin:30px;background:#fff;color:#111;font-family:sans-serif">${html}</body></html>`,
    );
    await run(
      process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        `--user-data-dir=${join(dir, 'profile')}`,
        `--window-size=${size.width},${size.height}`,
        `--screenshot=${shot}`,
        `file://${page}`,
      ],
      { timeout: 30000 },
    );
    return await readFile(shot);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A line of text as a JPEG (a page screenshot) and as a WebP (a canvas encoded by Chromium). */
export async function renderTextAsJpegAndWebp(text: string): Promise<{ jpeg: Buffer; webp: Buffer }> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 900, height: 140 } });
    await page.setContent(
      `<body style="margin:30px;background:#fff;color:#111;font-family:sans-serif"><p style="font-size:28px">${text}</p></body>`,
    );
    const jpeg = await page.screenshot({ type: 'jpeg', quality: 85 });
    // Runs in the page (a string, since this project is typed without the DOM library).
    const dataUrl = await page.evaluate<string>(`(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 120;
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.fillStyle = '#111';
      ctx.font = '32px sans-serif';
      ctx.fillText(${JSON.stringify(text)}, 20, 70);
      return canvas.toDataURL('image/webp');
    })()`);
    return { jpeg, webp: Buffer.from(dataUrl.split(',')[1], 'base64') };
  } finally {
    await browser.close();
  }
}
