/**
 * Kysely view of migration 0038_line.sql: people's linked LINE accounts, the one-time codes that
 * link them, and the push messages waiting to go. `Database` in schema.ts extends this interface.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface LineLinksTable {
  person_id: number;
  line_user_id: string;
  display_name: ColumnType<string, string | undefined, string>;
  linked_at: Timestamp;
}

export interface LineLinkCodesTable {
  code: string;
  person_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface LineOutboxTable {
  id: Generated<number>;
  person_id: number | null;
  line_user_id: string;
  body_text: string;
  retry_key: string;
  created_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  claimed_until: NullableTimestamp;
  sent_at: NullableTimestamp;
  failed_at: NullableTimestamp;
  error: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface LineTables {
  line_links: LineLinksTable;
  line_link_codes: LineLinkCodesTable;
  line_outbox: LineOutboxTable;
}
