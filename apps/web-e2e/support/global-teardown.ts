import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { dropStackDatabases, root, stopStack } from './stack';

export default async function globalTeardown() {
  const stateFile = join(root, 'tmp', 'e2e-stack.json');
  const prefix = existsSync(stateFile)
    ? (JSON.parse(readFileSync(stateFile, 'utf8')) as { dbPrefix: string }).dbPrefix
    : null;
  await stopStack();
  if (prefix) await dropStackDatabases(prefix);
}
