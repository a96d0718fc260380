// Makes a browser test's user an administrator. The stack is shared by every spec and tests run in
// any order, so no test can count on registering the instance's first account: the operator's
// command (npm run make-admin, apps/auth-service/src/make-admin.ts) runs against this run's
// auth database (the stack's DB_NAME_PREFIX, from tmp/e2e-stack.json).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './stack';

export function makeAdmin(username: string): void {
  const stateFile = join(root, 'tmp', 'e2e-stack.json');
  const prefix =
    process.env.E2E_DB_NAME_PREFIX ??
    (existsSync(stateFile)
      ? (JSON.parse(readFileSync(stateFile, 'utf8')) as { dbPrefix: string }).dbPrefix
      : '');
  if (!prefix)
    throw new Error('makeAdmin needs the stack of this run (tmp/e2e-stack.json) or E2E_DB_NAME_PREFIX');
  execFileSync(
    process.execPath,
    [join(root, 'dist/apps/auth-service/apps/auth-service/src/make-admin.js'), username],
    { env: { ...process.env, DB_NAME_PREFIX: prefix }, stdio: 'pipe' },
  );
}
