// Google Cloud Vision when its credentials are set, otherwise offline tesseract.js.
import type { AiConfig } from '../../config';
import type { OcrEngine } from './ocr-engine';
import { GoogleVisionOcr } from './google-vision.ocr';
import { TesseractOcr } from './tesseract.ocr';

export function createOcrEngine(config: AiConfig): OcrEngine {
  if (config.GOOGLE_CLOUD_VISION_CREDENTIALS_JSON || config.GOOGLE_APPLICATION_CREDENTIALS) {
    return new GoogleVisionOcr({
      credentialsJson: config.GOOGLE_CLOUD_VISION_CREDENTIALS_JSON,
      keyFilename: config.GOOGLE_APPLICATION_CREDENTIALS,
    });
  }
  return new TesseractOcr(config.OCR_WORKERS);
}
