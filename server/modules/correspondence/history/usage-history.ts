/**
 * The person's own system-usage history (ประวัติการใช้งานระบบ): sign-ins, sign-outs, password
 * changes and actions on letters, read from the append-only audit trail, newest first. Only
 * rows whose person is the caller are ever read: acting on behalf of someone does not show the
 * principal's history. A row about a letter names the letter only while the person may still
 * read it (a secret letter routed away since shows the action without its subject).
 */
import { sql, type Kysely } from 'kysely';
import type { UsageHistoryEntry } from '../../../../schemas/generated/api/usage-history.reply';
import type { UsageHistoryRequest } from '../../../../schemas/generated/api/usage-history.request';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { catalogueText, thaiText } from '../../../../engine/i18n/catalogue-text';
import { auditActionText } from '../../../../engine/settings/audit-actions';
import type { Viewer } from '../viewer';
import { visibleDocument } from '../visibility';

export const HISTORY_PAGE_SIZE = 20;

export type HistoryKind = UsageHistoryEntry['KIND'];

export const HISTORY_MSG = {
  badDate: (field: string) => `วันที่ไม่ถูกต้อง (${field}: รูปแบบ YYYY-MM-DD)`,
  badRange: thaiText('workspace.search.errors.reversed'),
} as const;

/** The audit actions of each kind; anything else in the audit trail (consents, reset requests) is not usage history. */
const SIGN_IN = ['sign-in'];
const SIGN_OUT = ['sign-out'];
const PASSWORD = ['password-changed', 'password-reset'];
const DOCUMENT_PREFIX = 'sarabun.';

export function kindOf(action: string): HistoryKind {
  if (SIGN_IN.includes(action)) return 'sign-in';
  if (SIGN_OUT.includes(action)) return 'sign-out';
  if (PASSWORD.includes(action)) return 'password';
  return 'document';
}

/** The Thai name of an audit action, the label the audit pages show for it (the code itself when it has none). */
export function actionNameTh(action: string): string {
  return auditActionText((key, params) => catalogueText('th', key, params), action);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The instant a Thai calendar day (YYYY-MM-DD) begins; null for a day that does not exist (2026-02-30). */
export function thaiDayStart(value: string): Date | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (year < 1900 || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utc - BANGKOK_OFFSET_MS);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants [from, until) a date range covers; both ends optional, dateTo included whole. */
export function historyWindow(dateFrom: string | undefined, dateTo: string | undefined): { from: Date | null; until: Date | null } {
  const day = (field: 'dateFrom' | 'dateTo', value: string | undefined) => {
    if (value === undefined || value === '') return null;
    const start = thaiDayStart(value);
    if (!start) throw new ApiError(400, HISTORY_MSG.badDate(field), { fields: [field] });
    return start;
  };
  const from = day('dateFrom', dateFrom);
  const to = day('dateTo', dateTo);
  if (from && to && from > to) throw new ApiError(400, HISTORY_MSG.badRange, { fields: ['dateFrom', 'dateTo'] });
  return { from, until: to ? new Date(to.getTime() + DAY_MS) : null };
}

type Detail = { header?: unknown; documentId?: unknown; transactionId?: unknown; userAgent?: unknown; newDevice?: unknown };

const idIn = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null);

export function describe(action: string, detail: Detail, readable: boolean): string {
  const name = actionNameTh(action);
  if (action === 'sign-in' && detail.newDevice === true) return `${name} (จากอุปกรณ์ใหม่ แทนที่การเข้าสู่ระบบเดิม)`;
  // The header names the letter's subject: shown only while the person may still read the letter.
  if (kindOf(action) === 'document' && readable && typeof detail.header === 'string' && detail.header.trim() !== '') return detail.header;
  return name;
}

export async function usageHistoryPage(
  db: Kysely<Database>,
  viewer: Viewer,
  query: UsageHistoryRequest,
): Promise<{ items: UsageHistoryEntry[]; total: number; page: number; pageSize: number }> {
  const { from, until } = historyWindow(query.dateFrom, query.dateTo);
  const kind = query.kind ?? 'all';
  const pageSize = query.pageSize ?? HISTORY_PAGE_SIZE;
  const page = query.page ?? 1;
  const base = db
    .selectFrom('audit_log as a')
    .where('a.person_id', '=', viewer.personId)
    .where((eb) => {
      const signIn = eb('a.action', 'in', SIGN_IN);
      const signOut = eb('a.action', 'in', SIGN_OUT);
      const password = eb('a.action', 'in', PASSWORD);
      const document = eb('a.action', 'like', `${DOCUMENT_PREFIX}%`);
      if (kind === 'sign-in') return signIn;
      if (kind === 'sign-out') return signOut;
      if (kind === 'password') return password;
      if (kind === 'document') return document;
      return eb.or([signIn, signOut, password, document]);
    })
    .$if(from !== null, (q) => q.where('a.at', '>=', from!))
    .$if(until !== null, (q) => q.where('a.at', '<', until!));
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    // The letter an action was on, when its detail names one (older or other rows have none).
    .leftJoin('documents as d', (join) =>
      join.on(sql<boolean>`d.id = CASE WHEN jsonb_typeof(a.detail -> 'documentId') = 'number' THEN (a.detail ->> 'documentId')::numeric END`),
    )
    .select(['a.id', 'a.action', 'a.detail', 'a.ip', 'a.at', sql<boolean>`(d.id IS NOT NULL AND COALESCE(${visibleDocument(viewer)}, false))`.as('readable')])
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const items = rows.map((row): UsageHistoryEntry => {
    const detail: Detail = typeof row.detail === 'string' ? (JSON.parse(row.detail) as Detail) : (row.detail as Detail);
    const documentId = kindOf(row.action) === 'document' ? idIn(detail.documentId) : null;
    const readable = documentId !== null && Boolean(row.readable);
    return {
      ID: Number(row.id),
      AT: new Date(row.at).toISOString(),
      KIND: kindOf(row.action),
      ACTION: row.action,
      DESCRIPTION: describe(row.action, detail, readable),
      IP: row.ip,
      DEVICE: typeof detail.userAgent === 'string' && detail.userAgent !== '' ? detail.userAgent : null,
      F_DOC_ID: readable ? documentId : null,
      F_TRANS_ID: readable ? idIn(detail.transactionId) : null,
      READABLE: readable,
    };
  });
  return { items, total: Number(total), page, pageSize };
}
