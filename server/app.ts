/**
 * Builds the Fastify application without listening, so tests drive it with inject() and
 * main.ts decides where it listens. Modules register their routes here; they reach shared
 * services through decorators (app.db, app.config, app.tenant, app.captcha, app.files).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PROJECT_ROOT, type LoadedTenant } from './tenants/load';
import type { Config } from './config';
import type { DatabaseEngine, DatabaseHandle } from './db/database';
import type { Database } from './db/schema';
import { createFileStores, type FileStores } from './files/file-store';
import { registerApiCachePolicy, registerCompression } from './http/compression';
import { registerErrorHandling } from './http/error-handler';
import { registerIdempotency } from './http/idempotency';
import { registerOpenApi } from './http/openapi';
import { registerReplyCheck } from './http/reply-check';
import { registerSecurity } from './http/security';
import { registerStringFiles, stringFilesOf } from './http/locale-files';
import { createSpaHandler } from './http/spa';
import { registerClientAssets, registerTenantAssets } from './http/static-files';
import { registerStrictInput, STRICT_AJV } from './http/strict-input';
import { SHARED_SCHEMA_COMPILERS } from './http/schema-compilers';
import { createCaptchaService, type CaptchaOptions, type CaptchaService } from './modules/captcha/captcha';
import { registerCaptchaRoutes } from './modules/captcha/captcha.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { captchaSecret } from './modules/settings/app-settings';
import { registerAuth } from './modules/identity/auth';
import { DEFAULT_POLICY, type IdentityPolicy } from './modules/identity/policy';
import { registerIdentityRoutes } from './modules/identity/routes';
import { registerProfileRoutes } from './modules/identity/profile.routes';
import { registerSignUpRoutes } from './modules/identity/sign-up.routes';
import { registerSigningRoutes } from './modules/signing/signing.routes';
import { lineChannelOf, type LineChannel } from './modules/line/line-channel';
import { createLineOutbox, LINE_RETRY_MS, startLineRetries, type LineOutbox } from './modules/line/line-outbox';
import { registerLineRoutes } from './modules/line/line.routes';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { registerCorrespondenceRoutes } from './modules/correspondence/routes';
import { registerSettingsRoutes } from './modules/settings/settings.routes';
import { registerOrgImportRoutes } from './modules/settings/org-import.routes';
import { registerAuditChainRoutes } from './modules/settings/audit-chain.routes';
import { registerManualRoutes } from './modules/settings/manuals.routes';
import { registerCertificateRoutes } from './modules/signing/certificates.routes';
import { vaultFromConfig, type KeyVault } from './signing/key-vault';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dbEngine: DatabaseEngine;
    tenant: LoadedTenant;
    captcha: CaptchaService;
    /** Outgoing mail (the outbox, and SMTP when set): password links, letters' notifications. */
    mailer: Mailer;
    /** Uploaded files by kind: in PostgreSQL when DATABASE_URL is set, under DATA_DIR otherwise. */
    files: FileStores;
    /** Seals and opens stored signing keys (signing/key-vault.ts); routes reach it as app.signingVault. */
    signingVault: KeyVault;
    /** The organisation's LINE Official Account, or null where LINE is not set up (modules/line). */
    line: LineChannel | null;
    /** Push messages to LINE (written in transactions, sent after them, retried); null without LINE. */
    lineOutbox: LineOutbox | null;
  }
}

export const DEFAULT_CLIENT_DIR = path.join(PROJECT_ROOT, 'dist/client');

export interface BuildAppOptions {
  config: Config;
  /** The opened database (db/database.ts); the caller closes it after app.close(). */
  db: DatabaseHandle;
  tenant: LoadedTenant;
  /** Folder of the built client (index.html + assets/); dist/client by default. */
  clientDir?: string;
  /** Replaces the logger configuration (tests pass false, or a stream to read the lines). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Sign-in limits and the clock; tests shorten time-outs or move the clock instead of waiting. */
  identity?: { policy?: Partial<IdentityPolicy>; now?: () => Date };
  /** Proof-of-work difficulty; tests make it trivial so solving takes milliseconds. */
  captcha?: Pick<CaptchaOptions, 'cost' | 'counterRange'>;
  /** Outgoing mail; by default SMTP_URL or the mail_outbox table. */
  mailer?: Mailer;
  /** How often LINE messages waiting for a retry are looked at; tests turn it off (0) and call deliverDue. */
  lineRetryMs?: number;
  /** The signing key vault; by default SIGNING_KEY_SECRET or DATA_DIR's key file (signing/key-vault.ts). */
  signingVault?: KeyVault;
  /** Test servers: a reply that does not match its schema fails with 500 instead of losing fields (http/reply-check.ts). */
  checkReplies?: boolean;
}

