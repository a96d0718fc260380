// Offline OCR with tesseract.js and the English model shipped in @tesseract.js-data/eng: nothing
// is downloaded at run time. A small scheduler of workers is started on first use and kept; the
// library itself is loaded then too, not at boot.
import { dirname, join } from 'node:path';
import type { Scheduler } from 'tesseract.js';
import { OcrEngine, UnreadableImageError, cleanOcrText } from './ocr-engine';

/** The LSTM "best_int" English model, the one tesseract.js itself picks for LSTM-only work. */
export const ENGLISH_MODEL_PATH = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/**
 * Fully automatic page segmentation: finds large headings as well as body text and keeps
 * paragraphs together (measured: PSM 6, a single block, misses a 180px heading; PSM 11, sparse
 * text, finds it too but splits paragraphs line by line).
 */
export const PAGE_SEGMENTATION = '3' as import('tesseract.js').PSM; // PSM.AUTO

/** Below this mean confidence the "text" is noise from a photo or a drawing. */
const MIN_CONFIDENCE = 30;

export class TesseractOcr implements OcrEngine {
  readonly name = 'tesseract';
  private scheduler?: Promise<Scheduler>;

  constructor(private readonly workers: number) {}

  async recognize(image: Buffer): Promise<string> {
    const scheduler = await this.start();
    try {
      const { data } = await scheduler.addJob('recognize', image);
      return data.confidence < MIN_CONFIDENCE ? '' : cleanOcrText(data.text);
    } catch (err) {
      // Leptonica could not decode the bytes: "Error attempting to read image.", or libpng aborting
      // the wasm call ("RuntimeError: Aborted(-1)"); the worker reads the next image normally (tested).
      if (/read image|pix not read|unknown format|Aborted\(/i.test(String(err)))
        throw new UnreadableImageError(String(err));
      throw err;
    }
  }

  async close(): Promise<void> {
    const scheduler = this.scheduler;
    this.scheduler = undefined;
    if (scheduler) await (await scheduler.catch(() => undefined))?.terminate();
  }

  private start(): Promise<Scheduler> {
    if (!this.scheduler) {
      this.scheduler = this.createScheduler();
      this.scheduler.catch(() => (this.scheduler = undefined));
    }
    return this.scheduler;
  }

  private async createScheduler(): Promise<Scheduler> {
    const { createScheduler, createWorker, OEM } = await import('tesseract.js');
    const scheduler = createScheduler();
    try {
      for (let i = 0; i < this.workers; i++) {
        const worker = await createWorker('eng', OEM.LSTM_ONLY, {
          langPath: ENGLISH_MODEL_PATH,
          gzip: true,
          // Read the model from the package every time; never write a cache file into the cwd.
          cacheMethod: 'none',
          // Without a handler, tesseract.js re-throws a failed job's error from its message listener,
          // an uncaught exception that would end the process; the job's promise rejects either way.
          errorHandler: () => undefined,
        });
        // debug_file: tesseract's diagnostics ("Estimating resolution…") would go to stderr, outside our logs.
        await worker.setParameters({ tessedit_pageseg_mode: PAGE_SEGMENTATION, debug_file: '/dev/null' });
        scheduler.addWorker(worker);
      }
      return scheduler;
    } catch (err) {
      await scheduler.terminate().catch(() => undefined);
      throw err;
    }
  }
}
