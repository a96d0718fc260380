import { startFakeTranscription } from './fake-transcription';
import { startStack } from './stack';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  // Dictation goes to a fake transcription endpoint; nothing else is pointed at it.
  const fake = await startFakeTranscription();
  process.env.E2E_TRANSCRIBE_URL = fake.url;
  process.env.OPENAI_TRANSCRIBE_BASE_URL = `${fake.url}/v1`;
  process.env.OPENAI_TRANSCRIBE_MODEL = 'fake-whisper';
  const { baseURL, child } = await startStack();
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  process.env.E2E_BASE_URL = baseURL;
}
