/**
 * sarabun/get-todo-list: one queue, paged, sorted and searched on the server. Rows carry every
 * field of schemas/api/todo-row.schema.json.
 */
import { sql, type Kysely } from 'kysely';
import type { QueueCode } from '../../../../schemas/generated/tenant';
import type { TodoRow } from '../../../../schemas/generated/api/todo-row';
import { executePrepared, PREPARED_MARKER } from '../../../db/named-statements';
import type { Database } from '../../../db/schema';
import { countQueue, orderedBranches, searchFilter, stepFilter, type QueueFilters } from './queues';
import type { Viewer } from '../viewer';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/**
 * Sortable columns (todo-row field -> SQL over the page's steps `q` and, when needed, their
 * letter `d`); anything else sorts by send time. `indexed` marks the order the queue indexes
 * deliver (created_at DESC, id DESC; created_at is never null, so NULLS LAST changes nothing).
 */
const SORTS = {
  F_DOC_SEND: { by: sql`q.created_at`, needsDocument: false },
  F_TRANS_ID: { by: sql`q.id`, needsDocument: false },
  F_DOC_ID: { by: sql`q.document_id`, needsDocument: false },
  F_DOC_TITLE: { by: sql`d.subject`, needsDocument: true },
  F_DOC_NO: { by: sql`d.doc_no`, needsDocument: true },
  F_DOC_TYPE_NAME: { by: sql`d.doc_type_id`, needsDocument: true },
  F_DOC_SPEED_NAME: { by: sql`d.speed_id`, needsDocument: true },
  F_DOC_SECRET_NAME: { by: sql`d.secret_id`, needsDocument: true },
  F_RECEIVER_TEXT: { by: sql`d.to_text`, needsDocument: true },
} as const;
type SortField = keyof typeof SORTS;
/** The fields get-todo-list orders by; the client's grid offers sorting on exactly these. */
export const TODO_SORT_FIELDS = Object.keys(SORTS) as SortField[];

export interface PageRequest extends QueueFilters {
  page?: number;
  pageSize?: number;
  sort?: string | null;
  order?: string | null;
}

