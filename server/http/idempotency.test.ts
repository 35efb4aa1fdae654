/**
 * Idempotency-Key on the flagged write calls, end to end on a real server and database: a
 * repeat with the same key answers the first reply and writes nothing, whatever the call.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app';
import { IDEMPOTENCY_MESSAGES } from './idempotency';

let t: TestApp;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  for (const username of ['saraban', 'officer', 'director']) tokens[username] = await signIn(t, username);
}, 120_000);
afterAll(async () => t?.close());

type Envelope = { status: string; message: string; item?: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const envelope = (reply: LightMyRequestResponse) => reply.json<Envelope>();
const thai = /[\u0E00-\u0E7F]/;
let keys = 0;
const newKey = () => `test-key-${process.pid}-${++keys}-${Date.now()}`;

function post(path: string, who: string, body: object, key?: string) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { authorization: `Bearer ${tokens[who]}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

const letter = (subject: string) => ({ F_DOC_TYPE_ID: 2, F_DOC_TITLE: subject, F_DEAR: 'ผู้อำนวยการ', F_DOC_SPEED_ID: 1 });
const createLetter = (who: string, subject: string, key?: string) => post(ROUTES.createDocument.path, who, letter(subject), key);

async function lettersTitled(subject: string): Promise<number> {
  const row = await t.db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('subject', '=', subject)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function expectRefused(reply: LightMyRequestResponse, status: number, message?: string): void {
  expect(reply.statusCode, reply.body).toBe(status);
  expect(envelope(reply).status).toBe('error');
  expect(envelope(reply).message).toMatch(thai);
  if (message) expect(envelope(reply).message).toBe(message);
}

/** A letter of the officer's sent to the organisation's root department: answers the step saraban receives. */
async function sentStep(subject: string): Promise<number> {
  const created = envelope(await createLetter('officer', subject));
  const sent = await post(ROUTES.documentAction.path, 'officer', {
    F_TRANS_ID: created.item.F_TRANS_ID,
    ACTION: 'send',
    TO_DEPT_IDS: [t.tenant.manifest.organization.departmentId],
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return envelope(sent).item.NEW_TRANS_IDS[0] as number;
}

describe('Idempotency-Key', { timeout: 60_000 }, () => {
  it('create-document: a repeat answers the first reply and makes no second letter', async () => {
    const key = newKey();
    const first = await createLetter('officer', 'ขอซ่อมหลังคาอาคาร 2', key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await createLetter('officer', 'ขอซ่อมหลังคาอาคาร 2', key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toContain('application/json');
    expect(await lettersTitled('ขอซ่อมหลังคาอาคาร 2')).toBe(1);
    // Without a key nothing changes: each call is a new letter.
    await createLetter('officer', 'ขอซ่อมหลังคาอาคาร 2');
    expect(await lettersTitled('ขอซ่อมหลังคาอาคาร 2')).toBe(2);
  });

  it('a letter whose reply was lost with the connection is not made twice by the retry', async () => {
    const subject = 'หนังสือที่การเชื่อมต่อหลุด';
    const key = newKey();
    // The call takes a moment, so the client's connection drops while the server is writing.
    await sql
      .raw(
        `create function slow_letters() returns trigger language plpgsql as $$ begin perform pg_sleep(0.3); return new; end $$;
         create trigger slow_letters before insert on documents for each row execute function slow_letters();`,
      )
      .execute(t.db);
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const payload = JSON.stringify(letter(subject));
      const outcome = await new Promise<'dropped' | 'answered'>((resolve) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: ROUTES.createDocument.path,
          headers: { authorization: `Bearer ${tokens.officer}`, 'content-type': 'application/json', 'idempotency-key': key },
        });
        req.on('error', () => resolve('dropped'));
        req.on('response', () => resolve('answered'));
        req.end(payload, () => setTimeout(() => req.destroy(), 100));
      });
      expect(outcome).toBe('dropped');
      // The server finishes the call and records its reply although nobody reads it.
      for (let i = 0; i < 100; i++) {
        const row = await t.db.selectFrom('idempotency_keys').select('status').where('key', '=', key).executeTakeFirst();
        if (row?.status) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await sql.raw('drop trigger slow_letters on documents; drop function slow_letters();').execute(t.db);
    }
    expect(await lettersTitled(subject)).toBe(1);
    const retry = await createLetter('officer', subject, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await lettersTitled(subject)).toBe(1);
  });

  it('the same key with other fields is refused (422) and changes nothing', async () => {
    const key = newKey();
    expect((await createLetter('officer', 'ขอยืมรถตู้', key)).statusCode).toBe(200);
    const other = await createLetter('officer', 'ขอยืมรถกระบะ', key);
    expectRefused(other, 422, IDEMPOTENCY_MESSAGES.keyReused);
    expect(await lettersTitled('ขอยืมรถกระบะ')).toBe(0);
    expect(await lettersTitled('ขอยืมรถตู้')).toBe(1);
  });

  it("another person's use of the same key is their own call, never given the first person's reply", async () => {
    const key = newKey();
    const officers = await createLetter('officer', 'ขอเบิกวัสดุสำนักงาน', key);
    const sarabans = await createLetter('saraban', 'ขอเบิกวัสดุสำนักงาน', key);
    expect(sarabans.statusCode, sarabans.body).toBe(200);
    expect(sarabans.headers['idempotent-replayed']).toBeUndefined();
    expect(envelope(sarabans).item.F_DOC_ID).not.toBe(envelope(officers).item.F_DOC_ID);
    expect(await lettersTitled('ขอเบิกวัสดุสำนักงาน')).toBe(2);
  });

  it('refuses a malformed key with 400 and changes nothing', async () => {
    for (const key of ['', 'มีภาษาไทย', 'has space', 'x'.repeat(129), 'tab\there']) {
      expectRefused(await createLetter('officer', 'คำขอที่มีรหัสผิด', key), 400, IDEMPOTENCY_MESSAGES.malformedKey);
    }
    expect(await lettersTitled('คำขอที่มีรหัสผิด')).toBe(0);
    expect((await createLetter('officer', 'คำขอที่มีรหัสถูก', 'x'.repeat(128))).statusCode).toBe(200);
  });

  it('document-action: a repeated receive takes one register number', async () => {
    const step = await sentStep('ขอความอนุเคราะห์วิทยากร');
    const counter = async () =>
      (
        await t.db
          .selectFrom('register_entries')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('transaction_id', '=', step)
          .executeTakeFirstOrThrow()
      ).n;
    const key = newKey();
    const first = await post(ROUTES.documentAction.path, 'saraban', { F_TRANS_ID: step, ACTION: 'receive' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await post(ROUTES.documentAction.path, 'saraban', { F_TRANS_ID: step, ACTION: 'receive' }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(envelope(again).item.RECEIVE_NO).toBe(envelope(first).item.RECEIVE_NO);
    expect(Number(await counter())).toBe(1);
    // A 4xx is an answer too: stored and replayed (the step is no longer waiting to be received).
    const conflictKey = newKey();
    const conflict = await post(ROUTES.documentAction.path, 'saraban', { F_TRANS_ID: step, ACTION: 'receive' }, conflictKey);
    expectRefused(conflict, 409);
    const replayed = await post(ROUTES.documentAction.path, 'saraban', { F_TRANS_ID: step, ACTION: 'receive' }, conflictKey);
    expect(replayed.statusCode).toBe(409);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
  });

  it('upload-attachment: a repeat stores one file; other bytes with the same key are refused', async () => {
    const subject = 'หนังสือพร้อมไฟล์แนบ';
    const created = envelope(await createLetter('officer', subject));
    const docId = created.item.F_DOC_ID as number;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('เอกสารแนบ '.repeat(300))]);
    const upload = (payload: Buffer, key: string) =>
      app.inject({
        method: 'POST',
        url: `${ROUTES.uploadAttachment.path}?F_DOC_ID=${docId}&FILE_NAME=${encodeURIComponent('แนบ.pdf')}`,
        headers: { authorization: `Bearer ${tokens.officer}`, 'content-type': 'application/pdf', 'idempotency-key': key },
        payload,
      });
    const attachments = async () => t.db.selectFrom('attachments').select('id').where('document_id', '=', docId).execute();
    const key = newKey();
    const first = await upload(pdf, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await upload(pdf, key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await attachments()).toHaveLength(1);
    const changed = Buffer.concat([pdf, Buffer.from('เพิ่ม')]);
    expectRefused(await upload(changed, key), 422, IDEMPOTENCY_MESSAGES.keyReused);
    expect(await attachments()).toHaveLength(1);
  });

  it('two concurrent requests with one key run the call once and answer alike', async () => {
    const key = newKey();
    const [a, b] = await Promise.all([createLetter('officer', 'คำขอพร้อมกันสองครั้ง', key), createLetter('officer', 'คำขอพร้อมกันสองครั้ง', key)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.body).toBe(b.body);
    expect([a.headers['idempotent-replayed'], b.headers['idempotent-replayed']].filter(Boolean)).toEqual(['true']);
    expect(await lettersTitled('คำขอพร้อมกันสองครั้ง')).toBe(1);
  });

  it('a 5xx is not stored: the retry with the same key runs the call and succeeds', async () => {
    const subject = 'คำขอระหว่างฐานข้อมูลขัดข้อง';
    // A real failure inside the call's own transaction: the database refuses the insert.
    await sql
      .raw(
        `create function refuse_letters() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$;
         create trigger refuse_letters before insert on documents for each row execute function refuse_letters();`,
      )
      .execute(t.db);
    const key = newKey();
    let failed: LightMyRequestResponse;
    try {
      failed = await createLetter('officer', subject, key);
    } finally {
      await sql.raw('drop trigger refuse_letters on documents; drop function refuse_letters();').execute(t.db);
    }
    expect(failed.statusCode).toBe(500);
    const retried = await createLetter('officer', subject, key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await lettersTitled(subject)).toBe(1);
  });

  it('a repeat while the first is still running waits, then answers 409 "in progress" and runs nothing', async () => {
    const key = newKey();
    const officer = await t.db.selectFrom('people').select('id').where('username', '=', 'officer').executeTakeFirstOrThrow();
    // A claim made just now: the first request of the key is still running.
    await t.db.insertInto('idempotency_keys').values({ person_id: officer.id, route: 'createDocument', key, request_hash: 'x' }).execute();
    const started = Date.now();
    const reply = await createLetter('officer', 'คำขอที่ยังทำอยู่', key);
    expectRefused(reply, 409, IDEMPOTENCY_MESSAGES.inProgress);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
    expect(await lettersTitled('คำขอที่ยังทำอยู่')).toBe(0);
  });

  it('a claim left without a reply (a crash after the write) is never run again: 409', async () => {
    const key = newKey();
    const officer = await t.db.selectFrom('people').select('id').where('username', '=', 'officer').executeTakeFirstOrThrow();
    // What a crash between the call's commit and the stored reply leaves, older than the wait for a running call.
    await t.db
      .insertInto('idempotency_keys')
      .values({ person_id: officer.id, route: 'createDocument', key, request_hash: 'x', created_at: new Date(Date.now() - 10 * 60 * 1000) })
      .execute();
    const reply = await createLetter('officer', 'คำขอที่ไม่ทราบผล', key);
    expectRefused(reply, 409, IDEMPOTENCY_MESSAGES.outcomeUnknown);
    expect(await lettersTitled('คำขอที่ไม่ทราบผล')).toBe(0);
  });

  it('is documented on the flagged calls only: the header and the 409 and 422 answers', async () => {
    type Operation = { parameters?: { name: string; in: string }[]; responses: Record<string, { description: string }> };
    const doc = (await app.inject('/api/docs')).json<{ paths: Record<string, Record<string, Operation>> }>();
    for (const route of [ROUTES.createDocument, ROUTES.documentAction, ROUTES.uploadAttachment]) {
      const op = doc.paths[route.path]!.post!;
      expect(op.parameters, route.path).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
      expect(op.responses['422']!.description).toContain(IDEMPOTENCY_MESSAGES.keyReused);
      expect(op.responses['409']!.description).toContain(IDEMPOTENCY_MESSAGES.inProgress);
    }
    const other = doc.paths[ROUTES.searchDocuments.path]!.post!;
    expect(other.parameters ?? []).not.toContainEqual(expect.objectContaining({ name: 'Idempotency-Key' }));
  });

  it('an expired key is forgotten: the call runs again', async () => {
    const key = newKey();
    expect((await createLetter('officer', 'คำขอเมื่อวาน', key)).statusCode).toBe(200);
    await sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`.execute(t.db);
    const later = await createLetter('officer', 'คำขอเมื่อวาน', key);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await lettersTitled('คำขอเมื่อวาน')).toBe(2);
  });
});
