/**
 * The SQL of every settings page, derived from its declaration (engine/settings/pages): list,
 * read, create, update, delete. Table and column names are taken only from the declaration
 * (sql.table / sql.ref quote them as identifiers), never from a request; values are always
 * parameters. Only the key column and the declared fields are read or written.
 *
 * Each write runs in one transaction with its audit row, so a refused or failed write leaves
 * no trace, and a written record always has its audit row. What the declaration asks beyond the
 * columns is checked in that transaction too: a reference field names an existing row, a tree
 * keeps one root and no cycle, and a page's named effect (settings-effects.ts) runs with it.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { SettingsFixedWhere, SettingsReference } from '../../../schemas/generated/settings/settings-page';
import type { SettingsPage } from '../../../engine/settings/settings-pages';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { InvalidInputError } from '../../http/invalid-input';
import { audit } from '../identity/audit';
import type { ScryptParams } from '../identity/password-hash';
import { refreshLabelCopies, writeLabelCopies } from './settings-copies';
import { SETTINGS_EFFECTS, type EffectChange } from './settings-effects';
import { SETTINGS_MSG } from './settings-messages';
import { fieldLabel, type RecordValues } from './settings-record';
import { afterSecretChanged, auditedValues, hashedSecret, isWriteOnly, type SecretWrite } from './settings-secret';
import { familyCondition, filterCondition, type CheckedFilter } from './settings-filters';
import { scopeCondition, type RecordScope } from './settings-scope';

export type RecordKey = number | string;

/** Who writes and from where, for the audit row. */
export interface SettingsActor {
  personId: number;
  ip: string | null;
  now: Date;
}

/** What a write needs beyond the actor: the texts of field labels, and where generated keys start. */
export interface WriteOptions {
  /** The Thai locale tree, for a refusal naming a field by its label. */
  locale?: unknown;
  /** The organisation's root department id (record.keyBase 'organisation-root'). */
  organisationRoot?: number;
  /** The cost of the password hashes a page's secret (record.secret) writes: the identity policy's. */
  passwordHash?: ScryptParams;
  /** A nested page's parent record (settings-scope.ts): only its rows are reached, and a create sets it. */
  scope?: RecordScope | null;
}

/** The columns a reply carries: the key, then the declared fields in declaration order (never a write-only one). */
export function columnsOf(page: SettingsPage): string[] {
  return [...new Set([page.record.key, ...Object.keys(page.record.schema.properties).filter((field) => !isWriteOnly(page, field))])];
}

/**
 * A column as replies carry it: a date (format date) as its YYYY-MM-DD text, not a time in some
 * zone; an instant (format date-time) as its ISO text in UTC; a jsonb column (format json) as its JSON text.
 */
