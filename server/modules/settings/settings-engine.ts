/**
 * The SQL of every settings page, derived from its declaration (engine/settings/pages): list,
 * read, create, update, delete. Table and column names are taken only from the declaration
 * (sql.table / sql.ref quote them as identifiers), never from a request; values are always
 * parameters. Only the key column and the declared fields are read or written.
 *
 * Each write runs in one transaction with its audit row, so a refused or failed write leaves
 * no trace, and a written record always has its audit row.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { SettingsPage } from '../../../engine/settings/settings-pages';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { InvalidInputError } from '../../http/invalid-input';
import { audit } from '../identity/audit';
import { SETTINGS_MSG } from './settings-messages';
import type { RecordValues } from './settings-record';

export type RecordKey = number | string;

/** Who writes and from where, for the audit row. */
export interface SettingsActor {
  personId: number;
  ip: string | null;
  now: Date;
}

/** The columns a reply carries: the key, then the declared fields in declaration order. */
export function columnsOf(page: SettingsPage): string[] {
  return [...new Set([page.record.key, ...Object.keys(page.record.schema.properties)])];
}

/** A generated key is an integer; a typed key has its declared field's type. */
function keyIsInteger(page: SettingsPage): boolean {
  if (page.record.keyGenerated) return true;
  const type = page.record.schema.properties[page.record.key]?.type;
  return type === 'integer' || (Array.isArray(type) && type.includes('integer'));
}

/** The request's `id` as the key column's type; 400 naming `id` when it cannot be one. */
export function keyOf(page: SettingsPage, id: unknown): RecordKey {
  if (keyIsInteger(page)) {
    if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
    throw new InvalidInputError('integer', 'id');
  }
  if (typeof id === 'string' && id.length > 0) return id;
  if (typeof id === 'number') return String(id);
  throw new InvalidInputError('invalid', 'id');
}

const table = (page: SettingsPage) => sql.table(page.record.table);
const key = (page: SettingsPage) => sql.ref(page.record.key);
const selectList = (page: SettingsPage) => sql.join(columnsOf(page).map((column) => sql.ref(column)));

/** Text searched as a substring: % and _ in it are literal (escaped with \). */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(page: SettingsPage, search: string | undefined): RawBuilder<unknown> {
  const text = search?.trim();
  if (!text || page.search.length === 0) return sql`TRUE`;
  const pattern = likePattern(text);
  return sql`(${sql.join(
    page.search.map((field) => sql`${sql.ref(field)}::text ILIKE ${pattern} ESCAPE '\\'`),
    sql` OR `,
  )})`;
}

export async function listRecords(
  db: Kysely<Database>,
  page: SettingsPage,
  options: { page: number; size: number; search?: string },
): Promise<{ items: RecordValues[]; total: number }> {
  const where = searchCondition(page, options.search);
  const count = await sql<{ total: number }>`SELECT count(*)::int AS total FROM ${table(page)} WHERE ${where}`.execute(db);
  const rows = await sql<RecordValues>`SELECT ${selectList(page)} FROM ${table(page)} WHERE ${where}
    ORDER BY ${key(page)} LIMIT ${options.size} OFFSET ${(options.page - 1) * options.size}`.execute(db);
  return { items: rows.rows, total: Number(count.rows[0]?.total ?? 0) };
}

async function selectOne(db: Kysely<Database>, page: SettingsPage, id: RecordKey, forUpdate: boolean): Promise<RecordValues> {
  const lock = forUpdate ? sql` FOR UPDATE` : sql``;
  const found = await sql<RecordValues>`SELECT ${selectList(page)} FROM ${table(page)} WHERE ${key(page)} = ${id}${lock}`
    .execute(db)
    .catch((error: unknown) => {
      // The request's key is checked against the widest id (2^53-1); a key beyond the column's
      // own range (an integer column ends at 2147483647) names no record.
      if ((error as { code?: unknown } | null)?.code === '22003') return { rows: [] };
      throw error;
    });
  if (!found.rows[0]) throw new ApiError(404, SETTINGS_MSG.unknownRecord);
  return found.rows[0];
}

export function readRecord(db: Kysely<Database>, page: SettingsPage, id: RecordKey): Promise<RecordValues> {
  return selectOne(db, page, id, false);
}

