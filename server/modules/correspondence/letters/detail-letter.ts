/**
 * The letter itself in a document's detail: its number, date, subject and addresses, its type,
 * book group, classes, sender type, owning department, category and command kind, each with
 * its Thai name.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { isoAt } from './detail-dates';

export async function readLetter(db: Kysely<Database>, documentId: number) {
  const doc = await db
    .selectFrom('documents as d')
    .innerJoin('doc_types as ty', 'ty.id', 'd.doc_type_id')
    .innerJoin('doc_speeds as sp', 'sp.id', 'd.speed_id')
    .innerJoin('doc_secrets as se', 'se.id', 'd.secret_id')
    .innerJoin('departments as od', 'od.id', 'd.owner_department_id')
    .leftJoin('sender_types as st', 'st.id', 'd.sender_type_id')
    .leftJoin('book_groups as bg', 'bg.code', 'd.book_group')
    .leftJoin('doc_categories as cat', 'cat.id', 'd.category_id')
    .leftJoin('command_types as ct', 'ct.id', 'd.command_type_id')
    .select([
      'd.id',
      'd.doc_no',
      sql<string | null>`to_char(d.doc_date, 'YYYY-MM-DD')`.as('doc_date'),
      'd.subject',
      'd.dear',
      'd.to_text',
      'd.from_text',
      'd.doc_type_id',
      'ty.name_th as type_name',
      'd.book_group',
      'bg.name_th as book_group_name',
      'd.speed_id',
      'sp.name_th as speed_name',
      'sp.color as speed_color',
      'd.secret_id',
      'se.name_th as secret_name',
      'se.color as secret_color',
      'd.sender_type_id',
      'st.name_th as sender_type_name',
      'd.owner_department_id',
      'od.name_th as owner_name',
      'd.is_use_doc_no_owner_dept',
      'd.meeting_no',
      'd.command_text',
      'd.command_name_under',
      'd.category_id',
      'cat.name_th as category_name',
      'd.command_type_id',
      'ct.name_th as command_type_name',
      'd.created_by',
      'd.created_at',
    ])
    .where('d.id', '=', documentId)
    .executeTakeFirstOrThrow();
  return {
    F_DOC_ID: doc.id,
    F_DOC_NO: doc.doc_no,
    F_DOC_DATE: doc.doc_date,
    F_DOC_TITLE: doc.subject,
    F_DEAR: doc.dear,
    F_RECEIVER_TEXT: doc.to_text,
    F_FROM_TEXT: doc.from_text,
    F_DOC_TYPE_ID: doc.doc_type_id,
    F_DOC_TYPE_NAME: doc.type_name,
    F_BOOK_GROUP: doc.book_group,
    F_BOOK_GROUP_NAME: doc.book_group_name,
    F_DOC_SPEED_ID: doc.speed_id,
    F_DOC_SPEED_NAME: doc.speed_name,
    F_SPEED_COLOR: doc.speed_color,
    F_DOC_SECRET_ID: doc.secret_id,
    F_DOC_SECRET_NAME: doc.secret_name,
    F_COLOR: doc.secret_color,
    F_SENDER_TYPE_ID: doc.sender_type_id,
    F_SENDER_TYPE_NAME: doc.sender_type_name,
    F_DEPT_ID: doc.owner_department_id,
    F_DEPT_NAME: doc.owner_name,
    F_IS_USE_DOC_NO_OWNER_DEPT: doc.is_use_doc_no_owner_dept,
    F_NO_MEET: doc.meeting_no,
    F_DOC_COMMAND: doc.command_text,
    F_DOC_COMMAND_NAME_UNDER: doc.command_name_under,
    F_CATEGORY_ID: doc.category_id,
    F_CATEGORY_NAME: doc.category_name,
    F_COMMAND_TYPE_ID: doc.command_type_id,
    F_COMMAND_TYPE_NAME: doc.command_type_name,
    F_CREATED_AT: isoAt(doc.created_at),
  };
}
