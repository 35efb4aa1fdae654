/**
 * Each language's complete strings as a file of its own, named by its content's hash
 * (`/i18n/<language>.<hash>.json`): the page names the files in its boot data, the browser
 * fetches one when a signed-in page needs it and keeps it for good, and a new deployment with
 * other strings gives the file another name. The page itself carries only the first page's
 * strings (engine/i18n/first-page-strings.ts).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LoadedTenant } from '../tenants/load';
import { errorEnvelope, MESSAGES } from './errors';
import { BUNDLE_CACHE } from './static-files';

export const STRINGS_PREFIX = '/i18n/';

export interface StringFile {
  language: string;
  url: string;
  body: string;
}

/** The string files of a tenant, one per language it has strings for. */
export function stringFilesOf(tenant: LoadedTenant): StringFile[] {
  return Object.entries(tenant.locales).map(([language, tree]) => {
    const body = JSON.stringify(tree);
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
    return { language, url: `${STRINGS_PREFIX}${language}.${hash}.json`, body };
  });
}

export function registerStringFiles(app: FastifyInstance, files: StringFile[]): void {
  const byUrl = new Map(files.map((file) => [file.url, file]));
  app.get(`${STRINGS_PREFIX}:name`, async (request, reply) => {
    const file = byUrl.get(request.url.split('?')[0] ?? '');
    if (!file) return reply.code(404).send(errorEnvelope(MESSAGES.notFound));
    return reply.header('cache-control', BUNDLE_CACHE).type('application/json; charset=utf-8').send(file.body);
  });
}
