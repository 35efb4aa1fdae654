/**
 * Onboarding takes one command and no code: in a temporary copy of the project,
 * `npm run new-tenant -- ACME` then `APP_NAME=ACME` start serves ACME's branded login page,
 * and the only files that changed are the new tenant folder.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, symlink, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/tenants/load';

const run = promisify(execFile);
const SKIP = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'playwright-report']);
let copy: string;
let server: ChildProcess | null = null;

async function listFiles(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full, base)));
    else out.push(path.relative(base, full));
  }
  return out.sort();
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'onboarding-'));
  await cp(PROJECT_ROOT, copy, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) || src === PROJECT_ROOT });
  await symlink(path.join(PROJECT_ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // The page template with its markers stands in for a client build: this test is about the tenant, not the bundle.
  await mkdir(path.join(copy, 'dist/client'), { recursive: true });
  await copyFile(path.join(copy, 'app/index.html'), path.join(copy, 'dist/client/index.html'));
}, 120_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  if (server && server.exitCode === null) await new Promise((resolve) => server!.once('exit', resolve));
  await rm(copy, { recursive: true, force: true });
});

describe('onboarding a new organisation', () => {
  it('new-tenant + APP_NAME=ACME serves a branded login page with no code change', async () => {
    const before = await listFiles(copy);
    const scaffold = await run('npm', ['run', '--silent', 'new-tenant', '--', 'ACME'], { cwd: copy });
    expect(scaffold.stdout).toContain('APP_NAME=ACME');
    const after = await listFiles(copy);
    const added = after.filter((f) => !before.includes(f));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((f) => f.startsWith(`tenants${path.sep}acme${path.sep}`))).toBe(true);
    expect(before.filter((f) => !after.includes(f))).toEqual([]);

    const port = 20_000 + Math.floor(Math.random() * 20_000);
    let output = '';
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: copy,
      env: {
        ...process.env,
        APP_NAME: 'ACME',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(copy, 'data'),
        DATABASE_URL: '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      },
    });
    server.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    server.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, server, () => output);
    expect(output).toContain('ACME');

    const page = await (await fetch(`${url}/login`)).text();
    const boot = JSON.parse(/<script type="application\/json" id="tenant-boot">([\s\S]*?)<\/script>/.exec(page)![1]!) as {
      manifest: { code: string; identity: { organizationName: { th: string } } };
    };
    expect(boot.manifest.code).toBe('ACME');
    expect(page).toContain(`<title>`);
    expect(page).toContain(boot.manifest.identity.organizationName.th.replace(/&/g, '&amp;'));
    const logo = await fetch(`${url}/tenant/assets/logo.svg`);
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain('ACME');
  }, 180_000);
});
