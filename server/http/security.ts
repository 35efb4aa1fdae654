/**
 * Security headers (@fastify/helmet) with a strict Content-Security-Policy.
 *
 * - Framing: CSP frame-ancestors 'none' and X-Frame-Options DENY say the same (no page may
 *   frame the portal, not even its own); browsers that know CSP use the first, older ones the second.
 * - Strict-Transport-Security only when the portal is reached over HTTPS: the request came over
 *   TLS (request.protocol, which reads X-Forwarded-Proto only from a trusted proxy) or PUBLIC_URL
 *   is https (TLS ends at a proxy in front). Over plain http the header means nothing to a
 *   browser, and would wrongly promise HTTPS for an office server that has none.
 *
 * No inline script is ever allowed: the tenant boot data travels as a JSON data block the
 * browser does not execute. Styles need a nonce because emotion (MUI) writes <style>
 * elements at run time; the nonce is fresh per response and the same value is written into
 * the page (<meta name="csp-nonce">) for the client to hand to emotion.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TenantManifest } from '../../engine/tenant/capabilities';

const nonces = new WeakMap<ServerResponse, string>();

/** The CSP nonce of this response, made on first use (by the CSP header or by the page). */
export function cspNonce(reply: FastifyReply | { raw: ServerResponse }): string {
  return nonceOf(reply.raw);
}

function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/** Origin of an absolute http(s)/ws(s) address, or null for a relative or invalid one. */
export function originOf(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/** socket.io starts with HTTP long-polling and upgrades to WebSocket: allow both schemes. */
function realtimeSources(address: string | null): string[] {
  const origin = originOf(address);
  if (!origin) return [];
  const url = new URL(origin);
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  return [`${secure ? 'https' : 'http'}://${url.host}`, `${secure ? 'wss' : 'ws'}://${url.host}`];
}

type DirectiveValue = string | ((req: unknown, res: ServerResponse) => string);

export function cspDirectives(manifest: TenantManifest): Record<string, DirectiveValue[]> {
  const chat = originOf(manifest.features.chatUrl);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", (_req, res) => `'nonce-${nonceOf(res)}'`],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...realtimeSources(manifest.realtime.url)],
    // Letters fetched with the session show in the browser's own PDF viewer from blobs; the chat frame only where the manifest names one.
    frameSrc: ['blob:', ...(chat ? [chat] : [])],
    workerSrc: ["'self'", 'blob:'],
    // Videos (manuals) play from blobs the page fetched with the session: files need the bearer token.
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Whether the portal is served over HTTPS: PUBLIC_URL says so, or this request came over TLS. */
export function servedOverHttps(publicUrl: string | undefined, protocol: string): boolean {
  return protocol === 'https' || (publicUrl ?? '').toLowerCase().startsWith('https:');
}

export async function registerSecurity(app: FastifyInstance, manifest: TenantManifest): Promise<void> {
  const publicUrl = app.config.publicUrl;
  app.addHook('onRequest', async (request, reply) => {
    if (servedOverHttps(publicUrl, request.protocol)) reply.header('strict-transport-security', HSTS_VALUE);
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      // Helmet's defaults add upgrade-insecure-requests, which breaks a portal served over
      // plain http on an office network; state every directive ourselves instead.
      useDefaults: false,
      directives: cspDirectives(manifest),
    },
    // The chat frame and the realtime server are other origins the page embeds or calls.
    crossOriginEmbedderPolicy: false,
    // Agrees with frame-ancestors 'none' (helmet's default SAMEORIGIN would allow the portal's own pages).
    frameguard: { action: 'deny' },
    // Sent by the hook above, only over HTTPS.
    hsts: false,
  });
}
