import { describe, expect, it } from 'vitest';
import th from './locales/th.json';
import en from './locales/en.json';
import { createI18n } from './create-i18n';
import { createStringsLoader } from './strings-loader';
import { firstPageLanguages, firstPageStrings, FIRST_PAGE_NAMESPACES } from './first-page-strings';
import type { TenantBoot } from '../tenant/boot';
import type { Json } from '../tenant/merge';

const manifest = { language: { default: 'th', available: ['th', 'en', 'thKru'], fallback: 'en' } } as unknown as TenantBoot['manifest'];
const files = { th: '/i18n/th.1.json', en: '/i18n/en.1.json', thOnlb: '/i18n/thOnlb.1.json' };
const trees: Record<string, Record<string, Json>> = {
  '/i18n/th.1.json': th,
  '/i18n/en.1.json': en,
  // As the server writes a variant's file: its own strings over its base's and the fallback's.
  '/i18n/thOnlb.1.json': { ...th, header: { ...th.header, documentFlow: 'สารบรรณ สคทช.' } },
};

function setup(fail = 0) {
  const boot: TenantBoot = { manifest, locales: { th: firstPageStrings(th) }, stringFiles: files, storagePrefix: 'p', base: '/' };
  const i18n = createI18n(boot, 'th');
  const fetched: string[] = [];
  let failures = fail;
  const loader = createStringsLoader(i18n, boot, async (url) => {
    fetched.push(url);
    if (failures-- > 0) throw new Error('offline');
    return trees[url]!;
  });
  return { i18n, loader, fetched };
}

describe('first-page strings', () => {
  it('keeps only the first page namespaces, in the sign-in language and its base', () => {
    expect(Object.keys(firstPageStrings(th)).sort()).toEqual([...FIRST_PAGE_NAMESPACES].sort());
    expect(firstPageLanguages('th', 'en')).toEqual(['th']);
    expect(firstPageLanguages('thOnlb', 'en')).toEqual(['thOnlb', 'th']);
    expect(firstPageLanguages('en', 'en')).toEqual(['en']);
  });
});

describe('strings loader', () => {
  it('translates the first page at once and the rest once the language file is in', async () => {
    const { i18n, loader, fetched } = setup();
    expect(i18n.t('login.submit')).toBe('เข้าสู่ระบบ');
    expect(i18n.t('dashboard.queuesHeading')).not.toBe(th.dashboard.queuesHeading);
    const ready = loader.ready('th');
    expect(loader.ready('th')).toBe(ready);
    expect((ready as Promise<void> & { status?: string }).status).toBe('pending');
    await ready;
    expect((ready as Promise<void> & { status?: string }).status).toBe('fulfilled');
    expect(i18n.t('dashboard.queuesHeading')).toBe(th.dashboard.queuesHeading);
    // Only the language's own file (it carries its fallback chain), fetched once.
    expect(fetched).toEqual(['/i18n/th.1.json']);
    await loader.ready('en');
    expect(fetched.sort()).toEqual(['/i18n/en.1.json', '/i18n/th.1.json']);
  });

  it("loads a variant's one file, which carries its base", async () => {
    const { i18n, loader, fetched } = setup();
    await loader.ready('thOnlb');
    expect(fetched).toEqual(['/i18n/thOnlb.1.json']);
    await i18n.changeLanguage('thOnlb');
    expect(i18n.t('header.documentFlow')).toBe('สารบรรณ สคทช.');
    expect(i18n.t('dashboard.queuesHeading')).toBe(th.dashboard.queuesHeading);
  });

  it("loads the base language's file for a variant that has none", async () => {
    const { i18n, loader, fetched } = setup();
    await loader.ready('thKru');
    expect(fetched).toEqual(['/i18n/th.1.json']);
    await i18n.changeLanguage('thKru');
    expect(i18n.t('dashboard.queuesHeading')).toBe(th.dashboard.queuesHeading);
  });

  it('tries a failed file again before giving up', async () => {
    const { i18n, loader, fetched } = setup(2);
    await loader.ready('en');
    expect(fetched).toEqual(['/i18n/en.1.json', '/i18n/en.1.json', '/i18n/en.1.json']);
    await i18n.changeLanguage('en');
    expect(i18n.t('dashboard.queuesHeading')).toBe(en.dashboard.queuesHeading);
  });

  it('is settled at once when the page carries every string', () => {
    const boot: TenantBoot = { manifest, locales: { th, en }, storagePrefix: 'p', base: '/' };
    const loader = createStringsLoader(createI18n(boot, 'th'), boot, () => Promise.reject(new Error('never asked')));
    expect((loader.ready('en') as Promise<void> & { status?: string }).status).toBe('fulfilled');
  });
});
