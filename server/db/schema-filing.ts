/**
 * Kysely view of migration 0030_filing.sql: letters filed when their matter is closed, with how
 * long each is kept. `Database` in schema.ts extends this interface.
 */
import type { ColumnType, Generated } from 'kysely';

export interface FilingsTable {
  id: Generated<number>;
  document_id: number;
  department_id: number;
  filed_at: ColumnType<Date, Date | string | undefined, Date | string>;
  filed_by: number | null;
  /** The Buddhist-era year of filing on the Thai calendar: the filing list's year. */
  year_be: number;
  /** Null exactly when the letter is never destroyed. */
  retention_years: number | null;
  never_destroy: ColumnType<boolean, boolean | undefined, boolean>;
  /** The first Buddhist-era year the letter may be destroyed in: year_be + retention_years + 1. */
  destroy_year_be: number | null;
  /** The reason of the last change of retention. */
  note: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FilingTables {
  filings: FilingsTable;
}
