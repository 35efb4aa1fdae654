/**
 * Kysely view of migration 0032_letter_versions.sql: the saved versions of letters written on the
 * regulation's forms. `Database` in schema.ts extends this interface.
 */
import type { ColumnType, Generated } from 'kysely';
import type { LetterContent } from '../../schemas/generated/api/letter-content';

export type LetterFormCode = LetterContent['FORM'];

export interface LetterVersionsTable {
  id: Generated<number>;
  document_id: number;
  version_no: number;
  form: LetterFormCode;
  /** Written as JSON text, read back as the object. */
  content: ColumnType<LetterContent, string, string>;
  note: string | null;
  created_by: number | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LetterTables {
  letter_versions: LetterVersionsTable;
}
