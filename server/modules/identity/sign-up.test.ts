/**
 * The public sign-up page's request for an account, over HTTP on a real database: every field's
 * refusal at its field, one waiting request per e-mail and ID card (also for two submits at the
 * same moment), an address or ID card with an account refused, the robot check spent once on a
 * tenant that has it, and the limit per address. Nothing is ever added to people.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../engine/api/routes';
import { thaiIdCardCheckDigit } from '../../../engine/format/thai-id-card';
import { thaiText } from '../../../engine/i18n/catalogue-text';
import { createTestApp, findTenant, postForm, solveCaptcha, type TestApp } from '../../test-support/test-app';
import { MSG } from './messages';
import { DEFAULT_POLICY } from './policy';

let plain: TestApp; // a tenant without the robot check, a low limit per address
let guarded: TestApp; // a tenant with the robot check
let department: number;

const LIMIT = 4;
let lastIp = 0;
/** A fresh address per test, so the limit per address is only met where a test means to meet it. */
const nextIp = () => `10.40.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

/** A valid ID card number from twelve digits. */
const idCardOf = (first12: string) => `${first12}${thaiIdCardCheckDigit(first12)}`;

let serial = 0;
/** A valid request, each one a new person. */
function request(over: Record<string, string | undefined> = {}): Record<string, string> {
  serial += 1;
  const fields: Record<string, string | undefined> = {
    F_FIRST_NAME: 'สมศรี',
    F_LAST_NAME: 'มีสุข',
    F_EMAIL: `somsri.${serial}@example.org`,
    F_DEPT_ID: String(department),
    F_POSITION: 'นักจัดการงานทั่วไป',
    F_ID_CARD: idCardOf(String(310_000_000_000 + serial)),
    ...over,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

const submit = (t: TestApp, body: Record<string, string>, ip = nextIp()) => postForm(t.app, ROUTES.signUp.path, body, { ip });
const requestsOf = (t: TestApp, email: string) =>
  t.db
    .selectFrom('account_requests')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute();
const peopleCount = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom('people')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  [plain, guarded] = await Promise.all([
    createTestApp({ tenant: await findTenant((m) => !m.login.captcha), policy: { signUpPerIpLimit: LIMIT } }),
    createTestApp({ tenant: await findTenant((m) => m.login.captcha) }),
  ]);
  department = plain.tenant.manifest.organization.departmentId + 3;
  await plain.db.insertInto('positions').values({ id: 901, name_th: 'นักจัดการงานทั่วไป' }).execute();
}, 120_000);
afterAll(async () => {
  await plain?.close();
  await guarded?.close();
});

describe('sign-up choices', () => {
  it('offers every department and the active positions, by name, without a session', async () => {
    await plain.db.insertInto('positions').values({ id: 902, name_th: 'ตำแหน่งที่เลิกใช้', active: false }).execute();
    const reply = await plain.app.inject({ method: 'GET', url: ROUTES.signUpChoices.path });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json<{ departments: { id: number; name: string }[]; positions: { id: number; name: string }[] }>();
    expect(body.departments.map((d) => d.id)).toContain(department);
    expect(body.departments.length).toBe(
      Number(
        (
          await plain.db
            .selectFrom('departments')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect(body.positions).toEqual([{ id: 901, name: 'นักจัดการงานทั่วไป' }]);
  });
});

describe('a request for an account', () => {
  it('is kept waiting for an administrator, with nobody added to people', async () => {
    const before = await peopleCount(plain);
    // Typed as people do: the card with hyphens, the position with stray spaces.
    const body = request({ F_ID_CARD: `3-1000-00001-23-${thaiIdCardCheckDigit('310000000123')}`, F_POSITION: ' นักจัดการงานทั่วไป ' });
    const reply = await submit(plain, body);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ status: 'success', message: MSG.signUpReceived });
    const [row] = await requestsOf(plain, body.F_EMAIL!);
    expect(row).toMatchObject({
      status: 'pending',
      first_name: 'สมศรี',
      department_id: department,
      // A position named as one of the organisation's is that position.
      position_id: 901,
      position_name: 'นักจัดการงานทั่วไป',
      id_card: idCardOf('310000000123'),
      id_card_masked: `XXXXXXXXX${idCardOf('310000000123').slice(-4)}`,
      decided_at: null,
      person_id: null,
    });
    expect(await peopleCount(plain)).toBe(before);
    expect(await plain.db.selectFrom('people').select('id').where('email', '=', body.F_EMAIL!).execute()).toEqual([]);
  });

  it('keeps a position in the visitor own words when it is none of the list', async () => {
    const body = request({ F_POSITION: 'ผู้ช่วยนักวิจัย' });
    expect((await submit(plain, body)).statusCode).toBe(200);
    expect((await requestsOf(plain, body.F_EMAIL!))[0]).toMatchObject({ position_id: null, position_name: 'ผู้ช่วยนักวิจัย' });
  });

  it.each([
    ['no first name', { F_FIRST_NAME: undefined }, 'F_FIRST_NAME', 'register.errors.firstNameRequired'],
    ['a blank first name', { F_FIRST_NAME: '   ' }, 'F_FIRST_NAME', 'register.errors.firstNameRequired'],
    ['digits in the first name', { F_FIRST_NAME: 'สมศรี2' }, 'F_FIRST_NAME', 'register.errors.firstNameInvalid'],
    ['no last name', { F_LAST_NAME: '' }, 'F_LAST_NAME', 'register.errors.lastNameRequired'],
    ['a last name of symbols', { F_LAST_NAME: '<script>' }, 'F_LAST_NAME', 'register.errors.lastNameInvalid'],
    ['no e-mail', { F_EMAIL: undefined }, 'F_EMAIL', 'validation.emailRequired'],
    ['a malformed e-mail', { F_EMAIL: 'somsri@example' }, 'F_EMAIL', 'validation.emailInvalid'],
    ['no department', { F_DEPT_ID: undefined }, 'F_DEPT_ID', 'register.errors.departmentRequired'],
    ['no position', { F_POSITION: ' ' }, 'F_POSITION', 'register.errors.positionRequired'],
    ['a position too long', { F_POSITION: 'ก'.repeat(101) }, 'F_POSITION', 'register.errors.positionTooLong'],
    ['no ID card', { F_ID_CARD: '' }, 'F_ID_CARD', 'register.errors.idCardRequired'],
    ['an ID card of 12 digits', { F_ID_CARD: '310000000123' }, 'F_ID_CARD', 'register.errors.idCardLength'],
    ['an ID card with a letter', { F_ID_CARD: '31000000012X3' }, 'F_ID_CARD', 'register.errors.idCardLength'],
    [
      'an ID card with a wrong check digit',
      { F_ID_CARD: `310000000123${(thaiIdCardCheckDigit('310000000123') + 1) % 10}` },
      'F_ID_CARD',
      'register.errors.idCardCheckDigit',
    ],
  ])('refuses %s at its field, writing nothing', async (_label, over, field, key) => {
    const body = request(over);
    const reply = await submit(plain, body);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toEqual({ status: 'error', message: thaiText(key), fields: [field] });
    if (body.F_EMAIL) expect(await requestsOf(plain, body.F_EMAIL)).toEqual([]);
  });

  it('refuses a department that does not exist', async () => {
    const reply = await submit(plain, request({ F_DEPT_ID: '999999999' }));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ status: 'error', message: MSG.departmentUnknown, fields: ['F_DEPT_ID'] });
  });

  it('refuses a second request of an e-mail address (any case) or an ID card while one waits', async () => {
    const first = request();
    expect((await submit(plain, first)).statusCode).toBe(200);
    const sameEmail = await submit(plain, request({ F_EMAIL: first.F_EMAIL!.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ status: 'error', message: MSG.signUpEmailPending, fields: ['F_EMAIL'] });
    const sameCard = await submit(plain, request({ F_ID_CARD: first.F_ID_CARD }));
    expect(sameCard.statusCode).toBe(409);
    expect(sameCard.json()).toEqual({ status: 'error', message: MSG.signUpIdCardPending, fields: ['F_ID_CARD'] });
    expect(await requestsOf(plain, first.F_EMAIL!)).toHaveLength(1);
  });

  it('lets only one of two identical requests sent at the same moment through', async () => {
    const body = request();
    const replies = await Promise.all([submit(plain, body), submit(plain, body), submit(plain, body)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await requestsOf(plain, body.F_EMAIL!)).toHaveLength(1);
  });

  it('refuses an e-mail address or an ID card that already belongs to an account', async () => {
    const email = await submit(plain, request({ F_EMAIL: 'Officer@Example.com' }));
    expect(email.statusCode).toBe(409);
    expect(email.json()).toEqual({ status: 'error', message: MSG.signUpEmailTaken, fields: ['F_EMAIL'] });
    const card = idCardOf('199900000001');
    await plain.db.updateTable('people').set({ id_card: card }).where('username', '=', 'director').execute();
    const byCard = await submit(plain, request({ F_ID_CARD: card }));
    expect(byCard.statusCode).toBe(409);
    expect(byCard.json()).toEqual({ status: 'error', message: MSG.signUpIdCardTaken, fields: ['F_ID_CARD'] });
  });

  it(`allows ${LIMIT} attempts per address in the window, refused ones included, then answers 429`, async () => {
    const ip = nextIp();
    const taken = request({ F_EMAIL: 'officer@example.com' });
    for (let n = 0; n < LIMIT - 1; n += 1) expect((await submit(plain, taken, ip)).statusCode).toBe(409);
    expect((await submit(plain, request(), ip)).statusCode).toBe(200);
    const limited = await submit(plain, request(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 'error', message: MSG.signUpRateLimited });
    // Another address is not limited; this one is again once the window has passed.
    expect((await submit(plain, request())).statusCode).toBe(200);
    plain.clock.advance(DEFAULT_POLICY.rateWindowMs + 1000);
    expect((await submit(plain, request(), ip)).statusCode).toBe(200);
  });
});

describe('a request on a tenant with the robot check', () => {
  const at = () => request({ F_DEPT_ID: String(guarded.tenant.manifest.organization.departmentId) });

  it('needs a solved challenge, verified by the server and spent once', async () => {
    const missing = await submit(guarded, at());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ status: 'error', message: MSG.captchaRequired, fields: ['altcha'] });
    const forged = await submit(guarded, { ...at(), altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(MSG.captchaInvalid);

    const altcha = await solveCaptcha(guarded.app);
    const body: Record<string, string> = { ...at(), altcha };
    const ok = await submit(guarded, body);
    expect(ok.statusCode, ok.body).toBe(200);
    const replayed = await submit(guarded, { ...at(), altcha });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ status: 'error', message: MSG.captchaInvalid, fields: ['altcha'] });
    // Nor can sign-in spend what sign-up spent.
    const login = await postForm(guarded.app, ROUTES.login.path, { username: 'admin', password: 'demo1234', altcha }, { ip: nextIp() });
    expect(login.json().message).toBe(MSG.captchaInvalid);
    expect(await requestsOf(guarded, body.F_EMAIL!)).toHaveLength(1);
  });

  it('checks the fields before the robot check, so a bad field does not spend a solution', async () => {
    const altcha = await solveCaptcha(guarded.app);
    const bad = await submit(guarded, { ...at(), F_ID_CARD: '1234567890123', altcha });
    expect(bad.json().fields).toEqual(['F_ID_CARD']);
    expect((await submit(guarded, { ...at(), altcha })).statusCode).toBe(200);
  });
});
