// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, readBoot, serializeBoot, type TenantBoot } from './boot';

const boot = (storagePrefix: string): TenantBoot => ({ manifest: {} as TenantBoot['manifest'], locales: {}, storagePrefix, base: '/' });

function putInPage(data: TenantBoot): HTMLScriptElement {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = BOOT_ELEMENT_ID;
  block.textContent = serializeBoot(data);
  document.head.append(block);
  return block;
}

afterEach(() => document.head.replaceChildren());

describe('the boot data in the page', () => {
  it('is parsed once for every reader of the same page', () => {
    putInPage(boot('kru.'));
    const first = readBoot(document);
    expect(first.storagePrefix).toBe('kru.');
    expect(readBoot(document)).toBe(first);
  });

  it('is read afresh when the block changes', () => {
    const block = putInPage(boot('kru.'));
    readBoot(document);
    block.textContent = serializeBoot(boot('sat.'));
    expect(readBoot(document).storagePrefix).toBe('sat.');
  });

  it('names the way out when the page was not served by the portal', () => {
    expect(() => readBoot(document)).toThrow(/npm start/);
  });
});
