/**
 * LINE over HTTP on a real database, against a local fake of the Messaging API driven by the real
 * SDK: a person links LINE by sending the code the portal gave them to the Official Account (the
 * webhook believes only bodies signed with the channel secret); a letter's notification is
 * pushed to the linked person after the action commits, with a LINE link that opens it; the
 * outbox retries a busy or failing LINE after Retry-After or a growing pause and never sends a
 * row twice; the signing code goes to LINE as well as e-mail; a tenant without LINE links nobody.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../engine/api/routes';
import { createFakeLineConfig } from '../../test-support/fake-line-config';
import { signWebhook, startFakeLine, textEventBody, type FakeLine } from '../../test-support/fake-line-api';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, findTenant, signIn, type TestApp } from '../../test-support/test-app';
import { createDocument } from '../correspondence/letters/documents';
import { seedCorrespondence } from '../correspondence/seed';

let fake: FakeLine;
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const OFFICER_LINE = 'U0fficer0000000000000000000000001';

const post = (who: string, name: keyof typeof ROUTES, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: ROUTES[name].path, payload, headers: { authorization: `Bearer ${tokens[who]}` } });
const status = async (who: string) =>
  (await t.app.inject({ method: 'GET', url: ROUTES.lineStatus.path, headers: { authorization: `Bearer ${tokens[who]}` } })).json<{
    LINKED: boolean;
    DISPLAY_NAME: string | null;
    ENABLED: boolean;
    ADD_FRIEND_URL: string | null;
  }>();
/** LINE calling the webhook: one text message from a user, signed as given. */
const sendText = (userId: string, text: string, signature?: string) => {
  const body = textEventBody(userId, text);
  return t.app.inject({
    method: 'POST',
    url: ROUTES.lineWebhook.path,
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature === '' ? {} : { 'x-line-signature': signature ?? signWebhook(body) }) },
  });
};
const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await check()).toBe(true);
};

