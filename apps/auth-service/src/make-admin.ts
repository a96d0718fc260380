// `npm run make-admin -- <username>`: makes an existing account an administrator, straight in the
// auth database (DATABASE_URL, DB_NAME_PREFIX). For the operator who lost the last administrator,
// and for browser tests whose users are not the instance's first. Recorded in the audit log.
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { databaseName, databaseUrl } from '@diary/server-core';
import { Actor, AdminRepository } from './admin/admin.repository';

/** Makes the account an administrator and records it, in one transaction; false when there is none. */
function makeAdmin(admins: AdminRepository, actor: Actor, username: string): Promise<boolean> {
  return admins.transaction(async (em) => {
    const user = await admins.setAdminByName(em, username);
    if (!user) return false;
    await admins.audit(em, actor, 'user.made-admin', { id: user.id, name: user.username });
    return true;
  });
}

async function main(): Promise<number> {
  const username = process.argv[2]?.trim().toLowerCase();
  if (!username) {
    process.stderr.write('Usage: npm run make-admin -- <username>\n');
    return 2;
  }
  const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = databaseName({ DB_NAME_PREFIX: process.env.DB_NAME_PREFIX ?? 'workdiary' }, 'auth');
  const dataSource = await new DataSource({ type: 'postgres', url: databaseUrl(base, name) }).initialize();
  try {
    const done = await makeAdmin(
      new AdminRepository(dataSource),
      { id: null, username: 'make-admin' },
      username,
    );
    process.stdout.write(
      done ? `${username} is an administrator now.\n` : `There is no account ${username}.\n`,
    );
    return done ? 0 : 1;
  } finally {
    await dataSource.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    process.stderr.write(`make-admin failed: ${err.message}\n`);
    process.exit(1);
  },
);
