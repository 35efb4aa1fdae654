import { access, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildStudioApp } from './app';
import { BaselineRunner } from './baseline-runner';
import { tenantsCopy } from './test-support';
import type { StudioProblem } from './validate-draft';

let tenantsDir: string;
let remove: () => Promise<void>;
let app: FastifyInstance;
let code: string;
let own: Record<string, unknown>;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');

beforeAll(async () => {
  ({ tenantsDir, remove } = await tenantsCopy());
  app = buildStudioApp({ tenantsDir, baselines: new BaselineRunner(() => ['node', ['-e', 'console.log("drawn")']]) });
  const tenants = (await app.inject('/api/studio/tenants')).json<{ codes: string[] }>();
  code = tenants.codes[0]!;
  own = (await app.inject(`/api/studio/tenants/${code}`)).json<{ own: Record<string, unknown> }>().own;
});
afterAll(async () => {
  await app?.close();
  await remove?.();
});

const validate = async (manifest: unknown) =>
  (await app.inject({ method: 'POST', url: '/api/studio/validate', payload: { manifest } })).json<StudioProblem[]>();
const withTheme = (primary: string) => ({
  ...own,
  branding: { ...(own.branding as object), theme: { ...((own.branding as { theme?: object }).theme ?? {}), primary } },
});
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('POST /api/studio/validate', () => {
  it('answers no problems for a tenant as it is saved', async () => {
    expect(await validate(own)).toEqual([]);
  });

  it('answers a bad colour with the validator’s message at its path', async () => {
    const problems = await validate(withTheme('blue'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ path: '/branding/theme/primary' });
    expect(problems[0]!.message).toMatch(/^Expected a colour written #rrggbb\. Found "blue"\. Colours are written # and six hexadecimal digits/);
  });

  it('answers an unknown queue code at its place in the list, with the nearest known code', async () => {
    const problems = await validate({ ...own, dashboard: { queues: ['review', 'sing'] } });
    expect(problems).toEqual([
      expect.objectContaining({ path: '/dashboard/queues/1', message: expect.stringMatching(/"sing" is not a code the portal knows\. Did you mean "sign"\?/) }),
    ]);
  });

  it('runs the cross-checks too: a missing logo file', async () => {
    const problems = await validate({ ...own, branding: { ...(own.branding as object), logo: 'assets/nowhere.svg' } });
    expect(problems.map((p) => p.path)).toContain('/branding/logo');
  });
});

describe('saving', () => {
  it('shows the diff first and writes only what differs from the base', async () => {
    const draft = {
      code: 'ACME',
      identity: {
        organizationName: { th: 'องค์กรทดสอบ', en: 'Acme Agency' },
        systemName: { th: 'ระบบสารบรรณอิเล็กทรอนิกส์', en: 'Electronic Document Flow System' },
      },
      branding: { loginLogo: 'assets/login-logo.png', theme: { primary: '#123456', secondary: '#c9a227' } },
      login: { captcha: true },
    };
    const assets = [{ path: 'assets/login-logo.png', base64: PNG }];
    const diff = (await app.inject({ method: 'POST', url: '/api/studio/diff', payload: { code: 'ACME', manifest: draft, assets } })).json<{
      before: null;
      after: string;
    }>();
    expect(diff.before).toBeNull();
    expect(await exists(path.join(tenantsDir, 'acme'))).toBe(false);

    const saved = await app.inject({ method: 'POST', url: '/api/studio/save', payload: { code: 'ACME', manifest: draft, assets } });
    expect(saved.statusCode).toBe(200);
    const text = await readFile(path.join(tenantsDir, 'acme/manifest.json'), 'utf8');
    expect(text).toBe(diff.after);
    // systemName, the secondary colour and captcha equal the base's: not written.
    expect(JSON.parse(text)).toEqual({
      code: 'ACME',
      identity: { organizationName: { th: 'องค์กรทดสอบ', en: 'Acme Agency' } },
      branding: { loginLogo: 'assets/login-logo.png', theme: { primary: '#123456' } },
    });
    expect(await readFile(path.join(tenantsDir, 'acme/assets/login-logo.png'))).toEqual(Buffer.from(PNG, 'base64'));
    expect((await app.inject('/api/studio/tenants')).json<{ codes: string[] }>().codes).toContain('ACME');
  });

  it('rewrites an unchanged tenant byte for byte', async () => {
    const file = path.join(tenantsDir, code.toLowerCase(), 'manifest.json');
    const before = await readFile(file, 'utf8');
    const diff = (await app.inject({ method: 'POST', url: '/api/studio/diff', payload: { code, manifest: own } })).json<{ before: string; after: string }>();
    expect(diff.after).toBe(before);
  });

  it('refuses a manifest with problems, and writes nothing', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/studio/save', payload: { code, manifest: withTheme('blue') } });
    expect(reply.statusCode).toBe(422);
    expect(reply.json<{ problems: StudioProblem[] }>().problems[0]?.path).toBe('/branding/theme/primary');
    expect(await readFile(path.join(tenantsDir, code.toLowerCase(), 'manifest.json'), 'utf8')).not.toContain('blue');
  });

  it('refuses paths outside tenants/: a code that climbs out, an asset name that does, a disguised upload', async () => {
    const before = await readdir(path.dirname(tenantsDir));
    for (const bad of ['../x', '..', 'x/../../y', 'acme', '/etc']) {
      const reply = await app.inject({ method: 'POST', url: '/api/studio/save', payload: { code: bad, manifest: { ...own, code: bad } } });
      expect(reply.statusCode, bad).toBe(400);
      expect(reply.json<{ error: string }>().error).toMatch(/is not a tenant code/);
    }
    const climbing = await app.inject({
      method: 'POST',
      url: '/api/studio/save',
      payload: { code, manifest: own, assets: [{ path: 'assets/../../../x.png', base64: PNG }] },
    });
    expect(climbing.statusCode).toBe(400);
    const disguised = await app.inject({
      method: 'POST',
      url: '/api/studio/save',
      payload: { code, manifest: own, assets: [{ path: 'assets/logo.png', base64: Buffer.from('<html></html>').toString('base64') }] },
    });
    expect(disguised.statusCode).toBe(422);
    expect(JSON.stringify(disguised.json())).toMatch(/not an image the portal accepts/);
    expect(await exists(path.join(tenantsDir, code.toLowerCase(), 'assets/logo.png'))).toBe(false);
    expect(await readdir(path.dirname(tenantsDir))).toEqual(before);
    expect((await app.inject(`/api/studio/asset/${code}/assets/..%2F..%2Fmanifest.json`)).statusCode).toBe(400);
    expect((await app.inject('/api/studio/tenants/..%2F_base')).statusCode).toBe(400);
  });

  it('saves a manifest only under its own code', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/studio/save', payload: { code: 'OTHER', manifest: own } });
    expect(reply.statusCode).toBe(400);
  });
});

