/**
 * Kysely view of migration 0003_correspondence.sql (letters, routing steps, registers,
 * notifications, roles, lookups, menus). `Database` in schema.ts extends this interface.
 */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A date column: pg returns Date for `date`; we write 'YYYY-MM-DD' strings. */
type DateColumn = ColumnType<Date | string | null, string | null | undefined, string | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type RoleType = 'admin' | 'registry' | 'executive' | 'officer';
export type RegisterKind = 'receive' | 'send';

export interface RolesTable {
  id: number;
  role_type: RoleType;
  name_th: string;
  name_en: string;
}

export interface PersonRolesTable {
  /** The assignment's own id (migration 0011); (person, role, department) stays unique. */
  id: Generated<number>;
  person_id: number;
  role_id: number;
  department_id: number;
}

export interface DelegationsTable {
  id: Generated<number>;
  principal_person_id: number;
  acting_person_id: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  reason: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  revoked_at: NullableTimestamp;
}

export interface BookGroupsTable {
  code: string;
  name_th: string;
  name_en: string;
  sort_order: number;
}

export interface DocTypesTable {
  id: number;
  key: string;
  name_th: string;
  name_en: string;
  book_group: string | null;
  /** false: forms no longer offer it; letters of this type keep it (migration 0018). */
  active: WithDefault<boolean>;
  /** Years a closed letter of this type is kept; null: the regulation's default (migration 0030). */
  retention_years: ColumnType<number | null, number | null | undefined, number | null>;
  /** Letters of this type are never destroyed (migration 0030). */
  never_destroy: WithDefault<boolean>;
}

export interface DocSpeedsTable {
  id: number;
  name_th: string;
  name_en: string;
  color: string;
}

export interface DocSecretsTable {
  id: number;
  level: number;
  name_th: string;
  name_en: string;
  color: string;
}

export interface SenderTypesTable {
  id: number;
  name_th: string;
  name_en: string;
  /** false: forms no longer offer it (migration 0018). */
  active: WithDefault<boolean>;
}

export interface DocumentsTable {
  id: Generated<number>;
  doc_type_id: number;
  book_group: string | null;
  doc_no: string | null;
  doc_date: DateColumn;
  subject: string;
  dear: string | null;
  to_text: string | null;
  from_text: string | null;
  speed_id: WithDefault<number>;
  secret_id: WithDefault<number>;
  sender_type_id: number | null;
  owner_department_id: number;
  is_use_doc_no_owner_dept: WithDefault<number>;
  /** A numbered book letter is seen by the whole organisation (1) or only where it was sent (0). */
  publish_all: WithDefault<number>;
  meeting_no: string | null;
  command_text: string | null;
  command_name_under: string | null;
  /** The subject category and, for a command, its kind (migration 0018). */
  category_id: ColumnType<number | null, number | null | undefined, number | null>;
  command_type_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: DefaultTimestamp;
  /** Set when a destruction list destroyed the letter: its files are erased, its register entries stay. */
  destroyed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  destruction_list_id: ColumnType<number | null, number | null | undefined, number | null>;
  search_text: ColumnType<string, never, never>;
}

export interface AttachmentsTable {
  id: Generated<number>;
  document_id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  uploaded_by: number | null;
  uploaded_at: CreatedAt;
}

export interface TransactionsTable {
  id: Generated<number>;
  document_id: number;
  parent_id: number | null;
  kind: string;
  state: string;
  from_person_id: number | null;
  from_department_id: number | null;
  to_person_id: number | null;
  to_department_id: number;
  note: string | null;
  command_text: string | null;
  due_at: NullableTimestamp;
  is_behalf: WithDefault<number>;
  created_by: number | null;
  created_at: DefaultTimestamp;
  read_at: NullableTimestamp;
  received_no: number | null;
  received_at: NullableTimestamp;
  received_by: number | null;
  cancel_received: WithDefault<number>;
  acted_action: string | null;
  action_note: string | null;
  acted_by: number | null;
  acted_on_behalf_of: number | null;
  acted_at: NullableTimestamp;
  /** The kind of assignment an assign step was given, and how the signer signed (migration 0023). */
  job_type_id: ColumnType<number | null, number | null | undefined, number | null>;
  sign_type_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The signature lines of that kind as they stood at signing (migration 0024); null when signed without a kind. */
  sign_lines: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  updated_at: DefaultTimestamp;
  /** The letter's search text on a step a queue can list, kept by triggers (migration 0026); null otherwise. */
  search_text: ColumnType<string | null, never, never>;
}

/** A department's normal letters (owned by it or routed to it) with their search text: the view department_letters_rule kept as rows by triggers (migrations 0042, 0043). */
export interface DepartmentLettersTable {
  department_id: number;
  document_id: number;
  search_text: string;
}

export interface RegisterCountersTable {
  department_id: number;
  register: RegisterKind;
  year_be: number;
  last_no: number;
}

export interface RegisterEntriesTable {
  id: Generated<number>;
  department_id: number;
  register: RegisterKind;
  year_be: number;
  number: number;
  document_id: number;
  transaction_id: number | null;
  registered_by: number | null;
  registered_at: DefaultTimestamp;
  cancelled_at: NullableTimestamp;
  cancelled_by: number | null;
  cancel_reason: string | null;
  /** The letter number a send entry gave, as issued (migration 0011); null for a receive entry. */
  doc_no: ColumnType<string | null, string | null | undefined, string | null>;
  /** The number as its book shaped it (prefix, number, suffix), as issued (migration 0019); null when the book added nothing. */
  number_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** The registry clerk's remark on the entry (หมายเหตุ, migration 0029); null when none. */
  remark: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface NotificationsTable {
  id: Generated<number>;
  person_id: number;
  module: WithDefault<string>;
  data_html: string;
  is_read: WithDefault<boolean>;
  read_at: NullableTimestamp;
  document_id: number | null;
  transaction_id: number | null;
  created_at: DefaultTimestamp;
  pushed_at: NullableTimestamp;
}

export interface MenusTable {
  id: number;
  action: string;
  icon: string;
  name_eng: string;
  sort_order: number;
  /** The application the entry belongs to (migration 0014); an inactive application hides it. */
  application_id: number;
}

export interface PermissionGroupsTable {
  id: number;
  name_th: string;
  role_type: RoleType | null;
}

export interface PermissionGroupMenusTable {
  group_id: number;
  menu_id: number;
  pm_query: WithDefault<number>;
  pm_manage: WithDefault<number>;
}

export interface PersonPermissionGroupsTable {
  person_id: number;
  group_id: number;
}

export interface CorrespondenceTables {
  roles: RolesTable;
  person_roles: PersonRolesTable;
  delegations: DelegationsTable;
  book_groups: BookGroupsTable;
  doc_types: DocTypesTable;
  doc_speeds: DocSpeedsTable;
  doc_secrets: DocSecretsTable;
  sender_types: SenderTypesTable;
  documents: DocumentsTable;
  attachments: AttachmentsTable;
  transactions: TransactionsTable;
  department_letters: DepartmentLettersTable;
  register_counters: RegisterCountersTable;
  register_entries: RegisterEntriesTable;
  notifications: NotificationsTable;
  menus: MenusTable;
  permission_groups: PermissionGroupsTable;
  permission_group_menus: PermissionGroupMenusTable;
  person_permission_groups: PersonPermissionGroupsTable;
}
