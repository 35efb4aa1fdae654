/**
 * Key/value settings kept in the database (app_settings): values the server generates once
 * and must keep across restarts and share between instances, such as the captcha secret.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function getSetting(db: Kysely<Database>, key: string): Promise<string | null> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

/**
 * Returns the stored value, creating it with `make` the first time. Insert-if-absent then
 * read back: two instances starting together both end up with the first value written.
 */
export async function getOrCreateSetting(db: Kysely<Database>, key: string, make: () => string): Promise<string> {
  const existing = await getSetting(db, key);
  if (existing !== null) return existing;
  await db
    .insertInto('app_settings')
    .values({ key, value: make() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await getSetting(db, key)) as string;
}

export const CAPTCHA_KEY_SETTING = 'captcha_hmac_key';

/** The captcha signing secret: CAPTCHA_HMAC_KEY when set, else one generated and stored once. */
export async function captchaSecret(db: Kysely<Database>, configured: string | null): Promise<string> {
  return configured ?? getOrCreateSetting(db, CAPTCHA_KEY_SETTING, () => randomBytes(32).toString('base64url'));
}
