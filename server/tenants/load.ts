/**
 * Reads tenant manifests from disk. Node only: the server owns it; the scripts and the tests
 * use it too, and so do the tests of engine/, widgets/ and app/ (they run in Node and want a
 * real manifest). The browser receives the already merged and validated manifest inlined in
 * the page: the merging and the checks are the engine's (engine/tenant/), this file only reads
 * files. ESLint keeps browser code from importing it (no server/, no Node modules).
 *
 * Folder layout: tenants/_base/manifest.json holds shared defaults; tenants/<code in lower
 * case>/manifest.json states what differs; assets/ and locales/ sit beside it. An asset path
 * is looked up in the tenant's folder first, then in _base.
 */
import { readFile, readdir, access } from 'node:fs/promises';
import path from 'node:path';
import type { TenantManifest } from '../../schemas/generated/tenant';
import { deepMerge, isPlainObject, type Json } from '../../engine/tenant/merge';
import { validateTenantManifest, formatIssue, type ManifestIssue } from '../../engine/tenant/validate';
import {
  checkColumns,
  checkColumnSettings,
  checkHeaderTitle,
  checkLanguages,
  checkLocaleKeys,
  checkQueueReferences,
  localeKeys,
} from '../../engine/tenant/cross-check';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const DEFAULT_TENANTS_DIR = path.join(PROJECT_ROOT, 'tenants');
export const ENGINE_LOCALES_DIR = path.join(PROJECT_ROOT, 'engine/i18n/locales');
export const BASE_FOLDER = '_base';

export interface TenantOptions {
  tenantsDir?: string;
}

export interface LoadedTenant {
  manifest: TenantManifest;
  /** Absolute path of the tenant's folder. */
  dir: string;
  /** Locale resources per language: engine defaults with the tenant's overrides merged in. */
  locales: Record<string, Record<string, Json>>;
  /** The bytes of branding.emblem, read once here: every letter PDF prints it. */
  emblem: Buffer;
}

export class TenantLoadError extends Error {
  constructor(
    message: string,
    readonly issues: ManifestIssue[] = [],
  ) {
    super(issues.length ? `${message}\n${issues.map((i) => `  - ${formatIssue(i)}`).join('\n')}` : message);
    this.name = 'TenantLoadError';
  }
}

export function folderOf(code: string): string {
  return code.toLowerCase();
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Says where in the text a JSON.parse error is, as "line L, column C" (people count from 1). */
function jsonErrorPlace(text: string, error: Error): string {
  const lineCol = /line (\d+) column (\d+)/.exec(error.message);
  if (lineCol) return `line ${lineCol[1]}, column ${lineCol[2]}`;
  const position = /position (\d+)/.exec(error.message);
  if (!position) return 'an unknown place';
  const before = text.slice(0, Number(position[1]));
  const line = before.split('\n').length;
  return `line ${line}, column ${before.length - before.lastIndexOf('\n')}`;
}

type JsonRead = { ok: true; value: Json } | { ok: false; issue: Omit<ManifestIssue, 'file'> };

/** Reads a JSON file, turning a missing file or a syntax error into an issue instead of an exception. */
async function readJsonChecked(file: string): Promise<JsonRead> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return {
      ok: false,
      issue: {
        pointer: '',
        expected: 'a readable file',
        hint: `${path.basename(file)} is missing. Every tenant folder needs a manifest.json (npm run new-tenant -- CODE makes one).`,
      },
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) as Json };
  } catch (error) {
    return {
      ok: false,
      issue: {
        pointer: '',
        expected: 'valid JSON',
        hint: `The file cannot be read as JSON near ${jsonErrorPlace(text, error as Error)} (${(error as Error).message}). Common causes: a comma after the last item, a missing comma between items, single quotes instead of double quotes, or a comment (JSON has none).`,
      },
    };
  }
}

/** Tenant codes found under the tenants folder, sorted; _base is not a tenant. */
export async function listTenantCodes(options: TenantOptions = {}): Promise<string[]> {
  const dir = options.tenantsDir ?? DEFAULT_TENANTS_DIR;
  const codes: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    const file = path.join(dir, entry.name, 'manifest.json');
    if (!(await exists(file))) continue;
    // A manifest that cannot be read still names a tenant (by its folder), so that loading it
    // reports the real problem instead of "unknown tenant".
    const read = await readJsonChecked(file);
    if (!read.ok) codes.push(entry.name.toUpperCase());
    else if (isPlainObject(read.value) && typeof read.value.code === 'string') codes.push(read.value.code);
  }
  return codes.sort();
}

/** Resolves an asset path of a manifest: the tenant's folder first, then _base. */
export async function resolveAsset(tenantDir: string, asset: string): Promise<string | null> {
  for (const candidate of [path.join(tenantDir, asset), path.join(path.dirname(tenantDir), BASE_FOLDER, asset)]) {
    if (await exists(candidate)) return candidate;
  }
  return null;
}

async function readLocaleFolderChecked(dir: string, rel: (file: string) => string): Promise<{ locales: Record<string, Json>; issues: ManifestIssue[] }> {
  const locales: Record<string, Json> = {};
  const issues: ManifestIssue[] = [];
  if (!(await exists(dir))) return { locales, issues };
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()) {
    const read = await readJsonChecked(path.join(dir, file));
    if (read.ok) locales[path.basename(file, '.json')] = read.value;
    else issues.push({ file: rel(path.join(dir, file)), ...read.issue });
  }
  return { locales, issues };
}

export interface InspectOptions extends TenantOptions {
  /** The tenant's own manifest as an editor holds it, checked in place of its manifest.json (which need not exist yet). */
  draft?: Json;
  /** Asset paths (assets/...) the editor will write with the draft: they count as present. */
  pendingAssets?: readonly string[];
}

