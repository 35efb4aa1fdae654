/**
 * Idempotency-Key on the write calls the route table flags `idempotent` (engine/api/routes.ts):
 * a client that lost the reply of a write (the connection dropped after the server committed)
 * retries with the same key and gets the first reply instead of a second letter, a second
 * register number or a second file.
 *
 * - The key is optional (calls without it behave as before); when sent it is 1-128 visible
 *   ASCII characters, anything else answers 400 and changes nothing.
 * - A key belongs to one person and one call: the same key from another person or on another
 *   call is a different key. Keys expire after 24 hours (purged as requests come).
 * - The first request claims the key by inserting a row without a reply (the primary key lets
 *   only one request win), runs the call, then stores the status and the reply body before the
 *   reply leaves. A repeat with the same request answers the stored reply with the header
 *   `Idempotent-Replayed: true`; a repeat with other fields (or other file bytes) answers 422.
 * - A repeat that arrives while the first still runs waits for it (up to a few seconds) and
 *   answers its reply; if it is still running then, 409 "กำลังดำเนินการคำขอเดิม".
 * - 2xx and 4xx replies are stored; a 5xx (or a reply that is not JSON, or an upload whose
 *   bytes were not read to the end) releases the key, so a retry runs the call again.
 *
 * The reply is stored after the call's own transaction has committed, not inside it (the
 * handlers open their own transactions). A crash between the two leaves the claim without a
 * reply: the write may or may not have happened, and the server cannot tell. Such a key is
 * never run again: repeats answer 409 (after a while with "ไม่ทราบผลของคำขอเดิม...") until it
 * expires, so the person checks the list instead of the server guessing and writing twice. The
 * client makes a new key for a new attempt the person starts, so nothing stays blocked.
 */
import { createHash } from 'node:crypto';
import { Transform, pipeline, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { MAX_ATTACHMENT_BYTES } from '../../engine/documents/attachment-rules';
import { ROUTES, type RouteName, type RouteSpec } from '../../engine/api/routes';
import type { Database } from '../db/schema';
import { requireAuth } from '../modules/identity/auth';
import { ApiError } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

/** 1-128 visible ASCII characters (0x21-0x7E): a UUID, a ULID, or any client's token. */
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

export const IDEMPOTENCY_MESSAGES = {
  malformedKey: 'Idempotency-Key ไม่ถูกต้อง: ต้องเป็นตัวอักษรภาษาอังกฤษ ตัวเลข หรือเครื่องหมาย (ไม่มีช่องว่าง) 1–128 ตัว',
  keyReused: 'รหัสคำขอ (Idempotency-Key) นี้ใช้กับข้อมูลอื่นไปแล้ว ระบบไม่ได้ดำเนินการซ้ำ กรุณาทำรายการใหม่',
  inProgress: 'กำลังดำเนินการคำขอเดิม กรุณารอสักครู่แล้วตรวจสอบผลอีกครั้ง',
  outcomeUnknown: 'ไม่ทราบผลของคำขอเดิม กรุณาตรวจสอบรายการก่อนทำรายการใหม่',
} as const;

export interface IdempotencyOptions {
  /** How long a key is remembered; 24 hours by default. */
  ttlMs?: number;
  /** How long a repeat waits for the first request to finish before answering 409; 5 s by default. */
  waitMs?: number;
  /** A claim without a reply older than this is taken as lost in a crash (the 409 message says so); 2 minutes by default. */
  staleMs?: number;
}

const DEFAULTS: Required<IdempotencyOptions> = { ttlMs: 24 * 60 * 60 * 1000, waitMs: 5000, staleMs: 2 * 60 * 1000 };
const POLL_MS = 50;
/** Expired keys are purged at most this often per server, by the request that comes after. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

interface Claim {
  personId: number;
  route: RouteName;
  key: string;
  /** The request's hash, or for an upload a function answering it once its bytes are read (null before). */
  hash: string | (() => string | null);
}

interface StoredRow {
  request_hash: string;
  status: number | null;
  reply_body: string | null;
  expired: boolean;
  stale: boolean;
}

/** The key of the request, null when none was sent; 400 when it is malformed. */
export function idempotencyKeyOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) throw new ApiError(400, IDEMPOTENCY_MESSAGES.malformedKey);
  return value;
}

/** The same value whatever the order of object keys. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

function fieldsHash(route: RouteName, params: unknown, query: unknown, body: unknown): string {
  // Path parameters are fields too (/api/settings/:page/create): the same key and body on
  // another page is another request. Left out when empty, so other calls' hashes stay as they were.
  const withParams = params && Object.keys(params).length > 0 ? { params } : {};
  return createHash('sha256')
    .update(JSON.stringify(canonical({ route, ...withParams, query: query ?? {}, body: body ?? {} })))
    .digest('hex');
}

/** The hash of an upload starts with its query string, then takes its bytes. */
function uploadHasher(route: RouteName, query: unknown) {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ route, query: query ?? {} })))
    .update('\n');
}

/** Reads an upload's bytes to the end, hashing them; null when it is longer than any upload may be (not the stored one then). */
async function hashUpload(route: RouteName, query: unknown, body: Readable): Promise<string | null> {
  const hash = uploadHasher(route, query);
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_ATTACHMENT_BYTES) {
      body.destroy();
      return null;
    }
    hash.update(chunk);
  }
  return hash.digest('hex');
}

