// @vitest-environment jsdom
/** The early script as the build writes it into the page: one classic script that runs during parsing. */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_MARKERS } from '../engine/page/markers';
import { EARLY_LINK_SELECTOR } from '../engine/page/signed-in-files';
import { storageKey } from '../engine/storage/local-store';
import { BOOT_ELEMENT_ID, serializeBoot } from '../engine/tenant/boot';
import { PROJECT_ROOT } from '../server/tenants/load';
import { bundleEarlyScript, withEarlyScript } from './first-signed-in-chunk';

const EARLY_SCRIPT = path.join(PROJECT_ROOT, 'app/head-start.ts');
const PAGE = `<html><head>${PAGE_MARKERS.boot}\n<script type="module" src="/assets/index-E1.js"></script></head><body></body></html>`;

afterEach(() => {
  document.head.replaceChildren();
  window.localStorage.clear();
});

describe('the early script in the page', () => {
  it('comes right after the boot data and before the entry, with the list it reads', () => {
    const html = withEarlyScript(PAGE, ['/assets/signed-in-S1.js', '/assets/</script>.js'], 'void 0');
    const boot = html.indexOf(PAGE_MARKERS.boot);
    const list = html.indexOf('id="signed-in-files"');
    const script = html.indexOf('<script>void 0</script>');
    expect(boot).toBeGreaterThanOrEqual(0);
    expect(boot < list && list < script && script < html.indexOf('index-E1.js')).toBe(true);
    // A file name cannot end the data block.
    expect(html).not.toContain('/assets/</script>.js');
    expect(() => withEarlyScript('<html></html>', [], 'void 0')).toThrow(PAGE_MARKERS.boot);
  });

  it('bundles to a classic script that preloads the listed files when a session is stored, and only then', async () => {
    const code = await bundleEarlyScript(EARLY_SCRIPT);
    expect(code).not.toMatch(/^\s*(import|export)\b|\bimport\(/m);
    expect(code.length).toBeLessThan(1500);
    const run = () => {
      document.head.innerHTML =
        `<script type="application/json" id="${BOOT_ELEMENT_ID}">${serializeBoot({ manifest: {} as never, locales: {}, storagePrefix: 'kru_', base: '/' })}</script>` +
        '<script type="application/json" id="signed-in-files">["/assets/signed-in-S1.js"]</script>';
      new Function(code)();
      return [...document.querySelectorAll<HTMLLinkElement>(EARLY_LINK_SELECTOR)].map((link) => new URL(link.href).pathname);
    };
    expect(run()).toEqual([]);
    window.localStorage.setItem(storageKey('kru_', 'token'), 'stored-token');
    expect(run()).toEqual(['/assets/signed-in-S1.js']);
    // Without boot data (a page not served by the portal) it does nothing and throws nothing.
    document.head.replaceChildren();
    expect(() => new Function(code)()).not.toThrow();
  });
});
