/**
 * Malformed input, route by route. Every /api route the server registers (app.apiInputs, which
 * the strict-input onRoute hook collects) is sent, signed in, in every part it reads (query
 * string for GET and POST; body as a form and as JSON), values made from its own schema: bad
 * integers for integer fields, NUL and lone surrogates for text, invalid UTF-8 bytes, an
 * unknown field. Every answer must be 400 with the Thai envelope naming the field; never 500.
 * Refused writes must leave no row and take no id; the refusal logs at warn, not error.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createClientDir, testConfig } from '../test-support/fixtures';
import { createTestApp, findTenant, signIn, type TestApp } from '../test-support/test-app';
import { createTestDatabase } from '../test-support/test-db';
import { ROUTES, type RouteSpec } from '../../engine/api/routes';
import type { ApiInput } from './strict-input';

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
  required?: string[];
  else?: { required?: string[] };
}

const thai = /[\u0E00-\u0E7F]/;
const UNKNOWN = 'UNKNOWN_FIELD';
/** Integers written as text (forms, query strings): none is a plain decimal integer in range. */
const BAD_INTEGER_TEXT = ['1e400', '9223372036854775808', '0x1', ' 1', '1.5', '+1', '01', '1e0', '', 'abc'];
/** Integers in JSON (raw JSON text): Infinity, beyond 2^53, fractions, text that is not decimal, booleans. */
const BAD_INTEGER_JSON = ['1e400', '9223372036854775808', '1.5', 'true', 'null', '"0x1"', '" 1"', '"1e400"', '{}'];

let t: TestApp;
let app: FastifyInstance;
/** The walk's session, and another person's for the checks after it (a regression that let a malformed logout through must not hide them). */
let token: string;
let writer: string;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  token = await signIn(t, 'saraban');
  writer = await signIn(t, 'officer');
}, 120_000);
afterAll(async () => t?.close());

const typesOf = (s: Schema): string[] => (s.type === undefined ? (s.anyOf?.flatMap(typesOf) ?? []) : ([] as string[]).concat(s.type));
const isInteger = (s: Schema) => typesOf(s).includes('integer') && !typesOf(s).includes('string') && !s.enum;
const isText = (s: Schema) => typesOf(s).includes('string');

/** A valid value for a field (required fields are sent valid, so only the case's field is at fault). */
function sample(s: Schema): unknown {
  if (s.enum) return s.enum[0];
  if (isInteger(s)) return s.minimum ?? 1;
  if (typesOf(s).includes('boolean')) return true;
  if (typesOf(s).includes('array') && s.items) return [sample(s.items)];
  // A nested object (a letter's content) is sent with its own required fields, valid.
  if (typesOf(s).includes('object')) return s.properties ? requiredSample(s) : {};
  const text = 'ก'.repeat(Math.max(1, s.minLength ?? 1));
  if (s.pattern) return new RegExp(s.pattern).test(text) ? text : '';
  return text;
}

function requiredSample(s: Schema | null): Record<string, unknown> {
  // A conditional object (a letter's body part: a table needs its rows, any other part its text)
  // is sent as the first kind its enum lists, which the condition does not name: its else applies.
  const names = [...(s?.required ?? []), ...(s?.else?.required ?? [])];
  return Object.fromEntries(names.map((name) => [name, sample(s!.properties![name]!)]));
}

/** One malformed request and the field its refusal must name. */
interface Case {
  label: string;
  field: string;
  request: InjectOptions;
}

const authorization = (session = token) => ({ authorization: `Bearer ${session}` });
const formText = (fields: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const item of ([] as unknown[]).concat(v)) params.append(k, String(item));
  return params.toString();
};
const concreteUrl = (url: string) => url.replace(/:(\w+)/g, '1');

/** Raw form text `name=value` appended to the valid fields (value already encoded as the case needs). */
function rawPair(base: Record<string, unknown>, name: string, rawValue: string): string {
  const rest = formText(Object.fromEntries(Object.entries(base).filter(([k]) => k !== name)));
  return [rest, `${encodeURIComponent(name)}=${rawValue}`].filter(Boolean).join('&');
}

