import { startStack } from './stack';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  const { baseURL, child } = await startStack();
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  process.env.E2E_BASE_URL = baseURL;
}
