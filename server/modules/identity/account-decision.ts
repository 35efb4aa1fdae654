/**
 * An administrator's decision on a request for an account (the account-requests settings page).
 *
 * Approval is one transaction: the person is created (no usable password: only the mailed
 * single-use link of password-flows.ts sets one), the request is marked approved with who, when
 * and the person, the audit row is written, and the mail is put in the outbox; a refusal
 * likewise marks the request and mails the reason. Either way the full ID card number leaves the
 * request. The request's row is locked first, so of two administrators deciding at once the
 * second finds it decided (409) and no second account is made; a refused write leaves the
 * request waiting as it was.
 */
import type { Kysely, Transaction } from 'kysely';
import { USERNAME_PATTERN } from '../../../engine/format/username';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Mailer } from '../mail/mailer';
import { audit } from './audit';
import { MSG } from './messages';
import { issuePasswordLink } from './password-flows';
import type { IdentityPolicy } from './policy';

export interface DecisionDeps {
  db: Kysely<Database>;
  policy: IdentityPolicy;
  mailer: Mailer;
  /** Absolute origin of the portal for links in e-mails. */
  publicUrl: string;
  systemName: string;
}

export interface DecisionInput {
  requestId: number;
  decision: 'approve' | 'refuse';
  /** The new account's username (approve). */
  username?: string;
  /** The new person's department when not the requested one (approve). */
  departmentId?: number;
  /** Why it is refused (refuse). */
  reason?: string;
  /** The administrator. */
  by: number;
  ip: string;
  now: Date;
}

/** The unique indexes of people an approval may run into, each with its refusal and the field at fault. */
const TAKEN: Record<string, { message: string; field?: string }> = {
  people_username_lower_key: { message: MSG.usernameTaken, field: 'USERNAME' },
  people_id_card_key: { message: MSG.approvalIdCardTaken },
};

const refusal = (status: number, message: string, field?: string) => new ApiError(status, message, field ? { fields: [field] } : {});

type Pending = Awaited<ReturnType<typeof lockPending>>;

