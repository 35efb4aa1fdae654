/**
 * Emotion cache carrying the per-request CSP nonce, so every <style> element MUI and emotion
 * insert is allowed by the server's `style-src 'nonce-…'` without 'unsafe-inline'.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

export const NONCE_META_NAME = 'csp-nonce';

export function readNonce(doc: Document): string | undefined {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${NONCE_META_NAME}"]`)?.content || undefined;
}

export function createNonceCache(nonce: string | undefined): EmotionCache {
  return createCache({ key: 'css', nonce, prepend: true });
}
