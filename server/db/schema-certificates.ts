/**
 * Kysely view of migration 0034_certificates.sql: the organisation's CA, people's certificates,
 * their requests and the auto-issue rules. Keys are sealed by the key vault. `Database` in
 * schema.ts extends this interface.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type StoredKeyType = 'ecdsa-p256' | 'rsa-3072' | 'other';
export type CertificateSource = 'issued' | 'imported' | 'auto';

export interface CertificateAuthoritiesTable {
  id: Generated<number>;
  certificate_der: Uint8Array;
  sealed_key: Uint8Array;
  crl_number: Generated<number>;
  source: 'generated' | 'imported';
  active: Generated<boolean>;
  subject: string;
  not_before: Timestamp;
  not_after: Timestamp;
  crl_url: string;
  person_subject: Generated<string>;
  crl_der: Uint8Array | null;
  crl_next_update: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface PersonCertificatesTable {
  id: Generated<number>;
  person_id: number;
  authority_id: number | null;
  serial_hex: string;
  certificate_der: Uint8Array;
  sealed_key: Uint8Array;
  key_type: StoredKeyType;
  subject: string;
  source: CertificateSource;
  issued_at: Timestamp;
  not_before: Timestamp;
  not_after: Timestamp;
  revoked_at: NullableTimestamp;
  revoke_reason: string | null;
  revoked_by: number | null;
}

export interface CertificateRequestsTable {
  id: Generated<number>;
  person_id: number;
  key_type: 'ecdsa-p256' | 'rsa-3072';
  status: Generated<'pending' | 'approved' | 'rejected'>;
  requested_at: Timestamp;
  decided_by: number | null;
  decided_at: NullableTimestamp;
  reason: string | null;
  certificate_id: number | null;
}

export interface CertificateAutoRulesTable {
  id: Generated<number>;
  department_id: number | null;
  role_id: number | null;
  key_type: Generated<'ecdsa-p256' | 'rsa-3072'>;
  created_by: number | null;
  created_at: Generated<Date>;
}

export interface CertificateTables {
  certificate_authorities: CertificateAuthoritiesTable;
  person_certificates: PersonCertificatesTable;
  certificate_requests: CertificateRequestsTable;
  certificate_auto_rules: CertificateAutoRulesTable;
}
