/**
 * Kysely view of migration 0035_signature_images.sql: signature images, acceptances of the use
 * of one's electronic signature, signing codes and signing grants. `Database` in schema.ts
 * extends this interface.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SignatureImagesTable {
  person_id: number;
  format: 'png' | 'jpeg';
  bytes: Uint8Array;
  width: number;
  height: number;
  sha256: string;
  updated_at: Timestamp;
}

export interface SignatureAcceptancesTable {
  person_id: number;
  text_version: string;
  accepted_at: Timestamp;
  ip: string | null;
}

export interface SigningCodesTable {
  id: Generated<number>;
  person_id: number;
  /** salt$sha256(salt:code), hex. */
  code_hash: string;
  /** The channels the code was sent through, comma-separated ('email'). */
  channels: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  used_at: NullableTimestamp;
  replaced_at: NullableTimestamp;
}

export interface SigningGrantsTable {
  token_hash: string;
  person_id: number;
  code_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface SigningTables {
  signature_images: SignatureImagesTable;
  signature_acceptances: SignatureAcceptancesTable;
  signing_codes: SigningCodesTable;
  signing_grants: SigningGrantsTable;
}
