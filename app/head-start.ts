/**
 * The page's early script, written into the page by the build as a classic inline script right
 * after the boot data (scripts/first-signed-in-chunk.ts), so it runs while the page is being
 * parsed. With a stored session the next page is a signed-in one, so the files of the signed-in
 * layout are asked for now, beside the entry script, instead of once the entry has downloaded,
 * compiled and run (on a phone, more than a second). Without one nothing is fetched: the sign-in
 * page loads exactly what it did. It must stay small and must not throw: the page works without it.
 */
import { preloadSignedInFiles } from '../engine/page/signed-in-files';
import { storageKey } from '../engine/storage/local-store';
import { readBoot } from '../engine/tenant/boot';

try {
  if (window.localStorage.getItem(storageKey(readBoot(document).storagePrefix, 'token'))) preloadSignedInFiles(document);
} catch {
  // No storage (a locked-down browser) or no boot data (a page not served by the portal): the entry copes.
}
