#!/usr/bin/env node
// npm run restore -- <file>: puts every service's database back from a file of npm run backup.
// Stop the services first. Each database is created when missing, and its tables are replaced by
// the backup's (pg_restore --clean); the databases are named with the current DB_NAME_PREFIX, so a
// backup can be restored under another prefix too.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { FORMAT, SERVICES, databaseUrl, settings, tool } from './databases.mjs';

function run(cmd, args) {
  const res = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (res.error)
    throw new Error(
      `${cmd} could not be started (${res.error.message}); install the PostgreSQL client tools or set PG_BIN`,
    );
  if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr.trim()}`);
}

async function ensureDatabase(base, name) {
  const client = new pg.Client({ connectionString: databaseUrl(base, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

const arg = process.argv[2];
if (!arg) {
  console.error('usage: npm run restore -- <backup file>');
  process.exit(2);
}
const file = resolve(arg);
if (!existsSync(file)) {
  console.error(`restore failed: ${file} does not exist`);
  process.exit(1);
}
const { base, prefix } = settings();
const work = mkdtempSync(join(tmpdir(), 'work-diary-restore-'));
try {
  run('tar', ['-xf', file, '-C', work]);
  const manifest = JSON.parse(readFileSync(join(work, 'manifest.json'), 'utf8'));
  if (manifest.format !== FORMAT || manifest.version !== 1)
    throw new Error('the file is not a work diary backup');
  for (const service of SERVICES) {
    const entry = manifest.databases.find((d) => d.service === service);
    if (!entry) throw new Error(`the backup has no ${service} database`);
    const name = `${prefix}_${service}`;
    await ensureDatabase(base, name);
    run(tool('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${databaseUrl(base, name)}`,
      join(work, entry.file),
    ]);
    console.log(`restored ${name} from ${entry.database}`);
  }
  console.log(`restore done from ${file} (backup of ${manifest.createdAt})`);
} catch (err) {
  console.error(`restore failed: ${err.message}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
