// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_LINK_SELECTOR, preloadSignedInFiles, SIGNED_IN_FILES_ID, signedInFiles } from './signed-in-files';

function listInPage(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SIGNED_IN_FILES_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => document.head.replaceChildren());

describe('the signed-in files listed in the page', () => {
  it('are fetched as modules, in the CORS mode of the page scripts', () => {
    listInPage('["/assets/signed-in-A1.js","/assets/xstate-B2.js"]');
    expect(preloadSignedInFiles(document)).toEqual(['/assets/signed-in-A1.js', '/assets/xstate-B2.js']);
    const links = [...document.querySelectorAll<HTMLLinkElement>(EARLY_LINK_SELECTOR)];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(['/assets/signed-in-A1.js', '/assets/xstate-B2.js']);
    // An empty crossorigin is anonymous CORS, as on the page's own module scripts.
    expect(links.map((link) => link.getAttribute('crossorigin'))).toEqual(['', '']);
  });

  it('are none when the page lists nothing, or something that is not a list of paths', () => {
    expect(preloadSignedInFiles(document)).toEqual([]);
    listInPage('{"not": "a list"');
    expect(signedInFiles(document)).toEqual([]);
    document.head.replaceChildren();
    listInPage('[1, "/assets/a.js", null]');
    expect(signedInFiles(document)).toEqual(['/assets/a.js']);
    expect(document.querySelectorAll(EARLY_LINK_SELECTOR)).toHaveLength(0);
  });
});