function queryCases(route: ApiInput): Case[] {
  const schema = route.querystring as Schema;
  const base = requiredSample(schema);
  const url = concreteUrl(route.url);
  // A POST carrying query fields also needs a valid body, so the query is the only fault.
  const body = route.body
    ? { headers: { ...authorization(), 'content-type': 'application/json' }, payload: JSON.stringify(requiredSample(route.body as Schema)) }
    : { headers: authorization() };
  const at = (label: string, field: string, query: string): Case => ({
    label: `${route.method} ${route.url} query ${label}`,
    field,
    request: { method: route.method as 'GET', url: `${url}?${query}`, ...body },
  });
  const cases: Case[] = [at('unknown field', UNKNOWN, rawPair(base, UNKNOWN, '1')), at('invalid UTF-8 %FF', UNKNOWN, rawPair(base, UNKNOWN, '%FF'))];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const element = typesOf(property).includes('array') && property.items ? property.items : property;
    const field = element === property ? name : `${name}.0`;
    if (isInteger(element)) {
      for (const bad of BAD_INTEGER_TEXT) cases.push(at(`${name}=${JSON.stringify(bad)}`, field, rawPair(base, name, encodeURIComponent(bad))));
      if (element.maximum !== undefined) cases.push(at(`${name}=maximum+1`, field, rawPair(base, name, String(BigInt(element.maximum) + 1n))));
      if ((element.minimum ?? -1) >= 0) cases.push(at(`${name}=-1`, field, rawPair(base, name, '-1')));
    } else if (isText(property)) {
      cases.push(at(`${name} with NUL`, name, rawPair(base, name, 'a%00b')));
      cases.push(at(`${name} with a lone surrogate`, name, rawPair(base, name, 'a%ED%A0%80b')));
      cases.push(at(`${name} with invalid UTF-8`, name, rawPair(base, name, 'a%C3%28b')));
    }
  }
  return cases;
}

function bodyCases(route: ApiInput): Case[] {
  const schema = route.body as Schema;
  const base = requiredSample(schema);
  const url = concreteUrl(route.url);
  const form = (label: string, field: string, payload: string | Buffer): Case => ({
    label: `POST ${route.url} form ${label}`,
    field,
    request: { method: 'POST', url, headers: { ...authorization(), 'content-type': 'application/x-www-form-urlencoded' }, payload },
  });
  /** JSON text with the valid fields and one field written raw. */
  const json = (label: string, field: string, name: string, rawValue: string | Buffer): Case => {
    const rest = JSON.stringify(Object.fromEntries(Object.entries(base).filter(([k]) => k !== name))).slice(1, -1);
    const head = `{${rest}${rest ? ',' : ''}${JSON.stringify(name)}:`;
    const payload = typeof rawValue === 'string' ? `${head}${rawValue}}` : Buffer.concat([Buffer.from(head), rawValue, Buffer.from('}')]);
    return {
      label: `POST ${route.url} JSON ${label}`,
      field,
      request: { method: 'POST', url, headers: { ...authorization(), 'content-type': 'application/json' }, payload },
    };
  };
  const rawForm = (name: string) => Buffer.concat([Buffer.from(rawPair(base, name, 'a')), Buffer.from([0xff, 0xfe]), Buffer.from('b')]);
  const cases: Case[] = [
    form('unknown field', UNKNOWN, rawPair(base, UNKNOWN, '1')),
    json('unknown field', UNKNOWN, UNKNOWN, '1'),
    form('raw invalid UTF-8', UNKNOWN, rawForm(UNKNOWN)),
    json('raw invalid UTF-8', 'body', UNKNOWN, Buffer.from([0x22, 0xff, 0x22])),
  ];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const element = typesOf(property).includes('array') && property.items ? property.items : property;
    const field = element === property ? name : `${name}.0`;
    if (isInteger(element)) {
      for (const bad of BAD_INTEGER_TEXT) cases.push(form(`${name}=${JSON.stringify(bad)}`, field, rawPair(base, name, encodeURIComponent(bad))));
      for (const bad of BAD_INTEGER_JSON) cases.push(json(`${name}: ${bad}`, field, name, element === property ? bad : `[${bad}]`));
      if (element.maximum !== undefined) {
        const over = String(BigInt(element.maximum) + 1n);
        cases.push(form(`${name}=maximum+1`, field, rawPair(base, name, over)));
        cases.push(json(`${name}: maximum+1`, field, name, element === property ? over : `[${over}]`));
      }
      if ((element.minimum ?? -1) >= 0) {
        cases.push(form(`${name}=-1`, field, rawPair(base, name, '-1')));
        cases.push(json(`${name}: -1`, field, name, element === property ? '-1' : '[-1]'));
      }
    } else if (isText(property)) {
      cases.push(form(`${name} with NUL`, name, rawPair(base, name, 'a%00b')));
      cases.push(form(`${name} with a lone surrogate`, name, rawPair(base, name, 'a%ED%A0%80b')));
      cases.push(form(`${name} with raw invalid UTF-8`, name, rawForm(name)));
      cases.push(json(`${name} with NUL`, name, name, '"a\\u0000b"'));
      cases.push(json(`${name} with a lone surrogate`, name, name, '"a\\ud800b"'));
      cases.push(json(`${name} with raw invalid UTF-8`, 'body', name, Buffer.from([0x22, 0x61, 0xc3, 0x28, 0x22])));
    }
  }
  return cases;
}