beforeAll(async () => {
  fake = await startFakeLine();
  fake.profiles.set(OFFICER_LINE, 'สมชาย (LINE)');
  t = await createTestApp({ tenant: await findTenant((m) => m.features.lineService), config: createFakeLineConfig(fake.url) });
  await seedCorrespondence(t.db, t.tenant.manifest);
  for (const username of ['officer', 'saraban']) {
    tokens[username] = await signIn(t, username);
    ids[username] = Number((await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('linking LINE', () => {
  it('links the sender of a valid code; a forged or unsigned webhook and a spent code change nothing', async () => {
    expect(await status('officer')).toEqual({
      status: 'success',
      LINKED: false,
      DISPLAY_NAME: null,
      ENABLED: true,
      ADD_FRIEND_URL: 'https://line.me/R/ti/p/%40saraban',
    });
    const issued = await post('officer', 'lineLinkCode');
    expect(issued.statusCode, issued.body).toBe(200);
    const { CODE: code, EXPIRES_IN } = issued.json<{ CODE: string; EXPIRES_IN: number }>();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(EXPIRES_IN).toBe(600);

    expect((await sendText(OFFICER_LINE, code, signWebhook('another body'))).statusCode).toBe(401);
    expect((await sendText(OFFICER_LINE, code, '')).statusCode).toBe(401);
    expect(await t.db.selectFrom('line_links').selectAll().execute()).toEqual([]);
    expect(fake.replies).toEqual([]);

    // Typed on a phone: lower case, with a space in the middle.
    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`;
    expect((await sendText(OFFICER_LINE, typed)).statusCode).toBe(200);
    expect(await status('officer')).toMatchObject({ LINKED: true, DISPLAY_NAME: 'สมชาย (LINE)' });
    expect(fake.replies.at(-1)?.text).toContain('เชื่อมต่อบัญชี LINE');

    // The code is spent: someone else sending it links nobody and is told so.
    expect((await sendText('Uother000000000000000000000000002', code)).statusCode).toBe(200);
    expect(fake.replies.at(-1)?.text).toContain('รหัสไม่ถูกต้อง');
    const links = await t.db.selectFrom('line_links').select(['person_id', 'line_user_id']).execute();
    expect(links.map((link) => [Number(link.person_id), link.line_user_id])).toEqual([[ids.officer, OFFICER_LINE]]);
  });
});

describe('delivering to LINE', () => {
  it("pushes a letter's notification to the linked person after the action, with a LINE link to the letter", async () => {
    const subject = 'ขอเชิญประชุมคณะทำงานระบบสารบรรณ';
    const created = await createDocument(t.db, { actorId: ids.saraban!, ip: null }, { docTypeId: 1, subject, to: 'งานนโยบาย' });
    const before = fake.pushes.length;
    const sent = await post('saraban', 'documentAction', { F_TRANS_ID: created.F_TRANS_ID, ACTION: 'send', TO_PERSON_IDS: [ids.officer] });
    expect(sent.statusCode, sent.body).toBe(200);
    await until(() => fake.pushes.length === before + 1);
    const push = fake.pushes.at(-1)!;
    expect(push.to).toBe(OFFICER_LINE);
    expect(push.text).toContain(subject);
    const link = new URL(/https?:\/\/\S+/.exec(push.text)![0]);
    expect([link.searchParams.get('api'), link.searchParams.get('view'), link.searchParams.get('enc')]).toEqual(['line', 'document', 'y']);
    // The push is answered before the row is marked sent, in the sender's next statement.
    const newest = () => t.db.selectFrom('line_outbox').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    await until(async () => (await newest()).sent_at !== null);
    expect((await newest()).retry_key).toBe(push.retryKey);

    // The administrator turns LINE off for that event: the next letter reaches LINE no more.
    await t.db.updateTable('notification_events').set({ line: false }).where('event_key', '=', 'sarabun.send.person').execute();
    const second = await createDocument(t.db, { actorId: ids.saraban!, ip: null }, { docTypeId: 1, subject: 'เรื่องที่สอง', to: 'งานนโยบาย' });
    expect((await post('saraban', 'documentAction', { F_TRANS_ID: second.F_TRANS_ID, ACTION: 'send', TO_PERSON_IDS: [ids.officer] })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.pushes.length).toBe(before + 1);
    await t.db.updateTable('notification_events').set({ line: true }).where('event_key', '=', 'sarabun.send.person').execute();
  });

  it('retries a failing or busy LINE after a growing pause or its Retry-After, and never sends a row twice', async () => {
    const outbox = t.app.lineOutbox!;
    const rowOf = (id: number) => t.db.selectFrom('line_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const id = await outbox.queue(t.db, { personId: ids.officer!, lineUserId: OFFICER_LINE, text: 'ทดสอบการส่งซ้ำ' });
    const before = fake.pushes.length;
    fake.failPushes({ status: 500 }, { status: 429, headers: { 'retry-after': '7' } });

    await outbox.deliver(t.db, [id]);
    let row = await rowOf(id);
    expect([row.attempts, row.sent_at, row.failed_at]).toEqual([1, null, null]);
    expect(row.error).toMatch(/^500/);
    expect(row.next_attempt_at.getTime() - t.clock.now().getTime()).toBeGreaterThan(9_000);
    expect(await outbox.deliverDue(t.db)).toBe(0);

    t.clock.advance(10_500);
    expect(await outbox.deliverDue(t.db)).toBe(1);
    row = await rowOf(id);
    expect([row.attempts, row.error?.slice(0, 3)]).toEqual([2, '429']);
    const pause = row.next_attempt_at.getTime() - t.clock.now().getTime();
    expect(pause).toBeGreaterThan(6_000);
    expect(pause).toBeLessThanOrEqual(7_000);

    // Two rounds at once (two instances): the row goes once.
    t.clock.advance(7_500);
    await Promise.all([outbox.deliverDue(t.db), outbox.deliverDue(t.db), outbox.deliver(t.db, [id])]);
    expect(fake.pushes.length).toBe(before + 1);
    row = await rowOf(id);
    expect(row.sent_at).not.toBeNull();
    expect(fake.pushes.at(-1)?.retryKey).toBe(row.retry_key);

    // An answer lost on the way: the row is tried again with the same key, LINE answers 409, and it counts as sent.
    await t.db.updateTable('line_outbox').set({ sent_at: null }).where('id', '=', id).execute();
    await outbox.deliver(t.db, [id]);
    expect(fake.pushes.length).toBe(before + 1);
    expect((await rowOf(id)).sent_at).not.toBeNull();

    // A refusal (a user who blocked the account) is given up at once, with its reason kept.
    const refused = await outbox.queue(t.db, { personId: ids.officer!, lineUserId: OFFICER_LINE, text: 'ข้อความที่ถูกปฏิเสธ' });
    fake.failPushes({ status: 400 });
    await outbox.deliver(t.db, [refused]);
    row = await rowOf(refused);
    expect(row.failed_at).not.toBeNull();
    expect(row.error).toMatch(/^400/);

    // The administrator sees it on the outgoing LINE page, with why, but never the text (a code may be in it).
    const admin = await signIn(t, 'admin');
    const listed = await settingsCall<{ items: Record<string, unknown>[] }>(t.app, 'settingsList', 'line-outbox', { size: 100 }, admin);
    expect(listed.status, listed.text).toBe(200);
    const shown = listed.json.items.find((item) => item.id === refused);
    expect(shown).toMatchObject({ attempts: 1, person_id: ids.officer });
    expect(String(shown?.error)).toMatch(/^400/);
    expect(shown?.failed_at).toBeTruthy();
    expect(listed.text).not.toContain('ข้อความที่ถูกปฏิเสธ');
    const officerView = await settingsCall(t.app, 'settingsList', 'line-outbox', { size: 100 }, tokens.officer);
    expect(officerView.status).toBe(403);
  });

  it('sends the signing code to LINE as well as e-mail, the same code', async () => {
    const before = fake.pushes.length;
    const reply = await post('officer', 'signingCodeRequest');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<{ item: { CHANNELS: string[] }; message: string }>()).toMatchObject({ item: { CHANNELS: ['email', 'line'] } });
    expect(reply.json<{ message: string }>().message).toContain('LINE');
    await until(() => fake.pushes.length === before + 1);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('to_address', '=', 'officer@example.com')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /\b(\d{6})\b/.exec(mail.body_text)![1]!;
    expect(fake.pushes.at(-1)?.text).toContain(code);
  });
});

describe('unlinking LINE', () => {
  it('removes the link on request, and when the person blocks the Official Account', async () => {
    const removed = await post('officer', 'lineUnlink');
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ LINKED: boolean }>().LINKED).toBe(false);
    expect((await post('officer', 'lineUnlink')).statusCode).toBe(404);

    const code = (await post('officer', 'lineLinkCode')).json<{ CODE: string }>().CODE;
    await sendText(OFFICER_LINE, code);
    expect((await status('officer')).LINKED).toBe(true);
    const body = JSON.stringify({
      destination: 'Uaccount',
      events: [{ type: 'unfollow', mode: 'active', timestamp: Date.now(), source: { type: 'user', userId: OFFICER_LINE } }],
    });
    const blocked = await t.app.inject({
      method: 'POST',
      url: ROUTES.lineWebhook.path,
      payload: body,
      headers: { 'content-type': 'application/json', 'x-line-signature': signWebhook(body) },
    });
    expect(blocked.statusCode).toBe(200);
    expect((await status('officer')).LINKED).toBe(false);
  });
});

describe('an organisation without LINE', () => {
  it('links nobody, and its webhook is not there', async () => {
    const other = await createTestApp({ tenant: await findTenant((m) => !m.features.lineService), config: createFakeLineConfig(fake.url) });
    try {
      const token = await signIn(other, 'officer');
      const headers = { authorization: `Bearer ${token}` };
      const state = await other.app.inject({ method: 'GET', url: ROUTES.lineStatus.path, headers });
      expect(state.json()).toMatchObject({ LINKED: false, ENABLED: false });
      const code = await other.app.inject({ method: 'POST', url: ROUTES.lineLinkCode.path, payload: {}, headers });
      expect(code.statusCode).toBe(409);
      expect(code.json<{ message: string }>().message).toContain('LINE');
      const body = JSON.stringify({ destination: 'U', events: [] });
      const hook = await other.app.inject({ method: 'POST', url: ROUTES.lineWebhook.path, payload: body, headers: { 'x-line-signature': signWebhook(body) } });
      expect(hook.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