/** A database refusal of a write, as the person should read it (the transaction is already rolled back). */
function conflictOf(error: unknown): ApiError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505') return new ApiError(409, SETTINGS_MSG.duplicate);
  if (code === '23503') return new ApiError(409, SETTINGS_MSG.referenceMissing);
  // The record schema let through a value a CHECK or NOT NULL refuses: still the person's input.
  if (code === '23514' || code === '23502' || code === '22001' || code === '22003' || code === '22P02')
    return new ApiError(400, SETTINGS_MSG.rejectedByDatabase);
  return null;
}

async function write<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    throw conflictOf(error) ?? error;
  }
}

const actionOf = (page: SettingsPage, verb: 'create' | 'update' | 'delete') => `settings.${page.page}.${verb}`;

export function createRecord(db: Kysely<Database>, page: SettingsPage, values: RecordValues, actor: SettingsActor): Promise<RecordValues> {
  return write(db, async (trx) => {
    const row: RecordValues = { ...values };
    if (page.record.keyGenerated) {
      // max + 1 is only safe while no other insert can run between the max and the insert:
      // this lock mode conflicts with itself (and with writes) but lets readers through.
      await sql`LOCK TABLE ${table(page)} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
      const next = await sql<{ next: number }>`SELECT coalesce(max(${key(page)}), 0) + 1 AS next FROM ${table(page)}`.execute(trx);
      row[page.record.key] = Number(next.rows[0]!.next);
    }
    const columns = Object.keys(row);
    const { rows } = await sql<RecordValues>`INSERT INTO ${table(page)} (${sql.join(columns.map((c) => sql.ref(c)))})
      VALUES (${sql.join(columns.map((c) => row[c]))}) RETURNING ${selectList(page)}`.execute(trx);
    const item = rows[0]!;
    await audit(trx, { ...actorOf(actor), action: actionOf(page, 'create'), detail: { page: page.page, id: item[page.record.key], values: row } });
    return item;
  });
}

export function updateRecord(db: Kysely<Database>, page: SettingsPage, id: RecordKey, values: RecordValues, actor: SettingsActor): Promise<RecordValues> {
  return write(db, async (trx) => {
    const before = await selectOne(trx, page, id, true);
    const assignments = Object.keys(values).map((column) => sql`${sql.ref(column)} = ${values[column]}`);
    const { rows } = await sql<RecordValues>`UPDATE ${table(page)} SET ${sql.join(assignments)}
      WHERE ${key(page)} = ${id} RETURNING ${selectList(page)}`.execute(trx);
    const item = rows[0]!;
    const changes = Object.fromEntries(
      Object.keys(values)
        .filter((column) => before[column] !== item[column])
        .map((column) => [column, { from: before[column] ?? null, to: item[column] ?? null }]),
    );
    await audit(trx, { ...actorOf(actor), action: actionOf(page, 'update'), detail: { page: page.page, id, changes } });
    return item;
  });
}

export function deleteRecord(db: Kysely<Database>, page: SettingsPage, id: RecordKey, actor: SettingsActor): Promise<{ deactivated: boolean }> {
  return write(db, async (trx) => {
    // The row lock holds back anyone adding a reference to it (their foreign-key check waits),
    // so what the in-use check sees stays true until the delete commits.
    const before = await selectOne(trx, page, id, true);
    const rule = page.delete;
    if (rule.mode === 'deactivate') {
      await sql`UPDATE ${table(page)} SET ${sql.ref(rule.field)} = FALSE WHERE ${key(page)} = ${id}`.execute(trx);
    } else {
      for (const use of rule.inUse) {
        const { rows } = await sql`SELECT 1 FROM ${sql.table(use.table)} WHERE ${sql.ref(use.column)} = ${id} LIMIT 1`.execute(trx);
        if (rows.length > 0) throw new ApiError(409, use.message);
      }
      await sql`DELETE FROM ${table(page)} WHERE ${key(page)} = ${id}`.execute(trx);
    }
    const deactivated = rule.mode === 'deactivate';
    await audit(trx, { ...actorOf(actor), action: actionOf(page, 'delete'), detail: { page: page.page, id, deactivated, record: before } });
    return { deactivated };
  });
}

const actorOf = (actor: SettingsActor) => ({ personId: actor.personId, ip: actor.ip, now: actor.now });
