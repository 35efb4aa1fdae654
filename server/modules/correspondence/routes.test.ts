/**
 * The HTTP calls end to end: a real server (createTestApp), demo users signed in like the
 * client, the demo letters of seedCorrespondence. Checks envelopes, exact field names,
 * status codes and that refused requests change nothing.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import todoRowSchema from '../../../schemas/api/todo-row.schema.json' with { type: 'json' };
import { createTestApp, findTenant, postForm, signIn, type TestApp } from '../../test-support/test-app';
import { BOOK_GROUPS } from './queues/dashboard';

let t: TestApp;
let app: FastifyInstance;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  // newcomer plays the outsider of other departments' letters: agreed to the PDPA policy, so the
  // calls below meet the access rules, not the consent gate (proven in identity/pdpa-gate.test.ts).
  await t.db.updateTable('people').set({ is_agree_pdpa: 1 }).where('username', '=', 'newcomer').execute();
  for (const username of ['saraban', 'director', 'officer', 'admin', 'newcomer']) {
    tokens[username] = await signIn(t, username);
    ids[username] = (await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  }
}, 120_000);
afterAll(async () => t?.close());

const form = (url: string, who: string, body: Record<string, string> = {}) => postForm(app, url, body, { token: tokens[who] });
const json = (url: string, who: string | null, body: unknown) =>
  app.inject({ method: 'POST', url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {}, payload: body as object });
type Envelope = { status: string; message: string; item?: any; items?: any[]; total?: number; is_save?: boolean }; // eslint-disable-line @typescript-eslint/no-explicit-any
const body = (reply: LightMyRequestResponse) => reply.json<Envelope>();
/** get-notifications carries one summary under `items`. */
const summaryOf = (reply: LightMyRequestResponse) => reply.json<{ items: { totalAlert: number; alerts: any[]; logs: any[] } }>().items; // eslint-disable-line @typescript-eslint/no-explicit-any
const thai = /[\u0E00-\u0E7F]/;

function expectError(reply: LightMyRequestResponse, status: number): void {
  expect(reply.statusCode, reply.body).toBe(status);
  expect(body(reply).status).toBe('error');
  expect(body(reply).message).toMatch(thai);
}

