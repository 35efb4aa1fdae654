/**
 * The figures of the workspace's reports (รายงาน): letters per work queue, letters received and
 * sent per department and per month of a Buddhist-era year, and overdue letters by speed class
 * (ชั้นความเร็ว) with a list of them.
 *
 * - Only letters the person may read are counted (visibleDocument), so a figure never reveals
 *   that a letter they may not open exists.
 * - Department figures cover the departments whose registers the person keeps (every one for
 *   an administrator), or else their own department only: an officer never counts another
 *   department's letters.
 * - Queue counts are the workspace's own (todoTiles over countQueues), so the report and the
 *   queue list never disagree.
 * - Received and sent are the numbers taken in the departments' registers in that year, a
 *   cancelled number left out (it is no letter received).
 */
import { sql, type Kysely } from 'kysely';
import type {
  ReportDepartmentCount,
  ReportMonthCount,
  ReportOverdueLetter,
  ReportQueueCount,
  ReportSpeedCount,
} from '../../../../schemas/generated/api/report-summary.reply';
import type { TenantManifest } from '../../../../schemas/generated/tenant';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { OPEN_STEP_STATES } from '../../../../engine/documents/step-states';
import { QUEUE_CODES } from '../queues/queues';
import { registerDepartments } from '../registers/register-list';
import { buddhistYear } from '../registers/registers';
import { todoTiles } from '../queues/todo-tiles';
import type { Viewer } from '../viewer';
import { visibleDocument } from '../visibility';

export const REPORT_MSG = {
  noDepartmentAccess: 'ไม่มีสิทธิ์ดูรายงานของหน่วยงานนี้ (เฉพาะหน่วยงานของท่าน หรือหน่วยงานที่ท่านเป็นเจ้าหน้าที่สารบรรณ)',
} as const;

/** The overdue list stops here; the counts by speed still count every overdue letter. */
export const OVERDUE_LIST_MAX = 200;

export interface ReportQuery {
  /** Buddhist-era year; the current one on the Thai calendar when absent. */
  yearBe?: number;
  departmentId?: number;
}

export interface ReportSummary {
  YEAR: number;
  QUEUES: ReportQueueCount[];
  DEPARTMENTS: ReportDepartmentCount[];
  MONTHS: ReportMonthCount[];
  SPEEDS: ReportSpeedCount[];
  OVERDUE: ReportOverdueLetter[];
  OVERDUE_TOTAL: number;
}

interface ScopeDepartment {
  id: number;
  name: string;
}

/** The departments the person may report on, or the one asked for (403 when it is not one of them). */
export async function reportDepartments(db: Kysely<Database>, viewer: Viewer, departmentId?: number): Promise<ScopeDepartment[]> {
  const kept = (await registerDepartments(db, viewer)).map((d) => ({ id: d.dept_id, name: d.text }));
  let scope = kept;
  if (scope.length === 0 && viewer.departmentId !== null) {
    const own = await db.selectFrom('departments').select(['id', 'name_th']).where('id', '=', viewer.departmentId).executeTakeFirst();
    scope = own ? [{ id: Number(own.id), name: own.name_th }] : [];
  }
  if (departmentId === undefined) return scope;
  const chosen = scope.filter((d) => d.id === departmentId);
  if (chosen.length === 0) throw new ApiError(403, REPORT_MSG.noDepartmentAccess);
  return chosen;
}

/** Received and sent per department and per month, from one pass over the year's register entries. */
async function registerCounts(db: Kysely<Database>, viewer: Viewer, scope: ScopeDepartment[], yearBe: number) {
  const ids = scope.map((d) => d.id);
  const { rows } = await sql<{ department_id: string | number; register: 'receive' | 'send'; month: string | number; n: string | number }>`
    SELECT r.department_id, r.register, EXTRACT(MONTH FROM r.registered_at AT TIME ZONE 'Asia/Bangkok')::int AS month, count(*) AS n
    FROM register_entries r JOIN documents d ON d.id = r.document_id
    WHERE r.department_id = ANY(${ids}) AND r.year_be = ${yearBe} AND r.cancelled_at IS NULL AND ${visibleDocument(viewer)}
    GROUP BY 1, 2, 3`.execute(db);
  const departments = new Map(scope.map((d) => [d.id, { F_DEPT_ID: d.id, F_DEPT_NAME: d.name, RECEIVED: 0, SENT: 0 }]));
  const months = Array.from({ length: 12 }, (_, i): ReportMonthCount => ({ MONTH: i + 1, RECEIVED: 0, SENT: 0 }));
  for (const row of rows) {
    const field = row.register === 'receive' ? 'RECEIVED' : 'SENT';
    const n = Number(row.n);
    departments.get(Number(row.department_id))![field] += n;
    months[Number(row.month) - 1]![field] += n;
  }
  return { departments: [...departments.values()], months };
}