describe('a new tenant', () => {
  it('starts from new-tenant’s scaffold, valid with its generated logos, written nowhere yet', async () => {
    const reply = (await app.inject({ method: 'POST', url: '/api/studio/new', payload: { code: 'newco' } })).json<{
      own: { code: string };
      assets: { path: string }[];
    }>();
    expect(reply.own.code).toBe('NEWCO');
    expect(reply.assets.map((a) => a.path)).toEqual(['assets/logo.svg', 'assets/login-logo.svg']);
    const problems = (await app.inject({ method: 'POST', url: '/api/studio/validate', payload: { manifest: reply.own, assets: reply.assets } })).json<
      StudioProblem[]
    >();
    expect(problems).toEqual([]);
    expect(await exists(path.join(tenantsDir, 'newco'))).toBe(false);
    expect((await app.inject({ method: 'POST', url: '/api/studio/new', payload: { code } })).json<{ error: string }>().error).toMatch(/exists already/);
  });

  it('draws the baselines of a saved tenant as a child process and keeps its output', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/studio/baseline', payload: { code: 'NOPE' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/studio/baseline', payload: { code } })).json()).toMatchObject({ running: true, code });
    await expect
      .poll(async () => (await app.inject('/api/studio/baseline')).json(), { timeout: 5_000 })
      .toMatchObject({ running: false, exitCode: 0, output: expect.stringContaining('drawn') });
  });
});