function readColumn(page: SettingsPage, column: string, ref: RawBuilder<unknown>): RawBuilder<unknown> {
  const format = page.record.schema.properties[column]?.format;
  if (format === 'date') return sql`to_char(${ref}, 'YYYY-MM-DD') AS ${sql.id(column)}`;
  if (format === 'date-time') return sql`to_char(${ref} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${sql.id(column)}`;
  if (format === 'json') return sql`${ref}::text AS ${sql.id(column)}`;
  return ref;
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
const selectList = (page: SettingsPage) => sql.join(columnsOf(page).map((column) => readColumn(page, column, sql.ref(column))));

/** The declared fields whose value is the key of another row, with where they point. */
export function referenceFields(page: SettingsPage): [string, SettingsReference][] {
  return Object.entries(page.record.schema.properties).flatMap(([field, property]) =>
    property.reference ? [[field, property.reference] as [string, SettingsReference]] : [],
  );
}

/** The reply's column carrying a reference field's label. */
export const labelColumn = (field: string) => `${field}__label`;

/** The columns record.fixed gives a value (a create writes them; they are not declared fields). */
function fixedValues(page: SettingsPage): RecordValues {
  return Object.fromEntries((page.record.fixed ?? []).flatMap((fixed) => ('equals' in fixed ? [[fixed.column, fixed.equals]] : [])));
}

/** The condition record.fixed puts on the row a reference field names, if any. */
export function fixedWhereOf(page: SettingsPage, field: string): SettingsFixedWhere | undefined {
  for (const fixed of page.record.fixed ?? []) if ('field' in fixed && fixed.field === field) return fixed.where;
  return undefined;
}

const equalsCondition = (column: RawBuilder<unknown>, value: RecordValues[string]) => (value === null ? sql`${column} IS NULL` : sql`${column} = ${value}`);

/** The page's rows (record.fixed) among the table's rows (`alias`: the record's alias in the query, if any); TRUE when it declares none. */
function fixedCondition(page: SettingsPage, alias?: string): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(`${alias ?? page.record.table}.${name}`);
  const conditions = (page.record.fixed ?? []).map((fixed) => {
    if ('equals' in fixed) return equalsCondition(column(fixed.column), fixed.equals);
    if ('family' in fixed)
      return sql`(${sql.join(
        fixed.family.map((value) => familyCondition(column(fixed.column), value)),
        sql` OR `,
      )})`;
    const ref = page.record.schema.properties[fixed.field]!.reference!;
    return sql`EXISTS (SELECT 1 FROM ${sql.table(ref.table)} AS f WHERE ${sql.ref(`f.${ref.key}`)} = ${column(fixed.field)}
      AND ${equalsCondition(sql.ref(`f.${fixed.where.column}`), fixed.where.equals)})`;
  });
  return conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`TRUE`;
}

// Lists and reads join each reference's row for its label: the record is `r`, the references
// l0, l1... (aliases the engine makes, so a reference to the record's own table works too).
const mine = (column: string) => sql.ref(`r.${column}`);

function labelledFrom(page: SettingsPage): RawBuilder<unknown> {
  const joins = referenceFields(page).map(
    ([field, ref], n) => sql` LEFT JOIN ${sql.table(ref.table)} AS ${sql.id(`l${n}`)} ON ${sql.ref(`l${n}.${ref.key}`)} = ${mine(field)}`,
  );
  return sql`${table(page)} AS r${sql.join(joins, sql``)}`;
}

function labelledSelect(page: SettingsPage): RawBuilder<unknown> {
  const labels = referenceFields(page).map(([field, ref], n) => sql`${sql.ref(`l${n}.${ref.label}`)}::text AS ${sql.id(labelColumn(field))}`);
  return sql.join([...columnsOf(page).map((column) => readColumn(page, column, mine(column))), ...labels]);
}

/** Text searched as a substring: % and _ in it are literal (escaped with \). */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(page: SettingsPage, search: string | undefined): RawBuilder<unknown> {
  const text = search?.trim();
  if (!text || page.search.length === 0) return sql`TRUE`;
  const pattern = likePattern(text);
  return sql`(${sql.join(
    page.search.map((field) => sql`${mine(field)}::text ILIKE ${pattern} ESCAPE '\\'`),
    sql` OR `,
  )})`;
}

export async function listRecords(
  db: Kysely<Database>,
  page: SettingsPage,
  options: { page: number; size: number; search?: string; scope?: RecordScope | null; filters?: readonly CheckedFilter[] },
): Promise<{ items: RecordValues[]; total: number }> {
  const where = sql`${searchCondition(page, options.search)} AND ${scopeCondition(options.scope, 'r')} AND ${fixedCondition(page, 'r')}
    AND ${filterCondition(page, options.filters ?? [], 'r')}`;
  const count = await sql<{ total: number }>`SELECT count(*)::int AS total FROM ${table(page)} AS r WHERE ${where}`.execute(db);
  const rows = await sql<RecordValues>`SELECT ${labelledSelect(page)} FROM ${labelledFrom(page)} WHERE ${where}
    ORDER BY ${orderOf(page)} LIMIT ${options.size} OFFSET ${(options.page - 1) * options.size}`.execute(db);
  return { items: rows.rows, total: Number(count.rows[0]?.total ?? 0) };
}

