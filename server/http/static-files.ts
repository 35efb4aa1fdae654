/**
 * Files served as they are: the built client's hashed bundles (clientDir/assets, cached for a
 * year since a new build changes their names) and the active tenant's assets folder under
 * /tenant/ (logo...), looked up in the tenant's folder first, then in tenants/_base.
 *
 * Both go through @fastify/static, whose reply.sendFile uses the options and the setHeaders of
 * the one registration that decorated the reply: the year-long cache is therefore written only
 * for files inside the bundles' folder, and every other sendFile states its own cache.
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { TENANT_ASSET_PREFIX } from '../../engine/tenant/capabilities';
import { resolveAsset, type LoadedTenant } from '../tenants/load';
import { errorEnvelope, MESSAGES } from './errors';

/** Tenant assets are not content-hashed (a new logo keeps its name): cached briefly, then revalidated by ETag. */
export const TENANT_ASSET_CACHE = 'public, max-age=300, must-revalidate';
export const BUNDLE_CACHE = 'public, max-age=31536000, immutable';

export async function registerClientAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  const root = path.join(clientDir, 'assets');
  await app.register(fastifyStatic, {
    root,
    prefix: '/assets/',
    index: false,
    // The build writes .br/.gz beside each bundle (scripts/precompress.ts): sent to browsers
    // that accept them, about a third of the bytes, with no compression work per request.
    preCompressed: true,
    // Missing before the first build: answered 404 then, the server still starts.
    suppressWarning: true,
    cacheControl: false,
    // Called for reply.sendFile of any route too (the tenant's logo): only the bundles are immutable.
    setHeaders: (reply, filePath) => {
      if (isInside(root, filePath)) reply.header('cache-control', BUNDLE_CACHE);
    },
  });
}

function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/**
 * Resolves a requested tenant asset path to a file, or null. Only files under an assets/
 * folder are public (the manifest and locales beside it are not), and no path may climb
 * out of it, also not through a symbolic link.
 */
export async function findTenantAsset(tenantDir: string, requested: string): Promise<string | null> {
  if (requested.includes('\0') || requested.includes('\\')) return null;
  const segments = requested.split('/');
  if (segments[0] !== 'assets' || segments.length < 2 || segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  const file = await resolveAsset(tenantDir, path.posix.join(...segments));
  if (!file) return null;
  const real = await realpath(file).catch(() => null);
  if (!real) return null;
  const roots = [path.join(tenantDir, 'assets'), path.join(path.dirname(tenantDir), '_base', 'assets')];
  for (const root of roots) {
    const realRoot = await realpath(root).catch(() => null);
    if (realRoot && isInside(realRoot, real)) return real;
  }
  return null;
}

export function registerTenantAssets(app: FastifyInstance, tenant: LoadedTenant): void {
  app.get(`${TENANT_ASSET_PREFIX}*`, async (request, reply) => {
    const requested = (request.params as { '*': string })['*'];
    const file = await findTenantAsset(tenant.dir, requested);
    if (!file) return reply.code(404).send(errorEnvelope(MESSAGES.notFound));
    // Asset names are not content-hashed: cache briefly and revalidate by ETag (a match answers 304).
    return reply.header('cache-control', TENANT_ASSET_CACHE).sendFile(path.basename(file), path.dirname(file));
  });
}
