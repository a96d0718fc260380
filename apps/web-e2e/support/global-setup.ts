import { startFakeTranscription } from './fake-transcription';
import { startFakeWorkSources } from './fake-work-sources';
import { startStack } from './stack';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  // Dictation goes to a fake transcription endpoint; nothing else is pointed at it.
  const fake = await startFakeTranscription();
  process.env.E2E_TRANSCRIBE_URL = fake.url;
  process.env.OPENAI_TRANSCRIBE_BASE_URL = `${fake.url}/v1`;
  process.env.OPENAI_TRANSCRIBE_MODEL = 'fake-whisper';
  // Connections (GitHub, calendars) reach a fake on 127.0.0.1, which the outbound check allows.
  const sources = await startFakeWorkSources();
  process.env.E2E_WORK_SOURCES_URL = sources.url;
  process.env.OUTBOUND_ALLOW_HOSTS = sources.host;
  const { baseURL, child } = await startStack();
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  process.env.E2E_BASE_URL = baseURL;
  // The instance's first account is its administrator, and the last administrator cannot delete
  // their account: one made here, so that no journey's user is that first account by chance.
  const first = `e2e_admin_${Date.now().toString(36)}`;
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({
      username: first,
      email: `${first}@example.com`,
      password: 'e2e first administrator',
    }),
  });
  if (res.status !== 201) throw new Error(`could not register the first account: ${res.status}`);
}
