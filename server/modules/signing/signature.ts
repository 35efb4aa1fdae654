/**
 * A person's own signature image and their acceptance of the use of their electronic
 * signature. Each call acts on the signed-in person only; every change writes an audit row in
 * the same transaction.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { thaiText } from '../../../engine/i18n/catalogue-text';
import type { SignatureStatusReply } from '../../../schemas/generated/api/signature-status.reply';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { audit } from '../identity/audit';
import { decodeSignatureImage, SIGNATURE_MAX_BYTES, SIGNATURE_MAX_SIDE, SIGNATURE_MIN_SIDE } from './signature-image';
import type { SigningActor } from './signing-codes';

/**
 * The wording of the acceptance text the client shows (signing.consent.text). Changing the
 * wording changes this version, so everyone is asked again; older acceptances stay recorded.
 */
export const SIGNATURE_TERMS_VERSION = '2026-11';

export type SignatureStatus = SignatureStatusReply['item'];

export const imageTooLargeMessage = (): string => thaiText('signing.server.imageTooLarge', { kb: Math.round(SIGNATURE_MAX_BYTES / 1024) });

export async function signatureStatus(db: Kysely<Database>, personId: number): Promise<SignatureStatus> {
  const [image, accepted, person] = await Promise.all([
    db.selectFrom('signature_images').select(['format', 'width', 'height', 'updated_at']).where('person_id', '=', personId).executeTakeFirst(),
    db
      .selectFrom('signature_acceptances')
      .select(['accepted_at'])
      .where('person_id', '=', personId)
      .where('text_version', '=', SIGNATURE_TERMS_VERSION)
      .executeTakeFirst(),
    db.selectFrom('people').select(['email']).where('id', '=', personId).executeTakeFirst(),
  ]);
  return {
    HAS_IMAGE: Boolean(image),
    IMAGE_FORMAT: image?.format ?? null,
    IMAGE_WIDTH: image?.width ?? null,
    IMAGE_HEIGHT: image?.height ?? null,
    IMAGE_UPDATED_AT: image ? image.updated_at.toISOString() : null,
    MAX_BYTES: SIGNATURE_MAX_BYTES,
    IMAGE_TYPES: ['png', 'jpg', 'jpeg'],
    ACCEPTED: Boolean(accepted),
    ACCEPTED_AT: accepted ? accepted.accepted_at.toISOString() : null,
    TEXT_VERSION: SIGNATURE_TERMS_VERSION,
    HAS_EMAIL: Boolean(person?.email?.trim()),
  };
}

/** Stores the image as the person's signature, after checking it by its content (signature-image.ts). */
export async function storeSignatureImage(db: Kysely<Database>, actor: SigningActor, bytes: Buffer): Promise<void> {
  if (bytes.length === 0) throw new ApiError(400, thaiText('signing.server.imageEmpty'));
  if (bytes.length > SIGNATURE_MAX_BYTES) throw new ApiError(413, imageTooLargeMessage());
  const decoded = decodeSignatureImage(bytes);
  if (decoded === 'not-image') throw new ApiError(400, thaiText('signing.server.imageNotImage'));
  if (decoded === 'corrupt') throw new ApiError(400, thaiText('signing.server.imageCorrupt'));
  if (decoded === 'dimensions') throw new ApiError(400, thaiText('signing.server.imageDimensions', { min: SIGNATURE_MIN_SIDE, max: SIGNATURE_MAX_SIDE }));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const row = { format: decoded.format, bytes, width: decoded.width, height: decoded.height, sha256, updated_at: actor.now };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('signature_images')
      .values({ person_id: actor.personId, ...row })
      .onConflict((oc) => oc.column('person_id').doUpdateSet(row))
      .execute();
    await audit(trx, {
      personId: actor.personId,
      action: 'signature-image-update',
      ip: actor.ip,
      now: actor.now,
      detail: { format: decoded.format, width: decoded.width, height: decoded.height, bytes: bytes.length, sha256 },
    });
  });
}

/** Removes the person's image; removing none is refused, so the page learns its view was stale. */
export async function removeSignatureImage(db: Kysely<Database>, actor: SigningActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('signature_images').where('person_id', '=', actor.personId).returning(['sha256']).executeTakeFirst();
    if (!gone) throw new ApiError(404, thaiText('signing.server.noImage'));
    await audit(trx, { personId: actor.personId, action: 'signature-image-remove', ip: actor.ip, now: actor.now, detail: { sha256: gone.sha256 } });
  });
}

/**
 * Records the acceptance once for the current wording: who, when, the wording's version and
 * the address, like the PDPA consent. Accepting again changes nothing (the first record stands).
 * A version other than the current one is refused: the person read another text.
 */
export async function acceptSignatureUse(db: Kysely<Database>, actor: SigningActor, textVersion: string): Promise<'accepted' | 'already'> {
  if (textVersion !== SIGNATURE_TERMS_VERSION) throw new ApiError(409, thaiText('signing.server.acceptVersion'));
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('signature_acceptances')
      .values({ person_id: actor.personId, text_version: textVersion, accepted_at: actor.now, ip: actor.ip })
      .onConflict((oc) => oc.columns(['person_id', 'text_version']).doNothing())
      .returning('accepted_at')
      .executeTakeFirst();
    if (!inserted) return 'already';
    await audit(trx, { personId: actor.personId, action: 'signature-consent', ip: actor.ip, now: actor.now, detail: { textVersion } });
    return 'accepted';
  });
}
