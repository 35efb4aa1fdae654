/**
 * Scaffolds a new organisation (npm run new-tenant -- ACME): tenants/acme/ with a manifest that
 * states only what must differ from tenants/_base, a generated logo and empty locale overrides.
 * The result validates at once; the person then edits names and colours. No code changes.
 *
 *   npm run new-tenant -- ACME                 into the project's tenants/
 *   npm run new-tenant -- ACME --dir <folder>  into another tenants folder (tests)
 *
 * Files are written into a hidden work folder and renamed into place, so a failure never
 * leaves a half-made tenant behind.
 */
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import tenantSchema from '../schemas/tenant.schema.json' with { type: 'json' };
import { DEFAULT_TENANTS_DIR, PROJECT_ROOT, folderOf, inspectTenantFolder, listTenantCodes } from '../server/tenants/load';
import { formatIssue } from '../engine/tenant/validate';

export const CODE_PATTERN = new RegExp(tenantSchema.properties.code.pattern);

export class NewTenantError extends Error {
  override name = 'NewTenantError';
}

export interface NewTenantResult {
  code: string;
  /** Absolute path of the new tenant folder. */
  dir: string;
  files: string[];
}

/** A brand colour per code, so a fresh tenant is told apart from the others at a glance. */
export function themeFor(code: string): { primary: string; secondary: string; background: string; loginBackground: string } {
  let hash = 0;
  for (const ch of code) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return {
    primary: hsl(hash, 0.55, 0.32),
    secondary: hsl((hash + 150) % 360, 0.7, 0.45),
    background: hsl(hash, 0.3, 0.965),
    loginBackground: hsl(hash, 0.35, 0.91),
  };
}

function hsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): string => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function logoSvg(code: string, colour: string): string {
  const size = code.length <= 3 ? 30 : code.length <= 5 ? 22 : Math.max(10, Math.floor(110 / code.length));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${code}">
  <circle cx="60" cy="60" r="56" fill="${colour}"/>
  <circle cx="60" cy="60" r="46" fill="none" stroke="#ffffff" stroke-width="3"/>
  <text x="60" y="${60 + Math.round(size / 3)}" text-anchor="middle" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${code}</text>
</svg>
`;
}

/**
 * The logo of the alternative sign-in page (/ig-login): the organisation's own mark for that
 * page, drawn apart from the header logo (a rounded square in the second colour, not the circle)
 * so a person sees at once which of the two sign-in pages is open.
 */
export function loginLogoSvg(code: string, primary: string, secondary: string): string {
  const size = code.length <= 3 ? 28 : code.length <= 5 ? 21 : Math.max(10, Math.floor(100 / code.length));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img" aria-label="${code}">
  <rect x="6" y="6" width="108" height="108" rx="24" fill="${primary}"/>
  <rect x="16" y="16" width="88" height="88" rx="16" fill="none" stroke="${secondary}" stroke-width="5"/>
  <path d="M36 38h48" stroke="${secondary}" stroke-width="5" stroke-linecap="round"/>
  <text x="60" y="${74 + Math.round(size / 3)}" text-anchor="middle" font-family="sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${code}</text>
</svg>
`;
}

