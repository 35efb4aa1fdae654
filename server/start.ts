/**
 * Starts the portal: settings -> tenant -> database (migrate, seed) -> HTTP server.
 * Failures a person can fix (bad setting, unknown tenant, data folder in use) print one
 * clear message and exit 1 without a stack trace.
 *
 * `npm start` calls it with no options (production costs and limits). The browser suites start
 * the same process through their own entry with cheaper captcha and password costs and extra
 * demo people: what a test changes is visible in one place, never read from the environment here.
 */
import { loadConfig, ConfigError, type Config } from './config';
import { TenantLoadError, loadTenant } from './tenants/load';
import { openDatabase, type DatabaseHandle } from './db/database';
import { DatabaseLockedError } from './db/pglite-lock';
import { migrate } from './db/migrate';
import { chainLegacyAuditRows } from './modules/identity/audit-chain';
import { seed, type SeedOptions, type SeedResult } from './db/seed';
import { buildApp, type BuildAppOptions } from './app';
import { adoptDatabaseFiles } from './files/adopt-database-files';
import { adoptDiskFiles } from './files/adopt-disk-files';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { TenantManifest } from '../engine/tenant/capabilities';
import { attachRealtime } from './realtime/attach';
import { attachPostgresAdapter } from './realtime/postgres-adapter';
import { listenForBackups, type BackupListener } from './backup/backup-socket';
import { preparePki } from './modules/signing/pki';
import { seedSignatureDemo } from './modules/correspondence/signatures/seed-signatures';
import { signingContextOf } from './modules/correspondence/signatures/signing-context';

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

function banner(config: Config, url: string, tenant: { code: string; th: string; en: string }, engine: string, seeded: SeedResult): string {
  const lines = [
    '',
    `  Saraban portal is running: ${url}`,
    `  Tenant:   ${tenant.code} - ${tenant.th} (${tenant.en})`,
    `  Database: ${engine === 'pglite' ? `PGlite (embedded) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (seeded.demoAccounts.length > 0) {
    lines.push('', `  Demo accounts (password: ${config.demoPassword}, as set when they were first created):`);
    for (const a of seeded.demoAccounts) {
      lines.push(`    ${a.username.padEnd(10)} ${a.firstName} ${a.lastName} - ${a.positionName}, ${a.departmentName} [${a.purpose}]`);
    }
  }
  if (seeded.needsFirstAdmin) {
    lines.push('', '  No users yet (production mode, no demo users). Create the first administrator with:', '    npm run create-admin');
  }
  lines.push('', '  Stop with Ctrl+C.', '');
  return lines.join('\n');
}

export interface StartOptions {
  /** Proof-of-work difficulty and identity limits (production defaults when absent). */
  captcha?: BuildAppOptions['captcha'];
  identity?: BuildAppOptions['identity'];
  /** Password-hash cost of the demo accounts created by the seed. */
  passwordParams?: SeedOptions['passwordParams'];
  /** Test servers: replies that do not match their schema fail loudly (BuildAppOptions.checkReplies). */
  checkReplies?: boolean;
  /** Runs after the seed, before the server listens (the browser suites add their people here). */
  afterSeed?: (db: Kysely<Database>, manifest: TenantManifest) => Promise<void>;
}

export async function startPortal(options: StartOptions = {}): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Setting error: ${error.message}`);
    throw error;
  }

  let tenant;
  try {
    tenant = await loadTenant(config.appName);
  } catch (error) {
    if (error instanceof TenantLoadError) fail(error.message);
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DatabaseLockedError) fail(error.message);
    if (config.databaseUrl === null) throw error;
    fail(`Cannot open the database: ${(error as Error).message}`);
  }

  let app: FastifyInstance | null = null;
  // socket.io on the same HTTP server; closed before Fastify so sockets end first.
  let realtime: { close(): Promise<void> } | null = null;
  // With DATABASE_URL, several instances may share the database: their sockets share events.
  let realtimeCluster: { close(): Promise<void> } | null = null;
  // PGlite: `npm run backup` cannot open the locked DATA_DIR, so it asks this process (backup-socket.ts).
  let backups: BackupListener | null = null;
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n  ${signal} received: closing...\n`);
    try {
      await realtime?.close();
      await realtimeCluster?.close();
      await backups?.close();
      await app?.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    await migrate(database.db);
    // Audit rows written before the chains existed are chained before anyone can add one.
    await chainLegacyAuditRows(database.db);
    const seeded = await seed(database.db, {
      manifest: tenant.manifest,
      isProduction: config.isProduction,
      demoPassword: config.demoPassword,
      passwordParams: options.passwordParams,
    });
    await options.afterSeed?.(database.db, tenant.manifest);
    app = await buildApp({
      config,
      db: database,
      tenant,
      clientDir: config.clientDir ?? undefined,
      captcha: options.captcha,
      identity: options.identity,
      checkReplies: options.checkReplies,
    });
    // The organisation's CA (generated from the manifest's issuer the first time) and the
    // certificates auto-issue rules owe, before anyone can ask to sign.
    const pki = await preparePki(database.db, app.signingVault, { manifest: tenant.manifest, publicUrl: config.publicUrl });
    if (pki.generated) app.log.info('organisation CA generated from the manifest issuer');
    if (pki.issued > 0) app.log.info(`${pki.issued} certificate(s) issued by auto-issue rules`);
    if (!config.isProduction) await seedSignatureDemo(database.db, signingContextOf(app));
    // Before listening: a row naming a file this instance kept on its disk finds it in the database.
    const log = app.log;
    const adopted = await adoptDiskFiles(config, app.files, (message) => log.warn(message));
    if (adopted > 0) log.info(`${adopted} file(s) from ${config.dataDir} copied to the shared file store`);
    const moved = await adoptDatabaseFiles(config, database.db, app.files);
    if (moved > 0) log.info(`${moved} file(s) kept in the database copied to the object store`);
    const handle = attachRealtime(app);
    realtime = handle;
    if (config.databaseUrl) {
      realtimeCluster = await attachPostgresAdapter(handle.io, config.databaseUrl, (err, message) => log.error({ err }, message));
    }
    if (database.engine === 'pglite') {
      const objectStore = config.s3 ? app.files.attachments : null;
      backups = await listenForBackups({ db: database.db, engine: database.engine, dataDir: config.dataDir, objectStore }, (err) =>
        log.error({ err }, 'backup failed'),
      );
    }
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const { organizationName } = tenant.manifest.identity;
    process.stdout.write(
      banner(config, `http://localhost:${port}`, { code: tenant.manifest.code, th: organizationName.th, en: organizationName.en }, database.engine, seeded),
    );
  } catch (error) {
    await realtime?.close().catch(() => undefined);
    await realtimeCluster?.close().catch(() => undefined);
    await backups?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      fail(`Port ${config.port} is already in use: stop the other program or set PORT to a free port.`);
    throw error;
  }
}
