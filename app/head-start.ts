/**
 * The page's first script: a few hundred bytes, run as soon as it arrives. With a stored session
 * the next page is a signed-in one, so the files of the signed-in layout are asked for now, beside
 * the entry script, instead of once the entry has downloaded and run (on a phone's link, most of a
 * second). Without one nothing is fetched: the sign-in page loads exactly what it did.
 */
import { preloadSignedInFiles } from '../engine/page/signed-in-files';
import { createLocalStore } from '../engine/storage/local-store';
import { readBoot } from '../engine/tenant/boot';

if (createLocalStore(readBoot(document).storagePrefix, window.localStorage).get('token')) preloadSignedInFiles(document);
