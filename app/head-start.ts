/**
 * The page's first script: a few hundred bytes, run as soon as it arrives. With a stored session
 * the next page is a signed-in one, so the files of the signed-in layout, the session check and
 * the page's first data are asked for now, beside the entry script, instead of once the entry has
 * downloaded and run (on a phone's link, most of a second). Without one nothing is fetched: the
 * sign-in page loads exactly what it did.
 */
import { headRequestList, headRequestsFor, sendHeadRequests } from '../engine/page/head-requests';
import { preloadSignedInFiles } from '../engine/page/signed-in-files';
import { createLocalStore } from '../engine/storage/local-store';
import { readBoot } from '../engine/tenant/boot';
import { appPathOf } from './session/urls';

const boot = readBoot(document);
const store = createLocalStore(boot.storagePrefix, window.localStorage);
const token = store.get('token');
if (token) {
  // The files first: they are most of the bytes before the first paint, and a phone's browser
  // keeps only a few connections to one server.
  preloadSignedInFiles(document);
  sendHeadRequests(window, headRequestsFor(headRequestList(document), appPathOf(boot.base, window.location.pathname), store), token);
}
