import { describe, expect, it } from 'vitest';
import base from '../../tenants/_base/manifest.json' with { type: 'json' };
import type { TenantManifest } from '../../schemas/generated/tenant';
import { checkColumns, checkColumnSettings, checkHeaderTitle, checkLanguages, checkLocaleKeys, checkQueueReferences, localeKeys } from './cross-check';

const manifest = (): TenantManifest => structuredClone(base) as unknown as TenantManifest;

describe('cross-checks', () => {
  it('finds nothing wrong in the base manifest', () => {
    const m = manifest();
    expect([...checkColumns(m), ...checkQueueReferences(m), ...checkLanguages(m, ['th', 'en'])]).toEqual([]);
  });

  it('names a column field that no queue row has, with a suggestion', () => {
    const m = manifest();
    m.dashboard.columns.byQueue = { review: [{ field: 'F_DOC_N0' }] };
    const [issue] = checkColumns(m);
    expect(issue?.pointer).toBe('/dashboard/columns/byQueue/review/0/field');
    expect(issue?.hint).toContain('Did you mean "F_DOC_NO"?');
  });

  it('refuses sorting the server cannot do, a fixed column away from its edge, and group or explanation keys a language lacks', () => {
    const m = manifest();
    m.language.available = ['th', 'en'];
    m.dashboard.columns.default = [
      { field: 'F_NAME', sortable: true },
      { field: 'F_DOC_NO', fixed: 'left', groupKey: 'columnGroups.letter' },
      { field: 'F_DOC_TITLE', sortable: false, explainKey: 'columnExplain.nothing' },
      { field: 'VIEW', fixed: 'right' },
    ];
    const keys: Record<string, Set<string>> = { th: new Set(['columnGroups.letter', 'columnExplain.nothing']), en: new Set(['columnGroups.letter']) };
    const issues = checkColumnSettings(m, (lang) => keys[lang] ?? new Set());
    expect(issues.map((i) => i.pointer)).toEqual([
      '/dashboard/columns/default/0/sortable',
      '/dashboard/columns/default/0/fixed',
      '/dashboard/columns/default/2/explainKey',
    ]);
    expect(issues[0]!.hint).toContain('"F_NAME"');
    // At their edges, on fields the server sorts, with keys every language has: nothing to say.
    m.dashboard.columns.default = [{ field: 'F_DOC_NO', fixed: 'left', sortable: true }, { field: 'F_DOC_TITLE' }, { field: 'VIEW', fixed: 'right' }];
    expect(checkColumnSettings(m, (lang) => keys[lang] ?? new Set())).toEqual([]);
  });

  it('points at each per-queue setting for a queue that is not shown', () => {
    const m = manifest();
    m.dashboard.senderIconQueues = ['unreceived', 'jobFollow'];
    m.dashboard.queueTitles = { jobCompleted: { th: 'เสร็จ', en: 'Done' } };
    expect(checkQueueReferences(m).map((i) => i.pointer)).toEqual(['/dashboard/senderIconQueues/1', '/dashboard/queueTitles/jobCompleted']);
  });

  it('wants the default language among the available ones, each with locale files', () => {
    const m = manifest();
    m.language = { default: 'fr', available: ['th', 'de'], fallback: 'en' };
    expect(checkLanguages(m, ['th', 'en']).map((i) => i.pointer)).toEqual(['/language/default', '/language/available/1']);
  });

  it('accepts a header title key found through the base language of a variant', () => {
    const m = manifest();
    m.language.available = ['thOnlb', 'en'];
    const keys: Record<string, Set<string>> = { th: new Set(['header.documentFlow']), en: new Set(['header.documentFlow']), thOnlb: new Set() };
    expect(checkHeaderTitle(m, (lang) => keys[lang] ?? new Set())).toEqual([]);
  });
});

describe('locale keys', () => {
  it('flattens nested keys with dots', () => {
    expect(localeKeys({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual(['a.b', 'a.c.d', 'e']);
  });

  it('reports a key missing in one full language, in the file that should get it', () => {
    const issues = checkLocaleKeys({ th: { a: '1', b: '2' }, en: { a: '1' } }, (lang, key) => `${key === 'b' ? 'tenant' : 'engine'}/${lang}.json`);
    expect(issues).toEqual([expect.objectContaining({ file: 'tenant/en.json', pointer: '/b', expected: 'the key "b" (present in th)' })]);
  });

  it('lets a variant be partial but not invent keys', () => {
    const issues = checkLocaleKeys({ th: { a: '1' }, en: { a: '1' }, thOnlb: { a: 'x', typo: 'y' } }, (lang) => `${lang}.json`);
    expect(issues.map((i) => [i.file, i.pointer])).toEqual([['thOnlb.json', '/typo']]);
  });
});
