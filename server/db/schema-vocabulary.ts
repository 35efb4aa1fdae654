/**
 * Kysely view of migration 0018_letter_vocabularies.sql: the vocabularies letters are written
 * with that have their own tables (the older ones, doc_types to sender_types, are in
 * schema-correspondence.ts).
 */
import type { ColumnType } from 'kysely';

type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** A value a form offers while active; switched off instead of deleted once letters use it. */
export interface LetterVocabularyTable {
  id: number;
  name_th: string;
  name_en: WithDefault<string>;
  active: WithDefault<boolean>;
}

/** An agency letters come from or go to: a suggestion for a letter's From or To line. */
export interface AgencyNameTable {
  id: number;
  name_th: string;
  active: WithDefault<boolean>;
}

/** A line under the signature of a signing type, in order. */
export interface SignTypeGroupsTable {
  id: number;
  sign_type_id: number;
  name_th: string;
  sort_order: WithDefault<number>;
  active: WithDefault<boolean>;
}

export interface VocabularyTables {
  doc_categories: LetterVocabularyTable;
  command_types: LetterVocabularyTable;
  job_types: LetterVocabularyTable;
  sign_types: LetterVocabularyTable;
  sign_type_groups: SignTypeGroupsTable;
  book_send_from: AgencyNameTable;
  book_send_to: AgencyNameTable;
}
