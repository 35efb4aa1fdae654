// @vitest-environment jsdom
/** The page's first script fetches the signed-in files only when a session is stored. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_LINK_SELECTOR, SIGNED_IN_FILES_ID } from '../engine/page/signed-in-files';
import { createLocalStore } from '../engine/storage/local-store';
import { BOOT_ELEMENT_ID } from '../engine/tenant/boot';

const PREFIX = 'tenant_';

function dataBlock(id: string, value: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = JSON.stringify(value);
  document.head.append(block);
}

async function runHeadStart(): Promise<string[]> {
  vi.resetModules();
  await import('./head-start');
  return [...document.querySelectorAll<HTMLLinkElement>(EARLY_LINK_SELECTOR)].map((link) => new URL(link.href).pathname);
}

beforeEach(() => {
  dataBlock(BOOT_ELEMENT_ID, { storagePrefix: PREFIX, base: '/', locales: {}, manifest: {} });
  dataBlock(SIGNED_IN_FILES_ID, ['/assets/signed-in-A1.js']);
});
afterEach(() => {
  document.head.replaceChildren();
  window.localStorage.clear();
});

describe('head-start', () => {
  it('fetches the signed-in files when a session is stored under the tenant prefix', async () => {
    createLocalStore(PREFIX, window.localStorage).set('token', 'stored-token');
    expect(await runHeadStart()).toEqual(['/assets/signed-in-A1.js']);
  });

  it('fetches nothing without a stored session, or with another tenant’s', async () => {
    expect(await runHeadStart()).toEqual([]);
    createLocalStore('other_', window.localStorage).set('token', 'other-token');
    expect(await runHeadStart()).toEqual([]);
  });
});
