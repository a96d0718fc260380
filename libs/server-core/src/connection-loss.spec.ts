// A Postgres restart ends connections that are in the middle of a transaction. Whatever a request
// then gets from the driver (the server's own "terminating connection", or pg's "not queryable"
// for the next statement) answers 503, never 500: the drills restart Postgres under load.
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { toErrorBody } from './http-error.filter';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a connection ended by the server', () => {
  let source: DataSource;
  let killer: Client;
  beforeAll(async () => {
    source = await new DataSource({ type: 'postgres', url, extra: { max: 2 } }).initialize();
    killer = new Client({ connectionString: url });
    await killer.connect();
  });
  afterAll(async () => {
    await killer.end();
    await source.destroy();
  });

  /** Runs a transaction whose connection is ended after its first statement; returns its error. */
  async function endedMidTransaction(waitMs: number): Promise<unknown> {
    return source
      .transaction(async (em) => {
        const [{ pid }] = await em.query('SELECT pg_backend_pid() AS pid');
        await killer.query('SELECT pg_terminate_backend($1)', [pid]);
        await sleep(waitMs);
        await em.query('SELECT 1');
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
  }

  it.each([
    ['at once', 0],
    ['while the transaction waited between statements', 50],
  ])('answers 503 when it ends %s', async (_when, waitMs) => {
    const err = await endedMidTransaction(waitMs);
    expect(err).toBeDefined();
    expect(toErrorBody(err)).toEqual(
      expect.objectContaining({ statusCode: 503, error: 'Service Unavailable' }),
    );
  });

  it('leaves the pool usable once the server is back', async () => {
    await endedMidTransaction(50);
    expect(await source.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