/** The row of a claim's key: one person, one call, one key. */
const sameKey = (claim: Claim) => (eb: ExpressionBuilder<Database, 'idempotency_keys'>) =>
  eb.and({ person_id: claim.personId, route: claim.route, key: claim.key });

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function registerIdempotency(app: FastifyInstance, options: IdempotencyOptions = {}): void {
  const { ttlMs, waitMs, staleMs } = { ...DEFAULTS, ...options };
  const db: Kysely<Database> = app.db;
  const claims = new WeakMap<FastifyRequest, Claim>();
  let lastPurge = 0;

  const expiredBefore = sql<Date>`now() - ${ttlMs / 1000} * interval '1 second'`;

  async function purge(): Promise<void> {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    await db.deleteFrom('idempotency_keys').where('created_at', '<', expiredBefore).execute();
  }

  /** Inserts the claim; true when this request won the key. */
  async function tryClaim(claim: Claim, hash: string): Promise<boolean> {
    const inserted = await db
      .insertInto('idempotency_keys')
      .values({ person_id: claim.personId, route: claim.route, key: claim.key, request_hash: hash })
      .onConflict((oc) => oc.columns(['person_id', 'route', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async function readRow(claim: Claim): Promise<StoredRow | undefined> {
    return db
      .selectFrom('idempotency_keys')
      .select([
        'request_hash',
        'status',
        'reply_body',
        sql<boolean>`created_at < ${expiredBefore}`.as('expired'),
        sql<boolean>`created_at < now() - ${staleMs / 1000} * interval '1 second'`.as('stale'),
      ])
      .where(sameKey(claim))
      .executeTakeFirst();
  }

  async function release(claim: Claim): Promise<void> {
    await db.deleteFrom('idempotency_keys').where(sameKey(claim)).where('status', 'is', null).execute();
  }

  async function store(claim: Claim, hash: string, status: number, body: string): Promise<void> {
    await db
      .updateTable('idempotency_keys')
      .set({ request_hash: hash, status, reply_body: body, completed_at: sql<Date>`now()` })
      .where(sameKey(claim))
      .where('status', 'is', null)
      .execute();
  }

  function replay(reply: FastifyReply, row: StoredRow): FastifyReply {
    return reply.code(row.status!).header(REPLAYED_HEADER, 'true').type('application/json; charset=utf-8').send(row.reply_body);
  }

  app.addHook('preHandler', async (request, reply) => {
    const name = request.routeOptions.config.routeName;
    if (!name) return;
    const route: RouteSpec = ROUTES[name];
    if (!route.idempotent) return;
    const key = idempotencyKeyOf(request);
    if (key === null) return;
    const claim: Claim = { personId: requireAuth(request).personId, route: name, key, hash: '' };
    const file = route.fileBody === true;
    // A plain call's hash is known now; an upload's once its bytes are read (by the handler, or here for a repeat).
    const hash = file ? '' : fieldsHash(name, request.params, request.query, request.body);
    let ownHash: string | null | undefined = file ? undefined : hash;
    const requestHash = async (): Promise<string | null> => {
      ownHash ??= await hashUpload(name, request.query, request.body as Readable);
      return ownHash;
    };

    await purge();
    const deadline = Date.now() + waitMs;
    for (;;) {
      if (await tryClaim(claim, hash)) break;
      const row = await readRow(claim);
      // Released by a request that failed: claim it again.
      if (!row) {
        if (Date.now() >= deadline) throw new ApiError(409, IDEMPOTENCY_MESSAGES.inProgress);
        continue;
      }
      if (row.expired) {
        await db.deleteFrom('idempotency_keys').where(sameKey(claim)).where('created_at', '<', expiredBefore).execute();
        continue;
      }
      if (row.status !== null) {
        if ((await requestHash()) !== row.request_hash) throw new ApiError(422, IDEMPOTENCY_MESSAGES.keyReused);
        return replay(reply, row);
      }
      // Running longer than any call runs: its outcome was lost, waiting will not tell it.
      if (row.stale) throw new ApiError(409, IDEMPOTENCY_MESSAGES.outcomeUnknown);
      if (Date.now() >= deadline) throw new ApiError(409, IDEMPOTENCY_MESSAGES.inProgress);
      await sleep(POLL_MS);
    }

    if (file) {
      // Hash the bytes as the handler streams them to disk: an upload is never held whole in memory.
      const hasher = uploadHasher(name, request.query);
      let digest: string | null = null;
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hasher.update(chunk);
          done(null, chunk);
        },
        flush(done) {
          digest = hasher.digest('hex');
          done();
        },
      });
      request.body = pipeline(request.body as Readable, tap, () => {});
      claim.hash = () => digest;
    } else {
      claim.hash = hash;
    }
    claims.set(request, claim);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    const hash = typeof claim.hash === 'string' ? claim.hash : claim.hash();
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    const isJson = String(reply.getHeader('content-type') ?? '').includes('json');
    try {
      if (reply.statusCode < 500 && hash !== null && body !== null && isJson) await store(claim, hash, reply.statusCode, body);
      else await release(claim);
    } catch (error) {
      // The reply still goes out: the call itself succeeded or failed as it says. The claim
      // stays without a reply, which repeats of the key answer with 409 until it expires.
      request.log.error({ err: error, route: claim.route }, 'idempotency: could not record the reply');
    }
    return payload;
  });
}
