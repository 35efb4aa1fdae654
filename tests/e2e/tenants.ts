/**
 * Which tenants the browser suites run, and at which tier.
 *
 * - Every tenant runs the checks of what differs between organisations: login page, master
 *   layout, tiles and columns, language, accessibility and the snapshot matrix.
 * - Whole flows (tests tagged @flow) run only on the *flow tenants*: a small set chosen so that
 *   every value of every behaviour setting in any manifest appears in at least one of them.
 *
 * A behaviour setting is any leaf of the merged manifest (an array counts as one value, a key
 * that a tenant lacks counts as the value "absent") except the organisation's own data and
 * looks listed in PER_TENANT_DATA, which the every-tenant tier checks anyway. A new manifest key
 * is therefore a behaviour setting until someone says otherwise, and a new tenant with a new
 * value is picked as a flow tenant without anyone editing this file.
 *
 * E2E_ALL_FLOWS=1 runs the flows on every tenant; E2E_TENANTS=A,B limits the run to some tenants.
 */
import { listTenantCodes, loadTenant } from '../../server/tenants/load';
import type { TenantManifest } from '../../engine/tenant/capabilities';

/**
 * Manifest paths (and everything under them) that are an organisation's data or looks rather
 * than behaviour: names, titles, colours, logos, ids, certificate text, release notes. The rule
 * that uses them is the same on every tenant (a head role is a head role, whatever its id; a
 * tile shows its manifest title, whatever the words).
 */
export const PER_TENANT_DATA: readonly string[] = [
  '$schema',
  'code',
  'identity',
  'app',
  'releaseNotes',
  'branding.logo',
  'branding.loginLogo',
  'branding.theme',
  'branding.headerTitleKey',
  'dashboard.queueTitles',
  'organization.departmentId',
  'organization.departmentName',
  'organization.certificate',
  'organization.headRoleIds',
];

const ABSENT = '(absent)';

/** Whether a setting's path is one of the given paths or lies under one of them. */
const isUnder = (path: string, prefixes: readonly string[]) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));

const isData = (path: string) => isUnder(path, PER_TENANT_DATA);

/** Every behaviour setting of a manifest as path -> value (JSON text). */
export function behaviourSettings(manifest: TenantManifest): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (path && isData(path)) return;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else {
      out.set(path, JSON.stringify(value));
    }
  };
  walk(manifest, '');
  return out;
}

/**
 * Every (setting, value) pair some tenant has, a tenant lacking a setting having the value
 * "absent"; only the settings under `only` when it is given.
 */
function pairsOf(manifests: readonly TenantManifest[], only?: readonly string[]): Map<string, Set<string>> {
  const all = new Map(manifests.map((m) => [m.code, behaviourSettings(m)]));
  const paths = new Set([...all.values()].flatMap((settings) => [...settings.keys()].filter((path) => !only || isUnder(path, only))));
  const pairs = new Map<string, Set<string>>();
  for (const [code, settings] of all) {
    pairs.set(code, new Set([...paths].map((path) => `${path}=${settings.get(path) ?? ABSENT}`)));
  }
  return pairs;
}

/**
 * The flow tenants: greedily, the tenant that brings the most values not yet covered, ties to
 * the first code in order, until every value of every setting is covered; then any chosen
 * tenant whose values the others already show is dropped again (greedy picks a common tenant
 * early that the rare ones later make redundant). Deterministic, so CI and a developer run the
 * same set.
 */
export function flowCover(manifests: readonly TenantManifest[]): string[] {
  return coverOf(pairsOf(manifests));
}

