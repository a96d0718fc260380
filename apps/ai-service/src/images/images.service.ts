// Checks each upload is really an image of at most OCR_MAX_MEGAPIXELS (from its header, before
// anything is decoded), then reads its text (one string per image, in order). OCR runs through a
// FairQueue: one image per user at a time, users served in turn, work of a request whose client
// has gone dropped before it starts.
import {
  HttpException,
  Inject,
  Injectable,
  Logger,
  OnModuleDestroy,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { CONFIG, TooManyRequestsException } from '@diary/server-core';
import type { AiConfig } from '../config';
import { detectImageType } from './image-type';
import { readImageDimensions } from './image-dimensions';
import { MESSAGES } from './upload-limits';
import { OCR_ENGINE, OcrEngine, UnreadableImageError } from './ocr/ocr-engine';
import { FairQueue, QueueFullError, WorkAbortedError } from './ocr/fair-queue';

/** Seconds a user told to wait (too many images waiting) is asked to wait. */
const BUSY_RETRY_AFTER_SECONDS = 5;

export interface UploadedImage {
  originalname: string;
  buffer: Buffer;
}

@Injectable()
export class ImagesService implements OnModuleDestroy {
  private readonly logger = new Logger(ImagesService.name);

  private readonly queue: FairQueue;

  constructor(
    @Inject(OCR_ENGINE) private readonly ocr: OcrEngine,
    @Inject(CONFIG) private readonly config: AiConfig,
  ) {
    this.queue = new FairQueue(config.OCR_WORKERS, config.OCR_MAX_WAITING_PER_USER);
  }

  async extractTexts(files: UploadedImage[], userId: string, signal?: AbortSignal): Promise<string[]> {
    for (const file of files) this.checkImage(file);
    const texts: string[] = [];
    for (const file of files) {
      try {
        texts.push(await this.queue.run(userId, () => this.ocr.recognize(file.buffer), signal));
      } catch (err) {
        if (err instanceof QueueFullError)
          throw new TooManyRequestsException(MESSAGES.busy, BUSY_RETRY_AFTER_SECONDS);
        // Nobody is listening any more; the status only shows in the log line.
        if (err instanceof WorkAbortedError) throw new HttpException('The request has ended.', 499);
        if (err instanceof UnreadableImageError)
          throw new UnsupportedMediaTypeException(MESSAGES.damaged(displayName(file.originalname)));
        this.logger.error(
          `${this.ocr.name} could not read an image: ${err instanceof Error ? err.message : String(err)}`,
        );
        throw new ServiceUnavailableException(
          'Text could not be read from the images right now. Please try again.',
        );
      }
    }
    return texts;
  }

  /** 415 for what is not a PNG, JPEG or WebP or whose header is unreadable; 413 over the pixel cap. */
  private checkImage(file: UploadedImage): void {
    const type = detectImageType(file.buffer);
    if (!type) throw new UnsupportedMediaTypeException(MESSAGES.notImage(displayName(file.originalname)));
    const size = readImageDimensions(file.buffer, type);
    if (!size) throw new UnsupportedMediaTypeException(MESSAGES.damaged(displayName(file.originalname)));
    const cap = this.config.OCR_MAX_MEGAPIXELS;
    if (size.width * size.height > cap * 1_000_000)
      throw new PayloadTooLargeException(
        MESSAGES.tooManyPixels(displayName(file.originalname), size.width, size.height, cap),
      );
  }

  async onModuleDestroy(): Promise<void> {
    await this.ocr.close();
  }
}

function displayName(name: string): string {
  const clean = name.replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 80);
  return clean ? `"${clean}"` : 'the file';
}
