/**
 * The colour an administrator sets for a speed class on the document-speed page is the colour of
 * the speed badge: the queue rows (get-todo-list, a portal contract call: its fields stay, the
 * colour comes as one more) and the letter read (get-document) carry it as F_SPEED_COLOR, and
 * both replies still match their schemas (test servers check every reply against its schema).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, postForm, signIn, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'saraban']) tokens[username] = await signIn(t, username);
}, 120_000);
afterAll(() => t?.close());

type Row = Record<string, unknown>;

const queue = async () => {
  const reply = await postForm(t.app, '/api/sarabun/get-todo-list', { typeCode: 'unreceived', page: '1' }, { token: tokens.saraban });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ items: Row[] }>().items;
};

async function documentRead(documentId: number): Promise<Row> {
  const reply = await settingsCall<{ status: string; item: Row }>(t.app, 'getDocument', '', { F_DOC_ID: documentId }, tokens.saraban);
  expect(reply.status, reply.text).toBe(200);
  return reply.json.item;
}

describe('document-speed colour', () => {
  it('a speed’s new colour is the colour the queue rows and the letter read carry', async () => {
    const row = (await queue())[0]!;
    const document = await t.db
      .selectFrom('transactions as tr')
      .innerJoin('documents as d', 'd.id', 'tr.document_id')
      .select(['d.id', 'd.speed_id'])
      .where('tr.id', '=', Number(row.F_TRANS_ID))
      .executeTakeFirstOrThrow();
    const speed = await t.db.selectFrom('doc_speeds').selectAll().where('id', '=', document.speed_id).executeTakeFirstOrThrow();
    // Before the change the rows carry the seeded colour, whatever the speed's name.
    expect(row).toMatchObject({ F_DOC_SPEED_NAME: speed.name_th, F_SPEED_COLOR: speed.color });

    const update = await settingsCall<{ status: string; message: string }>(
      t.app,
      'settingsUpdate',
      'document-speed',
      { id: speed.id, record: { name_th: speed.name_th, name_en: speed.name_en, color: '#5e35b1' } },
      tokens.admin,
    );
    expect(update.status, update.json.message).toBe(200);

    const after = (await queue()).find((r) => r.F_TRANS_ID === row.F_TRANS_ID)!;
    expect(after).toMatchObject({ F_DOC_SPEED_NAME: speed.name_th, F_SPEED_COLOR: '#5e35b1' });
    // The contract's fields are all still there, unchanged in name.
    expect(Object.keys(after)).toEqual(expect.arrayContaining(Object.keys(row)));
    expect(await documentRead(Number(document.id))).toMatchObject({ F_DOC_SPEED_ID: speed.id, F_DOC_SPEED_NAME: speed.name_th, F_SPEED_COLOR: '#5e35b1' });
  });

  it('the normal class takes its set colour too, not green by its name', async () => {
    const normal = await t.db.selectFrom('doc_speeds').selectAll().where('name_th', '=', 'ปกติ').executeTakeFirstOrThrow();
    const update = await settingsCall<{ status: string; message: string }>(
      t.app,
      'settingsUpdate',
      'document-speed',
      { id: normal.id, record: { name_th: normal.name_th, name_en: normal.name_en, color: '#37474f' } },
      tokens.admin,
    );
    expect(update.status, update.json.message).toBe(200);
    const rows = (await queue()).filter((r) => r.F_DOC_SPEED_NAME === 'ปกติ');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.F_SPEED_COLOR).toBe('#37474f');
  });
});