function coverOf(pairs: Map<string, Set<string>>): string[] {
  const uncovered = new Set([...pairs.values()].flatMap((set) => [...set]));
  const chosen: string[] = [];
  const codes = [...pairs.keys()].sort();
  while (uncovered.size > 0) {
    let best = '';
    let gain = 0;
    for (const code of codes) {
      const brings = [...pairs.get(code)!].filter((pair) => uncovered.has(pair)).length;
      if (brings > gain) [best, gain] = [code, brings];
    }
    chosen.push(best);
    for (const pair of pairs.get(best)!) uncovered.delete(pair);
  }
  for (const code of [...chosen]) {
    const others = chosen.filter((other) => other !== code);
    const shown = new Set(others.flatMap((other) => [...pairs.get(other)!]));
    if ([...pairs.get(code)!].every((pair) => shown.has(pair))) chosen.splice(chosen.indexOf(code), 1);
  }
  return chosen.sort();
}

/**
 * What every flow reads whatever it declares: a flow finds its way by the words on the page, and
 * the words depend on the tenant's language variant.
 */
export const EVERY_FLOW_READS: readonly string[] = ['language'];

/** The tag prefix by which a flow names a setting (a manifest path, or a prefix of paths) it reads. */
export const READS_TAG = '@reads:';

/**
 * The tags of a flow that reads only the given settings: it runs on the fewest flow tenants that
 * together show every value of those settings (and of EVERY_FLOW_READS), not on all of them. A
 * flow without such tags reads anything and runs on every flow tenant.
 */
export const reads = (...paths: string[]): string[] => paths.map((path) => `${READS_TAG}${path}`);

/**
 * What a flow through the sign-in form reads besides the words: the login settings (the robot
 * check among them), the form's layout and the test-system banner above it.
 */
export const SIGN_IN_FORM_READS: readonly string[] = reads('login', 'branding.loginVariant', 'devBanner');
export const SIGN_IN_FORM_SETTINGS: readonly string[] = SIGN_IN_FORM_READS.map((tag) => tag.slice(READS_TAG.length));

/**
 * The flow tenants a flow reading only `paths` runs on: the same greedy cover as flowCover,
 * over the values of those settings only, chosen among `flows`.
 */
export function readersCover(manifests: readonly TenantManifest[], flows: readonly string[], paths: readonly string[]): string[] {
  const candidates = manifests.filter((m) => flows.includes(m.code));
  return coverOf(pairsOf(candidates, [...EVERY_FLOW_READS, ...paths]));
}

/** Every (setting, value) pair of the given manifests that the chosen tenants do not show. */
export function uncoveredValues(manifests: readonly TenantManifest[], chosen: readonly string[]): string[] {
  const pairs = pairsOf(manifests);
  const shown = new Set(chosen.flatMap((code) => [...(pairs.get(code) ?? [])]));
  return [...new Set([...pairs.values()].flatMap((set) => [...set]))].filter((pair) => !shown.has(pair)).sort();
}

export interface TenantTiers {
  /** Every tenant the run checks (all, or those named in E2E_TENANTS). */
  all: string[];
  /** The tenants that also run the @flow tests. */
  flows: string[];
  /**
   * The tenant whose server keeps the real robot-check cost (the others get a trivial one):
   * a tenant with the check that runs no flows, so only its every-tenant checks pay for it.
   */
  realCaptcha: string | null;
}

/** The tiers of this run, from the manifests on disk and the environment. */
export async function tenantTiers(env: Record<string, string | undefined> = process.env): Promise<TenantTiers> {
  const codes = await listTenantCodes();
  const manifests = await Promise.all(codes.map(async (code) => (await loadTenant(code)).manifest));
  const wanted = env.E2E_TENANTS?.split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const all = wanted?.length ? codes.filter((code) => wanted.includes(code.toUpperCase())) : codes;
  const flows = env.E2E_ALL_FLOWS === '1' ? all : flowCover(manifests).filter((code) => all.includes(code));
  const withCaptcha = manifests.filter((m) => m.login.captcha && all.includes(m.code)).map((m) => m.code);
  const realCaptcha = withCaptcha.find((code) => !flows.includes(code)) ?? withCaptcha[0] ?? null;
  return { all, flows, realCaptcha };
}
