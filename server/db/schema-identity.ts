/** Kysely types of the identity tables (migrations/0002_identity.sql). */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SessionsTable {
  id: Generated<number>;
  person_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  last_seen_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface DeviceConfirmationsTable {
  id: Generated<number>;
  person_id: number;
  code_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  username: string;
  ip: string;
  succeeded: boolean;
  at: Timestamp;
}

export interface CaptchaSpentTable {
  signature: string;
  username: string;
  pre_login: ColumnType<boolean, boolean | undefined, boolean>;
  login: ColumnType<boolean, boolean | undefined, boolean>;
  expires_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  person_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  error: string | null;
  /** The sender the message went out with (migration 0017). */
  from_address: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  person_id: number | null;
  action: string;
  detail: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  ip: string | null;
  at: Timestamp;
  /** Its chain, place in the chain and hash (migration 0028; null only before start-up chains old rows). */
  chain: string | null;
  seq: string | number | null;
  hash: string | null;
}

/** The last sequence number and hash of each audit chain (migration 0028). */
export interface AuditChainHeadsTable {
  chain: string;
  seq: string | number;
  hash: string;
}

/** The greatest audit_log id that existed before the rows were chained (one row, migration 0028). */
export interface AuditChainLegacyTable {
  max_id: string | number;
}

/** A request for an account from the public sign-up page (migration 0040); nobody is in people before its approval. */
export interface AccountRequestsTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  department_id: number;
  position_name: string;
  position_id: number | null;
  /** The full number while the request waits; null once decided. */
  id_card: string | null;
  id_card_masked: string;
  status: ColumnType<'pending' | 'approved' | 'refused', 'pending' | undefined, 'approved' | 'refused'>;
  created_at: Timestamp;
  ip: string | null;
  decided_at: NullableTimestamp;
  decided_by: number | null;
  refusal_reason: string | null;
  /** The person an approval created. */
  person_id: number | null;
}

export interface IdentityTables {
  sessions: SessionsTable;
  device_confirmations: DeviceConfirmationsTable;
  login_attempts: LoginAttemptsTable;
  captcha_spent: CaptchaSpentTable;
  password_resets: PasswordResetsTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  audit_chain_heads: AuditChainHeadsTable;
  audit_chain_legacy: AuditChainLegacyTable;
  account_requests: AccountRequestsTable;
}

/** Columns 0002 adds to people. */
export interface PeopleIdentityColumns {
  locked_until: NullableTimestamp;
  password_changed_at: NullableTimestamp;
  pdpa_agreed_at: NullableTimestamp;
  avatar: Uint8Array | null;
  avatar_type: string | null;
}
