/**
 * GET /api/docs: the OpenAPI 3.1 document of the HTTP API, generated from the route table
 * (engine/api/routes.ts) and the JSON Schemas of schemas/api (components, by their titles):
 * every call with its request fields, its reply schema (a file: its media types, as binary) and
 * its error statuses. Failures carry the error reply {status: 'error', message, fields?} with a
 * Thai message.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ROUTES, type FileReply, type HttpMethod, type RouteName, type RouteSpec } from '../../engine/api/routes';
import { PROJECT_ROOT } from '../tenants/load';
import { MSG as AUTH_MSG } from '../modules/identity/messages';
import { apiSchemaFiles, fileRefName, type ApiSchemaFile, type Json } from './api-schemas';
import { messageForStatus, MESSAGES } from './errors';
import { IDEMPOTENCY_MESSAGES } from './idempotency';
import { ROUTE_SUMMARIES } from './route-summaries';
import { serveRoute } from './serve-route';

const ref = (title: string) => ({ $ref: `#/components/schemas/${title}` });

/** A schema file as an OpenAPI component: references to other files point to their components. */
function component(schema: unknown, titles: Map<string, string>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => component(item, titles));
  if (!schema || typeof schema !== 'object') return schema;
  const target = fileRefName((schema as Json).$ref);
  if (target !== null) return ref(titles.get(target)!);
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, component(value, titles)]));
}

const json = (schema: Json) => ({ 'application/json': { schema } });

/** A file reply: its bytes under each media type the route table gives it. */
const fileContent = (reply: FileReply) => Object.fromEntries(reply.media.map((media) => [media, { schema: { type: 'string', format: 'binary' } }]));

/** An idempotent call also answers 422 (its key reused with other fields) and 409 (its key's first request still running). */
const idempotencyStatuses = (route: RouteSpec): number[] => (route.idempotent ? [409, 422] : []);

function idempotencyMessage(route: RouteSpec, status: 409 | 422): string {
  const own = route.errors.includes(status) ? messageForStatus(status) : null;
  return [own, status === 422 ? IDEMPOTENCY_MESSAGES.keyReused : IDEMPOTENCY_MESSAGES.inProgress].filter(Boolean).join(' / ');
}

/** The header of a call the route table flags idempotent (server/http/idempotency.ts). */
const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A key the client makes for one call (a UUID) and sends again on every retry of it: a repeat by the same person answers the first reply (header Idempotent-Replayed: true) without doing the call again; with other fields 422. Kept 24 hours. 1-128 visible ASCII characters.',
  schema: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[!-~]+$' },
};

function responses(route: RouteSpec, titles: Map<string, string>): Json {
  const success =
    typeof route.reply === 'string'
      ? { description: 'Success.', content: json(ref(titles.get(route.reply)!)) }
      : { description: 'The file.', content: fileContent(route.reply) };
  const result: Json = { '200': success };
  // A session call is refused with 403 until the person has agreed to the PDPA policy (beforeConsent calls excepted).
  const statuses = new Set([
    ...route.errors,
    ...(route.auth ? [401] : []),
    ...(route.auth && !route.beforeConsent ? [403] : []),
    ...idempotencyStatuses(route),
    500,
    // Every call may meet the database away (a restart, a fail-over): 503, and a retry works once it is back.
    503,
  ]);
  for (const status of [...statuses].sort()) {
    const message =
      route.idempotent && (status === 409 || status === 422)
        ? idempotencyMessage(route, status)
        : status === 503
          ? MESSAGES.databaseDown
          : status === 401
            ? `${AUTH_MSG.sessionMissing} (no token) / ${AUTH_MSG.sessionExpired} (session expired)`
            : messageForStatus(status);
    result[String(status)] = { description: message, content: json(ref(titles.get('error.reply')!)) };
  }
  return result;
}

/** Query parameters from an object schema's properties (GET form of a call, or upload's query). */
function queryParameters(schema: Json, titles: Map<string, string>): Json[] {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties as Record<string, Json> | undefined) ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    description: property.description,
    // A property may refer to another schema file: it points to that file's component.
    schema: component(property, titles),
  }));
}

function operationObject(name: RouteName, route: RouteSpec, method: HttpMethod, files: Map<string, ApiSchemaFile>, titles: Map<string, string>): Json {
  const result: Json = {
    operationId: route.methods.length > 1 ? `${name}${method === 'GET' ? 'Get' : 'Post'}` : name,
    summary: ROUTE_SUMMARIES[name],
    tags: [route.tag],
    security: route.auth ? [{ bearer: [] }] : [],
    responses: responses(route, titles),
  };
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  const request = files.get(route.request)!.schema;
  if (method === 'GET' || route.fileBody) params.push(...(queryParameters(request, titles) as typeof params));
  if (route.idempotent && method === 'POST') params.push(IDEMPOTENCY_PARAMETER as unknown as (typeof params)[number]);
  if (params.length > 0) result.parameters = params;
  if (route.fileBody) result.requestBody = { required: true, description: 'The file itself.', content: { 'application/octet-stream': {} } };
  else if (method === 'POST') {
    const schema = ref(titles.get(route.request)!);
    // The portal's calls post forms; JSON is accepted everywhere as well.
    result.requestBody = { required: true, content: { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } } };
  }
  if (route.contract) result['x-portal-contract'] = true;
  return result;
}

const openApiPath = (fastifyPath: string) => fastifyPath.replace(/:(\w+)/g, '{$1}');

const VERSION = (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

export function buildOpenApiDocument(app: FastifyInstance): Json {
  const files = apiSchemaFiles();
  const titles = new Map([...files].map(([name, file]) => [name, file.title]));
  const paths: Record<string, Json> = {};
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, RouteSpec][]) {
    for (const method of route.methods) {
      const entry = (paths[openApiPath(route.path)] ??= {});
      entry[method.toLowerCase()] = operationObject(name, route, method, files, titles);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${app.tenant.manifest.identity.systemName.th} API`,
      version: VERSION,
      description:
        'งานสารบรรณ: the calls of the portal (its public contract marked x-portal-contract) and the document calls. Bodies are form-encoded or JSON; replies are the envelope {status, message, item|items}.',
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'system', description: 'Health, captcha, this document' },
      { name: 'identity', description: 'Sign-in, session, passwords, consent' },
      { name: 'portal', description: 'Queues, dashboard, read marks, menus, notifications' },
      { name: 'documents', description: 'Letters, routing actions, attachments' },
      { name: 'settings', description: 'Administration: the declared settings pages (list, read, create, update, delete)' },
    ],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Opaque session token from users/login (success.token).' } },
      schemas: Object.fromEntries([...files.values()].map((file) => [file.title, component(file.schema, titles)])),
    },
  };
}

/** Serves the document at GET /api/docs, built once on first use. */
export function registerOpenApi(app: FastifyInstance): void {
  let document: Json | null = null;
  serveRoute(app, 'apiDocs', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return (document ??= buildOpenApiDocument(app)) as { openapi: string; info: Json; paths: Json };
  });
}
