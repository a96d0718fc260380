// Google Cloud Vision when its credentials are set, otherwise offline tesseract.js.
import type { AiConfig } from '../../config';
import type { OcrEngine } from './ocr-engine';
import { GoogleVisionOcr } from './google-vision.ocr';
import { TesseractOcr } from './tesseract.ocr';

/** Which engine createOcrEngine chooses for this environment (for the Settings diagnostic). */
export function ocrEngineName(config: AiConfig): 'google-vision' | 'tesseract' {
  return config.GOOGLE_CLOUD_VISION_CREDENTIALS_JSON || config.GOOGLE_APPLICATION_CREDENTIALS
    ? 'google-vision'
    : 'tesseract';
}

export function createOcrEngine(config: AiConfig): OcrEngine {
  if (ocrEngineName(config) === 'google-vision') {
    return new GoogleVisionOcr({
      credentialsJson: config.GOOGLE_CLOUD_VISION_CREDENTIALS_JSON,
      keyFilename: config.GOOGLE_APPLICATION_CREDENTIALS,
    });
  }
  return new TesseractOcr(config.OCR_WORKERS);
}