/** The declared order (record key ascending when none), ties broken by the key so pages never overlap. */
function orderOf(page: SettingsPage): RawBuilder<unknown> {
  const order = page.order;
  if (!order || order.field === page.record.key) return order?.direction === 'desc' ? sql`${mine(page.record.key)} DESC` : mine(page.record.key);
  const direction = order.direction === 'desc' ? sql`DESC` : sql`ASC`;
  return sql`${mine(order.field)} ${direction}, ${mine(page.record.key)} ${direction}`;
}

/** At most this many rows are offered for a reference field; a search narrows them. */
export const OPTIONS_LIMIT = 200;

/** The rows a reference field may name, by label (only active ones when the reference says which are, only those meeting `where` when given). */
export async function referenceOptions(
  db: Kysely<Database>,
  ref: SettingsReference,
  search: string | undefined,
  where?: SettingsFixedWhere,
): Promise<{ value: RecordKey; label: string }[]> {
  const text = search?.trim();
  const label = sql`coalesce(${sql.ref(ref.label)}::text, ${sql.ref(ref.key)}::text)`;
  const matching = text ? sql`${label} ILIKE ${likePattern(text)} ESCAPE '\\'` : sql`TRUE`;
  const activeOnly = ref.activeField ? sql`${sql.ref(ref.activeField)} = TRUE` : sql`TRUE`;
  const active = where ? sql`${activeOnly} AND ${equalsCondition(sql.ref(where.column), where.equals)}` : activeOnly;
  const { rows } = await sql<{ value: RecordKey; label: string }>`SELECT ${sql.ref(ref.key)} AS value, ${label} AS label FROM ${sql.table(ref.table)}
    WHERE ${active} AND ${matching} ORDER BY 2, 1 LIMIT ${OPTIONS_LIMIT}`.execute(db);
  return rows;
}

/** The key the request names is beyond the column's own range (an integer column ends at 2147483647): no such row. */
const noRowBeyondRange = (error: unknown) => {
  if ((error as { code?: unknown } | null)?.code === '22003') return { rows: [] };
  throw error;
};

async function selectOne(
  db: Kysely<Database>,
  page: SettingsPage,
  id: RecordKey,
  how: 'labelled' | 'for-update',
  scope?: RecordScope | null,
): Promise<RecordValues> {
  // Within a scope the key need only be unique there: a row of another parent is not found.
  const query =
    how === 'labelled'
      ? sql<RecordValues>`SELECT ${labelledSelect(page)} FROM ${labelledFrom(page)} WHERE ${mine(page.record.key)} = ${id} AND ${scopeCondition(scope, 'r')} AND ${fixedCondition(page, 'r')}`
      : sql<RecordValues>`SELECT ${selectList(page)} FROM ${table(page)} WHERE ${key(page)} = ${id} AND ${scopeCondition(scope)} AND ${fixedCondition(page)} FOR UPDATE`;
  // The request's key is checked against the widest id (2^53-1), not the column's range.
  const found = await query.execute(db).catch(noRowBeyondRange);
  if (!found.rows[0]) throw new ApiError(404, SETTINGS_MSG.unknownRecord);
  return found.rows[0];
}

export function readRecord(db: Kysely<Database>, page: SettingsPage, id: RecordKey, scope?: RecordScope | null): Promise<RecordValues> {
  return selectOne(db, page, id, 'labelled', scope);
}

/** A database refusal of a write, as the person should read it (the transaction is already rolled back). */
function conflictOf(page: SettingsPage, error: unknown): ApiError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505') {
    // The unique constraint (or index) broken names what is duplicated, when the page says so.
    const constraint = (error as { constraint?: unknown }).constraint;
    const named = typeof constraint === 'string' && page.record.uniqueMessages && Object.hasOwn(page.record.uniqueMessages, constraint);
    return new ApiError(409, named ? page.record.uniqueMessages![constraint]! : (page.record.duplicateMessage ?? SETTINGS_MSG.duplicate));
  }
  if (code === '23503') return new ApiError(409, SETTINGS_MSG.referenceMissing);
  // A CHECK across fields the page names says which rule the record broke.
  const check = (error as { constraint?: unknown }).constraint;
  if (code === '23514' && typeof check === 'string' && page.record.checkMessages && Object.hasOwn(page.record.checkMessages, check))
    return new ApiError(400, page.record.checkMessages[check]!);
  // The record schema let through a value a CHECK or NOT NULL refuses: still the person's input.
  if (code === '23514' || code === '23502' || code === '22001' || code === '22003' || code === '22P02')
    return new ApiError(400, SETTINGS_MSG.rejectedByDatabase);
  return null;
}

