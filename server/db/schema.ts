/**
 * Typed view of the tables for Kysely. Keep in step with migrations/*.sql: each migration
 * that adds or changes a table updates the interface here in the same change.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { IdentityTables, PeopleIdentityColumns } from './schema-identity';
import type { CorrespondenceTables } from './schema-correspondence';
import type { SettingsTables } from './schema-settings';
import type { NotificationTables } from './schema-notifications';
import type { VocabularyTables } from './schema-vocabulary';
import type { RegisterTables } from './schema-registers';
import type { FileTables } from './schema-files';
import type { FilingTables } from './schema-filing';
import type { CertificateTables } from './schema-certificates';
import type { LetterTables } from './schema-letters';
import type { LineTables } from './schema-line';
import type { SigningTables } from './schema-signing';

/** A timestamptz column the database fills in (DEFAULT now()). */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SchemaMigrationsTable {
  version: string;
  name: string;
  applied_at: CreatedAt;
}

export interface DepartmentsTable {
  /** Chosen ids (the tenant manifest's root is e.g. 1000000), not generated. */
  id: number;
  parent_id: number | null;
  name_th: string;
  name_en: string | null;
  /** The registry prefix (อักษรย่อ) of the department's letter numbers; null: none (migration 0011). */
  doc_prefix: ColumnType<string | null, string | null | undefined, string | null>;
  /** Takes part in correspondence: offered as a recipient, letters may be sent to it (migration 0022). */
  receives_letters: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PeopleTable extends PeopleIdentityColumns {
  id: Generated<number>;
  /** Unique ignoring case (index on lower(username)). */
  username: string;
  /** scrypt hash (modules/identity/password-hash.ts); null = no password set yet, cannot sign in. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  position_name: string | null;
  email: string | null;
  department_id: number | null;
  employee_code: string | null;
  id_card: string | null;
  gender: string | null;
  birthday: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  blood_type: string | null;
  nationality: string | null;
  race: string | null;
  address: string | null;
  phone: string | null;
  directory_user: string | null;
  employee_type_id: number | null;
  position_id: number | null;
  /** Generated: first_name + ' ' + last_name. */
  full_name: ColumnType<string, never, never>;
  /** 1 once the person has agreed to the PDPA notice (F_IS_AGREE_PDPA in replies). */
  is_agree_pdpa: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AppSettingsTable {
  key: string;
  value: string;
  updated_at: UpdatedAt;
}

/** The stored reply of a write call sent with an Idempotency-Key (http/idempotency.ts). */
export interface IdempotencyKeysTable {
  person_id: number;
  /** The route table's name of the call. */
  route: string;
  key: string;
  /** SHA-256 (hex) of the request; '' while an upload is still being read. */
  request_hash: string;
  /** The stored reply's status; null while the call runs (or when its outcome was lost). */
  status: number | null;
  /** The stored reply as sent (JSON text); null while the call runs. */
  reply_body: string | null;
  created_at: CreatedAt;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface Database
  extends
    IdentityTables,
    CorrespondenceTables,
    SettingsTables,
    VocabularyTables,
    NotificationTables,
    RegisterTables,
    FileTables,
    FilingTables,
    LetterTables,
    CertificateTables,
    SigningTables,
    LineTables {
  schema_migrations: SchemaMigrationsTable;
  departments: DepartmentsTable;
  people: PeopleTable;
  app_settings: AppSettingsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type Department = Selectable<DepartmentsTable>;
export type NewDepartment = Insertable<DepartmentsTable>;
export type Person = Selectable<PeopleTable>;
export type NewPerson = Insertable<PeopleTable>;
export type PersonUpdate = Updateable<PeopleTable>;
