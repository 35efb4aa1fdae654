/**
 * Kysely view of migrations 0030_filing.sql and 0031_destruction.sql: letters filed when their
 * matter is closed, with how long each is kept, and their destruction through a committee.
 * `Database` in schema.ts extends this interface.
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
  /** When a destruction list destroyed this department's copy. */
  destroyed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  destruction_list_id: ColumnType<number | null, number | null | undefined, number | null>;
}

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type CommitteeRole = 'chair' | 'member';
export type DestructionState = 'draft' | 'review' | 'closed';
export type DestructionDecision = 'destroy' | 'keep';

export interface DestructionCommitteeTable {
  id: Generated<number>;
  department_id: number;
  person_id: number;
  role: ColumnType<CommitteeRole, CommitteeRole | undefined, CommitteeRole>;
}

export interface DestructionListsTable {
  id: Generated<number>;
  department_id: number;
  year_be: number;
  list_no: number;
  state: ColumnType<DestructionState, DestructionState | undefined, DestructionState>;
  drawn_by: number | null;
  drawn_at: Timestamp;
  submitted_at: NullableTimestamp;
  closed_by: number | null;
  closed_at: NullableTimestamp;
}

export interface DestructionItemsTable {
  id: Generated<number>;
  list_id: number;
  filing_id: number;
  item_no: number;
  outcome: ColumnType<DestructionDecision | null, DestructionDecision | null | undefined, DestructionDecision | null>;
}

export interface DestructionVotesTable {
  item_id: number;
  person_id: number;
  decision: DestructionDecision;
  reason: string | null;
  decided_at: Timestamp;
}

export interface FilingTables {
  filings: FilingsTable;
  destruction_committee: DestructionCommitteeTable;
  destruction_lists: DestructionListsTable;
  destruction_items: DestructionItemsTable;
  destruction_votes: DestructionVotesTable;
}