/** The waiting request, its row locked until the decision commits: 404 when none, 409 when decided. */
async function lockPending(trx: Transaction<Database>, requestId: number) {
  const row = await trx
    .selectFrom('account_requests')
    .select(['id', 'status', 'first_name', 'last_name', 'email', 'department_id', 'position_name', 'position_id', 'id_card'])
    .where('id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw refusal(404, MSG.requestUnknown);
  if (row.status !== 'pending') throw refusal(409, MSG.requestDecided);
  return row;
}

/** Answers the reply's message; mail goes out once the decision has committed. */
export async function decideAccountRequest(deps: DecisionDeps, input: DecisionInput): Promise<string> {
  const username = input.username?.trim() ?? '';
  const reason = input.reason?.trim() ?? '';
  if (input.decision === 'approve' && !USERNAME_PATTERN.test(username)) throw refusal(400, MSG.usernameInvalid, 'USERNAME');
  if (input.decision === 'refuse' && reason === '') throw refusal(400, MSG.refusalReasonRequired, 'REASON');
  const outcome = await deps.db
    .transaction()
    .execute(async (trx) => {
      const request = await lockPending(trx, input.requestId);
      return input.decision === 'approve' ? approve(deps, trx, request, { ...input, username }) : refuse(deps, trx, request, { ...input, reason });
    })
    .catch((error: unknown) => {
      const code = (error as { code?: unknown } | null)?.code;
      const constraint = (error as { constraint?: unknown } | null)?.constraint;
      const taken = code === '23505' && typeof constraint === 'string' ? TAKEN[constraint] : undefined;
      if (taken) throw refusal(409, taken.message, taken.field);
      throw error;
    });
  await deps.mailer.deliver(deps.db, [outcome.mailId]);
  return outcome.message;
}

async function approve(deps: DecisionDeps, trx: Transaction<Database>, request: Pending, input: DecisionInput & { username: string }) {
  // An account with this address may have appeared since the request was made.
  const sameEmail = await trx
    .selectFrom('people')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', request.email.toLowerCase()))
    .executeTakeFirst();
  if (sameEmail) throw refusal(409, MSG.approvalEmailTaken);
  const departmentId = input.departmentId ?? request.department_id;
  const department = await trx.selectFrom('departments').select('id').where('id', '=', departmentId).executeTakeFirst();
  if (!department) throw refusal(400, MSG.departmentUnknown, 'F_DEPT_ID');
  const person = await trx
    .insertInto('people')
    .values({
      username: input.username,
      // No password: the person sets one with the mailed link; until then nobody can sign in as them.
      password_hash: null,
      first_name: request.first_name,
      last_name: request.last_name,
      email: request.email,
      department_id: department.id,
      position_name: request.position_name,
      position_id: request.position_id,
      id_card: request.id_card,
      is_agree_pdpa: 0,
      active: true,
      created_at: input.now,
      updated_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const personId = Number(person.id);
  await trx
    .updateTable('account_requests')
    .set({ status: 'approved', decided_at: input.now, decided_by: input.by, person_id: personId, id_card: null })
    .where('id', '=', request.id)
    .execute();
  await audit(trx, {
    personId: input.by,
    action: 'account-request.approve',
    ip: input.ip,
    now: input.now,
    detail: { requestId: Number(request.id), personId, username: input.username, departmentId: Number(department.id) },
  });
  const link = await issuePasswordLink(trx, { personId, now: input.now, ttlMs: deps.policy.accountLinkTtlMs, publicUrl: deps.publicUrl });
  const days = Math.round(deps.policy.accountLinkTtlMs / 86_400_000);
  const mailId = await deps.mailer.queue(trx, {
    to: request.email,
    subject: `${deps.systemName}: บัญชีผู้ใช้ของท่านได้รับการอนุมัติแล้ว`,
    text:
      `เรียน คุณ${request.first_name} ${request.last_name}\n\n` +
      `ผู้ดูแลระบบได้อนุมัติคำขอเปิดบัญชีผู้ใช้ของท่านแล้ว ชื่อผู้ใช้ของท่านคือ ${input.username}\n` +
      `กรุณาตั้งรหัสผ่านด้วยลิงก์นี้ภายใน ${days} วัน (ใช้ได้ครั้งเดียว):\n${link}\n\n` +
      `หากลิงก์หมดอายุ ท่านขอลิงก์ใหม่ได้ที่เมนูลืมรหัสผ่านของหน้าเข้าสู่ระบบ ด้วยอีเมลนี้`,
  });
  return { message: MSG.requestApproved(input.username), mailId };
}

async function refuse(deps: DecisionDeps, trx: Transaction<Database>, request: Pending, input: DecisionInput & { reason: string }) {
  await trx
    .updateTable('account_requests')
    .set({ status: 'refused', decided_at: input.now, decided_by: input.by, refusal_reason: input.reason, id_card: null })
    .where('id', '=', request.id)
    .execute();
  await audit(trx, {
    personId: input.by,
    action: 'account-request.refuse',
    ip: input.ip,
    now: input.now,
    detail: { requestId: Number(request.id), reason: input.reason },
  });
  const mailId = await deps.mailer.queue(trx, {
    to: request.email,
    subject: `${deps.systemName}: ผลการพิจารณาคำขอเปิดบัญชีผู้ใช้`,
    text:
      `เรียน คุณ${request.first_name} ${request.last_name}\n\n` +
      `ผู้ดูแลระบบไม่อนุมัติคำขอเปิดบัญชีผู้ใช้ของท่าน ด้วยเหตุผลดังนี้:\n${input.reason}\n\n` +
      `หากมีข้อสงสัย กรุณาติดต่อผู้ดูแลระบบของหน่วยงาน`,
  });
  return { message: MSG.requestRefused, mailId };
}
