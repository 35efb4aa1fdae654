// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, readBoot, serializeBoot, type TenantBoot } from './boot';

const boot = (storagePrefix: string): TenantBoot => ({ manifest: {} as TenantBoot['manifest'], locales: {}, storagePrefix, base: '/' });

function putInPage(data: TenantBoot): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = BOOT_ELEMENT_ID;
  block.textContent = serializeBoot(data);
  document.head.append(block);
}

afterEach(() => document.head.replaceChildren());

describe('the boot data in the page', () => {
  it('is read from its data block, markup in it escaped on the way', () => {
    putInPage({ ...boot('kru_'), base: '/</script><b>/' });
    expect(readBoot(document)).toMatchObject({ storagePrefix: 'kru_', base: '/</script><b>/' });
  });

  it('names the way out when the page was not served by the portal', () => {
    expect(() => readBoot(document)).toThrow(/npm start/);
  });
});
