/**
 * Push messages to LINE, sent like e-mail: each is first a row of line_outbox, written in the
 * transaction that caused it (a rolled-back action pushes nothing), then sent after the commit.
 *
 * - Each row is claimed before it is sent (claimed_until), so two instances, or a retry and the
 *   first try, never send the same row at the same time.
 * - Every attempt carries the row's retry key (X-Line-Retry-Key): when an answer was lost and the
 *   row is tried again, LINE delivers it once and answers 409, which counts as sent.
 * - LINE busy (429) or failing (5xx, or no answer at all): tried again later, after Retry-After
 *   when LINE gives one, otherwise after a growing pause; given up after MAX_ATTEMPTS.
 * - Anything else LINE refuses (a user who blocked the account, a bad token) is given up at once.
 * A row given up keeps its error for the administrator (failed_at, error).
 */
import { randomUUID } from 'node:crypto';
import { HTTPFetchError } from '@line/bot-sdk';
import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LineChannel } from './line-channel';

export const MAX_ATTEMPTS = 8;
/** How long a claimed row is left alone by others, longer than any one push takes. */
const CLAIM_MS = 60_000;
/** The first pause after a failure; each further failure doubles it, up to an hour. */
const FIRST_PAUSE_MS = 10_000;
const LONGEST_PAUSE_MS = 3_600_000;
/** LINE's limit on one text message. */
const MAX_TEXT = 5000;

export interface LineOutbox {
  /** Writes one message to the outbox in the caller's transaction; answers its id for deliver(). */
  queue(db: Kysely<Database>, message: { personId: number | null; lineUserId: string; text: string }): Promise<number>;
  /** Sends these rows now, those not sent yet and due. Never rejects. */
  deliver(db: Kysely<Database>, ids: number[]): Promise<void>;
  /** Sends every row whose time has come (the retries); answers how many were tried. */
  deliverDue(db: Kysely<Database>): Promise<number>;
}

/** A row that may be sent now: neither sent nor given up, its time come, and nobody's claim on it. */
function isDue(eb: ExpressionBuilder<Database, 'line_outbox'>, now: Date) {
  return eb.and([
    eb('sent_at', 'is', null),
    eb('failed_at', 'is', null),
    eb('next_attempt_at', '<=', now),
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]),
  ]);
}

/** The pause LINE asks for in Retry-After (seconds, or an HTTP date), if any. */
function retryAfterMs(headers: Headers | undefined, now: Date): number | null {
  const value = headers?.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

export function createLineOutbox(channel: LineChannel, options: { now?: () => Date; log?: (message: string) => void } = {}): LineOutbox {
  const clock = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});

  const sendOne = async (db: Kysely<Database>, id: number): Promise<void> => {
    const now = clock();
    const row = await db
      .updateTable('line_outbox')
      .set((eb) => ({ claimed_until: new Date(now.getTime() + CLAIM_MS), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where((eb) => isDue(eb, now))
      .returning(['line_user_id', 'body_text', 'retry_key', 'attempts'])
      .executeTakeFirst();
    if (!row) return;
    let outcome: { sent: true } | { sent: false; retryInMs: number | null; error: string };
    try {
      await channel.client.pushMessage({ to: row.line_user_id, messages: [{ type: 'text', text: row.body_text }] }, row.retry_key);
      outcome = { sent: true };
    } catch (error) {
      const status = error instanceof HTTPFetchError ? error.status : null;
      const reason = error instanceof HTTPFetchError ? `${error.status} ${error.body}`.trim() : (error as Error).message;
      // 409: this retry key was accepted before, so the message went.
      if (status === 409) outcome = { sent: true };
      else if (status === null || status === 429 || status >= 500) {
        const pause =
          retryAfterMs(error instanceof HTTPFetchError ? error.headers : undefined, now) ??
          Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (row.attempts - 1));
        outcome = { sent: false, retryInMs: row.attempts >= MAX_ATTEMPTS ? null : pause, error: reason };
      } else outcome = { sent: false, retryInMs: null, error: reason };
    }
    const done = clock();
    if (outcome.sent) {
      await db.updateTable('line_outbox').set({ sent_at: done, claimed_until: null, error: null }).where('id', '=', id).execute();
    } else if (outcome.retryInMs !== null) {
      await db
        .updateTable('line_outbox')
        .set({ next_attempt_at: new Date(done.getTime() + outcome.retryInMs), claimed_until: null, error: outcome.error })
        .where('id', '=', id)
        .execute();
    } else {
      log(`LINE message ${id} given up: ${outcome.error}`);
      await db.updateTable('line_outbox').set({ failed_at: done, claimed_until: null, error: outcome.error }).where('id', '=', id).execute();
    }
  };

  const deliver = async (db: Kysely<Database>, ids: number[]): Promise<void> => {
    for (const id of ids) {
      try {
        await sendOne(db, id);
      } catch (error) {
        // The row stays in the outbox; the retries pick it up once its claim runs out.
        log(`LINE message ${id} not sent: ${(error as Error).message}`);
      }
    }
  };

  return {
    async queue(db, message) {
      const now = clock();
      const row = await db
        .insertInto('line_outbox')
        .values({
          person_id: message.personId,
          line_user_id: message.lineUserId,
          body_text: message.text.slice(0, MAX_TEXT),
          retry_key: randomUUID(),
          created_at: now,
          next_attempt_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    deliver,
    async deliverDue(db) {
      const now = clock();
      const due = await db
        .selectFrom('line_outbox')
        .select('id')
        .where((eb) => isDue(eb, now))
        .orderBy('id')
        .limit(100)
        .execute();
      await deliver(
        db,
        due.map((row) => Number(row.id)),
      );
      return due.length;
    },
  };
}

/** How often the server looks for messages whose retry time has come. */
export const LINE_RETRY_MS = 15_000;

/** Looks for due retries every `everyMs` while the server runs (0: never; the tests call deliverDue). */
export function startLineRetries(app: FastifyInstance, outbox: LineOutbox, everyMs: number): void {
  if (everyMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    // One round at a time: a slow LINE must not pile rounds up.
    if (running) return;
    running = true;
    outbox
      .deliverDue(app.db)
      .catch((error: Error) => app.log.warn(`LINE retries: ${error.message}`))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