/**
 * Merges, validates and cross-checks one tenant folder; returns the problems found (never
 * throws for a bad manifest, so a validator can report every tenant at once).
 *
 * Cross-checks need a manifest of the right shape, so they run only when the schema finds no
 * problem; locale files are checked either way.
 */
export async function inspectTenantFolder(
  folder: string,
  options: InspectOptions = {},
): Promise<{ manifest: unknown; issues: ManifestIssue[]; locales: Record<string, Record<string, Json>> }> {
  const tenantsDir = options.tenantsDir ?? DEFAULT_TENANTS_DIR;
  const dir = path.join(tenantsDir, folder);
  const rel = (file: string): string => path.relative(path.dirname(tenantsDir), file);
  const manifestFile = path.join(dir, 'manifest.json');
  const baseFile = path.join(tenantsDir, BASE_FOLDER, 'manifest.json');
  const issues: ManifestIssue[] = [];

  const base = await readJsonChecked(baseFile);
  if (!base.ok) issues.push({ file: rel(baseFile), ...base.issue });
  const own: JsonRead = options.draft !== undefined ? { ok: true, value: options.draft } : await readJsonChecked(manifestFile);
  if (!own.ok) issues.push({ file: rel(manifestFile), ...own.issue });
  const manifest = base.ok && own.ok ? deepMerge(base.value, own.value) : null;
  const schemaIssues: ManifestIssue[] = manifest === null ? [] : validateTenantManifest(manifest).map((i) => ({ file: rel(manifestFile), ...i }));
  issues.push(...schemaIssues);

  const engine = await readLocaleFolderChecked(ENGINE_LOCALES_DIR, rel);
  const tenant = await readLocaleFolderChecked(path.join(dir, 'locales'), rel);
  issues.push(...engine.issues, ...tenant.issues);
  const engineLocales = engine.locales;
  const tenantLocales = tenant.locales;
  const locales: Record<string, Record<string, Json>> = {};
  for (const lang of new Set([...Object.keys(engineLocales), ...Object.keys(tenantLocales)])) {
    locales[lang] = deepMerge(engineLocales[lang] ?? {}, tenantLocales[lang] ?? {}) as Record<string, Json>;
  }
  // Which file should receive a missing key: the tenant's own file when the key is the tenant's
  // (defined in one of its overrides) or the tenant already overrides that language; otherwise
  // the engine's file, where the shared strings live.
  const tenantKeys = new Set(Object.values(tenantLocales).flatMap((tree) => localeKeys(tree)));
  const localeFile = (lang: string, key?: string): string =>
    (key !== undefined && tenantKeys.has(key)) || tenantLocales[lang] !== undefined || !(lang in engineLocales)
      ? rel(path.join(dir, 'locales', `${lang}.json`))
      : rel(path.join(ENGINE_LOCALES_DIR, `${lang}.json`));
  issues.push(...checkLocaleKeys(locales, localeFile));

  if (manifest !== null && schemaIssues.length === 0) {
    const typed = manifest as unknown as TenantManifest;
    const crossIssues = [
      ...checkColumns(typed),
      ...checkQueueReferences(typed),
      ...checkLanguages(typed, Object.keys(engineLocales)),
      ...checkHeaderTitle(typed, (lang) => new Set(localeKeys(locales[lang] ?? {}))),
      ...checkColumnSettings(typed, (lang) => new Set(localeKeys(locales[lang] ?? {}))),
    ];
    issues.push(...crossIssues.map((i) => ({ file: rel(manifestFile), ...i })));
    for (const key of ['logo', 'loginLogo', 'emblem'] as const) {
      if (!options.pendingAssets?.includes(typed.branding[key]) && !(await resolveAsset(dir, typed.branding[key]))) {
        issues.push({
          file: rel(manifestFile),
          pointer: `/branding/${key}`,
          expected: `an existing file ${typed.branding[key]}`,
          hint: `No file ${rel(path.join(dir, typed.branding[key]))} (nor in ${rel(path.join(tenantsDir, BASE_FOLDER))}). Put the image there, or correct the file name (names are case-sensitive).`,
        });
      }
    }
    if (folderOf(typed.code) !== folder) {
      issues.push({
        file: rel(manifestFile),
        pointer: '/code',
        expected: `the folder name in upper case (${folder.toUpperCase()})`,
        hint: `The code "${typed.code}" would be looked for in tenants/${folderOf(typed.code)}/. Rename the folder to tenants/${folderOf(typed.code)}, or set "code" to "${folder.toUpperCase()}".`,
      });
    }
  }
  return { manifest, issues, locales };
}

/** Loads one tenant by code (APP_NAME); throws TenantLoadError listing known codes or problems. */
export async function loadTenant(code: string, options: TenantOptions = {}): Promise<LoadedTenant> {
  const tenantsDir = options.tenantsDir ?? DEFAULT_TENANTS_DIR;
  const known = await listTenantCodes(options);
  if (!known.includes(code)) {
    throw new TenantLoadError(`Unknown tenant "${code}" (APP_NAME). Known tenant codes: ${known.join(', ')}.`);
  }
  const folder = folderOf(code);
  const { manifest, issues, locales } = await inspectTenantFolder(folder, options);
  if (issues.length > 0) throw new TenantLoadError(`Tenant ${code} has an invalid manifest:`, issues);
  const typed = manifest as unknown as TenantManifest;
  const dir = path.join(tenantsDir, folder);
  // The inspection above found the file, so it resolves.
  const emblem = await readFile((await resolveAsset(dir, typed.branding.emblem))!);
  return { manifest: typed, dir, locales, emblem };
}
