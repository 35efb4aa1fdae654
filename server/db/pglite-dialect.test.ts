import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Generated, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copyEmptyPGliteInto } from '../test-support/test-db';
import { openPGlite, type DatabaseHandle } from './database';
import { Mutex } from './pglite-dialect';

// The dialect itself, so always on PGlite whatever TEST_DATABASE_URL says.
interface Scratch {
  events: { id: Generated<number>; tag: string; created_at: Generated<Date> };
}

let dataDir: string;
let handle: DatabaseHandle;
let db: Kysely<Scratch>;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'saraban-dialect-'));
  copyEmptyPGliteInto(dataDir);
  handle = await openPGlite(dataDir);
  db = handle.db as unknown as Kysely<Scratch>;
  await sql`create table events (id serial primary key, tag text not null, created_at timestamptz not null default now())`.execute(db);
});
afterAll(async () => {
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.deleteFrom('events').execute();
});

const tags = async () => (await db.selectFrom('events').select('tag').orderBy('id').execute()).map((r) => r.tag);

describe('PGlite Kysely dialect', () => {
  it('runs queries with parameters and returns typed values', async () => {
    const inserted = await db.insertInto('events').values({ tag: 'สวัสดี' }).returning(['id', 'tag', 'created_at']).executeTakeFirstOrThrow();
    expect(inserted.tag).toBe('สวัสดี');
    expect(inserted.created_at).toBeInstanceOf(Date);
    const big = await sql<{ n: number }>`select ${10_000_000}::bigint as n`.execute(db);
    expect(big.rows[0]?.n).toBe(10_000_000);
    const result = await db.updateTable('events').set({ tag: 'x' }).where('tag', '=', 'สวัสดี').executeTakeFirst();
    expect(result.numUpdatedRows).toBe(1n);
  });

  it('commits a transaction and rolls it back on error', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('events').values({ tag: 'kept' }).execute();
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('events').values({ tag: 'lost' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await tags()).toEqual(['kept']);
  });

  it('rolls back when a statement fails inside the transaction', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('events').values({ tag: 'lost' }).execute();
        await sql`select * from no_such_table`.execute(trx);
      }),
    ).rejects.toThrow(/no_such_table/);
    expect(await tags()).toEqual([]);
    // The connection is usable afterwards (not stuck in an aborted transaction).
    await db.insertInto('events').values({ tag: 'after' }).execute();
    expect(await tags()).toEqual(['after']);
  });

  it('keeps another request out of a running transaction', async () => {
    const tx = db.transaction().execute(async (trx) => {
      await trx.insertInto('events').values({ tag: 'tx-1' }).execute();
      await pause(50);
      await trx.insertInto('events').values({ tag: 'tx-2' }).execute();
      throw new Error('roll back');
    });
    await pause(10);
    // Sent while the transaction is open: it must neither join it nor be rolled back with it.
    const outside = db.insertInto('events').values({ tag: 'outside' }).execute();
    await expect(tx).rejects.toThrow('roll back');
    await outside;
    expect(await tags()).toEqual(['outside']);
  });

  it('runs two concurrent transactions one after the other, never interleaved', async () => {
    const work = (name: string) =>
      db.transaction().execute(async (trx) => {
        for (let i = 1; i <= 3; i += 1) {
          await trx
            .insertInto('events')
            .values({ tag: `${name}${i}` })
            .execute();
          await pause(5);
        }
      });
    await Promise.all([work('a'), work('b')]);
    const order = (await tags()).join(',');
    expect(['a1,a2,a3,b1,b2,b3', 'b1,b2,b3,a1,a2,a3']).toContain(order);
  });

  it('supports savepoints in controlled transactions', async () => {
    const trx = await db.startTransaction().execute();
    await trx.insertInto('events').values({ tag: 'before' }).execute();
    const sp = await trx.savepoint('sp1').execute();
    await sp.insertInto('events').values({ tag: 'undone' }).execute();
    const back = await sp.rollbackToSavepoint('sp1').execute();
    await back.commit().execute();
    expect(await tags()).toEqual(['before']);
  });

  it('runs a parameterless script of several statements (migration files)', async () => {
    await sql.raw(`insert into events (tag) values ('s1'); insert into events (tag) values ('s2');`).execute(db);
    expect(await tags()).toEqual(['s1', 's2']);
  });
});

describe('Mutex', () => {
  it('hands the lock out in arrival order', async () => {
    const mutex = new Mutex();
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3].map(async (n) => {
        const release = await mutex.acquire();
        order.push(n);
        await pause(3 - n);
        release();
      }),
    );
    expect(order).toEqual([1, 2, 3]);
  });
});

describe('closed database', () => {
  it('rejects queries after close', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'saraban-dialect-closed-'));
    copyEmptyPGliteInto(dir);
    const h = await openPGlite(dir);
    await h.close();
    await expect(sql`select 1`.execute(h.db)).rejects.toThrow(/closed/);
    await h.close(); // twice is fine
    await rm(dir, { recursive: true, force: true });
  });
});
