/**
 * Kysely view of migration 0032_letter_versions.sql: the saved versions of letters written on the
 * regulation's forms. `Database` in schema.ts extends this interface.
 */
import type { SignaturePlace } from '../pdf/signature-places';
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

/** Migration 0036_letter_signatures.sql: signed PDFs by hash, and each signature on a letter. */
export interface SignedFilesTable {
  sha256: string;
  bytes: Buffer;
  size: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LetterSignaturesTable {
  id: Generated<number>;
  document_id: number;
  seq: number;
  version_no: number;
  person_id: number;
  transaction_id: number | null;
  certificate_serial: string;
  signer_name: string;
  signer_position: string;
  signed_at: ColumnType<Date, Date | string, Date | string>;
  time_source: 'timestamp' | 'claimed';
  /** Written as JSON text, read back as the array. */
  signature_places: ColumnType<SignaturePlace[], string | undefined, string>;
  file_sha256: string;
}

/** One electronic signature on a letter's PDF attachment (migration 0037), in the order given. */
export interface AttachmentSignaturesTable {
  id: Generated<number>;
  attachment_id: number;
  seq: number;
  person_id: number;
  transaction_id: number | null;
  certificate_serial: string;
  signer_name: string;
  signer_position: string;
  signed_at: ColumnType<Date, Date | string, Date | string>;
  time_source: 'timestamp' | 'claimed';
  file_sha256: string;
}

/** The organisation's own timestamp authority (migration 0036). */
export interface TimestampAuthoritiesTable {
  id: Generated<number>;
  authority_id: number;
  certificate_der: Buffer;
  sealed_key: Buffer;
  not_after: ColumnType<Date, Date | string, Date | string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LetterTables {
  letter_versions: LetterVersionsTable;
  signed_files: SignedFilesTable;
  letter_signatures: LetterSignaturesTable;
  attachment_signatures: AttachmentSignaturesTable;
  timestamp_authorities: TimestampAuthoritiesTable;
}
