/**
 * NN_DATA is HTML from the server, so it is sanitised with DOMPurify before it is shown
 * (a notification must never run script or load anything in the portal's page). DOMPurify
 * needs a DOM, so this module takes the DOMPurify instance the browser made
 * (`DOMPurify(window)`) instead of importing one: engine/ stays free of `window`, and tests
 * pass a fake.
 *
 * Safety net: outside a browser DOMPurify reports isSupported false and does not sanitise
 * (its sanitize is missing or returns the input). Then we never return the HTML: it is
 * escaped and shown as text.
 */
import { escapeHtml } from '../format/escape-html';

/** The part of a DOMPurify instance we use. */
export interface Purifier {
  isSupported: boolean;
  sanitize?: (html: string, config: PurifyConfig) => unknown;
}

export interface PurifyConfig {
  ALLOWED_TAGS: string[];
  ALLOWED_ATTR: string[];
  ALLOWED_URI_REGEXP: RegExp;
  ALLOW_DATA_ATTR: false;
  ALLOW_ARIA_ATTR: false;
  RETURN_TRUSTED_TYPE: false;
}

/** Formatting a notification needs, and links to letters; nothing that runs, loads or styles. */
export const NOTIFICATION_PURIFY_CONFIG: PurifyConfig = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'div', 'small', 'ul', 'ol', 'li'],
  ALLOWED_ATTR: ['href', 'title', 'class'],
  // Links to http(s) pages, or paths of this portal; no javascript:, data:, mailto: and the like.
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|\/(?!\/)|\?|#)/i,
  // DOMPurify keeps data-* and aria-* on top of ALLOWED_ATTR unless told not to: server text
  // has no use for them, and data-* could address the page's own test ids and hooks.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

export type NotificationSanitizer = (html: string | null | undefined) => string;

/** A function that makes NN_DATA safe to set as innerHTML, with the given DOMPurify instance. */
export function createNotificationSanitizer(purifier: Purifier): NotificationSanitizer {
  const sanitize = purifier.isSupported ? purifier.sanitize : undefined;
  return (html) => {
    const text = html ?? '';
    if (!sanitize) return escapeHtml(text);
    return String(sanitize(text, NOTIFICATION_PURIFY_CONFIG));
  };
}
