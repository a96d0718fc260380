import { generateKeyPairSync } from 'node:crypto';
import { configSchema } from '../config';
import { createAiProvider } from './provider.factory';
import { createOcrEngine } from '../images/ocr/ocr.factory';

const publicKey = generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }).toString();
const config = (env: Record<string, string> = {}) =>
  configSchema.parse({
    INTERNAL_TOKEN: 'x'.repeat(32),
    AUTH_PUBLIC_KEY: publicKey,
    SUMMARY_TIME_ZONE: 'UTC',
    ...env,
  });

describe('choosing the providers from the environment', () => {
  it('uses the offline summarizer and OCR when nothing is configured (empty values count as unset)', () => {
    const c = config({ OPENAI_API_KEY: '', OPENAI_BASE_URL: ' ', GOOGLE_APPLICATION_CREDENTIALS: '' });
    expect(createAiProvider(c)).toMatchObject({ name: 'local', model: 'local-summarizer' });
    expect(createOcrEngine(c).name).toBe('tesseract');
  });

  it('uses an OpenAI-compatible endpoint with a key, or with a base URL alone (Ollama, LM Studio)', () => {
    expect(createAiProvider(config({ OPENAI_API_KEY: 'sk-x' }))).toMatchObject({
      name: 'openai',
      model: 'gpt-4o-mini',
    });
    expect(
      createAiProvider(config({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3.2' })),
    ).toMatchObject({
      name: 'openai',
      model: 'llama3.2',
    });
  });

  it('uses Ollama when OLLAMA_URL is set and no endpoint is', () => {
    expect(createAiProvider(config({ OLLAMA_URL: 'http://127.0.0.1:11434' }))).toMatchObject({
      name: 'ollama',
      model: 'qwen2.5:1.5b',
    });
    expect(
      createAiProvider(config({ OLLAMA_URL: 'http://127.0.0.1:11434', OPENAI_API_KEY: 'sk-x' })).name,
    ).toBe('openai');
  });

  it('uses Google Cloud Vision when its credentials are set', () => {
    expect(createOcrEngine(config({ GOOGLE_APPLICATION_CREDENTIALS: '/secrets/key.json' })).name).toBe(
      'google-vision',
    );
    expect(
      createOcrEngine(
        config({ GOOGLE_CLOUD_VISION_CREDENTIALS_JSON: '{"client_email":"a@b","private_key":"k"}' }),
      ).name,
    ).toBe('google-vision');
  });

  it('refuses settings that cannot work, with the variable named', () => {
    expect(
      configSchema.safeParse({
        INTERNAL_TOKEN: 'x'.repeat(32),
        AUTH_PUBLIC_KEY: publicKey,
        SUMMARY_TIME_ZONE: 'Mars/Olympus',
      }).success,
    ).toBe(false);
    expect(
      configSchema.safeParse({
        INTERNAL_TOKEN: 'x'.repeat(32),
        AUTH_PUBLIC_KEY: publicKey,
        OPENAI_BASE_URL: 'not a url',
      }).success,
    ).toBe(false);
    expect(
      configSchema.safeParse({
        INTERNAL_TOKEN: 'x'.repeat(32),
        AUTH_PUBLIC_KEY: publicKey,
        GOOGLE_CLOUD_VISION_CREDENTIALS_JSON: '{oops',
      }).success,
    ).toBe(false);
  });
});
