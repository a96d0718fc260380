#!/usr/bin/env node
// npm run backup [-- <file>]: one file holding every service's database. Each database is dumped
// with pg_dump in its custom format (compressed, restorable table by table); the dumps and a
// manifest go into one tar file. Safe while the stack runs (pg_dump reads a consistent snapshot of
// each database; the four are taken one after another).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { FORMAT, SERVICES, databaseUrl, settings, tool } from './databases.mjs';

function run(cmd, args) {
  const res = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (res.error)
    throw new Error(
      `${cmd} could not be started (${res.error.message}); install the PostgreSQL client tools or set PG_BIN`,
    );
  if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr.trim()}`);
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const file = resolve(process.argv[2] ?? join('backups', `work-diary-${stamp}.tar`));
const { base, prefix } = settings();
const work = mkdtempSync(join(tmpdir(), 'work-diary-backup-'));
try {
  const databases = [];
  for (const service of SERVICES) {
    const name = `${prefix}_${service}`;
    run(tool('pg_dump'), [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(work, `${service}.dump`)}`,
      databaseUrl(base, name),
    ]);
    databases.push({ service, database: name, file: `${service}.dump` });
    console.log(`dumped ${name}`);
  }
  writeFileSync(
    join(work, 'manifest.json'),
    JSON.stringify(
      { format: FORMAT, version: 1, createdAt: new Date().toISOString(), prefix, databases },
      null,
      2,
    ),
  );
  mkdirSync(dirname(file), { recursive: true });
  run('tar', ['-cf', file, '-C', work, 'manifest.json', ...databases.map((d) => d.file)]);
  console.log(`backup written: ${file} (${(statSync(file).size / 1024 / 1024).toFixed(1)} MB)`);
} catch (err) {
  console.error(`backup failed: ${err.message}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
