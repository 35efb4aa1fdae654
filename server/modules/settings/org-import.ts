/**
 * Import of the organisation chart or the people from a CSV or XLSX file (docs/import.md).
 *
 * - A dry run reads and checks the whole file and answers every problem, writing nothing.
 * - The real run does the same checks inside one transaction and writes every row or none:
 *   one problem (or a change by someone else meanwhile: a unique or foreign key refusal) rolls
 *   the whole file back. One audit row records the import.
 * - People get no password: each sets one through the forgot-password e-mail, or an
 *   administrator sets it; until then they cannot sign in.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { audit } from '../identity/audit';
import { DEPARTMENT_COLUMNS, PEOPLE_COLUMNS, recordsOf, type ImportKind } from './org-import-columns';
import { checkDepartments, checkPeople, type ImportProblem } from './org-import-check';
import { readImportTable, type ImportFormat } from './org-import-file';
import { IMPORT_MSG } from './org-import-messages';

export type ImportMode = 'dry-run' | 'apply';

/** Problems listed in a reply; the count says how many there are in all. */
export const IMPORT_MAX_PROBLEMS = 1000;

export interface ImportResult {
  kind: ImportKind;
  mode: ImportMode;
  format: ImportFormat;
  rows: number;
  applied: boolean;
  problemCount: number;
  problems: ImportProblem[];
}

export interface ImportRequest {
  kind: ImportKind;
  mode: ImportMode;
  bytes: Buffer;
  rootDepartmentId: number;
  actor: { personId: number; ip: string | null; now: Date };
}

/** Thrown inside the transaction to roll it back when the checks find a problem. */
class Refused extends Error {
  constructor(readonly problems: ImportProblem[]) {
    super('import refused');
  }
}

async function check(db: Kysely<Database>, request: ImportRequest, table: Awaited<ReturnType<typeof readImportTable>>) {
  if (request.kind === 'departments') {
    const { problems, inserts } = await checkDepartments(db, recordsOf(table, DEPARTMENT_COLUMNS), request.rootDepartmentId);
    return {
      problems,
      write: async (trx: Kysely<Database>) => {
        // Parents first (the checks order them), so each row's foreign key holds when it lands.
        for (let i = 0; i < inserts.length; i += 1000)
          await trx
            .insertInto('departments')
            .values(inserts.slice(i, i + 1000))
            .execute();
        return { ids: inserts.map((d) => d.id) };
      },
    };
  }
  const { problems, inserts } = await checkPeople(db, recordsOf(table, PEOPLE_COLUMNS));
  return {
    problems,
    write: async (trx: Kysely<Database>) => {
      for (const entry of inserts) {
        const person = await trx.insertInto('people').values(entry.person).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('person_roles').values({ person_id: person.id, role_id: entry.roleId, department_id: entry.departmentId }).execute();
      }
      return { usernames: inserts.map((p) => p.person.username) };
    },
  };
}

export async function importOrganisation(db: Kysely<Database>, request: ImportRequest): Promise<ImportResult> {
  const table = await readImportTable(request.bytes);
  const base = { kind: request.kind, mode: request.mode, format: table.format, rows: table.rows.length };
  const answer = (problems: ImportProblem[], applied: boolean): ImportResult => ({
    ...base,
    applied,
    problemCount: problems.length,
    problems: problems.slice(0, IMPORT_MAX_PROBLEMS),
  });

  if (request.mode === 'dry-run') return answer((await check(db, request, table)).problems, false);

  try {
    await db.transaction().execute(async (trx) => {
      const { problems, write } = await check(trx, request, table);
      if (problems.length > 0) throw new Refused(problems);
      const written = await write(trx);
      await audit(trx, {
        personId: request.actor.personId,
        action: `settings.import.${request.kind}`,
        ip: request.actor.ip,
        now: request.actor.now,
        detail: { format: table.format, rows: table.rows.length, ...written },
      });
    });
  } catch (error) {
    if (error instanceof Refused) {
      const first = error.problems[0]!;
      throw new ApiError(400, IMPORT_MSG.refused(error.problems.length, `แถวที่ ${first.row} คอลัมน์ ${first.column}: ${first.reason}`));
    }
    // Someone added the same username or department, or removed a parent, while the file was written.
    const code = (error as { code?: unknown }).code;
    if (code === '23505' || code === '23503') throw new ApiError(409, IMPORT_MSG.changedMeanwhile);
    throw error;
  }
  return answer([], true);
}
