/**
 * The audit chains against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): rows
 * written through audit() verify, also when twenty are written at once; a row changed, removed or
 * inserted behind the portal's back is named by chain and sequence (and id where it has one);
 * rows older than the chains are chained once, in id order; the HTTP call answers whoever may read
 * the audit page and refuses anyone else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { routePath } from '../../../engine/api/route-path';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { audit } from './audit';
import { auditRowHash } from './audit-hash';
import { chainLegacyAuditRows, verifyAuditChains } from './audit-chain';

let t: TestApp;

const write = (action: string, detail: Record<string, unknown> = {}) =>
  audit(t.db, { personId: null, action, ip: '10.0.0.9', now: new Date(), detail: { ...detail, b: 'ข', a: [1, { z: 1, y: 'ก' }] } });

const rowsOf = () => t.db.selectFrom('audit_log').selectAll().where('action', 'like', 'chain-test%').orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('audit chains', () => {
  it('verify after ordinary writes, and after twenty concurrent ones', async () => {
    for (let i = 0; i < 5; i += 1) await write('chain-test.one', { i });
    expect(await verifyAuditChains(t.db)).toMatchObject({ whole: true, first: null });
    await Promise.all(Array.from({ length: 20 }, (_, i) => write('chain-test.many', { i })));
    const report = await verifyAuditChains(t.db);
    expect(report).toMatchObject({ whole: true, first: null });
    expect(report.rows).toBeGreaterThanOrEqual(25);
    const rows = await rowsOf();
    expect(rows).toHaveLength(25);
    // Every row is in a chain, and no chain has two rows at one place.
    expect(rows.every((row) => row.chain !== null && row.hash !== null)).toBe(true);
    expect(new Set(rows.map((row) => `${row.chain}/${row.seq}`)).size).toBe(25);
  });

  it('names a row whose content was changed, then is whole again once it is put back', async () => {
    const target = (await rowsOf())[2]!;
    await sql`UPDATE audit_log SET ip = '10.6.6.6' WHERE id = ${target.id}`.execute(t.db);
    expect((await verifyAuditChains(t.db)).first).toEqual({ kind: 'changed', id: Number(target.id), chain: target.chain, seq: Number(target.seq) });
    await sql`UPDATE audit_log SET ip = ${target.ip} WHERE id = ${target.id}`.execute(t.db);
    await sql`UPDATE audit_log SET detail = jsonb_set(detail, '{i}', '99') WHERE id = ${target.id}`.execute(t.db);
    expect((await verifyAuditChains(t.db)).first).toMatchObject({ kind: 'changed', id: Number(target.id) });
    await sql`UPDATE audit_log SET detail = ${JSON.stringify(target.detail)}::jsonb WHERE id = ${target.id}`.execute(t.db);
    expect((await verifyAuditChains(t.db)).whole).toBe(true);
  });

  it('names the place of a removed row, in the middle or at the end of a chain', async () => {
    const rows = await rowsOf();
    const middle = rows.find((row) => Number(row.seq) > 1)!;
    await sql`DELETE FROM audit_log WHERE id = ${middle.id}`.execute(t.db);
    expect((await verifyAuditChains(t.db)).first).toEqual({ kind: 'removed', id: null, chain: middle.chain, seq: Number(middle.seq) });
    await t.db
      .insertInto('audit_log')
      .values({ ...middle, detail: JSON.stringify(middle.detail) })
      .execute();
    expect((await verifyAuditChains(t.db)).whole).toBe(true);

    const head = await t.db.selectFrom('audit_chain_heads').selectAll().where('chain', '=', rows.at(-1)!.chain!).executeTakeFirstOrThrow();
    const last = await t.db.selectFrom('audit_log').selectAll().where('chain', '=', head.chain).where('seq', '=', head.seq).executeTakeFirstOrThrow();
    await sql`DELETE FROM audit_log WHERE id = ${last.id}`.execute(t.db);
    expect((await verifyAuditChains(t.db)).first).toEqual({ kind: 'removed', id: null, chain: head.chain, seq: Number(head.seq) });
    await t.db
      .insertInto('audit_log')
      .values({ ...last, detail: JSON.stringify(last.detail) })
      .execute();
    expect((await verifyAuditChains(t.db)).whole).toBe(true);
  });

  it('names a row inserted outside every chain, and one appended to a chain with a correct-looking hash', async () => {
    const forged = await t.db
      .insertInto('audit_log')
      .values({ person_id: null, action: 'chain-test.forged', ip: null, at: new Date(), detail: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await verifyAuditChains(t.db)).first).toEqual({ kind: 'inserted', id: Number(forged.id), chain: null, seq: null });
    await sql`DELETE FROM audit_log WHERE id = ${forged.id}`.execute(t.db);

    const head = await t.db.selectFrom('audit_chain_heads').selectAll().where('chain', '=', '0').executeTakeFirstOrThrow();
    const content = { chain: '0', seq: Number(head.seq) + 1, personId: null, action: 'chain-test.forged', detail: {}, ip: null, at: new Date() };
    const appended = await t.db
      .insertInto('audit_log')
      .values({
        person_id: null,
        action: content.action,
        ip: null,
        at: content.at,
        detail: '{}',
        chain: '0',
        seq: content.seq,
        hash: auditRowHash(content, head.hash),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await verifyAuditChains(t.db)).first).toEqual({ kind: 'inserted', id: Number(appended.id), chain: '0', seq: content.seq });
    await sql`DELETE FROM audit_log WHERE id = ${appended.id}`.execute(t.db);
    expect((await verifyAuditChains(t.db)).whole).toBe(true);
  });

  it('chains rows older than the chains once, in id order, on the legacy chain', async () => {
    const old = await t.db
      .insertInto('audit_log')
      .values(
        [1, 2, 3].map((i) => ({ person_id: null, action: `chain-test.old${i}`, ip: null, at: new Date(Date.UTC(2020, 0, i)), detail: JSON.stringify({ i }) })),
      )
      .returning('id')
      .execute();
    const maxId = Math.max(...old.map((row) => Number(row.id)));
    await sql`UPDATE audit_chain_legacy SET max_id = ${maxId}`.execute(t.db);
    expect((await verifyAuditChains(t.db)).first).toMatchObject({ kind: 'unchained', id: Number(old[0]!.id) });
    expect(await chainLegacyAuditRows(t.db)).toBe(3);
    expect(await chainLegacyAuditRows(t.db)).toBe(0);
    const legacy = await t.db.selectFrom('audit_log').select(['id', 'seq']).where('chain', '=', 'legacy').orderBy('seq').execute();
    expect(legacy.map((row) => Number(row.id))).toEqual(old.map((row) => Number(row.id)));
    expect((await verifyAuditChains(t.db)).whole).toBe(true);
  });

  it('is answered over HTTP to the administrator and refused to a person without the audit page', async () => {
    const call = (token: string) =>
      t.app.inject({ method: 'POST', url: routePath('settingsAuditChain', {}), headers: { authorization: `Bearer ${token}` }, payload: {} });
    const answered = await call(await signIn(t, 'admin'));
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'success', item: { whole: true, first: null } });
    const refused = await call(await signIn(t, 'officer'));
    expect(refused.statusCode).toBe(403);
  });
});