describe('portal calls', () => {
  it('refuse callers without a session (401)', async () => {
    for (const url of ['/api/sarabun/get-todo-list', '/api/get-todo-lists', '/api/get-dashboard', '/api/get-notifications', '/api/sarabun/document-action']) {
      expectError(await postForm(app, url, { typeCode: 'unreceived', F_TRANS_ID: '1', ACTION: 'receive' }), 401);
    }
  });

  it('accept an empty POST body, as existing clients post for the menu and queue-map calls', async () => {
    for (const url of ['/api/get-todo-lists', '/api/get-authen-user-menu-permission-header-bottom', '/api/get-notifications']) {
      const reply = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${tokens.admin}` } });
      expect(reply.statusCode, `${url}: ${reply.body}`).toBe(200);
      expect(body(reply).status).toBe('success');
    }
  });

  it('get-todo-lists: the tenant queue set in manifest order, counts equal to the paged queue totals', async () => {
    for (const who of ['saraban', 'director', 'officer']) {
      const reply = await form('/api/get-todo-lists', who);
      expect(reply.statusCode).toBe(200);
      const items = body(reply).items!;
      expect(items.map((i) => i.CODE)).toEqual(t.tenant.manifest.dashboard.queues);
      for (const tile of items) {
        expect(Object.keys(tile).sort()).toEqual(['CODE', 'COLOR', 'COUNT', 'DOCUMENT', 'ICON', 'TABLE_HEADER', 'TITLE']);
        expect(tile.TITLE).toMatch(thai);
        const page = body(await form('/api/sarabun/get-todo-list', who, { typeCode: tile.CODE, page: '1' }));
        expect(page.total, `${who} ${tile.CODE}`).toBe(tile.COUNT);
      }
    }
    const saraban = body(await form('/api/get-todo-lists', 'saraban')).items!;
    expect(saraban.find((i) => i.CODE === 'unreceived')!.COUNT).toBeGreaterThan(0);
  });

  it('sarabun/get-todo-list: rows with every todo-row field, page size 10, search, bad queue 400', async () => {
    const reply = await form('/api/sarabun/get-todo-list', 'saraban', { typeCode: 'waitAssign', page: '1', sort: 'F_DOC_SEND', order: 'desc' });
    const env = body(reply);
    expect(env.status).toBe('success');
    expect(env.items!.length).toBeGreaterThan(0);
    expect(env.items!.length).toBeLessThanOrEqual(10);
    // Every field of the contract, and the optional ones the schema adds (the speed's colour).
    for (const row of env.items!) {
      expect(Object.keys(row)).toEqual(expect.arrayContaining([...todoRowSchema.required]));
      expect(Object.keys(row).sort()).toEqual(Object.keys(todoRowSchema.properties).sort());
    }
    const search = body(await form('/api/sarabun/get-todo-list', 'saraban', { typeCode: 'unreceived', generalSearch: 'แผนปฏิบัติ' }));
    expect(search.total).toBe(1);
    expect(search.items![0].F_DOC_TITLE).toContain('แผนปฏิบัติราชการ');
    expectError(await form('/api/sarabun/get-todo-list', 'saraban', { typeCode: 'nope' }), 400);
    expectError(await form('/api/sarabun/get-todo-list', 'saraban', {}), 400);
    expectError(await form('/api/sarabun/get-todo-list', 'saraban', { typeCode: 'sign', page: 'x' }), 400);
  });

  it('get-dashboard: eight groups in BOOK_GROUPS order, five rows at most, one group refetched with a search', async () => {
    const all = body(await form('/api/get-dashboard', 'officer'));
    expect(Object.keys(all.item)).toEqual(BOOK_GROUPS);
    for (const group of BOOK_GROUPS) {
      const card = all.item[group];
      expect(card.items.length).toBeLessThanOrEqual(5);
      for (const row of card.items)
        expect(Object.keys(row).sort()).toEqual(['F_DOC_COMMAND_NAME_UNDER', 'F_DOC_ID', 'F_DOC_NO', 'F_DOC_TITLE', 'F_NO_MEET', 'F_TRANS_ID', 'SEQ']);
    }
    expect(all.item.meeting.items[0].F_NO_MEET).toBe('3/2567');
    const one = body(await form('/api/get-dashboard', 'officer', { bookType: 'cycle', querySearch: 'พลังงาน' }));
    expect(Object.keys(one.item)).toEqual(['cycle']);
    expect(one.item.cycle.items.map((r: { F_DOC_TITLE: string }) => r.F_DOC_TITLE)).toEqual(['แจ้งเวียนมาตรการประหยัดพลังงานในสำนักงาน']);
    const viaGet = await app.inject({ method: 'GET', url: '/api/get-dashboard?bookType=rule', headers: { authorization: `Bearer ${tokens.officer}` } });
    expect(Object.keys(body(viaGet).item)).toEqual(['rule']);
    expectError(await form('/api/get-dashboard', 'officer', { bookType: 'secret-files' }), 400);
  });

  it('get-dashboard-organization-lists: dept_id and text', async () => {
    const items = body(await form('/api/get-dashboard-organization-lists', 'saraban')).items!;
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['dept_id', 'text']);
  });

  it('menus come from permission groups', async () => {
    const menus = (who: string) =>
      form('/api/get-authen-user-menu-permission-header-bottom', who).then((r) => body(r).item as { MENU_ACTION: string; PM_MANAGE: number }[]);
    const admin = await menus('admin');
    const officer = await menus('officer');
    const saraban = await menus('saraban');
    expect(Object.keys(admin[0]!).sort()).toEqual(['MENU_ACTION', 'MENU_ICON', 'MENU_ID', 'MENU_NAME_ENG', 'PM_MANAGE', 'PM_QUERY']);
    expect(admin.map((m) => m.MENU_ACTION)).toContain('settings');
    expect(officer.map((m) => m.MENU_ACTION)).not.toContain('settings');
    expect(saraban.find((m) => m.MENU_ACTION === 'sarabun')?.PM_MANAGE).toBe(1);
    expect(officer.find((m) => m.MENU_ACTION === 'sarabun')?.PM_MANAGE).toBe(0);
  });

  it('notifications: summary, read one (is_save once), read all', async () => {
    const summary = summaryOf(await form('/api/get-notifications', 'director', { MODULE: 'SARABUN' }));
    expect(summary.totalAlert).toBeGreaterThan(0);
    const alert = summary.alerts[0];
    expect(alert).toMatchObject({ NN_RECEIVE_ID: expect.any(Number), NN_DATA: expect.stringMatching(thai), IS_READ: false });
    const first = body(await form('/api/notification-update-read', 'director', { NN_RECEIVE_ID: String(alert.NN_RECEIVE_ID) }));
    expect(first).toMatchObject({ status: 'success', is_save: true, item: { F_DOC_ID: expect.any(Number), F_TRANS_ID: expect.any(Number) } });
    const second = body(await form('/api/notification-update-read', 'director', { NN_RECEIVE_ID: String(alert.NN_RECEIVE_ID) }));
    expect(second.is_save).toBe(false);
    expectError(await form('/api/notification-update-read', 'officer', { NN_RECEIVE_ID: String(alert.NN_RECEIVE_ID) }), 404);
    const after = summaryOf(await form('/api/get-notifications', 'director', { MODULE: 'SARABAN' }));
    expect(after.totalAlert).toBe(summary.totalAlert - 1);
    expect(body(await json('/api/notification-update-read-all', 'director', { MODULE: ['SARABUN', 'SARABAN'] })).status).toBe('success');
    expect(summaryOf(await form('/api/get-notifications', 'director')).totalAlert).toBe(0);
    const logs = summaryOf(await form('/api/get-notifications', 'saraban')).logs;
    expect(logs.length).toBeGreaterThan(0);
    expect(Object.keys(logs[0]).sort()).toEqual(['dateAlert', 'header', 'icon']);
  });
});

describe('document calls', () => {
  let docId = 0;
  let sentStep = 0;

  it("create-document and document-action move a letter to the next person's queue", async () => {
    const created = await json('/api/sarabun/create-document', 'officer', {
      F_DOC_TYPE_ID: 2,
      F_DOC_TITLE: 'ขอใช้ห้องประชุมใหญ่ชั้น 5',
      F_DEAR: 'ผู้อำนวยการ',
      F_DOC_SPEED_ID: 2,
    });
    expect(created.statusCode, created.body).toBe(200);
    docId = body(created).item.F_DOC_ID;
    const draftStep = body(created).item.F_TRANS_ID;
    const root = t.tenant.manifest.organization.departmentId;
    const before = body(await form('/api/get-todo-lists', 'saraban')).items!.find((i) => i.CODE === 'unreceived')!.COUNT;
    // Form-encoded, as the portal client posts.
    const sent = await form('/api/sarabun/document-action', 'officer', {
      F_TRANS_ID: String(draftStep),
      ACTION: 'send',
      TO_DEPT_IDS: String(root),
      NOTE: 'เพื่อโปรดพิจารณา',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    sentStep = body(sent).item.NEW_TRANS_IDS[0];
    const after = body(await form('/api/get-todo-lists', 'saraban')).items!.find((i) => i.CODE === 'unreceived')!.COUNT;
    expect(after).toBe(before + 1);
    const received = body(await json('/api/sarabun/document-action', 'saraban', { F_TRANS_ID: sentStep, ACTION: 'receive' }));
    expect(received.item).toMatchObject({ STATE: 'in_hand', RECEIVE_NO: expect.any(Number) });
    const again = await json('/api/sarabun/document-action', 'saraban', { F_TRANS_ID: sentStep, ACTION: 'receive' });
    expectError(again, 409);
    const presented = await json('/api/sarabun/document-action', 'saraban', { F_TRANS_ID: sentStep, ACTION: 'present', TO_PERSON_IDS: [ids.director] });
    expect(body(presented).item.STATE).toBe('forwarded');
    const directorQueue = body(await form('/api/sarabun/get-todo-list', 'director', { typeCode: 'jobReceived', search: 'ห้องประชุมใหญ่' }));
    expect(directorQueue.total).toBe(1);
    expect(directorQueue.items![0].F_DOC_SPEED_NAME).toBe('ด่วน');
  });

  it('refuses bad input (400), strangers (as unknown, 404) and out-of-state actions (409) without changing anything', async () => {
    const history = async () => body(await form('/api/sarabun/get-document', 'saraban', { F_DOC_ID: String(docId) })).item.history;
    const before = await history();
    const presented = before.find((s: { STATE: string }) => s.STATE === 'presented').F_TRANS_ID;
    expectError(await json('/api/sarabun/document-action', 'director', { F_TRANS_ID: presented, ACTION: 'sendBack' }), 400);
    expectError(await json('/api/sarabun/document-action', 'director', { F_TRANS_ID: presented, ACTION: 'command', F_COM_DESC: '  ' }), 400);
    expectError(await json('/api/sarabun/document-action', 'director', { F_TRANS_ID: presented, ACTION: 'fly' }), 400);
    // A step that is not yours and a step that does not exist get the same answer: ids cannot be counted.
    const stranger = await json('/api/sarabun/document-action', 'newcomer', { F_TRANS_ID: presented, ACTION: 'consider', RESULT: 'ทราบ' });
    const unknown = await json('/api/sarabun/document-action', 'newcomer', { F_TRANS_ID: 999999999, ACTION: 'consider', RESULT: 'ทราบ' });
    expectError(stranger, 404);
    expect(stranger.body).toBe(unknown.body);
    expectError(await json('/api/sarabun/document-action', 'director', { F_TRANS_ID: presented, ACTION: 'sign' }), 409);
    expectError(await json('/api/sarabun/create-document', 'officer', { F_DOC_TYPE_ID: 99, F_DOC_TITLE: 'x' }), 400);
    expectError(await json('/api/sarabun/create-document', 'officer', { F_DOC_TYPE_ID: 2 }), 400);
    expect(await history()).toEqual(before);
    const commanded = await json('/api/sarabun/document-action', 'director', { F_TRANS_ID: presented, ACTION: 'command', F_COM_DESC: 'อนุญาต' });
    expect(body(commanded).item.STATE).toBe('done');
  });

  it('get-document: history, actions, encoded id; decode; update-read-portal; strangers told "not found"', async () => {
    const detail = body(await form('/api/sarabun/get-document', 'saraban', { F_DOC_ID: String(docId) })).item;
    expect(detail).toMatchObject({ F_DOC_ID: docId, F_DOC_TITLE: 'ขอใช้ห้องประชุมใหญ่ชั้น 5', F_DOC_SPEED_NAME: 'ด่วน', F_DOC_SECRET_NAME: 'ปกติ' });
    expect(detail.history.map((s: { KIND: string }) => s.KIND)).toEqual(['create', 'send', 'present', 'command']);
    expect(detail.actions.find((a: { F_TRANS_ID: number }) => a.F_TRANS_ID === detail.history[3].F_TRANS_ID).ACTIONS).toEqual(
      expect.arrayContaining(['assign', 'close']),
    );
    const decoded = body(await form('/api/get-decode-document-api', 'saraban', { F_DOC_ID_ENCODE: detail.F_DOC_ID_ENCODE }));
    expect(decoded.item).toEqual({ F_DOC_ID: docId });
    // Opaque: a long token, not the number (a substring check would fail by chance, ~1 run in 100).
    expect(detail.F_DOC_ID_ENCODE).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(detail.F_DOC_ID_ENCODE).not.toBe(String(docId));
    expectError(await form('/api/get-decode-document-api', 'saraban', { F_DOC_ID_ENCODE: `${detail.F_DOC_ID_ENCODE.slice(0, -2)}AA` }), 400);
    const read = body(await form('/api/update-read-portal', 'saraban', { F_DOC_ID: String(docId) }));
    expect(read.item.READ_STEPS).toBeGreaterThan(0);
    // A letter that is not yours and one that does not exist get the same answer: ids cannot be counted.
    for (const url of ['/api/sarabun/get-document', '/api/update-read-portal']) {
      const notYours = await form(url, 'newcomer', { F_DOC_ID: String(docId) });
      const missing = await form(url, 'newcomer', { F_DOC_ID: '987654321' });
      expectError(notYours, 404);
      expect(notYours.body, url).toBe(missing.body);
    }
    const decodedByStranger = await form('/api/get-decode-document-api', 'newcomer', { F_DOC_ID_ENCODE: detail.F_DOC_ID_ENCODE });
    expectError(decodedByStranger, 404);
  });

  it('attachments: upload with SHA-256, download, size limit 413, type 400, strangers refused', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('หนังสือแนบ '.repeat(200))]);
    const upload = (who: string, name: string, type: string, payload: Buffer) =>
      app.inject({
        method: 'POST',
        url: `/api/sarabun/upload-attachment?F_DOC_ID=${docId}&FILE_NAME=${encodeURIComponent(name)}`,
        headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': type },
        payload,
      });
    const ok = await upload('saraban', 'บันทึกข้อความ.pdf', 'application/pdf', pdf);
    expect(ok.statusCode, ok.body).toBe(200);
    const { createHash } = await import('node:crypto');
    expect(body(ok).item).toMatchObject({ FILE_NAME: 'บันทึกข้อความ.pdf', SIZE: pdf.length, SHA256: createHash('sha256').update(pdf).digest('hex') });
    const download = await app.inject({
      method: 'GET',
      url: `/api/sarabun/download-attachment/${body(ok).item.ATTACH_ID}`,
      headers: { authorization: `Bearer ${tokens.saraban}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''");
    const downloadAs = (who: string, id: number) =>
      app.inject({ method: 'GET', url: `/api/sarabun/download-attachment/${id}`, headers: { authorization: `Bearer ${tokens[who]}` } });
    // Someone else's attachment and one that does not exist get the same answer.
    const notYours = await downloadAs('newcomer', body(ok).item.ATTACH_ID);
    expectError(notYours, 404);
    expect(notYours.body).toBe((await downloadAs('newcomer', 987654321)).body);
    expectError(await upload('saraban', 'virus.exe', 'application/octet-stream', Buffer.from('MZ')), 400);
    expectError(await upload('saraban', 'fake.pdf', 'application/pdf', Buffer.from('not a pdf at all')), 400);
    expectError(await upload('saraban', 'big.pdf', 'application/pdf', Buffer.concat([Buffer.from('%PDF'), Buffer.alloc(20 * 1024 * 1024)])), 413);
    expectError(await upload('newcomer', 'x.pdf', 'application/pdf', pdf), 404);
    const detail = body(await form('/api/sarabun/get-document', 'saraban', { F_DOC_ID: String(docId) })).item;
    expect(detail.attachments).toHaveLength(1);
    const row = body(await form('/api/sarabun/get-todo-list', 'saraban', { typeCode: 'jobCommand', search: 'ห้องประชุมใหญ่' })).items![0];
    expect(row).toMatchObject({ F_IS_FILE: 1, statusJobCommand: true, F_COM_DESC: 'อนุญาต' });
  });

  it('attachment names lose bidi and control characters and keep their extension when long; text files are checked whole', async () => {
    const upload = (name: string, type: string, payload: Buffer) =>
      app.inject({
        method: 'POST',
        url: `/api/sarabun/upload-attachment?F_DOC_ID=${docId}&FILE_NAME=${encodeURIComponent(name)}`,
        headers: { authorization: `Bearer ${tokens.saraban}`, 'content-type': type },
        payload,
      });
    const pdf = Buffer.from('%PDF-1.7\nหนังสือแนบ');
    // U+202E would make the name read as "photofdp.jpg" although the file is a PDF.
    const spoofed = await upload('photo\u202Egpj.pdf', 'application/pdf', pdf);
    expect(spoofed.statusCode, spoofed.body).toBe(200);
    expect(body(spoofed).item.FILE_NAME).toBe('photogpj.pdf');
    const longName = `${'ก'.repeat(247)}.pdf`;
    const long = await upload(longName, 'application/pdf', pdf);
    expect(long.statusCode, long.body).toBe(200);
    expect(body(long).item.FILE_NAME).toMatch(/^ก+\.pdf$/);
    expect(body(long).item.FILE_NAME.length).toBeLessThanOrEqual(200);
    const before = body(await form('/api/sarabun/get-document', 'saraban', { F_DOC_ID: String(docId) })).item.attachments.length;
    // A NUL far past the first bytes still makes it binary, not text.
    const binary = Buffer.concat([Buffer.from('บันทึก '.repeat(20)), Buffer.from([0]), Buffer.from('ต่อ')]);
    expectError(await upload('notes.txt', 'text/plain', binary), 400);
    expect(body(await upload('notes.txt', 'text/plain', Buffer.from('บันทึก '.repeat(20)))).status).toBe('success');
    const after = body(await form('/api/sarabun/get-document', 'saraban', { F_DOC_ID: String(docId) })).item.attachments;
    expect(after).toHaveLength(before + 1);
    expect(after.map((a: { FILE_NAME: string }) => a.FILE_NAME)).toContain('notes.txt');
  });
});

describe('tenant queue titles', () => {
  it('honour the manifest queueTitles override', async () => {
    const tenant = await findTenant((m) => Object.keys(m.dashboard.queueTitles).length > 0);
    const other = await createTestApp({ tenant });
    try {
      const token = await signIn(other, 'saraban');
      const items = (await postForm(other.app, '/api/get-todo-lists', {}, { token })).json<Envelope>().items!;
      for (const [code, title] of Object.entries(tenant.manifest.dashboard.queueTitles)) {
        expect(items.find((i) => i.CODE === code)?.TITLE).toBe(title.th);
      }
    } finally {
      await other.close();
    }
  }, 60_000);
});
