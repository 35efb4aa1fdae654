/**
 * The checks of an import, row by row, against the file itself and the database: every problem
 * is reported (row, column, Thai reason), not only the first, so an office fixes the file once.
 * What comes out when there is no problem is the list of rows to insert, in an order the
 * foreign keys accept. The same checks run for the dry run and, inside the writing transaction,
 * for the real run.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, NewDepartment, NewPerson } from '../../db/schema';
import { USERNAME_PATTERN } from '../../../engine/format/username';
import { EMAIL_PATTERN } from '../identity/policy';
import { DEPARTMENT_COLUMNS, headerOf, PEOPLE_COLUMNS, type DepartmentKey, type ImportColumn, type ImportRecord, type PersonKey } from './org-import-columns';
import { IMPORT_MSG } from './org-import-messages';

export interface ImportProblem {
  row: number;
  /** The column's header as the template writes it, e.g. "อีเมล (email)". */
  column: string;
  reason: string;
}

export interface NewImportedPerson {
  person: NewPerson;
  roleId: number;
  departmentId: number;
}

/** Problems found so far, listed in the file's order: by row, then by the template's column order. */
class Problems {
  private readonly found: (ImportProblem & { position: number })[] = [];
  private readonly cells = new Set<string>();
  constructor(private readonly columns: readonly ImportColumn[]) {}
  add(row: number, column: ImportColumn, reason: string): void {
    this.found.push({ row, column: headerOf(column), reason, position: this.columns.indexOf(column) });
    this.cells.add(`${row}:${column.key}`);
  }
  has(row: number, column: ImportColumn): boolean {
    return this.cells.has(`${row}:${column.key}`);
  }
  get count(): number {
    return this.found.length;
  }
  sorted(): ImportProblem[] {
    return [...this.found].sort((a, b) => a.row - b.row || a.position - b.position).map(({ row, column, reason }) => ({ row, column, reason }));
  }
}

/** Required and length rules of every column; the column-specific checks skip a cell already at fault. */
function checkCells<K extends string>(records: ImportRecord<K>[], columns: readonly ImportColumn<K>[], problems: Problems): void {
  for (const record of records) {
    for (const column of columns) {
      const value = record.values[column.key];
      if (column.required && value === '') problems.add(record.row, column, IMPORT_MSG.required);
      else if ([...value].length > column.maxLength) problems.add(record.row, column, IMPORT_MSG.tooLong(column.maxLength));
    }
  }
}

