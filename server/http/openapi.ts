/**
 * GET /api/docs: the OpenAPI 3.1 document of the HTTP API, built once when the server is
 * ready from the JSON Schemas in schemas/api (components, by their titles) and the calls of
 * openapi-operations.ts whose routes exist. Every call answers the envelope
 * {status, message, item|items}; failures carry a Thai message and one of the statuses below.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PROJECT_ROOT } from '../../engine/tenant/load';
import { MSG as AUTH_MSG } from '../modules/identity/messages';
import { messageForStatus, MESSAGES } from './errors';
import { OPERATIONS, type Method, type Operation } from './openapi-operations';

type Json = Record<string, unknown>;

export const API_SCHEMAS_DIR = path.join(PROJECT_ROOT, 'schemas/api');

/** schemas/api/<base>.schema.json -> { base: { title, schema without $schema/$id } }. */
function loadApiSchemas(dir: string): Map<string, { title: string; schema: Json }> {
  const schemas = new Map<string, { title: string; schema: Json }>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort()) {
    const { $schema: _dialect, $id: _id, ...schema } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Json;
    schemas.set(file.slice(0, -'.schema.json'.length), { title: String(schema.title), schema });
  }
  return schemas;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The envelope and error shapes every call shares. */
const SHARED_SCHEMAS: Record<string, Json> = {
  Envelope: {
    type: 'object',
    description: 'Reply of every call (DESIGN.md section 4): item for one thing, items for a list.',
    required: ['status'],
    properties: {
      status: { type: 'string', enum: ['success', 'error'] },
      message: { type: 'string', description: 'Thai message for the user.' },
      item: { description: 'The answer when it is one thing.' },
      items: { description: 'The answer when it is a list (get-notifications: one summary object).' },
    },
  },
  ErrorEnvelope: {
    type: 'object',
    description: 'Reply of a failed call: a Thai message, never a stack trace.',
    required: ['status', 'message'],
    properties: {
      status: { const: 'error' },
      message: { type: 'string', description: 'Thai message for the user.' },
      fields: { type: 'array', items: { type: 'string' }, description: '400 from schema validation: the fields at fault.' },
    },
  },
  TodoPage: {
    description: 'Reply of sarabun/get-todo-list: one page of a queue and the queue total.',
    allOf: [
      ref('Envelope'),
      {
        type: 'object',
        required: ['items', 'total', 'page', 'pageSize'],
        properties: { items: { type: 'array', items: ref('TodoRow') }, total: { type: 'integer' }, page: { type: 'integer' }, pageSize: { type: 'integer' } },
      },
    ],
  },
};

const json = (schema: Json) => ({ 'application/json': { schema } });

function replyContent(op: Operation): Json {
  switch (op.reply) {
    case 'envelope':
      return json(ref('Envelope'));
    case 'todo-page':
      return json(ref('TodoPage'));
    case 'challenge':
      return json({ type: 'object', description: 'ALTCHA challenge (algorithm, challenge, salt, signature, ...).' });
    case 'openapi':
      return json({ type: 'object', description: 'An OpenAPI 3.1 document.' });
    case 'image':
      return { 'image/*': {} };
    case 'file':
      return { 'application/octet-stream': { schema: { description: 'The file, with its own Content-Type and Content-Disposition.' } } };
  }
}

function responses(op: Operation): Json {
  const result: Json = { '200': { description: 'Success.', content: replyContent(op) } };
  const statuses = new Set([...op.errors, ...(op.auth ? [401] : []), 500]);
  for (const status of [...statuses].sort()) {
    const message = status === 503 ? MESSAGES.databaseDown : status === 401 ? `${AUTH_MSG.sessionMissing} (no token) / ${AUTH_MSG.sessionExpired} (session expired)` : messageForStatus(status);
    result[String(status)] = { description: message, content: json(ref('ErrorEnvelope')) };
  }
  return result;
}

/** Query parameters from an object schema's properties (GET form of a call, or upload's query). */
function queryParameters(schema: Json): Json[] {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries((schema.properties as Record<string, Json> | undefined) ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    description: property.description,
    schema: property,
  }));
}

function operationObject(op: Operation, method: Method, titles: Map<string, string>, schemas: Map<string, { title: string; schema: Json }>): Json {
  const result: Json = {
    operationId: `${method}${op.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: op.summary,
    tags: [op.tag],
    security: op.auth ? [{ bearer: [] }] : [],
    responses: responses(op),
  };
  const params = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
  if (op.request && method === 'get') params.push(...(queryParameters(schemas.get(op.request)!.schema) as typeof params));
  if (op.query) params.push(...(queryParameters(schemas.get(op.query)!.schema) as typeof params));
  if (params.length > 0) result.parameters = params;
  if (op.request && method === 'post') {
    const schema = ref(titles.get(op.request)!);
    // The spec's calls post forms; JSON is accepted everywhere as well.
    result.requestBody = { required: true, content: { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } } };
  }
  if (op.fileBody) result.requestBody = { required: true, description: 'The file itself.', content: { 'application/octet-stream': {} } };
  if (op.spec) result['x-spec-call'] = true;
  return result;
}

const fastifyPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

const VERSION = (JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

export function buildOpenApiDocument(app: FastifyInstance, options: { schemasDir?: string } = {}): Json {
  const schemas = loadApiSchemas(options.schemasDir ?? API_SCHEMAS_DIR);
  const titles = new Map([...schemas].map(([base, s]) => [base, s.title]));
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) {
    for (const method of op.methods) {
      if (!app.hasRoute({ method: method.toUpperCase() as 'GET' | 'POST', url: fastifyPath(op.path) })) continue;
      const entry = (paths[op.path] ??= {});
      entry[method] = operationObject(op, method, titles, schemas);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${app.tenant.manifest.identity.systemName.th} API`,
      version: VERSION,
      description: 'งานสารบรรณ: the calls of the portal (spec section 7, marked x-spec-call) and the document calls. Bodies are form-encoded or JSON; replies are the envelope {status, message, item|items}.',
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'system', description: 'Health, captcha, this document' },
      { name: 'identity', description: 'Sign-in, session, passwords, consent' },
      { name: 'portal', description: 'Queues, dashboard, read marks, menus, notifications' },
      { name: 'documents', description: 'Letters, routing actions, attachments' },
    ],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Opaque session token from users/login (success.token).' } },
      schemas: { ...SHARED_SCHEMAS, ...Object.fromEntries([...schemas.values()].map((s) => [s.title, s.schema])) },
    },
  };
}

/** Serves the document at GET /api/docs; it is built when the server is ready (all routes known). */
export function registerOpenApi(app: FastifyInstance): void {
  let document: Json | null = null;
  app.addHook('onReady', async () => {
    document = buildOpenApiDocument(app);
  });
  app.get('/api/docs', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return document ?? (document = buildOpenApiDocument(app));
  });
}