/**
 * Overdue letters of the departments in scope: a step addressed to one of them is still open
 * after its due date, and nobody has closed the letter (a follow marker's close only stops
 * following). A letter with several such steps counts once, listed by its earliest due date.
 */
async function overdueLetters(db: Kysely<Database>, viewer: Viewer, scope: ScopeDepartment[], now: Date) {
  const ids = scope.map((d) => d.id);
  const overdue = sql`
    SELECT DISTINCT ON (t.document_id) t.id, t.document_id, d.speed_id, t.due_at, t.to_department_id, t.to_person_id
    FROM transactions t JOIN documents d ON d.id = t.document_id
    WHERE t.due_at < ${now} AND t.state IN (${sql.join(OPEN_STEP_STATES)}) AND t.to_department_id = ANY(${ids})
      AND NOT EXISTS (SELECT 1 FROM transactions c WHERE c.document_id = t.document_id AND c.state = 'closed' AND c.kind <> 'follow')
      AND ${visibleDocument(viewer)}
    ORDER BY t.document_id, t.due_at, t.id`;
  const speeds = await sql<{ id: number; name_th: string; color: string; n: string | number }>`
    SELECT sp.id, sp.name_th, sp.color, count(o.document_id) AS n
    FROM doc_speeds sp
    LEFT JOIN (${overdue}) o ON o.speed_id = sp.id
    GROUP BY sp.id, sp.name_th, sp.color ORDER BY sp.id`.execute(db);
  const list = await sql<{
    id: number;
    document_id: number;
    due_at: Date;
    doc_no: string | null;
    subject: string;
    speed_id: number;
    speed_name: string;
    department_name: string;
    holder: string | null;
  }>`
    SELECT o.id, o.document_id, o.due_at, d.doc_no, d.subject, d.speed_id, sp.name_th AS speed_name, dep.name_th AS department_name,
      p.first_name || ' ' || p.last_name AS holder
    FROM (${overdue}) o
    JOIN documents d ON d.id = o.document_id
    JOIN doc_speeds sp ON sp.id = d.speed_id
    JOIN departments dep ON dep.id = o.to_department_id
    LEFT JOIN people p ON p.id = o.to_person_id
    ORDER BY o.due_at, o.id
    LIMIT ${OVERDUE_LIST_MAX}`.execute(db);
  const bySpeed = speeds.rows.map((row): ReportSpeedCount => ({
    F_DOC_SPEED_ID: Number(row.id),
    F_DOC_SPEED_NAME: row.name_th,
    F_COLOR: row.color,
    OVERDUE: Number(row.n),
  }));
  const letters = list.rows.map((row): ReportOverdueLetter => ({
    F_TRANS_ID: Number(row.id),
    F_DOC_ID: Number(row.document_id),
    F_DOC_NO: row.doc_no,
    F_DOC_TITLE: row.subject,
    F_DOC_SPEED_ID: Number(row.speed_id),
    F_DOC_SPEED_NAME: row.speed_name,
    DUE_DATE: new Date(row.due_at).toISOString(),
    F_DEPT_NAME: row.department_name,
    HOLDER: row.holder,
  }));
  return { bySpeed, letters, total: bySpeed.reduce((sum, s) => sum + s.OVERDUE, 0) };
}

export async function reportSummary(
  db: Kysely<Database>,
  viewer: Viewer,
  manifest: TenantManifest,
  query: ReportQuery,
  now: Date = new Date(),
): Promise<ReportSummary> {
  const yearBe = query.yearBe ?? buddhistYear(now);
  const scope = await reportDepartments(db, viewer, query.departmentId);
  const tiles = await todoTiles(db, viewer, manifest, { codes: QUEUE_CODES });
  const { departments, months } = await registerCounts(db, viewer, scope, yearBe);
  const overdue = await overdueLetters(db, viewer, scope, now);
  return {
    YEAR: yearBe,
    QUEUES: tiles.map((tile) => ({ CODE: tile.CODE, TITLE: tile.TITLE, COUNT: tile.COUNT })),
    DEPARTMENTS: departments,
    MONTHS: months,
    SPEEDS: overdue.bySpeed,
    OVERDUE: overdue.letters,
    OVERDUE_TOTAL: overdue.total,
  };
}
