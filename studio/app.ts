/**
 * The studio's HTTP API (its own Fastify instance; the portal never mounts it). Reads tenants,
 * checks drafts, plans and writes saves, serves tenant images to the preview and runs the
 * snapshot baselines of a tenant. Every path a request names is checked by tenant-paths.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Json } from '../engine/tenant/merge';
import { BASE_FOLDER, DEFAULT_TENANTS_DIR, inspectTenantFolder, listTenantCodes, resolveAsset } from '../server/tenants/load';
import { checkNewCode, loginLogoSvg, logoSvg, manifestFor, NewTenantError, themeFor } from '../scripts/new-tenant';
import { BaselineRunner } from './baseline-runner';
import { planSave, writeSave, type UploadedAsset } from './save-tenant';
import { assetFile, StudioPathError, tenantDir } from './tenant-paths';
import { checkDraft } from './validate-draft';

export interface StudioOptions {
  tenantsDir?: string;
  /** Runs `npm run visual:baseline -- CODE`; replaced in tests. */
  baselines?: BaselineRunner;
}

const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

interface DraftBody {
  code?: unknown;
  manifest?: unknown;
  assets?: UploadedAsset[];
}

const pendingOf = (body: DraftBody): string[] => (Array.isArray(body.assets) ? body.assets.map((a) => String(a.path)) : []);

export function buildStudioApp(options: StudioOptions = {}): FastifyInstance {
  const tenantsDir = path.resolve(options.tenantsDir ?? DEFAULT_TENANTS_DIR);
  const baselines = options.baselines ?? new BaselineRunner();
  // Uploaded logos travel as base64 inside the JSON body.
  const app = Fastify({ bodyLimit: 16 * 1024 * 1024 });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof StudioPathError || error instanceof NewTenantError) return reply.code(400).send({ error: error.message });
    return reply.code((error as { statusCode?: number }).statusCode ?? 500).send({ error: (error as Error).message });
  });

  app.get('/api/studio/tenants', async () => {
    const base = JSON.parse(await readFile(path.join(tenantsDir, BASE_FOLDER, 'manifest.json'), 'utf8')) as Json;
    return { codes: await listTenantCodes({ tenantsDir }), base };
  });

  app.get<{ Params: { code: string } }>('/api/studio/tenants/:code', async (request, reply) => {
    const dir = tenantDir(tenantsDir, request.params.code);
    const text = await readFile(path.join(dir, 'manifest.json'), 'utf8').catch(() => null);
    if (text === null) return reply.code(404).send({ error: `No tenant ${request.params.code}.` });
    const { locales } = await inspectTenantFolder(path.basename(dir), { tenantsDir });
    return { own: JSON.parse(text) as Json, locales };
  });

  // A new organisation starts as new-tenant scaffolds it; nothing is written until it is saved.
  app.post<{ Body: { code?: unknown } }>('/api/studio/new', async (request) => {
    const code = await checkNewCode(String(request.body?.code ?? ''), tenantsDir);
    const dir = tenantDir(tenantsDir, code);
    const theme = themeFor(code);
    const schemaRef = path
      .relative(dir, path.join(tenantsDir, '..', 'schemas/tenant.schema.json'))
      .split(path.sep)
      .join('/');
    const own = manifestFor(code, schemaRef) as Json;
    const { locales } = await checkDraft(own, { tenantsDir, pendingAssets: ['assets/logo.svg', 'assets/login-logo.svg'] });
    const svg = (text: string) => Buffer.from(text).toString('base64');
    return {
      own,
      locales,
      assets: [
        { path: 'assets/logo.svg', base64: svg(logoSvg(code, theme.primary)) },
        { path: 'assets/login-logo.svg', base64: svg(loginLogoSvg(code, theme.primary, theme.secondary)) },
      ],
    };
  });

  app.post<{ Body: DraftBody }>('/api/studio/validate', async (request) => {
    const body = request.body ?? {};
    // A bare manifest is accepted too: { manifest, assets } is what the studio page sends.
    const draft = body.manifest !== undefined ? body.manifest : body;
    return (await checkDraft(draft, { tenantsDir, pendingAssets: pendingOf(body) })).problems;
  });

  app.post<{ Body: DraftBody }>('/api/studio/diff', async (request) => {
    const { code, manifest, assets = [] } = request.body ?? {};
    const plan = await planSave(code, manifest, assets, tenantsDir);
    return {
      file: path.relative(path.dirname(tenantsDir), plan.manifestFile),
      before: plan.before,
      after: plan.after,
      assets: plan.assets.map((a) => path.relative(path.dirname(tenantsDir), a.file)),
      problems: plan.problems,
    };
  });

  app.post<{ Body: DraftBody }>('/api/studio/save', async (request, reply) => {
    const { code, manifest, assets = [] } = request.body ?? {};
    const plan = await planSave(code, manifest, assets, tenantsDir);
    if (plan.problems.length > 0) return reply.code(422).send({ error: 'Not saved: fix the problems first.', problems: plan.problems });
    const written = await writeSave(plan);
    return { written: written.map((file) => path.relative(path.dirname(tenantsDir), file)) };
  });

  app.get<{ Params: { code: string; name: string } }>('/api/studio/asset/:code/assets/:name', async (request, reply) => {
    const dir = tenantDir(tenantsDir, request.params.code);
    const asset = `assets/${request.params.name}`;
    assetFile(dir, asset);
    const file = await resolveAsset(dir, asset);
    if (!file) return reply.code(404).send({ error: `No ${asset} for ${request.params.code}.` });
    return reply.type(IMAGE_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream').send(await readFile(file));
  });

  app.post<{ Body: { code?: unknown } }>('/api/studio/baseline', async (request, reply) => {
    const code = String(request.body?.code ?? '');
    tenantDir(tenantsDir, code);
    if (!(await listTenantCodes({ tenantsDir })).includes(code)) return reply.code(400).send({ error: `Save tenant ${code} first: no such tenant yet.` });
    if (!baselines.start(code)) return reply.code(409).send({ error: 'Baselines are being drawn already; wait for them to finish.' });
    return baselines.state();
  });

  app.get('/api/studio/baseline', async () => baselines.state());

  return app;
}
