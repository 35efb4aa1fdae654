/**
 * Each language's complete strings as a file of its own, named by its content's hash
 * (`/i18n/<language>.<hash>.json`): the page names the files in its boot data, the browser
 * fetches one when a signed-in page needs it and keeps it for good, and a new deployment with
 * other strings gives the file another name. The page itself carries only the first page's
 * strings (engine/i18n/first-page-strings.ts).
 *
 * A file holds its language's whole fallback chain (a variant over its base over the tenant's
 * fallback language), merged here once: a signed-in page then waits for one file, not for the
 * fallback language's file beside its own.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { languageChain } from '../../engine/tenant/capabilities';
import { deepMerge, type Json } from '../../engine/tenant/merge';
import type { LoadedTenant } from '../tenants/load';
import { errorEnvelope, MESSAGES } from './errors';
import { BUNDLE_CACHE } from './static-files';

export const STRINGS_PREFIX = '/i18n/';

export interface StringFile {
  language: string;
  url: string;
  body: string;
}

/** A language's strings with every string of its fallback chain it does not have itself. */
export function stringsThroughChain(locales: LoadedTenant['locales'], language: string, fallback: string): Json {
  // From the last fallback to the language itself, each one's strings over the previous.
  return languageChain(language, fallback)
    .reverse()
    .reduce<Json>((merged, lang) => deepMerge(merged, locales[lang] ?? {}), {});
}

/** The string files of a tenant, one per language it has strings for. */
export function stringFilesOf(tenant: LoadedTenant): StringFile[] {
  const { fallback } = tenant.manifest.language;
  return Object.keys(tenant.locales).map((language) => {
    const body = JSON.stringify(stringsThroughChain(tenant.locales, language, fallback));
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
