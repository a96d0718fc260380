// Replicas that boot together run the migrations under one advisory lock: each migration is
// applied once, and no replica fails on "already exists".
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { databaseUrl, ensureDatabase, migrateUnderLock } from './database';

const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Not idempotent on purpose (no IF NOT EXISTS), and slow enough for the boots to overlap. */
class CreateThing1700000000000 implements MigrationInterface {
  name = 'CreateThing1700000000000';
  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE TABLE thing (id int PRIMARY KEY)');
    await q.query('SELECT pg_sleep(0.3)');
    await q.query('INSERT INTO thing VALUES (1)');
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE thing');
  }
}

describe('migrateUnderLock', () => {
  const name = `lockspec_${randomBytes(4).toString('hex')}`;
  const sources: DataSource[] = [];
  beforeAll(() => ensureDatabase(base, name));
  afterAll(async () => {
    await Promise.all(sources.map((s) => s.destroy().catch(() => undefined)));
    const client = new Client({ connectionString: databaseUrl(base, 'postgres') });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => client.end());
  });

  it('applies each migration once when three replicas boot at the same moment', async () => {
    for (let i = 0; i < 3; i++)
      sources.push(
        await new DataSource({
          type: 'postgres',
          url: databaseUrl(base, name),
          migrations: [CreateThing1700000000000],
          migrationsTransactionMode: 'each',
        }).initialize(),
      );
    const applied = await Promise.all(sources.map((s) => migrateUnderLock(s)));
    expect(applied.sort()).toEqual([0, 0, 1]);
    const rows = await sources[0].query('SELECT name FROM migrations');
    expect(rows).toEqual([{ name: 'CreateThing1700000000000' }]);
    // The lock is released: a later boot takes it at once and finds nothing to do.
    expect(await migrateUnderLock(sources[1])).toBe(0);
  });
});
