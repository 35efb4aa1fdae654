/**
 * The data the server inlines into index.html for the active tenant, so the first paint
 * already has the right brand, theme and strings (no flash of another tenant).
 *
 * It travels as <script type="application/json" id="tenant-boot">: a data block that the
 * browser never executes, so the Content-Security-Policy can forbid inline scripts.
 */
import type { Json } from './merge';
import type { TenantManifest } from './capabilities';

export const BOOT_ELEMENT_ID = 'tenant-boot';

export interface TenantBoot {
  manifest: TenantManifest;
  /**
   * Locale resources inlined in the page, per language (engine defaults + tenant overrides):
   * the first page's namespaces when `stringFiles` is given, otherwise every string.
   */
  locales: Record<string, Record<string, Json>>;
  /** Where each language's complete strings are (content-addressed, cached for good); absent when `locales` is complete. */
  stringFiles?: Record<string, string>;
  /** Prefix of every localStorage key, per tenant so two portals on one host do not mix. */
  storagePrefix: string;
  /** Base path the app is served under (history-mode routing). */
  base: string;
}

/** Serialises boot data for an HTML data block: '<' is escaped so no text can close the script element. */
export function serializeBoot(boot: TenantBoot): string {
  return JSON.stringify(boot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Reads boot data in the browser; throws a clear error when the page was not served by the portal server. */
export function readBoot(doc: Document): TenantBoot {
  const element = doc.getElementById(BOOT_ELEMENT_ID);
  const text = element?.textContent;
  if (!element || !text) throw new Error(`Missing #${BOOT_ELEMENT_ID}: open the portal through its server (npm start), not the built file.`);
  // The page's first script and the entry both read it during start-up: parse it once.
  const parsed = parsedBoots.get(element);
  if (parsed?.text === text) return parsed.boot;
  const boot = JSON.parse(text) as TenantBoot;
  parsedBoots.set(element, { text, boot });
  return boot;
}

const parsedBoots = new WeakMap<Element, { text: string; boot: TenantBoot }>();
