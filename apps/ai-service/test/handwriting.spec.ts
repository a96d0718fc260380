// A pen drawing as the web app sends it (dark ink on white, trimmed to the ink plus a margin, PNG),
// made here by Chromium drawing a word in a handwriting font (Patrick Hand) on a canvas, is read
// back by the offline OCR through POST /api/images/analyze-text.
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { useTestSession, useTestStack } from '@diary/server-testing';
import { createApp } from '../src/app';

const FONT = require.resolve('@fontsource/patrick-hand/files/patrick-hand-latin-400-normal.woff2');

/** The words drawn in the handwriting font on a canvas, exported as the pen canvas exports its ink. */
async function handwrittenPng(words: string): Promise<Buffer> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    const font = readFileSync(FONT).toString('base64');
    // Runs in the page (a string, since this project is typed without the DOM library).
    const dataUrl = await page.evaluate<string>(`(async () => {
      const face = new FontFace('Hand', 'url(data:font/woff2;base64,${font})');
      await face.load();
      document.fonts.add(face);
      const canvas = document.createElement('canvas');
      const ctx = canvas.getContext('2d');
      ctx.font = '64px Hand';
      const m = ctx.measureText(${JSON.stringify(words)});
      const margin = 24;
      canvas.width = Math.ceil(m.width) + margin * 2;
      canvas.height = Math.ceil(m.actualBoundingBoxAscent + m.actualBoundingBoxDescent) + margin * 2;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.fillStyle = '#111111';
      ctx.font = '64px Hand';
      ctx.fillText(${JSON.stringify(words)}, margin, margin + m.actualBoundingBoxAscent);
      return canvas.toDataURL('image/png');
    })()`);
    return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  } finally {
    await browser.close();
  }
}

describe('handwriting from the pen canvas', () => {
  const stack = useTestStack({ ai: createApp });
  const user = useTestSession(stack, 'all');

  it('reads a word written in a handwriting font back with the offline OCR', async () => {
    const png = await handwrittenPng('Deploy invoices');
    const res = await request(stack.urls.ai)
      .post('/api/images/analyze-text')
      .set('Cookie', user.cookie)
      .attach('image', png, 'drawing.png')
      .expect(200);
    expect(res.body.texts[0]).toBe('Deploy invoices');
  }, 60000);
});
