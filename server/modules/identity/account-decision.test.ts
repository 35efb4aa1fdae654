/**
 * An administrator's decision on a request for an account, over HTTP on a real database: the
 * account-requests page lists the requests (waiting first, ID cards masked); approval creates the
 * person without a password, whose mailed link sets one they then sign in with; refusal mails
 * the reason; a request is decided once, also by two administrators at the same moment; only
 * who may write the page decides, only who may read it sees the requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../engine/api/routes';
import { thaiIdCardCheckDigit } from '../../../engine/format/thai-id-card';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, DEMO_PASSWORD, findTenant, postForm, signIn, type TestApp } from '../../test-support/test-app';
import { SETTINGS_MSG } from '../settings/settings-messages';
import { MSG } from './messages';

let t: TestApp;
const tokens: Record<string, string> = {};
let department: number;
let serial = 0;

const idCardOf = (first12: string) => `${first12}${thaiIdCardCheckDigit(first12)}`;

/** A visitor's request (a new person each time); answers its id and what was sent (as `body` and field by field). */
async function requested(over: Record<string, string> = {}) {
  serial += 1;
  const body = {
    F_FIRST_NAME: 'มานี',
    F_LAST_NAME: 'ใจงาม',
    F_EMAIL: `manee.${serial}@example.org`,
    F_DEPT_ID: String(department),
    F_POSITION: 'นักวิชาการ',
    F_ID_CARD: idCardOf(String(520_000_000_000 + serial)),
    ...over,
  };
  const reply = await postForm(t.app, ROUTES.signUp.path, body, { ip: `10.50.0.${serial}` });
  expect(reply.statusCode, reply.body).toBe(200);
  const row = await t.db.selectFrom('account_requests').select('id').where('email', '=', body.F_EMAIL).executeTakeFirstOrThrow();
  return { id: Number(row.id), body, ...body };
}

const decide = (token: string | undefined, body: Record<string, string | number | undefined>) =>
  postForm(t.app, ROUTES.accountRequestDecide.path, Object.fromEntries(Object.entries(body).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))), {
    token,
  });
