// Google Cloud Vision text detection, used when its credentials are configured.
import type { ImageAnnotatorClient } from '@google-cloud/vision';
import { OcrEngine, UnreadableImageError, cleanOcrText } from './ocr-engine';

export interface GoogleVisionOptions {
  /** Path of a service-account key file (GOOGLE_APPLICATION_CREDENTIALS). */
  keyFilename?: string;
  /** The key file's JSON itself (GOOGLE_CLOUD_VISION_CREDENTIALS_JSON). */
  credentialsJson?: string;
}

export class GoogleVisionOcr implements OcrEngine {
  readonly name = 'google-vision';
  private client?: Promise<ImageAnnotatorClient>;

  constructor(private readonly opts: GoogleVisionOptions) {}

  async recognize(image: Buffer): Promise<string> {
    const client = await this.connect();
    const [result] = await client.documentTextDetection({ image: { content: image } });
    // gRPC INVALID_ARGUMENT (3): "Bad image data." and the like.
    if (result.error?.code === 3) throw new UnreadableImageError(result.error.message ?? 'Bad image data.');
    if (result.error?.message) throw new Error(result.error.message);
    return cleanOcrText(result.fullTextAnnotation?.text ?? '');
  }

  async close(): Promise<void> {
    const client = await this.client?.catch(() => undefined);
    this.client = undefined;
    await client?.close();
  }

  private connect(): Promise<ImageAnnotatorClient> {
    // Loaded only when configured: the library is large and the offline default never needs it.
    this.client ??= import('@google-cloud/vision').then(({ ImageAnnotatorClient }) => {
      if (this.opts.credentialsJson) {
        const key = JSON.parse(this.opts.credentialsJson) as {
          client_email?: string;
          private_key?: string;
          project_id?: string;
        };
        return new ImageAnnotatorClient({
          credentials: { client_email: key.client_email, private_key: key.private_key },
          projectId: key.project_id,
        });
      }
      return new ImageAnnotatorClient({ keyFilename: this.opts.keyFilename });
    });
    return this.client;
  }
}
