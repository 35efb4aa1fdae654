/**
 * What the signing action asks before it signs: the person's signature image, whether they
 * accepted the use of their electronic signature, and spending the grant a confirmed one-time
 * code gave (signing-codes.ts). Signing without all three is refused with a Thai message.
 */
import type { Kysely, Transaction } from 'kysely';
import { thaiText } from '../../../engine/i18n/catalogue-text';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { SIGNATURE_TERMS_VERSION } from './signature';
import type { SignatureFormat } from './signature-image';
import { hashGrant } from './signing-codes';

export interface SignatureImage {
  /** The image as uploaded or drawn: PNG or JPEG bytes (format says which), checked when stored. */
  bytes: Buffer;
  format: SignatureFormat;
  width: number;
  height: number;
}

export async function signatureImageOf(db: Kysely<Database>, personId: number): Promise<SignatureImage | null> {
  const row = await db.selectFrom('signature_images').select(['bytes', 'format', 'width', 'height']).where('person_id', '=', personId).executeTakeFirst();
  return row ? { bytes: Buffer.from(row.bytes), format: row.format, width: row.width, height: row.height } : null;
}

/** Whether the person accepted the current wording of the acceptance text. */
export async function hasAcceptedSignature(db: Kysely<Database>, personId: number): Promise<boolean> {
  const row = await db
    .selectFrom('signature_acceptances')
    .select('person_id')
    .where('person_id', '=', personId)
    .where('text_version', '=', SIGNATURE_TERMS_VERSION)
    .executeTakeFirst();
  return Boolean(row);
}

/** Refuses (409) a person without a signature image, or who has not accepted its use. */
export async function requireSigningReadiness(db: Kysely<Database>, personId: number): Promise<void> {
  const image = await db.selectFrom('signature_images').select('person_id').where('person_id', '=', personId).executeTakeFirst();
  if (!image) throw new ApiError(409, thaiText('signing.server.needImage'));
  if (!(await hasAcceptedSignature(db, personId))) throw new ApiError(409, thaiText('signing.server.needAcceptance'));
}

/**
 * Spends the grant in the caller's transaction: it must be the person's, unused and unexpired
 * at `now`. The update is conditional, so two signatures racing for one grant cannot both spend
 * it; if the caller's transaction rolls back, the grant is unspent again. Refusals: 403 when no
 * such grant is the person's, 409 when it was used or has expired.
 */
export async function spendSigningGrant(trx: Transaction<Database> | Kysely<Database>, personId: number, grant: string, now: Date): Promise<void> {
  const tokenHash = hashGrant(grant);
  const spent = await trx
    .updateTable('signing_grants')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('person_id', '=', personId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('token_hash')
    .executeTakeFirst();
  if (spent) return;
  const row = await trx
    .selectFrom('signing_grants')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('person_id', '=', personId)
    .executeTakeFirst();
  if (!row) throw new ApiError(403, thaiText('signing.server.grantMissing'));
  if (row.used_at) throw new ApiError(409, thaiText('signing.server.grantUsed'));
  throw new ApiError(409, thaiText('signing.server.grantExpired'));
}
