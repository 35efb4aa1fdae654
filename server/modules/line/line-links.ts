/**
 * Linking a person's LINE account: the person asks the portal for a code (8 letters and digits,
 * valid 10 minutes, single use; asking again ends the older codes) and sends it to the Official
 * Account; the webhook finds whose code it is and links the LINE user that sent it. One LINE
 * account reaches one person: linking it again moves it to the new person.
 */
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Letters and digits that cannot be mistaken for one another when typed from a phone screen. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
export const LINK_CODE_TTL_SECONDS = 600;

export interface LinkCode {
  code: string;
  expiresIn: number;
}

export async function createLinkCode(db: Kysely<Database>, personId: number, now: Date): Promise<LinkCode> {
  const code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('line_link_codes').set({ used_at: now }).where('person_id', '=', personId).where('used_at', 'is', null).execute();
    await trx
      .insertInto('line_link_codes')
      .values({ code, person_id: personId, created_at: now, expires_at: new Date(now.getTime() + LINK_CODE_TTL_SECONDS * 1000) })
      .execute();
  });
  return { code, expiresIn: LINK_CODE_TTL_SECONDS };
}

/** What someone typed, as a code: spaces and dashes dropped, letters upper-cased. */
function normaliseCode(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

/** Whether a message could be a link code at all (its letters and digits, its length): anything else is chat. */
export function looksLikeLinkCode(text: string): boolean {
  const code = normaliseCode(text);
  return code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c));
}

/**
 * Spends the code and links the LINE user to its person, in one transaction: a code used,
 * expired or unknown links nobody. Answers the person linked, or null.
 */
export async function linkByCode(
  db: Kysely<Database>,
  input: { code: string; lineUserId: string; displayName: string; now: Date },
): Promise<{ personId: number } | null> {
  if (!looksLikeLinkCode(input.code)) return null;
  const code = normaliseCode(input.code);
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('line_link_codes')
      .set({ used_at: input.now })
      .where('code', '=', code)
      .where('used_at', 'is', null)
      .where('expires_at', '>', input.now)
      .returning('person_id')
      .executeTakeFirst();
    if (!spent) return null;
    const personId = Number(spent.person_id);
    // The LINE account leaves whoever had it; the person's earlier account is replaced.
    await trx
      .deleteFrom('line_links')
      .where((eb) => eb.or([eb('line_user_id', '=', input.lineUserId), eb('person_id', '=', personId)]))
      .execute();
    await trx
      .insertInto('line_links')
      .values({ person_id: personId, line_user_id: input.lineUserId, display_name: input.displayName, linked_at: input.now })
      .execute();
    return { personId };
  });
}

export async function linkOf(db: Kysely<Database>, personId: number): Promise<{ lineUserId: string; displayName: string } | null> {
  const row = await db.selectFrom('line_links').select(['line_user_id', 'display_name']).where('person_id', '=', personId).executeTakeFirst();
  return row ? { lineUserId: row.line_user_id, displayName: row.display_name } : null;
}

/** The LINE users of these people, by person (those who linked one). */
export async function linksOf(db: Kysely<Database>, personIds: number[]): Promise<Map<number, string>> {
  if (personIds.length === 0) return new Map();
  const rows = await db.selectFrom('line_links').select(['person_id', 'line_user_id']).where('person_id', 'in', personIds).execute();
  return new Map(rows.map((row) => [Number(row.person_id), row.line_user_id]));
}

export async function unlinkPerson(db: Kysely<Database>, personId: number): Promise<boolean> {
  const removed = await db.deleteFrom('line_links').where('person_id', '=', personId).executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/** The LINE user blocked or removed the Official Account: nothing can reach them there any more. */
export async function unlinkLineUser(db: Kysely<Database>, lineUserId: string): Promise<void> {
  await db.deleteFrom('line_links').where('line_user_id', '=', lineUserId).execute();
}