export interface TodoPage {
  items: TodoRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** The ids of one page of a queue, in order. */
async function pageIds(
  db: Kysely<Database>,
  viewer: Viewer,
  code: QueueCode,
  request: PageRequest,
  sortField: SortField,
  ascending: boolean,
  limit: number,
  offset: number,
): Promise<number[]> {
  const sort = SORTS[sortField];
  const indexed = sortField === 'F_DOC_SEND' && !ascending;
  // Each branch ordered like its index: PostgreSQL merges them (Merge Append) and stops at the
  // page's last row; any other order sorts the queue's rows once, above the branches.
  const branchOrder = indexed ? sql` ORDER BY t.created_at DESC, t.id DESC` : sql``;
  const steps = sql`${stepFilter(request)}${searchFilter(request) ?? sql``}`;
  const branches = orderedBranches(viewer, code).map(
    (branch) => sql`(SELECT t.id, t.document_id, t.created_at FROM transactions t WHERE ${branch}${steps}${branchOrder})`,
  );
  const join = sort.needsDocument ? sql` JOIN documents d ON d.id = q.document_id` : sql``;
  const order = indexed ? sql`q.created_at DESC, q.id DESC` : sql`${sort.by} ${ascending ? sql`ASC` : sql`DESC`} NULLS LAST, q.id DESC`;
  // Prepared: each branch is an equality on its index's leading columns and the search a filter
  // on its entries, so the plan does not depend on the ids, the pattern or the page.
  const { rows } = await sql<{ id: number }>`${sql.raw(PREPARED_MARKER)} SELECT q.id FROM (${sql.join(branches, sql` UNION ALL `)}) q${join}
    ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/**
 * Count and page from the same branches and filters. The page is chosen over the steps alone
 * (joining the letter only when sorting by one of its columns), then its ten rows are
 * decorated with the letter's fields: deep pages stay cheap for people with thousands of rows.
 */
export async function todoPage(db: Kysely<Database>, viewer: Viewer, code: QueueCode, request: PageRequest): Promise<TodoPage> {
  const pageSize = Math.min(Math.max(Math.trunc(request.pageSize ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const page = Math.max(Math.trunc(request.page ?? 1), 1);
  const sortField: SortField = request.sort && Object.hasOwn(SORTS, request.sort) ? (request.sort as SortField) : 'F_DOC_SEND';
  const ascending = request.order?.toLowerCase() === 'asc';
  const [total, ids] = await Promise.all([
    countQueue(db, viewer, code, request),
    pageIds(db, viewer, code, request, sortField, ascending, pageSize, (page - 1) * pageSize),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await executePrepared(
          db,
          db
            .selectFrom('transactions as t')
            .innerJoin('documents as d', 'd.id', 't.document_id')
            .innerJoin('doc_types as ty', 'ty.id', 'd.doc_type_id')
            .innerJoin('doc_speeds as sp', 'sp.id', 'd.speed_id')
            .innerJoin('doc_secrets as se', 'se.id', 'd.secret_id')
            .leftJoin('departments as fd', 'fd.id', 't.from_department_id')
            .leftJoin('sender_types as st', 'st.id', 'd.sender_type_id')
            .select([
              'd.id as doc_id',
              't.id as trans_id',
              't.from_department_id',
              'd.owner_department_id',
              't.kind',
              't.to_person_id',
              't.to_department_id',
              'ty.name_th as type_name',
              'sp.name_th as speed_name',
              'sp.color as speed_color',
              'se.name_th as secret_name',
              'se.color',
              'd.doc_no',
              'd.is_use_doc_no_owner_dept',
              'd.subject',
              'd.from_text',
              'fd.name_th as from_department_name',
              'd.to_text',
              'd.dear',
              't.command_text',
              'd.sender_type_id',
              'st.name_th as sender_type_name',
              't.created_at',
              't.cancel_received',
              't.is_behalf',
              // The latest command written on the letter, for rows whose own step carries none.
              sql<string | null>`(SELECT c.command_text FROM transactions c WHERE c.document_id = d.id AND c.kind = 'command' ORDER BY c.id DESC LIMIT 1)`.as(
                'last_command',
              ),
              sql<boolean>`EXISTS (SELECT 1 FROM attachments a WHERE a.document_id = d.id)`.as('has_file'),
            ])
            // One array parameter, not an IN list: the same statement text (and plan) for every page.
            .where(sql<boolean>`t.id = ANY(${ids}::bigint[])`),
        ).then((found) => ids.map((id) => found.find((r) => Number(r.trans_id) === id)!));
  const items: TodoRow[] = rows.map((r) => {
    const commandText = r.command_text ?? r.last_command;
    const fromOtherDepartment = r.from_department_id !== null && r.from_department_id !== r.to_department_id;
    const actingFor = r.to_person_id !== null && r.to_person_id !== viewer.personId && viewer.identities.includes(r.to_person_id);
    return {
      F_DOC_ID: r.doc_id,
      F_TRANS_ID: r.trans_id,
      F_DEPT_ID: r.from_department_id ?? r.owner_department_id,
      F_JOB_ID: r.kind === 'assign' ? r.trans_id : null,
      F_RECEIVER_DEPT_ID: r.to_department_id,
      F_DOC_TYPE_NAME: r.type_name,
      F_DOC_SPEED_NAME: r.speed_name,
      F_SPEED_COLOR: r.speed_color,
      F_DOC_SECRET_NAME: r.secret_name,
      F_COLOR: r.color,
      F_DOC_NO: r.doc_no,
      F_IS_USE_DOC_NO_OWNER_DEPT: r.is_use_doc_no_owner_dept,
      F_DOC_TITLE: r.subject,
      // The sending department for letters that came from another department, else the letter's own "from".
      F_NAME: fromOtherDepartment ? r.from_department_name : (r.from_text ?? r.from_department_name),
      F_RECEIVER_TEXT: r.to_text ?? r.dear,
      F_COM_DESC: commandText,
      F_SENDER_TYPE_TO_ID: r.sender_type_id,
      F_SENDER_TYPE_TO_NAME: r.sender_type_name,
      statusSendToPerson: r.kind === 'send' && r.to_person_id !== null,
      statusJobCommand: commandText !== null,
      F_DOC_SEND: new Date(r.created_at).toISOString(),
      F_IS_FILE: r.has_file ? 1 : 0,
      F_CANCEL_RECEIVED: r.cancel_received,
      F_IS_BEHALF: r.is_behalf === 2 || actingFor ? 2 : 1,
    };
  });
  return { items, total, page, pageSize };
}
