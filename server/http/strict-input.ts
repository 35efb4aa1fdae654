/**
 * Strict input for every /api call, applied by the server rather than by each handler, before
 * any handler runs (a refused request changes nothing and takes no id):
 *
 * 1. Bodies: form and JSON bodies are read as bytes and must be UTF-8 (form-encoding.ts); a form
 *    that declares another charset (TIS-620 from a legacy client) may carry only ASCII.
 * 2. Query strings: re-read with the same strict form decoder (Fastify's own parser turns a bad
 *    %-escape into U+FFFD), so query and form fields follow one rule.
 * 3. Text (text-input.ts): no NUL and no lone surrogate in any field name or value.
 * 4. Integers (integer-input.ts): one rule for text and JSON numbers, then the schema's range.
 * 5. Fields: ajv keeps unknown fields (Fastify's default `removeAdditional: true` dropped them
 *    silently), so `additionalProperties: false` answers 400 naming the field. Every /api route
 *    declares its query string and (POST) its body; where it declares none, it takes none.
 *
 * The refusals are 400 with a Thai message naming the field (invalid-input.ts), logged at warn.
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { isApiPath } from './error-handler';
import { declaredCharset, parseForm, parseFormBody } from './form-encoding';
import { applyIntegerRule } from './integer-input';
import { InvalidInputError } from './invalid-input';
import { apiSchema } from './api-schemas';
import { assertWellFormedText } from './text-input';

/** What one /api route accepts, as it was registered (after the defaults below). */
export interface ApiInput {
  method: string;
  url: string;
  querystring: object;
  /** null for GET, and for a POST whose body is a file (`config.fileBody`). */
  body: object | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with the schemas of its query string and body (tests walk them). */
    apiInputs: ApiInput[];
  }
  interface FastifyContextConfig {
    /** The body is a file streamed to the handler, not fields: no body schema applies. */
    fileBody?: boolean;
  }
}

/**
 * Fastify's ajv with unknown fields kept, so they are refused instead of dropped. Its other
 * defaults stay: `coerceTypes: 'array'` (a form's single value fills a one-item list; JSON
 * numbers fill text fields), `useDefaults`, `allErrors: false` (one error, no DoS by size).
 * A field may take text or a number (`"type": ["string", "integer"]`, consent flags sent as
 * "1" by forms and 1 by JSON): union types are JSON Schema, not a mistake to warn about.
 */
export const STRICT_AJV: FastifyServerOptions['ajv'] = { customOptions: { removeAdditional: false, allowUnionTypes: true } };

type PartSchemas = { querystring?: object; body?: object } | undefined;

/** A part that takes no fields at all: anything sent there is an unknown field. */
const NO_FIELDS = apiSchema('empty.request');

export function registerStrictInput(app: FastifyInstance): void {
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(new InvalidInputError('encoding', 'body'), undefined);
    jsonParser(request, bytes.toString('utf8'), done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, parseFormBody(body as Buffer, declaredCharset(request.headers['content-type'])));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  const inputs: ApiInput[] = [];
  app.decorate('apiInputs', inputs);
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const methods = ([] as string[]).concat(route.method);
    const schema = (route.schema ??= {});
    schema.querystring ??= NO_FIELDS;
    const takesFields = methods.includes('POST') && !route.config?.fileBody;
    if (takesFields) schema.body ??= NO_FIELDS;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      inputs.push({
        method,
        url: route.url,
        querystring: schema.querystring as object,
        body: method === 'POST' && takesFields ? (schema.body as object) : null,
      });
    }
  });

  app.addHook('preValidation', async (request) => {
    if (!isApiPath(request.url)) return;
    const schemas = request.routeOptions.schema as PartSchemas;
    const at = request.url.indexOf('?');
    const query = parseForm(at < 0 ? '' : request.url.slice(at + 1), 'querystring');
    assertWellFormedText(query, '');
    request.query = applyIntegerRule(schemas?.querystring, query, '');
    assertWellFormedText(request.body, '');
    request.body = applyIntegerRule(schemas?.body, request.body, '');
  });
}