/** The reply's problems, or null when it is the expected refusal. */
function problemOf(c: Case, reply: LightMyRequestResponse): string | null {
  let body: { status?: string; message?: string; fields?: string[] };
  try {
    body = reply.json();
  } catch {
    return `${reply.statusCode} without a JSON envelope: ${reply.body.slice(0, 200)}`;
  }
  if (reply.statusCode !== 400) return `${reply.statusCode} ${reply.body.slice(0, 200)}`;
  if (body.status !== 'error' || !thai.test(body.message ?? '')) return `not the Thai error envelope: ${reply.body.slice(0, 200)}`;
  if (body.fields?.[0] !== c.field) return `names ${JSON.stringify(body.fields)}, not ${c.field}`;
  if (!body.message!.includes(c.field) && c.field !== 'body') return `message does not name ${c.field}: ${body.message}`;
  return null;
}

describe('malformed input on every /api route', () => {
  it('covers every call of the API (the routes walked are the routes served)', () => {
    const walked = new Set(app.apiInputs.map((r) => `${r.method} ${r.url}`));
    for (const route of Object.values(ROUTES) as RouteSpec[]) {
      for (const method of route.methods) expect(walked, `${method} ${route.path}`).toContain(`${method} ${route.path}`);
    }
  });

  it('answers 400 with the Thai envelope naming the field, never 500', async () => {
    const cases = app.apiInputs.flatMap((route) => [...queryCases(route), ...(route.body ? bodyCases(route) : [])]);
    expect(cases.length).toBeGreaterThan(300);
    const failures: string[] = [];
    for (const c of cases) {
      const problem = problemOf(c, await app.inject(c.request));
      if (problem) failures.push(`${c.label}: ${problem}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('still accepts what the client sends: GET query, POST body, a POST query read with its body, lists as repeated fields', async () => {
    const form = { ...authorization(writer), 'content-type': 'application/x-www-form-urlencoded' };
    const viaGet = await app.inject({ method: 'GET', url: '/api/get-todo-lists?search=%E0%B8%81&lang=th', headers: authorization(writer) });
    expect(viaGet.statusCode, viaGet.body).toBe(200);
    const viaPost = await app.inject({ method: 'POST', url: '/api/get-todo-lists', headers: form, payload: 'search=%E0%B8%81&lang=en' });
    expect(viaPost.statusCode, viaPost.body).toBe(200);
    const queryOfPost = await app.inject({ method: 'POST', url: '/api/get-dashboard?bookType=news', headers: form, payload: 'querySearch=%E0%B8%81' });
    expect(queryOfPost.statusCode, queryOfPost.body).toBe(200);
    expect(Object.keys(queryOfPost.json<{ item: object }>().item)).toEqual(['news']);
    const modules = await app.inject({ method: 'POST', url: '/api/get-notifications', headers: form, payload: 'MODULE=SARABUN&MODULE=SARABAN' });
    expect(modules.statusCode, modules.body).toBe(200);
  });

  it("refuses a POST's bad or unknown query field although its body is valid", async () => {
    const headers = { ...authorization(writer), 'content-type': 'application/x-www-form-urlencoded' };
    for (const query of ['F_DOC_ID=1e400', 'F_DOC_ID=%201', 'other=1']) {
      const reply = await app.inject({ method: 'POST', url: `/api/sarabun/get-document?${query}`, headers, payload: 'F_DOC_ID=1' });
      expect(reply.statusCode, `${query}: ${reply.body}`).toBe(400);
    }
  });
});

describe('a refused write changes nothing', () => {
  const lastId = async (sequence: 'documents_id_seq' | 'transactions_id_seq') =>
    Number((await sql<{ last_value: string | number }>`SELECT last_value FROM ${sql.raw(sequence)}`.execute(t.db)).rows[0]!.last_value);
  const count = async (table: 'documents' | 'transactions' | 'audit_log' | 'notifications') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const snapshot = async () => ({
    documentsSeq: await lastId('documents_id_seq'),
    transactionsSeq: await lastId('transactions_id_seq'),
    documents: await count('documents'),
    transactions: await count('transactions'),
    audit: await count('audit_log'),
    notifications: await count('notifications'),
  });
  const post = (url: string, payload: string | Buffer, type = 'application/x-www-form-urlencoded') =>
    app.inject({ method: 'POST', url, headers: { ...authorization(writer), 'content-type': type }, payload });

  it('create-document and document-action: no row, no audit line, no id used', async () => {
    const created = await post('/api/sarabun/create-document', JSON.stringify({ F_DOC_TYPE_ID: 2, F_DOC_TITLE: 'บันทึกทดสอบข้อมูลผิดรูปแบบ' }), 'application/json');
    expect(created.statusCode, created.body).toBe(200);
    const draft = created.json<{ item: { F_TRANS_ID: number } }>().item.F_TRANS_ID;
    const department = t.tenant.manifest.organization.departmentId;
    const before = await snapshot();

    const refused = [
      post('/api/sarabun/create-document', 'F_DOC_TYPE_ID=2&F_DOC_TITLE=x&F_DOC_SECRET_ID=2147483648'),
      post('/api/sarabun/create-document', 'F_DOC_TYPE_ID=1e400&F_DOC_TITLE=x'),
      post('/api/sarabun/create-document', 'F_DOC_TYPE_ID=2&F_DOC_TITLE=a%00b'),
      post('/api/sarabun/create-document', '{"F_DOC_TYPE_ID":2,"F_DOC_TITLE":"a\\ud800"}', 'application/json'),
      post('/api/sarabun/create-document', Buffer.concat([Buffer.from('F_DOC_TYPE_ID=2&F_DOC_TITLE='), Buffer.from([0xe0, 0xb8])])),
      post('/api/sarabun/create-document', 'F_DOC_TYPE_ID=2&F_DOC_TITLE=x&F_SECRET=1'),
      post('/api/sarabun/document-action', `F_TRANS_ID=1e400&ACTION=send&TO_DEPT_IDS=${department}`),
      post('/api/sarabun/document-action', `F_TRANS_ID=${draft}&ACTION=send&TO_DEPT_IDS=9223372036854775808`),
      post('/api/sarabun/document-action', `F_TRANS_ID=${draft}&ACTION=send&TO_DEPT_IDS=${department}&NOTE=a%00b`),
      post('/api/sarabun/document-action', `F_TRANS_ID=${draft}&ACTION=send&TO_DEPT_IDS=${department}&EXTRA=1`),
      post('/api/sarabun/document-action', `{"F_TRANS_ID":${draft},"ACTION":"send","TO_DEPT_IDS":[${department}],"NOTE":"\\udc00"}`, 'application/json'),
    ];
    for (const reply of await Promise.all(refused)) expect(reply.statusCode, reply.body).toBe(400);
    expect(await snapshot()).toEqual(before);

    // The next valid writes take the very next ids: nothing was used up by the refused ones.
    const next = await post('/api/sarabun/create-document', 'F_DOC_TYPE_ID=2&F_DOC_TITLE=x');
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json<{ item: { F_DOC_ID: number; F_TRANS_ID: number } }>().item).toMatchObject({
      F_DOC_ID: before.documentsSeq + 1,
      F_TRANS_ID: before.transactionsSeq + 1,
    });
    const sent = await post('/api/sarabun/document-action', `F_TRANS_ID=${draft}&ACTION=send&TO_DEPT_IDS=${department}`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ item: { NEW_TRANS_IDS: number[] } }>().item.NEW_TRANS_IDS[0]).toBe(before.transactionsSeq + 2);
  });

  it('Thai sent as TIS-620 by a legacy client: 400 naming the field, nothing stored; UTF-8 still stored as sent', async () => {
    const subjects = async () => (await t.db.selectFrom('documents').select('subject').execute()).map((row) => row.subject);
    const before = await snapshot();
    const formAs = (charset: string) => `application/x-www-form-urlencoded; charset=${charset}`;
    const refused = [
      // "หนังสือ" in TIS-620, %-escaped and raw: not UTF-8.
      await post('/api/sarabun/create-document', 'F_DOC_TYPE_ID=2&F_DOC_TITLE=%CB%B9%D1%A7%CA%D7%CD'),
      await post(
        '/api/sarabun/create-document',
        Buffer.concat([Buffer.from('F_DOC_TYPE_ID=2&F_DOC_TITLE='), Buffer.from([0xcb, 0xb9, 0xd1, 0xa7, 0xca, 0xd7, 0xcd])]),
      ),
      // "หนัง" in TIS-620 happens to be valid UTF-8 ("˹ѧ"); the body says it is TIS-620.
      await post('/api/sarabun/create-document', 'F_DOC_TYPE_ID=2&F_DOC_TITLE=%CB%B9%D1%A7', formAs('TIS-620')),
      await post('/api/sarabun/create-document', 'F_DOC_TYPE_ID=2&F_DOC_TITLE=%CB%B9%D1%A7', formAs('windows-874')),
    ];
    for (const reply of refused) {
      expect(reply.statusCode, reply.body).toBe(400);
      const body = reply.json<{ status: string; message: string; fields: string[] }>();
      expect(body).toMatchObject({ status: 'error', fields: ['F_DOC_TITLE'] });
      expect(body.message).toMatch(thai);
      expect(body.message).toContain('F_DOC_TITLE');
    }
    expect(await snapshot()).toEqual(before);
    expect((await subjects()).filter((subject) => /[\uFFFD\u02F9\u0467]/.test(subject))).toEqual([]);

    // UTF-8, declared or not, is stored as sent; a body declared TIS-620 that is plain ASCII is read as it is.
    const accepted = [
      await post(
        '/api/sarabun/create-document',
        'F_DOC_TYPE_ID=2&F_DOC_TITLE=%E0%B8%AB%E0%B8%99%E0%B8%B1%E0%B8%87%E0%B8%AA%E0%B8%B7%E0%B8%AD+1',
        formAs('UTF-8'),
      ),
      await post('/api/sarabun/create-document', 'F_DOC_TYPE_ID=2&F_DOC_TITLE=%E0%B8%AB%E0%B8%99%E0%B8%B1%E0%B8%87%E0%B8%AA%E0%B8%B7%E0%B8%AD+2'),
      await post('/api/sarabun/create-document', 'F_DOC_TYPE_ID=2&F_DOC_TITLE=memo+3', formAs('TIS-620')),
    ];
    for (const reply of accepted) expect(reply.statusCode, reply.body).toBe(200);
    expect(await subjects()).toEqual(expect.arrayContaining(['หนังสือ 1', 'หนังสือ 2', 'memo 3']));
  });
});

describe('logging', () => {
  it('logs a refused request at warn, never at error', async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    const database = await createTestDatabase();
    const logged = await buildApp({
      config: testConfig(),
      db: database.handle,
      tenant: await findTenant(),
      clientDir: await createClientDir(),
      logger: { level: 'info', stream },
    });
    try {
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const replies = [
        await logged.inject({ method: 'POST', url: '/api/users/forgot-password', headers: form, payload: 'F_EMAIL=a%00b%40example.com' }),
        await logged.inject({ method: 'POST', url: '/api/users/login', headers: form, payload: 'username=a&password=b&remember=1' }),
        await logged.inject({
          method: 'POST',
          url: '/api/users/login',
          headers: { 'content-type': 'application/json' },
          payload: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
        }),
        await logged.inject({ method: 'GET', url: '/api/health?x=%FF' }),
      ];
      for (const reply of replies) expect(reply.statusCode, reply.body).toBe(400);
      const refusals = lines.filter((l) => l.msg.startsWith('invalid input'));
      expect(refusals).toHaveLength(replies.length);
      for (const line of refusals) expect(line.level).toBe(40);
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    } finally {
      await logged.close();
      await database.close();
    }
  });
});
