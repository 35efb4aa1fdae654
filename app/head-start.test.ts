// @vitest-environment jsdom
/** The page's first script fetches the signed-in files, the session check and the page's first data only when a session is stored. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEAD_REQUESTS_ID } from '../engine/page/head-requests';
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

/** Runs the script; answers the files it preloaded and the calls it sent (method, path, token). */
async function runHeadStart(): Promise<{ files: string[]; calls: string[] }> {
  const calls: string[] = [];
  vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    calls.push(`${init?.method} ${String(input)} ${new Headers(init?.headers).get('Authorization')}`);
    return new Response('{}');
  });
  vi.resetModules();
  await import('./head-start');
  const files = [...document.querySelectorAll<HTMLLinkElement>(EARLY_LINK_SELECTOR)].map((link) => new URL(link.href).pathname);
  return { files, calls };
}

const consented = { userInformation: { F_IS_AGREE_PDPA: 1 } };

beforeEach(() => {
  dataBlock(BOOT_ELEMENT_ID, { storagePrefix: PREFIX, base: '/', locales: {}, manifest: {} });
  dataBlock(SIGNED_IN_FILES_ID, ['/assets/signed-in-A1.js']);
  dataBlock(HEAD_REQUESTS_ID, { session: [['GET', '/api/check']], pages: { '/': [['POST', '/api/counts']] } });
});
afterEach(() => {
  document.head.replaceChildren();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('head-start', () => {
  it('fetches the signed-in files and sends the session check and the page’s calls when a session is stored under the tenant prefix', async () => {
    const store = createLocalStore(PREFIX, window.localStorage);
    store.set('token', 'stored-token');
    store.set('userLogin', consented);
    expect(await runHeadStart()).toEqual({
      files: ['/assets/signed-in-A1.js'],
      calls: ['GET /api/check Bearer stored-token', 'POST /api/counts Bearer stored-token'],
    });
  });

  it('fetches nothing without a stored session, or with another tenant’s', async () => {
    expect(await runHeadStart()).toEqual({ files: [], calls: [] });
    createLocalStore('other_', window.localStorage).set('token', 'other-token');
    expect(await runHeadStart()).toEqual({ files: [], calls: [] });
  });
});