export function manifestFor(code: string, schemaRef: string): Record<string, unknown> {
  const theme = themeFor(code);
  return {
    $schema: schemaRef,
    code,
    identity: {
      organizationName: { th: `หน่วยงาน ${code} (แก้ชื่อหน่วยงาน)`, en: `${code} Organisation (edit this name)` },
      copyright: { th: `สงวนลิขสิทธิ์ หน่วยงาน ${code}`, en: `All rights reserved, ${code} Organisation` },
      year: new Date().getFullYear(),
    },
    branding: { loginLogo: 'assets/login-logo.svg', theme },
    organization: {
      departmentId: 1000000,
      departmentName: { th: `หน่วยงาน ${code}`, en: `${code} Organisation` },
      certificate: { issuer: `CN=Thai Government Document CA, O=${code}, C=TH`, subject: `O=${code}, C=TH` },
    },
  };
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Checks the code and that it is free; throws NewTenantError (nothing written) otherwise. */
export async function checkNewCode(input: string, tenantsDir: string): Promise<string> {
  const code = input.trim().toUpperCase();
  if (!CODE_PATTERN.test(code)) {
    throw new NewTenantError(
      `"${input}" cannot be a tenant code. A code is 2 to 20 characters: upper-case letters A-Z, digits and hyphens, starting with a letter (e.g. ACME, DEV-MIX). Lower-case is accepted and upper-cased.`,
    );
  }
  const known = await listTenantCodes({ tenantsDir });
  if (known.includes(code) || (await exists(path.join(tenantsDir, folderOf(code))))) {
    throw new NewTenantError(
      `Tenant ${code} exists already (${path.join(path.relative(process.cwd(), tenantsDir) || '.', folderOf(code))}/). Edit its manifest.json, or choose another code. Known codes: ${known.join(', ')}.`,
    );
  }
  return code;
}

export async function newTenant(input: string, options: { tenantsDir?: string } = {}): Promise<NewTenantResult> {
  const tenantsDir = options.tenantsDir ?? DEFAULT_TENANTS_DIR;
  const code = await checkNewCode(input, tenantsDir);
  const folder = folderOf(code);
  const dir = path.join(tenantsDir, folder);
  // Starts with _ so listTenantCodes and check:tenants ignore it while it is being written.
  const work = path.join(tenantsDir, `_new-${folder}-${process.pid}`);
  const schemaRef = path.relative(dir, path.join(PROJECT_ROOT, 'schemas/tenant.schema.json')).split(path.sep).join('/');
  const files: Record<string, string> = {
    'manifest.json': `${JSON.stringify(manifestFor(code, schemaRef), null, 2)}\n`,
    'assets/logo.svg': logoSvg(code, themeFor(code).primary),
    'assets/login-logo.svg': loginLogoSvg(code, themeFor(code).primary, themeFor(code).secondary),
    // Empty overrides: put a key here to change one string for this tenant only.
    'locales/th.json': '{}\n',
    'locales/en.json': '{}\n',
  };
  try {
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(work, file)), { recursive: true });
      await writeFile(path.join(work, file), content, { flag: 'wx' });
    }
    await rename(work, dir);
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
  const { issues } = await inspectTenantFolder(folder, { tenantsDir });
  if (issues.length > 0) {
    // The scaffold is meant to validate at once; if it does not (a broken _base, say), leave nothing behind.
    await rm(dir, { recursive: true, force: true });
    throw new NewTenantError(`The new tenant ${code} would not validate, so nothing was written:\n${issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`);
  }
  return { code, dir, files: Object.keys(files) };
}

function parseArgs(argv: string[]): { code: string | undefined; tenantsDir: string } {
  let tenantsDir = DEFAULT_TENANTS_DIR;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--dir') {
      const value = argv[++i];
      if (!value) throw new NewTenantError('--dir needs a folder.');
      tenantsDir = path.resolve(value);
    } else rest.push(arg);
  }
  if (rest.length > 1) throw new NewTenantError(`Give one code, not ${rest.length}: npm run new-tenant -- CODE`);
  return { code: rest[0], tenantsDir };
}

async function main(): Promise<number> {
  const { code, tenantsDir } = parseArgs(process.argv.slice(2));
  if (!code) throw new NewTenantError('Usage: npm run new-tenant -- CODE   (e.g. npm run new-tenant -- ACME)');
  const result = await newTenant(code, { tenantsDir });
  const shown = path.relative(process.cwd(), result.dir) || '.';
  console.log(`Created tenant ${result.code} in ${shown}/:
${result.files.map((f) => `  ${shown}/${f}`).join('\n')}
It validates as it is. Next steps:
  1. Edit ${shown}/manifest.json: organisation names (Thai and English), copyright, colours,
     department id and certificate. Your editor explains each setting (the file names its schema);
     anything not stated comes from tenants/_base/manifest.json. See docs/tenants.md.
  2. Replace ${shown}/assets/logo.svg with the organisation's logo, and assets/login-logo.svg
     with the logo of its alternative sign-in page (/ig-login).
  3. npm run check:tenants
  4. APP_NAME=${result.code} npm start`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.exitCode = await main().catch((error: unknown) => {
    console.error(error instanceof NewTenantError ? `new-tenant: ${error.message}` : error);
    return 1;
  });
}
