/**
 * Serves the single-page app: clientDir/index.html with the active tenant written into it,
 * so the first paint already has the right brand (no flash of another tenant) and no second
 * request is needed before the app can render.
 *
 * Markers in app/index.html, replaced per request:
 *   <!--tenant-head-->  title, theme colour, favicon
 *   <!--csp-nonce-->    <meta name="csp-nonce"> carrying this response's CSP style nonce
 *   <!--tenant-boot-->  <script type="application/json" id="tenant-boot"> (never executed)
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../engine/format/escape-html';
import { firstPageLanguages, firstPageStrings } from '../../engine/i18n/first-page-strings';
import { BOOT_ELEMENT_ID, serializeBoot } from '../../engine/tenant/boot';
import { TENANT_ASSET_PREFIX } from '../../engine/tenant/capabilities';
import type { LoadedTenant } from '../tenants/load';
import { compressPage } from './compression';
import type { StringFile } from './locale-files';
import { cspNonce } from './security';

export const MARKERS = { head: '<!--tenant-head-->', nonce: '<!--csp-nonce-->', boot: '<!--tenant-boot-->' } as const;

const MISSING_BUILD_MESSAGE =
  'ยังไม่ได้สร้างไฟล์หน้าเว็บ กรุณารันคำสั่ง npm run build แล้วเริ่มเซิร์ฟเวอร์ใหม่\n' + 'The web client has not been built: run `npm run build`, then start the server again.\n';

const ICON_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** The per-tenant parts of the page, computed once at start (the boot JSON is the large part). */
export function tenantHeadAndBoot(tenant: LoadedTenant, files: StringFile[]): { head: string; boot: string } {
  const { manifest } = tenant;
  const title = `${manifest.identity.systemName.th} - ${manifest.identity.organizationName.th}`;
  const logo = manifest.branding.logo;
  const iconType = ICON_TYPES[path.extname(logo).toLowerCase()];
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="theme-color" content="${escapeHtml(manifest.branding.theme.primary)}" />`,
    `<link rel="icon" href="${escapeHtml(TENANT_ASSET_PREFIX + logo)}"${iconType ? ` type="${iconType}"` : ''} />`,
  ].join('\n    ');
  // The page carries the first page's strings of the language the public pages open in; the
  // rest of every language is a file of its own (locale-files.ts).
  const inline = firstPageLanguages(manifest.login.forceLanguage, manifest.language.fallback);
  const locales = Object.fromEntries(inline.flatMap((lang) => (tenant.locales[lang] ? [[lang, firstPageStrings(tenant.locales[lang])]] : [])));
  const stringFiles = Object.fromEntries(files.map((file) => [file.language, file.url]));
  const json = serializeBoot({ manifest, locales, stringFiles, storagePrefix: `${manifest.code.toLowerCase()}_`, base: '/' });
  return { head, boot: `<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>` };
}

export function renderIndex(template: string, parts: { head: string; boot: string }, nonce: string): string {
  // Function replacers: a '$' in tenant text must not be read as a replacement pattern.
  return template
    .replace(MARKERS.head, () => parts.head)
    .replace(MARKERS.nonce, () => `<meta name="csp-nonce" content="${escapeHtml(nonce)}" />`)
    .replace(MARKERS.boot, () => parts.boot);
}

/**
 * Returns the handler answering page requests. The template is re-read when the file
 * changes (a rebuild while the server runs) and kept in memory otherwise.
 */
export function createSpaHandler(tenant: LoadedTenant, clientDir: string, files: StringFile[]): (reply: FastifyReply) => Promise<FastifyReply> {
  const parts = tenantHeadAndBoot(tenant, files);
  const indexFile = path.join(clientDir, 'index.html');
  let cached: { mtimeMs: number; template: string } | null = null;

  async function template(): Promise<string | null> {
    const info = await stat(indexFile).catch(() => null);
    if (!info) return null;
    if (cached?.mtimeMs !== info.mtimeMs) cached = { mtimeMs: info.mtimeMs, template: await readFile(indexFile, 'utf8') };
    return cached.template;
  }

  return async (reply) => {
    const html = await template();
    reply.header('cache-control', 'no-store');
    if (html === null) return reply.code(503).type('text/plain; charset=utf-8').send(MISSING_BUILD_MESSAGE);
    const page = compressPage(renderIndex(html, parts, cspNonce(reply)), reply.request.headers['accept-encoding']);
    reply.header('vary', 'Accept-Encoding');
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply.code(200).type('text/html; charset=utf-8').send(page.body);
  };
}
