import { describe, expect, it } from 'vitest';
import base from '../../tenants/_base/manifest.json' with { type: 'json' };
import { closest, formatIssue, validateTenantManifest } from './validate';

// A tenant's merged manifest: the base plus the one thing every tenant states itself, the logo of
// its alternative sign-in page.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
const manifest = (): Loose => {
  const m = structuredClone(base) as Loose;
  m.branding.loginLogo = 'assets/login-logo.svg';
  return m;
};

describe('validateTenantManifest', () => {
  it('accepts the base manifest with a login logo', () => {
    expect(validateTenantManifest(manifest())).toEqual([]);
  });

  it('asks a tenant for the logo of its alternative sign-in page, which the base does not name', () => {
    const issues = validateTenantManifest(structuredClone(base) as Record<string, unknown>);
    expect(issues.map((issue) => issue.pointer)).toEqual(['/branding/loginLogo']);
  });

  it('points at a misspelt property and suggests the right name', () => {
    const m = manifest();
    m.features.speechToTxt = true;
    const [issue, ...rest] = validateTenantManifest(m);
    expect(rest).toEqual([]);
    expect(issue?.pointer).toBe('/features/speechToTxt');
    expect(issue?.hint).toContain('Did you mean "speechToText"?');
  });

  it('reports an unknown queue used as a key by the key, once', () => {
    const m = manifest();
    m.dashboard.queueTitles = { reveiw: { th: 'ก', en: 'a' } };
    const issues = validateTenantManifest(m);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.pointer).toBe('/dashboard/queueTitles/reveiw');
    expect(issues[0]?.hint).toContain('Did you mean "review"?');
  });

  it('says what type was expected in words, and what was found', () => {
    const m = manifest();
    m.organization.departmentId = '1000000';
    const [issue] = validateTenantManifest(m);
    expect(issue).toMatchObject({ pointer: '/organization/departmentId', expected: 'a whole number' });
    expect(issue?.hint).toContain('Found "1000000"');
  });

  it('explains a bad colour and a bad code in plain words', () => {
    const m = manifest();
    m.branding.theme.secondary = '#fff';
    m.code = 'acme';
    const issues = validateTenantManifest(m);
    expect(issues.map((i) => i.pointer).sort()).toEqual(['/branding/theme/secondary', '/code']);
    expect(issues.find((i) => i.pointer === '/code')?.hint).toMatch(/upper-case/);
    expect(issues.find((i) => i.pointer.endsWith('secondary'))?.expected).toBe('a colour written #rrggbb');
  });

  it('formats an issue as file: pointer: expected X. Hint: Y, with / for the whole file', () => {
    expect(formatIssue({ file: 'tenants/x/manifest.json', pointer: '', expected: 'valid JSON', hint: 'Fix it.' })).toBe(
      'tenants/x/manifest.json: /: expected valid JSON. Hint: Fix it.',
    );
  });
});

describe('closest', () => {
  it('suggests a near name and nothing for a far one', () => {
    expect(closest('capcha', ['captcha', 'forceLanguage'])).toBe('captcha');
    expect(closest('JOBRECEIVED', ['jobReceived', 'jobReceived2'])).toBe('jobReceived');
    expect(closest('banana', ['captcha', 'forceLanguage'])).toBeNull();
  });
});
