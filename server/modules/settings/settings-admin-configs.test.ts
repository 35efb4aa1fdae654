/**
 * admin-configs over HTTP against a real database: the one row of run-time settings is read and
 * changed through the settings engine (update only, checked, audited), and the change is what the
 * portal then uses: the next e-mail goes out with the administrator's sender, and emptying it
 * falls back to the server's MAIL_FROM. No secret is kept or shown on the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../../engine/api/routes';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, postForm, signIn, type TestApp } from '../../test-support/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'officer']) tokens[username] = await signIn(t, username);
}, 120_000);
afterAll(() => t?.close());

type Reply = { status: string; message: string; item?: Record<string, unknown>; fields?: string[] };
const PAGE = 'admin-configs';
const call = (name: RouteName, body: unknown, token = tokens.admin) => settingsCall<Reply>(t.app, name, PAGE, body, token);
const configs = () => t.db.selectFrom('admin_configs').selectAll().execute();

/** Asks for a password-reset mail to the officer and answers the sender it went out with. */
async function nextSender(): Promise<string | null> {
  await postForm(t.app, '/api/users/forgot-password', { F_EMAIL: 'officer@example.com' }, { ip: '10.8.0.1' });
  const last = await t.db.selectFrom('mail_outbox').select('from_address').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return last.from_address;
}

describe('admin-configs', () => {
  it('shows the one row with no secret, and refuses a bad address or a sender name that could forge mail headers, changing nothing', async () => {
    const read = await call('settingsRead', { id: 1 });
    expect(read.status).toBe(200);
    expect(read.json.item).toEqual({ id: 1, mail_from: null, mail_sender: null });
    const before = await configs();

    const badAddress = await call('settingsUpdate', { id: 1, record: { mail_from: 'saraban at agency' } });
    expect(badAddress.status).toBe(400);
    expect(badAddress.json.fields).toEqual(['record.mail_from']);
    expect(badAddress.json.message).toContain('อีเมล');
    const injected = await call('settingsUpdate', { id: 1, record: { mail_sender: 'สารบรรณ\r\nBcc: someone@example.com' } });
    expect(injected.status).toBe(400);
    expect(injected.json.fields).toEqual(['record.mail_sender']);
    expect(await configs()).toEqual(before);
  });

  it('sends the next e-mail with the sender the administrator set, and with MAIL_FROM again once it is emptied', async () => {
    const environment = await nextSender();
    const changed = await call('settingsUpdate', { id: 1, record: { mail_from: 'saraban@agency.go.th', mail_sender: 'งานสารบรรณ กรมทดสอบ' } });
    expect(changed.status, changed.json.message).toBe(200);
    expect(await nextSender()).toBe('"งานสารบรรณ กรมทดสอบ" <saraban@agency.go.th>');
    const audit = await t.db.selectFrom('audit_log').select(['action', 'detail']).where('action', '=', 'settings.admin-configs.update').execute();
    expect(audit).toHaveLength(1);

    expect((await call('settingsUpdate', { id: 1, record: { mail_from: null, mail_sender: null } })).status).toBe(200);
    expect(await nextSender()).toBe(environment);
    expect(environment).not.toContain('agency.go.th');
  });

  it('offers only updating the one row, and only to the administrator', async () => {
    expect((await call('settingsCreate', { record: { mail_from: 'x@agency.go.th' } })).status).toBe(403);
    expect((await call('settingsDelete', { id: 1 })).status).toBe(403);
    expect((await call('settingsRead', { id: 1 }, tokens.officer)).status).toBe(403);
    expect((await call('settingsUpdate', { id: 1, record: { mail_sender: 'ไม่ควรได้' } }, tokens.officer)).status).toBe(403);
    expect((await configs())[0]).toMatchObject({ mail_sender: null });
  });
});