/** A department id as the file writes it: digits only, within the range JavaScript numbers hold exactly. */
function idOf(text: string): number | null {
  if (!/^\d{1,16}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}

const column = <C extends readonly ImportColumn[]>(columns: C, key: C[number]['key']): ImportColumn => columns.find((c) => c.key === key)!;

export async function checkDepartments(
  db: Kysely<Database>,
  records: ImportRecord<DepartmentKey>[],
  rootId: number,
): Promise<{ problems: ImportProblem[]; inserts: NewDepartment[] }> {
  const problems = new Problems(DEPARTMENT_COLUMNS);
  checkCells(records, DEPARTMENT_COLUMNS, problems);
  const [idColumn, parentColumn] = [column(DEPARTMENT_COLUMNS, 'id'), column(DEPARTMENT_COLUMNS, 'parent_id')];
  const existing = new Set((await db.selectFrom('departments').select('id').execute()).map((d) => Number(d.id)));

  // The file's own ids first: a parent may be a row further down.
  const rowOfId = new Map<number, number>();
  const ids = new Map<number, number>();
  for (const record of records) {
    if (problems.has(record.row, idColumn)) continue;
    const id = idOf(record.values.id);
    if (id === null) problems.add(record.row, idColumn, IMPORT_MSG.notId);
    else if (existing.has(id)) problems.add(record.row, idColumn, IMPORT_MSG.departmentExists);
    else if (rowOfId.has(id)) problems.add(record.row, idColumn, IMPORT_MSG.duplicateInFile(rowOfId.get(id)!));
    else {
      rowOfId.set(id, record.row);
      ids.set(record.row, id);
    }
  }

  // An empty parent is the organisation itself (the root department).
  const parents = new Map<number, number>();
  for (const record of records) {
    if (problems.has(record.row, parentColumn)) continue;
    const parent = record.values.parent_id === '' ? rootId : idOf(record.values.parent_id);
    if (parent === null) problems.add(record.row, parentColumn, IMPORT_MSG.notId);
    else if (parent === ids.get(record.row)) problems.add(record.row, parentColumn, IMPORT_MSG.parentIsSelf);
    else if (!existing.has(parent) && !rowOfId.has(parent)) problems.add(record.row, parentColumn, IMPORT_MSG.parentUnknown);
    else parents.set(record.row, parent);
  }

  // Depth below a department already in the database; a chain that comes back to itself is a cycle.
  const parentOfId = new Map<number, number>();
  for (const [row, id] of ids) {
    const parent = parents.get(row);
    if (parent !== undefined) parentOfId.set(id, parent);
  }
  const depth = new Map<number, number>();
  for (const id of ids.values()) {
    if (depth.has(id)) continue;
    const chain = [id];
    const seen = new Set(chain);
    let at = parentOfId.get(id);
    while (at !== undefined && rowOfId.has(at) && !depth.has(at) && !seen.has(at)) {
      chain.push(at);
      seen.add(at);
      at = parentOfId.get(at);
    }
    if (at !== undefined && seen.has(at)) {
      // Every row of the loop is reported; a row hanging below a loop is not in it and waits for its fix.
      const loop = chain.slice(chain.indexOf(at));
      for (const member of loop) {
        const memberRow = rowOfId.get(member)!;
        const from = loop.indexOf(member);
        const path = [...loop.slice(from), ...loop.slice(0, from), member].map(String);
        problems.add(memberRow, parentColumn, IMPORT_MSG.parentCycle(path));
        depth.set(member, Number.NaN);
      }
      continue;
    }
    let base = at !== undefined && depth.has(at) ? depth.get(at)! : 0;
    for (const link of chain.reverse()) depth.set(link, ++base);
  }

  if (problems.count > 0) return { problems: problems.sorted(), inserts: [] };
  const inserts = records
    .map((record) => {
      const id = ids.get(record.row)!;
      return { id, parent_id: parents.get(record.row)!, name_th: record.values.name_th, name_en: record.values.name_en || null };
    })
    .sort((a, b) => depth.get(a.id)! - depth.get(b.id)!);
  return { problems: [], inserts };
}

export async function checkPeople(
  db: Kysely<Database>,
  records: ImportRecord<PersonKey>[],
): Promise<{ problems: ImportProblem[]; inserts: NewImportedPerson[] }> {
  const problems = new Problems(PEOPLE_COLUMNS);
  checkCells(records, PEOPLE_COLUMNS, problems);
  const col = (key: PersonKey) => column(PEOPLE_COLUMNS, key);

  const wanted = [...new Set(records.map((r) => r.values.username.toLowerCase()).filter((u) => u !== ''))];
  const taken = new Set<string>();
  // In slices: one statement's parameters are limited (65,535 in PostgreSQL).
  for (let i = 0; i < wanted.length; i += 5000) {
    const rows = await db
      .selectFrom('people')
      .select(sql<string>`lower(username)`.as('u'))
      .where(sql<string>`lower(username)`, 'in', wanted.slice(i, i + 5000))
      .execute();
    for (const row of rows) taken.add(row.u);
  }
  const departments = new Set((await db.selectFrom('departments').select('id').execute()).map((d) => Number(d.id)));
  const roles = await db.selectFrom('roles').select(['id', 'role_type', 'name_th', 'name_en']).orderBy('id').execute();

  const rowOfUsername = new Map<string, number>();
  const inserts: NewImportedPerson[] = [];
  for (const record of records) {
    const v = record.values;
    const row = record.row;
    if (!problems.has(row, col('username'))) {
      const lower = v.username.toLowerCase();
      if (!USERNAME_PATTERN.test(v.username)) problems.add(row, col('username'), IMPORT_MSG.usernameFormat);
      else if (rowOfUsername.has(lower)) problems.add(row, col('username'), IMPORT_MSG.duplicateInFile(rowOfUsername.get(lower)!));
      else if (taken.has(lower)) problems.add(row, col('username'), IMPORT_MSG.usernameTaken);
      rowOfUsername.set(lower, rowOfUsername.get(lower) ?? row);
    }
    if (!problems.has(row, col('email')) && v.email !== '' && !EMAIL_PATTERN.test(v.email)) problems.add(row, col('email'), IMPORT_MSG.emailFormat);
    const departmentId = idOf(v.department_id);
    if (!problems.has(row, col('department_id'))) {
      if (departmentId === null) problems.add(row, col('department_id'), IMPORT_MSG.notId);
      else if (!departments.has(departmentId)) problems.add(row, col('department_id'), IMPORT_MSG.departmentUnknown);
    }
    const role = problems.has(row, col('role')) ? null : roleOf(roles, v.role);
    if (typeof role === 'string') problems.add(row, col('role'), role);
    if (problems.count > 0 || departmentId === null || role === null || typeof role === 'string') continue;
    inserts.push({
      person: {
        username: v.username,
        // No password: the person sets one through the forgot-password e-mail, or an administrator sets it.
        password_hash: null,
        first_name: v.first_name,
        last_name: v.last_name,
        position_name: v.position_name || null,
        email: v.email || null,
        department_id: departmentId,
        is_agree_pdpa: 0,
        active: true,
      },
      roleId: role,
      departmentId,
    });
  }
  if (problems.count > 0) return { problems: problems.sorted(), inserts: [] };
  return { problems: [], inserts };
}

/**
 * The role a cell names: a role's own name (Thai or English, e.g. "เจ้าหน้าที่สารบรรณ"), or a role
 * type (admin, registry, executive, officer) when exactly one role has it; empty is an officer.
 * A string is the reason the cell names none.
 */
function roleOf(roles: { id: number; role_type: string; name_th: string; name_en: string }[], text: string): number | string {
  const wanted = (text === '' ? 'officer' : text).toLowerCase();
  const byName = roles.find((r) => r.name_th.toLowerCase() === wanted || r.name_en.toLowerCase() === wanted);
  if (byName) return byName.id;
  const ofType = roles.filter((r) => r.role_type === wanted);
  if (ofType.length === 1) return ofType[0]!.id;
  if (ofType.length > 1) return IMPORT_MSG.roleAmbiguous(ofType.map((r) => r.name_th));
  const types = [...new Set(roles.map((r) => r.role_type))];
  return IMPORT_MSG.roleUnknown(`${types.join(', ')} หรือชื่อบทบาท เช่น ${roles.map((r) => r.name_th).join(', ')}`);
}
