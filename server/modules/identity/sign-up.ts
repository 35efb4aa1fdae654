/**
 * The public sign-up page's calls: what its form offers (departments, positions) and a visitor's
 * request for an account. A request is only a row of account_requests: nobody is added to
 * people, and nothing can sign in, until an administrator approves it (account-decision.ts).
 *
 * Safeguards a script cannot skip: the fields' rules (the form's own, engine/format/account-request.ts),
 * a limit per address (every attempt past the field check counts, refused ones too, so the
 * answers cannot be used to test many e-mail addresses), the robot check where the tenant turns it
 * on (a solution is spent once), and one waiting request per e-mail address and per ID card,
 * held by unique indexes so that two submits at the same moment cannot both pass.
 */
import type { Kysely } from 'kysely';
import {
  ACCOUNT_REQUEST_FIELDS,
  accountRequestProblem,
  idCardDigits,
  type AccountRequestField,
  type AccountRequestValues,
} from '../../../engine/format/account-request';
import { ACCOUNT_REQUEST_FORM_FIELDS } from '../../../engine/api/account-request-calls';
import { thaiText } from '../../../engine/i18n/catalogue-text';
import type { Database } from '../../db/schema';
import { auditedAttemptAllowed } from './audit';
import { spendSolutionOnce } from './captcha-spend';
import { MSG } from './messages';
import type { IdentityPolicy } from './policy';
import { maskIdCard } from './profile';
import type { Reply } from './sign-in';

export interface SignUpDeps {
  db: Kysely<Database>;
  policy: IdentityPolicy;
  now: () => Date;
  /** Null when the tenant does not use the robot check. */
  captcha: { verify(payload: unknown): Promise<{ ok: boolean }> } | null;
}

/** The audit action of every attempt past the field check; counted per address for the limit. */
export const SIGN_UP_ATTEMPT = 'account-request.submit';

/** A spent solution is remembered longer than a challenge lives (10 minutes), so it stays spent until it expires anyway. */
const SPENT_KEPT_MS = 30 * 60 * 1000;

const fail = (httpStatus: number, message: string, field?: string): Reply => ({
  httpStatus,
  body: { status: 'error', message, ...(field ? { fields: [field] } : {}) },
});

/** The unique indexes of a waiting request, each with its refusal. */
const PENDING_DUPLICATES: Record<string, { message: string; field: AccountRequestField }> = {
  account_requests_pending_email_key: { message: MSG.signUpEmailPending, field: 'email' },
  account_requests_pending_id_card_key: { message: MSG.signUpIdCardPending, field: 'idCard' },
};

export async function signUpChoices(db: Kysely<Database>) {
  const departments = await db.selectFrom('departments').select(['id', 'name_th as name']).orderBy('name_th').orderBy('id').execute();
  const positions = await db.selectFrom('positions').select(['id', 'name_th as name']).where('active', '=', true).orderBy('name_th').orderBy('id').execute();
  const choice = (row: { id: number | string; name: string }) => ({ id: Number(row.id), name: row.name });
  return { status: 'success' as const, message: MSG.signUpChoices, departments: departments.map(choice), positions: positions.map(choice) };
}

export interface SignUpInput {
  firstName: unknown;
  lastName: unknown;
  email: unknown;
  departmentId: unknown;
  position: unknown;
  idCard: unknown;
  captchaPayload: unknown;
  ip: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function submitAccountRequest(deps: SignUpDeps, input: SignUpInput): Promise<Reply> {
  const values: AccountRequestValues = {
    firstName: text(input.firstName),
    lastName: text(input.lastName),
    email: text(input.email),
    departmentId: typeof input.departmentId === 'number' ? input.departmentId : null,
    position: text(input.position),
    idCard: text(input.idCard),
  };
  for (const field of ACCOUNT_REQUEST_FIELDS) {
    const problem = accountRequestProblem(field, values);
    if (problem) return fail(400, thaiText(problem), ACCOUNT_REQUEST_FORM_FIELDS[field]);
  }
  const email = values.email.trim();
  const idCard = idCardDigits(values.idCard);
  const now = deps.now();

  const allowed = await auditedAttemptAllowed(deps.db, {
    action: SIGN_UP_ATTEMPT,
    ip: input.ip,
    now,
    windowMs: deps.policy.rateWindowMs,
    limit: deps.policy.signUpPerIpLimit,
  });
  if (!allowed) return fail(429, MSG.signUpRateLimited);

  if (deps.captcha) {
    if (typeof input.captchaPayload !== 'string' || !input.captchaPayload) return fail(400, MSG.captchaRequired, 'altcha');
    const checked = await deps.captcha.verify(input.captchaPayload);
    const spent = checked.ok && (await spendSolutionOnce(deps.db, { payload: input.captchaPayload, owner: email, now, ttlMs: SPENT_KEPT_MS }));
    if (!spent) return fail(400, MSG.captchaInvalid, 'altcha');
  }

  // An address or ID card that already has an account (active or not) is that person's, not a new one.
  const account = await deps.db
    .selectFrom('people')
    .select(['email', 'id_card'])
    .where((eb) => eb.or([eb(eb.fn('lower', ['email']), '=', email.toLowerCase()), eb('id_card', '=', idCard)]))
    .execute();
  if (account.some((row) => row.email?.toLowerCase() === email.toLowerCase())) return fail(409, MSG.signUpEmailTaken, ACCOUNT_REQUEST_FORM_FIELDS.email);
  if (account.length > 0) return fail(409, MSG.signUpIdCardTaken, ACCOUNT_REQUEST_FORM_FIELDS.idCard);

  const department = await deps.db.selectFrom('departments').select('id').where('id', '=', values.departmentId!).executeTakeFirst();
  if (!department) return fail(400, MSG.departmentUnknown, ACCOUNT_REQUEST_FORM_FIELDS.departmentId);
  // A position named as one of the organisation's is that position; other words are kept as written.
  const positionName = values.position.trim().replace(/\s+/g, ' ');
  const position = await deps.db
    .selectFrom('positions')
    .select('id')
    .where((eb) => eb(eb.fn('lower', [eb.fn('btrim', ['name_th'])]), '=', positionName.toLowerCase()))
    .where('active', '=', true)
    .executeTakeFirst();

  try {
    await deps.db
      .insertInto('account_requests')
      .values({
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        email,
        department_id: department.id,
        position_name: positionName,
        position_id: position?.id ?? null,
        id_card: idCard,
        id_card_masked: maskIdCard(idCard)!,
        ip: input.ip,
        created_at: now,
      })
      .execute();
  } catch (error) {
    const constraint = (error as { code?: unknown; constraint?: unknown }).code === '23505' ? (error as { constraint?: unknown }).constraint : null;
    const duplicate = typeof constraint === 'string' ? PENDING_DUPLICATES[constraint] : undefined;
    if (duplicate) return fail(409, duplicate.message, ACCOUNT_REQUEST_FORM_FIELDS[duplicate.field]);
    throw error;
  }
  return { httpStatus: 200, body: { status: 'success', message: MSG.signUpReceived } };
}
