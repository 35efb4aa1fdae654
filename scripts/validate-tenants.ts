/**
 * Validates every tenant folder: schema, cross-checks, locale files (npm run check:tenants).
 *
 *   npm run check:tenants                      the project's tenants/
 *   npm run check:tenants -- --dir <folder>    another tenants folder (tests, fixtures)
 *
 * Prints each problem on its own line as `file: pointer: expected X. Hint: Y`, then a summary;
 * exits 1 when there is any problem. It reports every tenant at once rather than stopping at
 * the first broken one, so one run shows everything to fix.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkLocaleKeys } from '../engine/tenant/cross-check';
import { DEFAULT_TENANTS_DIR, ENGINE_LOCALES_DIR, PROJECT_ROOT, inspectTenantFolder } from '../server/tenants/load';
import { formatIssue, type ManifestIssue } from '../engine/tenant/validate';

export interface TenantReport {
  /** Folder name under the tenants folder (lower-case code). */
  folder: string;
  /** The tenant's code as its manifest states it, when readable. */
  code: string | null;
  issues: ManifestIssue[];
}

export interface ValidationReport {
  tenants: TenantReport[];
  /** Problems not tied to one tenant: the engine's own locale files, a missing base. */
  shared: ManifestIssue[];
}

/** Tenant folders: every directory except _base and other folders starting with _ or '.'. */
export async function tenantFolders(tenantsDir: string): Promise<string[]> {
  const entries = await readdir(tenantsDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('_') && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
}

/** The engine's th/en locale files must have the same keys (a missing one shows as a raw key). */
export async function checkEngineLocales(localesDir: string = ENGINE_LOCALES_DIR): Promise<ManifestIssue[]> {
  const rel = (file: string): string => path.relative(PROJECT_ROOT, file);
  const locales: Record<string, unknown> = {};
  const issues: ManifestIssue[] = [];
  for (const file of (await readdir(localesDir)).filter((f) => f.endsWith('.json')).sort()) {
    const full = path.join(localesDir, file);
    try {
      locales[path.basename(file, '.json')] = JSON.parse(await readFile(full, 'utf8'));
    } catch (error) {
      issues.push({
        file: rel(full),
        pointer: '',
        expected: 'valid JSON',
        hint: `The locale file cannot be read as JSON (${(error as Error).message}). Look for a comma after the last item or a missing comma.`,
      });
    }
  }
  issues.push(...checkLocaleKeys(locales, (lang) => rel(path.join(localesDir, `${lang}.json`))));
  return issues;
}

/** Validates every tenant under tenantsDir plus the engine locales; never throws for bad data. */
export async function validateTenants(tenantsDir: string = DEFAULT_TENANTS_DIR): Promise<ValidationReport> {
  const shared = await checkEngineLocales();
  const seen = new Set(shared.map(formatIssue));
  const folders = await tenantFolders(tenantsDir);
  const tenants: TenantReport[] = [];
  if (!folders.length) {
    shared.push({
      file: path.relative(PROJECT_ROOT, tenantsDir) || '.',
      pointer: '',
      expected: 'at least one tenant folder',
      hint: 'Create one with npm run new-tenant -- CODE.',
    });
  }
  for (const folder of folders) {
    const { manifest, issues } = await inspectTenantFolder(folder, { tenantsDir });
    // A problem in a shared file (the base manifest, the engine locales) shows up for every
    // tenant; report it once.
    const own = issues.filter((issue) => {
      const line = formatIssue(issue);
      if (seen.has(line)) return false;
      seen.add(line);
      return true;
    });
    const code =
      typeof manifest === 'object' && manifest !== null && typeof (manifest as { code?: unknown }).code === 'string'
        ? (manifest as { code: string }).code
        : null;
    tenants.push({ folder, code, issues: own });
  }
  return { tenants, shared };
}

/** Every problem found, in report order: engine locales first, then tenant by tenant. */
export async function validateAll(tenantsDir: string = DEFAULT_TENANTS_DIR): Promise<ManifestIssue[]> {
  const report = await validateTenants(tenantsDir);
  return [...report.shared, ...report.tenants.flatMap((t) => t.issues)];
}

function parseDir(argv: string[]): string {
  const at = argv.indexOf('--dir');
  if (at === -1) return DEFAULT_TENANTS_DIR;
  const value = argv[at + 1];
  if (!value) throw new Error('--dir needs a folder, e.g. --dir tests/fixtures/broken-tenants/bad-colour/tenants');
  return path.resolve(value);
}

async function main(): Promise<number> {
  const tenantsDir = parseDir(process.argv.slice(2));
  const report = await validateTenants(tenantsDir);
  const all = [...report.shared, ...report.tenants.flatMap((t) => t.issues)];
  for (const issue of all) console.error(formatIssue(issue));
  const where = path.relative(process.cwd(), tenantsDir) || '.';
  if (all.length > 0) {
    const bad = report.tenants.filter((t) => t.issues.length > 0).map((t) => t.code ?? t.folder);
    const files = new Set(all.map((i) => i.file)).size;
    console.error(
      `check:tenants: ${all.length} problem(s) in ${files} file(s)${bad.length ? ` (tenants: ${bad.join(', ')})` : ''}; ${report.tenants.length} tenant(s) checked in ${where}/.`,
    );
    return 1;
  }
  for (const tenant of report.tenants) console.log(`OK  ${tenant.code ?? tenant.folder}  (${path.join(where, tenant.folder)}/)`);
  console.log(`check:tenants: ${report.tenants.length} tenant(s) and the engine locales checked; no problems.`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = await main().catch((error: unknown) => {
    console.error(`check:tenants: ${(error as Error).message}`);
    return 1;
  });
}
