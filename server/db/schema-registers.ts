/**
 * Kysely view of migration 0019_register_books.sql: register books, their prefixes and suffixes,
 * the central registry, who may take numbers, and how registers are shown. `Database` in
 * schema.ts extends this interface.
 */
import type { ColumnType } from 'kysely';
import type { RegisterKind } from './schema-correspondence';

type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** A column of a register table (engine/registers/columns.ts; the CHECK of migration 0029). */
export { REGISTER_COLUMN_KEYS, type RegisterColumnKey } from '../../engine/registers/columns';
import type { RegisterColumnKey } from '../../engine/registers/columns';

/** An action a register book may offer. */
export const REGISTER_FUNCTION_KEYS = ['export', 'print', 'cancel'] as const;
export type RegisterFunctionKey = (typeof REGISTER_FUNCTION_KEYS)[number];

export interface RegisterAffixesTable {
  id: number;
  text_th: string;
  active: WithDefault<boolean>;
}

export interface RegisterBooksTable {
  id: number;
  department_id: number;
  register: RegisterKind;
  name_th: string;
  prefix_id: number | null;
  suffix_id: number | null;
  active: WithDefault<boolean>;
}

export interface DocumentCentralTable {
  id: number;
  department_id: number | null;
  numbers: WithDefault<'receive' | 'send' | 'both'>;
}

export interface RegisterIssuersTable {
  id: number;
  book_id: number;
  person_id: number | null;
  role_id: number | null;
}

export interface RegisterDisplayColumnsTable {
  id: number;
  register: RegisterKind;
  column_key: RegisterColumnKey;
  position: WithDefault<number>;
  visible: WithDefault<boolean>;
}

export interface RegisterBookColumnsTable {
  book_id: number;
  column_key: RegisterColumnKey;
  position: WithDefault<number>;
  visible: WithDefault<boolean>;
}

export interface RegisterBookFunctionsTable {
  book_id: number;
  function_key: RegisterFunctionKey;
  offered: WithDefault<boolean>;
}

export interface RegisterTables {
  register_prefixes: RegisterAffixesTable;
  register_suffixes: RegisterAffixesTable;
  register_books: RegisterBooksTable;
  document_central: DocumentCentralTable;
  register_issuers: RegisterIssuersTable;
  register_display_columns: RegisterDisplayColumnsTable;
  register_book_columns: RegisterBookColumnsTable;
  register_book_functions: RegisterBookFunctionsTable;
}
