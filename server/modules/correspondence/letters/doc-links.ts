/**
 * Opaque document links (get-decode-document-api). A letter id in a link (e-mail, LINE,
 * notification) is sealed with AES-256-GCM under a key kept in app_settings: the token
 * reveals nothing (not even the order of ids, thanks to the random nonce) and cannot be
 * forged or altered. Readers still need the right to read the letter.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { getOrCreateSetting } from '../../settings/app-settings';

export const DOC_LINK_KEY_SETTING = 'document_link_key';
const PREFIX = 'doc:';

async function linkKey(db: Kysely<Database>): Promise<Buffer> {
  return Buffer.from(await getOrCreateSetting(db, DOC_LINK_KEY_SETTING, () => randomBytes(32).toString('base64url')), 'base64url');
}

export function sealDocumentId(key: Buffer, documentId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(`${PREFIX}${documentId}`, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

export function openDocumentId(key: Buffer, token: string): number | null {
  if (!/^[A-Za-z0-9_-]{30,200}$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length < 12 + 16 + PREFIX.length + 1) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
    const match = /^doc:(\d{1,15})$/.exec(text);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

export async function encodeDocumentId(db: Kysely<Database>, documentId: number): Promise<string> {
  return sealDocumentId(await linkKey(db), documentId);
}

export async function decodeDocumentId(db: Kysely<Database>, token: string): Promise<number | null> {
  return openDocumentId(await linkKey(db), token);
}