/** Runs once the write's transaction has committed. */
type OnCommit = (run: () => void) => void;

async function write<T>(db: Kysely<Database>, page: SettingsPage, work: (trx: Transaction<Database>, onCommit: OnCommit) => Promise<T>): Promise<T> {
  const committed: (() => void)[] = [];
  let result: T;
  try {
    result = await db.transaction().execute((trx) => work(trx, (run) => committed.push(run)));
  } catch (error) {
    throw conflictOf(page, error) ?? error;
  }
  for (const run of committed) run();
  return result;
}

/** 400 naming a field of the record, by its label. */
const fieldError = (page: SettingsPage, field: string, options: WriteOptions, message: (label: string) => string) =>
  new ApiError(400, message(fieldLabel(page, field, options.locale)), { fields: [`record.${field}`] });

/** Every reference field given a value names an existing row (400 naming the field otherwise). */
async function checkReferences(trx: Transaction<Database>, page: SettingsPage, values: RecordValues, options: WriteOptions): Promise<void> {
  for (const [field, ref] of referenceFields(page)) {
    const value = values[field];
    if (value === null || value === undefined) continue;
    // record.fixed may narrow the rows the field may name (e.g. roles of type admin).
    const where = fixedWhereOf(page, field);
    const fixed = where ? equalsCondition(sql.ref(where.column), where.equals) : sql`TRUE`;
    const { rows } = await sql`SELECT 1 FROM ${sql.table(ref.table)} WHERE ${sql.ref(ref.key)} = ${value} AND ${fixed} LIMIT 1`
      .execute(trx)
      .catch(noRowBeyondRange);
    if (rows.length === 0) throw fieldError(page, field, options, SETTINGS_MSG.referenceUnknown);
  }
}

/**
 * A tree (record.tree) keeps one root and no cycle: a new record has a parent, the root stays
 * the root, no other record becomes one, and no record goes under itself or its descendants.
 * `before` is null for a new record. The caller holds the table lock, so two moves cannot
 * together make a cycle that neither makes alone.
 */
async function checkTree(
  trx: Transaction<Database>,
  page: SettingsPage,
  id: RecordKey,
  before: RecordValues | null,
  values: RecordValues,
  options: WriteOptions,
) {
  const parentField = page.record.tree?.parentField;
  if (!parentField) return;
  const given = Object.hasOwn(values, parentField);
  const parent = given ? values[parentField] : (before?.[parentField] ?? null);
  if (before !== null && before[parentField] === null) {
    if (parent !== null) throw new ApiError(409, SETTINGS_MSG.treeMoveRoot);
    return;
  }
  if (parent === null || parent === undefined) throw fieldError(page, parentField, options, SETTINGS_MSG.treeNewRoot);
  if (before === null || !given) return;
  const keyColumn = page.record.key;
  const { rows } = await sql`WITH RECURSIVE up (node, above) AS (
      SELECT ${key(page)}, ${sql.ref(parentField)} FROM ${table(page)} WHERE ${key(page)} = ${parent}
      UNION
      SELECT ${sql.ref(`t.${keyColumn}`)}, ${sql.ref(`t.${parentField}`)} FROM ${table(page)} AS t JOIN up ON ${sql.ref(`t.${keyColumn}`)} = up.above
    ) SELECT 1 FROM up WHERE node = ${id} LIMIT 1`.execute(trx);
  if (rows.length > 0) throw new ApiError(409, SETTINGS_MSG.treeCycle(fieldLabel(page, parentField, options.locale)));
}