const requestRow = (id: number) => t.db.selectFrom('account_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailsTo = (address: string) => t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', address).orderBy('id').execute();
const tokenFrom = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token')!;
const personId = async (username: string) =>
  Number((await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);

beforeAll(async () => {
  // The robot check of sign-up has its own tests (sign-up.test.ts); here visitors ask without it.
  t = await createTestApp({ tenant: await findTenant((m) => !m.login.captcha) });
  department = t.tenant.manifest.organization.departmentId + 4;
  for (const username of ['admin', 'officer', 'director']) tokens[username] = await signIn(t, username);
}, 120_000);
afterAll(async () => t?.close());

describe('the account-requests page', () => {
  it('lists the waiting requests first, with the ID card masked and never whole', async () => {
    const decided = await requested();
    expect((await decide(tokens.admin, { REQUEST_ID: decided.id, DECISION: 'refuse', REASON: 'ไม่ใช่บุคลากรของหน่วยงาน' })).statusCode).toBe(200);
    const waiting = await requested();
    const list = await settingsCall<{ items: Record<string, unknown>[] }>(t.app, 'settingsList', 'account-requests', { page: 1, size: 100 }, tokens.admin);
    expect(list.status, list.text).toBe(200);
    const statuses = list.json.items.map((item) => item.status);
    expect(statuses.indexOf('pending')).toBe(0);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.indexOf('refused'));
    const row = list.json.items.find((item) => item.id === waiting.id)!;
    expect(row).toMatchObject({ email: waiting.F_EMAIL, id_card_masked: `XXXXXXXXX${waiting.F_ID_CARD.slice(-4)}`, department_id: department });
    expect(list.text).not.toContain(waiting.F_ID_CARD);
    expect(Object.keys(row)).not.toContain('id_card');
  });

  it('is seen by who may read it only, and decided by who may write it only', async () => {
    const waiting = await requested();
    expect((await settingsCall(t.app, 'settingsList', 'account-requests', { page: 1, size: 10 }, tokens.officer)).status).toBe(403);
    const refused = await decide(tokens.officer, { REQUEST_ID: waiting.id, DECISION: 'approve', USERNAME: 'manee.officer' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SETTINGS_MSG.noWrite);
    expect((await decide(undefined, { REQUEST_ID: waiting.id, DECISION: 'approve', USERNAME: 'manee.anyone' })).statusCode).toBe(401);

    // A grant of the page's permission: reading shows the list, writing decides.
    const officer = await personId('officer');
    await t.db.insertInto('person_settings_grants').values({ person_id: officer, permission: 'account-requests', can_read: 1, can_write: 0 }).execute();
    expect((await settingsCall(t.app, 'settingsList', 'account-requests', { page: 1, size: 10 }, tokens.officer)).status).toBe(200);
    expect((await decide(tokens.officer, { REQUEST_ID: waiting.id, DECISION: 'refuse', REASON: 'ทดสอบ' })).statusCode).toBe(403);
    await t.db.updateTable('person_settings_grants').set({ can_write: 1 }).where('person_id', '=', officer).execute();
    expect((await decide(tokens.officer, { REQUEST_ID: waiting.id, DECISION: 'refuse', REASON: 'ทดสอบ' })).statusCode).toBe(200);
    expect((await requestRow(waiting.id)).decided_by).toBe(officer);
  });
});

describe('approving a request', () => {
  it('creates the person without a password and mails a single-use link that sets one, to sign in with', async () => {
    const waiting = await requested();
    const admin = await personId('admin');
    const reply = await decide(tokens.admin, { REQUEST_ID: waiting.id, DECISION: 'approve', USERNAME: 'manee.j' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ status: 'success', message: MSG.requestApproved('manee.j') });

    const person = await t.db.selectFrom('people').selectAll().where('username', '=', 'manee.j').executeTakeFirstOrThrow();
    expect(person).toMatchObject({
      first_name: 'มานี',
      last_name: 'ใจงาม',
      email: waiting.F_EMAIL,
      department_id: department,
      position_name: 'นักวิชาการ',
      id_card: waiting.F_ID_CARD,
      password_hash: null,
      active: true,
      is_agree_pdpa: 0,
    });
    expect(await requestRow(waiting.id)).toMatchObject({ status: 'approved', decided_by: admin, person_id: person.id, id_card: null, refusal_reason: null });
    expect(
      await t.db
        .selectFrom('audit_log')
        .select(['person_id', 'action', 'detail'])
        .where('action', '=', 'account-request.approve')
        .orderBy('id', 'desc')
        .executeTakeFirst(),
    ).toMatchObject({ person_id: admin, detail: { requestId: waiting.id, personId: person.id, username: 'manee.j' } });

    // Nobody signs in before the link is used, whatever password they try.
    expect((await postForm(t.app, ROUTES.login.path, { username: 'manee.j', password: DEMO_PASSWORD }, { ip: '10.51.0.1' })).statusCode).toBe(401);
    const [mail] = await mailsTo(waiting.F_EMAIL);
    expect(mail!.body_text).toContain('manee.j');
    const token = tokenFrom(mail!.body_text);
    const set = await postForm(t.app, ROUTES.resetPassword.path, { token, NEW_PASSWORD: 'manee1234', C_NEW_PASSWORD: 'manee1234' }, { ip: '10.51.0.1' });
    expect(set.json()).toEqual({ status: 'success', message: MSG.resetDone });
    expect(await signIn(t, 'manee.j', { password: 'manee1234', ip: '10.51.0.1' })).toMatch(/\S/);
    const again = await postForm(t.app, ROUTES.resetPassword.path, { token, NEW_PASSWORD: 'other1234', C_NEW_PASSWORD: 'other1234' }, { ip: '10.51.0.1' });
    expect(again.json().message).toBe(MSG.resetInvalid);
  });

  it('puts the person in the department the administrator chose', async () => {
    const waiting = await requested();
    const chosen = t.tenant.manifest.organization.departmentId + 2;
    expect((await decide(tokens.admin, { REQUEST_ID: waiting.id, DECISION: 'approve', USERNAME: 'manee.dept', F_DEPT_ID: chosen })).statusCode).toBe(200);
    expect((await t.db.selectFrom('people').select('department_id').where('username', '=', 'manee.dept').executeTakeFirstOrThrow()).department_id).toBe(chosen);
  });

  it('refuses a malformed or taken username, leaving the request waiting and nobody created', async () => {
    const waiting = await requested();
    const malformed = await decide(tokens.admin, { REQUEST_ID: waiting.id, DECISION: 'approve', USERNAME: 'ma' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: 'error', message: MSG.usernameInvalid, fields: ['USERNAME'] });
    const taken = await decide(tokens.admin, { REQUEST_ID: waiting.id, DECISION: 'approve', USERNAME: 'OFFICER' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ status: 'error', message: MSG.usernameTaken, fields: ['USERNAME'] });
    expect(await requestRow(waiting.id)).toMatchObject({ status: 'pending', id_card: waiting.F_ID_CARD, person_id: null });
    expect(await t.db.selectFrom('people').select('id').where('email', '=', waiting.F_EMAIL).execute()).toEqual([]);
    expect(await mailsTo(waiting.F_EMAIL)).toEqual([]);
  });

  it('refuses when an account with the same e-mail address has appeared since the request', async () => {
    const waiting = await requested();
    await t.db.updateTable('people').set({ email: waiting.F_EMAIL.toUpperCase() }).where('username', '=', 'director').execute();
    const reply = await decide(tokens.admin, { REQUEST_ID: waiting.id, DECISION: 'approve', USERNAME: 'manee.twice' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(MSG.approvalEmailTaken);
    expect((await requestRow(waiting.id)).status).toBe('pending');
  });
});

describe('refusing a request', () => {
  it('needs a reason, which is kept and mailed to the visitor; nobody is created', async () => {
    const waiting = await requested();
    const noReason = await decide(tokens.admin, { REQUEST_ID: waiting.id, DECISION: 'refuse', REASON: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ status: 'error', message: MSG.refusalReasonRequired, fields: ['REASON'] });
    const reply = await decide(tokens.admin, { REQUEST_ID: waiting.id, DECISION: 'refuse', REASON: 'ไม่พบรายชื่อในบัญชีบุคลากร' });
    expect(reply.json()).toEqual({ status: 'success', message: MSG.requestRefused });
    expect(await requestRow(waiting.id)).toMatchObject({ status: 'refused', refusal_reason: 'ไม่พบรายชื่อในบัญชีบุคลากร', id_card: null, person_id: null });
    const [mail] = await mailsTo(waiting.F_EMAIL);
    expect(mail!.body_text).toContain('ไม่พบรายชื่อในบัญชีบุคลากร');
    expect(await t.db.selectFrom('people').select('id').where('email', '=', waiting.F_EMAIL).execute()).toEqual([]);
    // The same person may ask again once refused.
    const again = await postForm(t.app, ROUTES.signUp.path, waiting.body, { ip: '10.52.0.1' });
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('a decided request', () => {
  it('cannot be decided again', async () => {
    const waiting = await requested();
    expect((await decide(tokens.admin, { REQUEST_ID: waiting.id, DECISION: 'approve', USERNAME: 'manee.once' })).statusCode).toBe(200);
    for (const body of [
      { DECISION: 'approve', USERNAME: 'manee.twice' },
      { DECISION: 'refuse', REASON: 'เปลี่ยนใจ' },
    ]) {
      const reply = await decide(tokens.admin, { REQUEST_ID: waiting.id, ...body });
      expect(reply.statusCode).toBe(409);
      expect(reply.json().message).toBe(MSG.requestDecided);
    }
    expect(await t.db.selectFrom('people').select('id').where('email', '=', waiting.F_EMAIL).execute()).toHaveLength(1);
    expect(await mailsTo(waiting.F_EMAIL)).toHaveLength(1);
  });

  it('is decided once when two administrators decide at the same moment: one account, one mail', async () => {
    const waiting = await requested();
    await t.db
      .insertInto('person_settings_grants')
      .values({ person_id: await personId('director'), permission: 'account-requests', can_read: 1, can_write: 1 })
      .execute();
    const replies = await Promise.all([
      decide(tokens.admin, { REQUEST_ID: waiting.id, DECISION: 'approve', USERNAME: 'manee.first' }),
      decide(tokens.director, { REQUEST_ID: waiting.id, DECISION: 'approve', USERNAME: 'manee.second' }),
      decide(tokens.admin, { REQUEST_ID: waiting.id, DECISION: 'refuse', REASON: 'ซ้ำ' }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409]);
    // Whichever decision came first holds: an approval makes one account, the refusal none; either mails once.
    const refusalWon = replies[2]!.statusCode === 200;
    expect(await t.db.selectFrom('people').select('id').where('email', '=', waiting.F_EMAIL).execute()).toHaveLength(refusalWon ? 0 : 1);
    expect(await mailsTo(waiting.F_EMAIL)).toHaveLength(1);
  });

  it('answers 404 for a request that does not exist', async () => {
    const reply = await decide(tokens.admin, { REQUEST_ID: 987654321, DECISION: 'refuse', REASON: 'ไม่มี' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(MSG.requestUnknown);
  });
});
