/**
 * The flow tenants (tests/e2e/tenants.ts) show every value of every behaviour setting of every
 * manifest, so a whole flow checked on them is checked for every combination the organisations
 * use; a new tenant with a new value is chosen by itself, and looks alone choose nobody.
 */
import { describe, expect, it } from 'vitest';
import { listTenantCodes, loadTenant } from '../../server/tenants/load';
import type { TenantManifest } from '../../engine/tenant/capabilities';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { behaviourSettings, EVERY_FLOW_READS, flowCover, PER_TENANT_DATA, readersCover, reads, READS_TAG, tenantTiers, uncoveredValues } from '../e2e/tenants';

const manifests: TenantManifest[] = await Promise.all((await listTenantCodes()).map(async (code) => (await loadTenant(code)).manifest));
const copyOf = (manifest: TenantManifest, code: string, change: (m: TenantManifest) => void): TenantManifest => {
  const copy = structuredClone(manifest);
  copy.code = code;
  change(copy);
  return copy;
};

describe('flow cover', () => {
  it('shows every value of every behaviour setting of every manifest', () => {
    const chosen = flowCover(manifests);
    expect(uncoveredValues(manifests, chosen)).toEqual([]);
    // Every value a tenant has is among the chosen tenants' values, checked directly too.
    for (const manifest of manifests) {
      for (const [path, value] of behaviourSettings(manifest)) {
        expect(
          chosen.some((code) => behaviourSettings(manifests.find((m) => m.code === code)!).get(path) === value),
          `${manifest.code} ${path}=${value}`,
        ).toBe(true);
      }
    }
  });

  it('needs every tenant it chose: none is there only for values the others show', () => {
    const chosen = flowCover(manifests);
    for (const code of chosen) {
      expect(
        uncoveredValues(
          manifests,
          chosen.filter((other) => other !== code),
        ),
        code,
      ).not.toEqual([]);
    }
  });

  it('chooses fewer tenants than there are, since several share all their behaviour', () => {
    expect(flowCover(manifests).length).toBeLessThan(manifests.length);
  });

  it('picks a new tenant with a value nobody has, by itself', () => {
    const base = manifests[0]!;
    const chatty = copyOf(base, 'ZZNEW', (m) => {
      m.features.chatUrl = 'https://chat.example.go.th/new';
    });
    expect(flowCover([...manifests, chatty])).toContain('ZZNEW');
    // A setting no manifest had before is a behaviour setting too, until listed as data.
    const novel = copyOf(base, 'ZZKEY', (m) => {
      (m.features as Record<string, unknown>).brandNewFlag = true;
    });
    expect(flowCover([...manifests, novel])).toContain('ZZKEY');
  });

  it('does not pick a tenant that differs only in data and looks', () => {
    const lookalike = copyOf(manifests[0]!, 'ZZLOOK', (m) => {
      m.identity.organizationName = { th: 'หน่วยงานใหม่', en: 'New Agency' };
      m.branding.theme.primary = '#123456';
      m.organization.departmentId = 7_000_000;
    });
    expect(flowCover([...manifests, lookalike])).not.toContain('ZZLOOK');
    expect(flowCover([...manifests, lookalike])).toEqual(flowCover(manifests));
  });

  it('ignores exactly the listed data paths', () => {
    const paths = [...behaviourSettings(manifests[0]!).keys()];
    for (const data of PER_TENANT_DATA)
      expect(
        paths.some((path) => path === data || path.startsWith(`${data}.`)),
        data,
      ).toBe(false);
    expect(paths).toContain('login.captcha');
    expect(paths).toContain('dashboard.queues');
  });

  it('runs the flows on every tenant with E2E_ALL_FLOWS=1, and only on the named tenants with E2E_TENANTS', async () => {
    const all = await tenantTiers({ E2E_ALL_FLOWS: '1' });
    expect(all.flows).toEqual(all.all);
    expect(all.all).toHaveLength(manifests.length);
    const chosen = flowCover(manifests);
    const some = await tenantTiers({ E2E_TENANTS: `${chosen[0]!.toLowerCase()}, ${manifests.find((m) => !chosen.includes(m.code))!.code}` });
    expect(some.all).toHaveLength(2);
    expect(some.flows).toEqual([chosen[0]]);
    expect((await tenantTiers({})).flows).toEqual(chosen);
  });

  it('keeps the real robot-check cost on a tenant with the check, preferring one without flows', async () => {
    const tiers = await tenantTiers({});
    const withCaptcha = manifests.filter((m) => m.login.captcha).map((m) => m.code);
    expect(withCaptcha).toContain(tiers.realCaptcha);
    if (withCaptcha.some((code) => !tiers.flows.includes(code))) expect(tiers.flows).not.toContain(tiers.realCaptcha);
  });
});

describe('flows that name what they read', () => {
  const flows = flowCover(manifests);
  const valuesOf = (codes: readonly string[], paths: readonly string[]) =>
    new Set(
      manifests
        .filter((m) => codes.includes(m.code))
        .flatMap((m) =>
          [...behaviourSettings(m)].filter(([path]) => paths.some((p) => path === p || path.startsWith(`${p}.`))).map(([path, value]) => `${path}=${value}`),
        ),
    );

  it('run on flow tenants that together show every value of what they read, and of the language', () => {
    for (const paths of [['dashboard.bookCards'], ['features.a4Preview'], ['notifications', 'dashboard.queues'], ['language']]) {
      const chosen = readersCover(manifests, flows, paths);
      expect(chosen.every((code) => flows.includes(code))).toBe(true);
      expect(valuesOf(chosen, [...EVERY_FLOW_READS, ...paths])).toEqual(valuesOf(flows, [...EVERY_FLOW_READS, ...paths]));
    }
  });

  it('run on fewer tenants than the flows that read everything', () => {
    expect(readersCover(manifests, flows, ['language']).length).toBeLessThan(flows.length);
  });

  it('bring in a tenant whose value of a setting they read no other tenant shows', () => {
    const odd = copyOf(manifests[0]!, 'ZZODD', (m) => {
      // A value no organisation uses today.
      (m.features as Record<string, unknown>).a4Preview = 'odd';
    });
    const withOdd = [...manifests, odd];
    expect(readersCover(withOdd, [...flows, 'ZZODD'], ['features.a4Preview'])).toContain('ZZODD');
    expect(readersCover(withOdd, [...flows, 'ZZODD'], ['dashboard.bookCards'])).not.toContain('ZZODD');
  });

  it('name only settings some manifest has, so a misspelt path cannot shrink a flow to one tenant', async () => {
    const dir = join(import.meta.dirname, '../e2e');
    const named: string[] = [];
    for (const file of (await readdir(dir)).filter((f) => f.endsWith('.ts'))) {
      const text = await readFile(join(dir, file), 'utf8');
      for (const call of text.matchAll(/\breads\(([^)]*)\)/g)) named.push(...[...call[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!));
    }
    expect(named.length).toBeGreaterThan(10);
    const known = [...new Set(manifests.flatMap((m) => [...behaviourSettings(m).keys()]))];
    for (const path of named)
      expect(
        known.some((k) => k === path || k.startsWith(`${path}.`)),
        path,
      ).toBe(true);
    expect(reads('language', 'login')).toEqual([`${READS_TAG}language`, `${READS_TAG}login`]);
  });
});
