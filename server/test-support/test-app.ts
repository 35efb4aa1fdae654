/**
 * A whole server for HTTP-level tests: real database (createTestDatabase), seeded demo
 * users, a movable clock, trivial captcha difficulty and password-hash cost, and helpers to
 * sign in like the client.
 */
import { ROUTES } from '../../engine/api/routes';
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { loadTenant, listTenantCodes, type LoadedTenant } from '../tenants/load';
import type { TenantManifest } from '../../engine/tenant/capabilities';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { seed } from '../db/seed';
import type { IdentityPolicy } from '../modules/identity/policy';
import { createClientDir, testConfig, TEST_PASSWORD_PARAMS } from './fixtures';
import { createSeededTestDatabase, createTestDatabase, type TestDatabase } from './test-db';

export const DEMO_PASSWORD = 'demo1234';

/** Real time plus an offset that tests move forward. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  database: TestDatabase;
  tenant: LoadedTenant;
  clock: TestClock;
  close(): Promise<void>;
}

/** The first tenant (by code order) whose manifest satisfies the predicate: tests choose by capability, not by code. */
export async function findTenant(predicate: (manifest: TenantManifest) => boolean = () => true): Promise<LoadedTenant> {
  for (const code of await listTenantCodes()) {
    const tenant = await loadTenant(code);
    if (predicate(tenant.manifest)) return tenant;
  }
  throw new Error('no tenant satisfies the test predicate');
}

/** A short name for a manifest's content: equal manifests, equal keys. */
const manifestKeyOf = (manifest: TenantManifest) => createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 12);

export async function createTestApp(
  options: { tenant?: LoadedTenant; policy?: Partial<IdentityPolicy>; seed?: boolean; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const tenant = options.tenant ?? (await findTenant());
  // Every seeded test app of one manifest starts from the same demo data: a copy of it, seeded
  // once per test process (a test may hand in a changed manifest, so the key is its content).
  const database =
    options.seed === false
      ? await createTestDatabase()
      : await createSeededTestDatabase(manifestKeyOf(tenant.manifest), async (db) => {
          await seed(db, { manifest: tenant.manifest, isProduction: false, demoPassword: DEMO_PASSWORD, passwordParams: TEST_PASSWORD_PARAMS });
        });
  const config = testConfig(options.config);
  const clock = new TestClock();
  const clientDir = await createClientDir();
  const app = await buildApp({
    config,
    db: database.handle,
    tenant,
    clientDir,
    logger: false,
    identity: { policy: { passwordHash: TEST_PASSWORD_PARAMS, ...options.policy }, now: clock.now },
    captcha: { cost: 1, counterRange: [1, 20] },
    checkReplies: true,
    // LINE retries run when a test calls deliverDue, not on a timer behind its back.
    lineRetryMs: 0,
  });
  return {
    app,
    db: database.db,
    database,
    tenant,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      await rm(clientDir, { recursive: true, force: true });
    },
  };
}

/** Fetches a challenge from the server and solves it as the browser widget would; returns the `altcha` field value. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ method: 'GET', url: ROUTES.captchaChallenge.path })).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export interface PostOptions {
  token?: string;
  ip?: string;
}

/** POSTs a form-encoded body like the portal client does. */
export function postForm(app: FastifyInstance, url: string, body: Record<string, string>, options: PostOptions = {}) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    payload: new URLSearchParams(body).toString(),
  });
}

/** Signs in as the client does (captcha when the tenant has it, device confirm when asked); returns the bearer token. */
export async function signIn(testApp: Pick<TestApp, 'app' | 'tenant'>, username: string, options: { password?: string; ip?: string } = {}): Promise<string> {
  const body: Record<string, string> = { username, password: options.password ?? DEMO_PASSWORD };
  if (testApp.tenant.manifest.login.captcha) body.altcha = await solveCaptcha(testApp.app);
  let reply = await postForm(testApp.app, ROUTES.login.path, body, { ip: options.ip });
  let json = reply.json<{ status: string; oauth_id?: string; success?: { token: string }; message: string }>();
  if (json.status === 'error' && json.oauth_id) {
    // A solved robot check is single use per step: the confirming login needs a fresh one.
    const retry = testApp.tenant.manifest.login.captcha ? { ...body, altcha: await solveCaptcha(testApp.app) } : body;
    reply = await postForm(testApp.app, ROUTES.login.path, { ...retry, oauth_id: json.oauth_id }, { ip: options.ip });
    json = reply.json();
  }
  if (json.status !== 'success' || !json.success) throw new Error(`sign-in as ${username} failed: ${reply.statusCode} ${json.message}`);
  return json.success.token;
}