export const APP_VERSION: string = (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /\.[A-Za-z0-9]{1,8}$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

function acceptsHtml(accept: string | undefined): boolean {
  return accept?.includes('text/html') ?? false;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, tenant } = options;
  const { db, engine: dbEngine } = options.db;
  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // A line per request drowns the start-up banner of `npm start`; LOG_LEVEL=debug shows them.
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    // Bodies of the contract are small forms; uploads get their own limit in their module.
    bodyLimit: 1024 * 1024,
    // Fastify 5 answers "/x/" and "/x" alike only when told; the SPA and API want that.
    routerOptions: { ignoreTrailingSlash: true },
    // request.ip comes from X-Forwarded-For only when the connection is from a listed proxy; anyone
    // else could write that header and pick the address that sign-in limits and the audit see.
    trustProxy: config.trustProxy ?? false,
    ajv: STRICT_AJV,
    schemaController: SHARED_SCHEMA_COMPILERS,
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dbEngine', dbEngine);
  app.decorate('tenant', tenant);
  app.decorate('files', createFileStores(config, db));
  app.decorate('signingVault', options.signingVault ?? vaultFromConfig(config));
  app.decorate('captcha', await createCaptchaService({ secret: await captchaSecret(db, config.captchaHmacKey), ...options.captcha }));

  const stringFiles = stringFilesOf(tenant);
  const serveSpa = createSpaHandler(tenant, clientDir, stringFiles);
  registerErrorHandling(app, {
    notFound: (request, reply) => {
      // A missing file is a 404, not the app page (a script given HTML fails obscurely):
      // client routes have no file extension, and browsers navigating ask for text/html.
      if (request.url.startsWith('/assets/') || (looksLikeFile(request.url) && !acceptsHtml(request.headers.accept))) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      }
      return serveSpa(reply);
    },
  });
  await registerSecurity(app, tenant.manifest);
  // Before any route and the static files: the compression hook is attached to routes as they are added.
  await registerCompression(app);
  registerApiCachePolicy(app);
  // Form-encoded bodies (the portal contract's calls post application/x-www-form-urlencoded) and JSON, read
  // strictly; query strings, text, integers and unknown fields checked before any handler.
  registerStrictInput(app);
  // Several contract calls post an empty body (logout, the menu call); an absent body is an empty form,
  // not a malformed request, so body schemas see {} instead of undefined.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) request.body = {};
  });
  if (options.checkReplies) registerReplyCheck(app);
  await registerClientAssets(app, clientDir);
  registerTenantAssets(app, tenant);
  registerStringFiles(app, stringFiles);

  registerHealthRoutes(app, { engine: dbEngine, tenant: tenant.manifest.code, version: APP_VERSION });
  registerCaptchaRoutes(app);

  const policy: IdentityPolicy = { ...DEFAULT_POLICY, ...options.identity?.policy };
  const now = options.identity?.now ?? (() => new Date());
  registerAuth(app, { policy, now });
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: (msg) => app.log.warn(msg) });
  app.decorate('mailer', mailer);
  registerIdentityRoutes(app, { policy, now, mailer, publicUrl: config.publicUrl });
  registerSignUpRoutes(app, { policy, now, mailer, publicUrl: config.publicUrl });
  registerProfileRoutes(app, { now });
  const line = lineChannelOf(config, tenant.manifest);
  const lineOutbox = line ? createLineOutbox(line, { now, log: (msg) => app.log.warn(msg) }) : null;
  app.decorate('line', line);
  app.decorate('lineOutbox', lineOutbox);
  registerLineRoutes(app, { now });
  if (lineOutbox) startLineRetries(app, lineOutbox, options.lineRetryMs ?? LINE_RETRY_MS);
  registerSigningRoutes(app, { now, mailer });
  // After the auth hook (a key belongs to the signed-in person), before the calls it guards.
  registerIdempotency(app);
  registerCorrespondenceRoutes(app);
  registerSettingsRoutes(app, { passwordHash: policy.passwordHash });
  registerOrgImportRoutes(app);
  registerAuditChainRoutes(app);
  registerManualRoutes(app);
  registerCertificateRoutes(app, { now });
  registerOpenApi(app);

  // The app's own entry points: `/` and any client route (`/login`, `/document/42`...).
  app.get('/', (_request, reply) => serveSpa(reply));
  return app;
}
