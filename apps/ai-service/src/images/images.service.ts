// Checks each upload is really an image, then reads its text (one string per image, in order).
import {
  Inject,
  Injectable,
  Logger,
  OnModuleDestroy,
  ServiceUnavailableException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { detectImageType } from './image-type';
import { MESSAGES } from './upload-limits';
import { OCR_ENGINE, OcrEngine, UnreadableImageError } from './ocr/ocr-engine';

export interface UploadedImage {
  originalname: string;
  buffer: Buffer;
}

@Injectable()
export class ImagesService implements OnModuleDestroy {
  private readonly logger = new Logger(ImagesService.name);

  constructor(@Inject(OCR_ENGINE) private readonly ocr: OcrEngine) {}

  async extractTexts(files: UploadedImage[]): Promise<string[]> {
    for (const file of files) {
      if (!detectImageType(file.buffer))
        throw new UnsupportedMediaTypeException(MESSAGES.notImage(displayName(file.originalname)));
    }
    const texts: string[] = [];
    for (const file of files) {
      try {
        texts.push(await this.ocr.recognize(file.buffer));
      } catch (err) {
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

  async onModuleDestroy(): Promise<void> {
    await this.ocr.close();
  }
}

function displayName(name: string): string {
  const clean = name.replace(/[^\p{L}\p{N} ._()-]/gu, '').slice(0, 80);
  return clean ? `"${clean}"` : 'the file';
}