/** Serialises writes that read the table as a whole (max + 1, a tree's shape): readers still pass. */
const lockTable = (trx: Transaction<Database>, page: SettingsPage) => sql`LOCK TABLE ${table(page)} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);

/** The page's named effect around a change of an existing record (settings-effects.ts). */
async function withEffect(trx: Transaction<Database>, page: SettingsPage, change: EffectChange, onCommit: OnCommit, work: () => Promise<void>) {
  const effect = page.record.onChange ? SETTINGS_EFFECTS[page.record.onChange] : null;
  await effect?.check?.(trx, change);
  await work();
  const after = await effect?.apply(trx, change);
  if (after) onCommit(after);
}

const actionOf = (page: SettingsPage, verb: 'create' | 'update' | 'delete') => `settings.${page.page}.${verb}`;

export function createRecord(
  db: Kysely<Database>,
  page: SettingsPage,
  values: RecordValues,
  actor: SettingsActor,
  options: WriteOptions = {},
): Promise<RecordValues> {
  // The secret is hashed before the transaction: hashing is slow on purpose.
  return hashedSecret(page, values, 'create', options).then((secret) => insertRecord(db, page, secret.values, actor, options));
}

function insertRecord(db: Kysely<Database>, page: SettingsPage, values: RecordValues, actor: SettingsActor, options: WriteOptions): Promise<RecordValues> {
  return write(db, page, async (trx) => {
    const row: RecordValues = { ...values, ...fixedValues(page) };
    // A nested page's record belongs to the parent its address names.
    if (options.scope) row[options.scope.field] = options.scope.value;
    // An identity key is the database's to give (others insert into the table too).
    const identity = page.record.keyBase === 'identity';
    if ((page.record.keyGenerated && !identity) || page.record.tree) await lockTable(trx, page);
    if (page.record.keyGenerated && !identity) {
      // max + 1 is only safe while no other insert can run between the max and the insert:
      // the table lock conflicts with itself (and with writes) but lets readers through.
      row[page.record.key] = await nextKey(trx, page, options);
    }
    await checkReferences(trx, page, row, options);
    await checkTree(trx, page, row[page.record.key] as RecordKey, null, row, options);
    const columns = Object.keys(row);
    const { rows } = await sql<RecordValues>`INSERT INTO ${table(page)} (${sql.join(columns.map((c) => sql.ref(c)))})
      VALUES (${sql.join(columns.map((c) => row[c]))}) RETURNING ${key(page)}`.execute(trx);
    const id = rows[0]![page.record.key] as RecordKey;
    await writeLabelCopies(trx, page, id, row);
    await audit(trx, { ...actorOf(actor), action: actionOf(page, 'create'), detail: { page: page.page, id, values: auditedValues(page, row) } });
    return selectOne(trx, page, id, 'labelled', options.scope);
  });
}

/** The next generated key: after the largest, or for keyBase 'organisation-root' after the largest in the organisation's range. */
async function nextKey(trx: Transaction<Database>, page: SettingsPage, options: WriteOptions): Promise<number> {
  if (page.record.keyBase === 'organisation-root') {
    const base = options.organisationRoot;
    if (base === undefined) throw new Error(`settings page ${page.page}: keyBase organisation-root needs the root department id`);
    const next = await sql<{ next: number }>`SELECT coalesce(max(${key(page)}), ${base}) + 1 AS next FROM ${table(page)} WHERE ${key(page)} >= ${base}`.execute(
      trx,
    );
    return Number(next.rows[0]!.next);
  }
  const next = await sql<{ next: number }>`SELECT coalesce(max(${key(page)}), 0) + 1 AS next FROM ${table(page)}`.execute(trx);
  return Number(next.rows[0]!.next);
}

export function updateRecord(
  db: Kysely<Database>,
  page: SettingsPage,
  id: RecordKey,
  values: RecordValues,
  actor: SettingsActor,
  options: WriteOptions = {},
): Promise<RecordValues> {
  return hashedSecret(page, values, 'update', options).then((secret) => changeRecord(db, page, id, secret, actor, options));
}

function changeRecord(db: Kysely<Database>, page: SettingsPage, id: RecordKey, secret: SecretWrite, actor: SettingsActor, options: WriteOptions) {
  const { values } = secret;
  return write(db, page, async (trx, onCommit) => {
    if (page.record.tree) await lockTable(trx, page);
    const before = await selectOne(trx, page, id, 'for-update', options.scope);
    await checkReferences(trx, page, values, options);
    await checkTree(trx, page, id, before, values, options);
    await withEffect(trx, page, { id, before, values, actor }, onCommit, async () => {
      const assignments = Object.keys(values).map((column) => sql`${sql.ref(column)} = ${values[column]}`);
      if (assignments.length > 0)
        await sql`UPDATE ${table(page)} SET ${sql.join(assignments)} WHERE ${key(page)} = ${id} AND ${scopeCondition(options.scope)}`.execute(trx);
    });
    await writeLabelCopies(trx, page, id, values);
    await refreshLabelCopies(trx, page, id, values);
    if (secret.changed) {
      const announce = await afterSecretChanged(trx, page, id, actor.now);
      if (announce) onCommit(announce);
    }
    const item = await selectOne(trx, page, id, 'labelled', options.scope);
    const changes: Record<string, unknown> = Object.fromEntries(
      Object.keys(values)
        .filter((column) => column !== page.record.secret?.hashColumn && before[column] !== item[column])
        .map((column) => [column, { from: before[column] ?? null, to: item[column] ?? null }]),
    );
    // That a secret was set is recorded; the secret and its hash never are.
    if (secret.changed) changes[page.record.secret!.field] = 'set';
    await audit(trx, { ...actorOf(actor), action: actionOf(page, 'update'), detail: { page: page.page, id, ...scopeDetail(options.scope), changes } });
    return item;
  });
}

export function deleteRecord(
  db: Kysely<Database>,
  page: SettingsPage,
  id: RecordKey,
  actor: SettingsActor,
  options: Pick<WriteOptions, 'scope'> = {},
): Promise<{ deactivated: boolean }> {
  const scope = options.scope;
  return write(db, page, async (trx, onCommit) => {
    // The row lock holds back anyone adding a reference to it (their foreign-key check waits),
    // so what the in-use check sees stays true until the delete commits.
    const before = await selectOne(trx, page, id, 'for-update', scope);
    const parentField = page.record.tree?.parentField;
    if (parentField && before[parentField] === null) throw new ApiError(409, SETTINGS_MSG.treeDeleteRoot);
    const rule = page.delete;
    if (rule.mode === 'deactivate') {
      await withEffect(trx, page, { id, before, values: { [rule.field]: false }, actor }, onCommit, async () => {
        await sql`UPDATE ${table(page)} SET ${sql.ref(rule.field)} = FALSE WHERE ${key(page)} = ${id} AND ${scopeCondition(scope)}`.execute(trx);
      });
    } else {
      for (const use of rule.inUse) {
        const { rows } = await sql`SELECT 1 FROM ${sql.table(use.table)} WHERE ${sql.ref(use.column)} = ${id} LIMIT 1`.execute(trx);
        if (rows.length > 0) throw new ApiError(409, use.message);
      }
      await withEffect(trx, page, { id, before, values: {}, actor, deleted: true }, onCommit, async () => {
        await sql`DELETE FROM ${table(page)} WHERE ${key(page)} = ${id} AND ${scopeCondition(scope)}`.execute(trx);
      });
    }
    const deactivated = rule.mode === 'deactivate';
    await audit(trx, {
      ...actorOf(actor),
      action: actionOf(page, 'delete'),
      detail: { page: page.page, id, ...scopeDetail(scope), deactivated, record: before },
    });
    return { deactivated };
  });
}

const actorOf = (actor: SettingsActor) => ({ personId: actor.personId, ip: actor.ip, now: actor.now });

/** A nested page's key is only unique within its parent: the audit row names the parent too. */
const scopeDetail = (scope: RecordScope | null | undefined) => (scope ? { scope: { [scope.field]: scope.value } } : {});
