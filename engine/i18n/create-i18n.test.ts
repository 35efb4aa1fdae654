import { describe, expect, it } from 'vitest';
import th from './locales/th.json';
import en from './locales/en.json';
import { createI18n, fallbackChains } from './create-i18n';
import { htmlLangOf, pickLocalized, startLanguage } from './language';
import type { TenantBoot } from '../tenant/boot';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

function bootWith(locales: TenantBoot['locales'], available: string[], fallback = 'en'): TenantBoot {
  return {
    manifest: { language: { default: available[0], available, fallback } } as unknown as TenantBoot['manifest'],
    locales,
    storagePrefix: 'p',
    base: '/',
  };
}

describe('locale files', () => {
  it('th and en have exactly the same keys', () => {
    expect(keysOf(th).sort()).toEqual(keysOf(en).sort());
  });
  it('keep the header.documentFlow key', () => {
    expect(th.header.documentFlow).toBeTruthy();
  });
});

describe('createI18n', () => {
  const locales = { th, en, thOnlb: { header: { documentFlow: 'สารบรรณ สคทช.' } } };

  it('translates with the inlined resources synchronously', () => {
    const i18n = createI18n(bootWith(locales, ['th', 'en']), 'th');
    expect(i18n.t('validation.usernameRequired')).toBe('กรุณากรอกชื่อผู้ใช้งาน');
    expect(i18n.t('login.copyright', { year: 2021, text: 'x' })).toBe('© 2021 x');
  });

  it('a variant falls back to its base language, then to the tenant fallback', () => {
    const i18n = createI18n(bootWith({ ...locales, th: { ...th, onlyTh: 'ไทย' } }, ['thOnlb', 'en']), 'thOnlb');
    expect(i18n.t('header.documentFlow')).toBe('สารบรรณ สคทช.');
    expect(i18n.t('login.submit')).toBe('เข้าสู่ระบบ');
    expect(i18n.t('onlyTh')).toBe('ไทย');
    expect(fallbackChains(['thOnlb', 'th', 'en'], 'en')).toEqual({ default: ['en'], thOnlb: ['th', 'en'], th: ['en'], en: [] });
  });
});

describe('language helpers', () => {
  it('uses the saved language only when the tenant offers it', () => {
    expect(startLanguage(['th', 'en'], 'th', 'en')).toBe('en');
    expect(startLanguage(['thOnlb', 'en'], 'thOnlb', 'th')).toBe('thOnlb');
    expect(startLanguage(['th', 'en'], 'th', null)).toBe('th');
  });
  it('maps variants to their html lang and picks localized text', () => {
    expect(htmlLangOf('thOnlb')).toBe('th');
    expect(pickLocalized({ th: 'ก', en: 'A' }, 'thOnlb')).toBe('ก');
    expect(pickLocalized({ th: 'ก', en: 'A' }, 'en')).toBe('A');
  });
});
