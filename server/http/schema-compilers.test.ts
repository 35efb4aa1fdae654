import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SHARED_SCHEMA_COMPILERS } from './schema-compilers';
import { STRICT_AJV } from './strict-input';

/** An app with one POST route whose `name` may be at most `maxLength` characters; a new schema object each time. */
async function appWith(maxLength: number) {
  const app = Fastify({ ajv: STRICT_AJV, schemaController: SHARED_SCHEMA_COMPILERS });
  const body = { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string', maxLength } } };
  const reply = { type: 'object', properties: { name: { type: 'string' } } };
  app.post('/names', { schema: { body, response: { 200: reply } } }, async (request) => ({ ...(request.body as object), secret: 'x' }));
  await app.ready();
  return app;
}

const post = (app: Awaited<ReturnType<typeof appWith>>, payload: object) => app.inject({ method: 'POST', url: '/names', payload });

describe('route schemas compiled once per process', () => {
  it('hands every app the same validator for a schema of the same content, and a new one for other content', () => {
    const factory = SHARED_SCHEMA_COMPILERS.compilersFactory!.buildValidator!;
    const options = { customOptions: { removeAdditional: false } };
    const compile = factory({}, options);
    expect(factory({}, { customOptions: { removeAdditional: false } })).toBe(compile);
    const schema = () => ({ type: 'object', properties: { n: { type: 'integer', maximum: 9 } } });
    const first = compile({ schema: schema(), method: 'POST', url: '/a', httpPart: 'body' });
    expect(compile({ schema: schema(), method: 'GET', url: '/b', httpPart: 'querystring' })).toBe(first);
    expect(compile({ schema: { ...schema(), required: ['n'] }, method: 'POST', url: '/a', httpPart: 'body' })).not.toBe(first);
  });

  it('still checks each app by its own schema: equal content shares, different content does not', async () => {
    const [short, again, long] = [await appWith(3), await appWith(3), await appWith(5)];
    try {
      for (const app of [short, again]) {
        expect((await post(app, { name: 'abcd' })).statusCode).toBe(400);
        expect((await post(app, { name: 'abc', other: 1 })).statusCode).toBe(400);
      }
      const accepted = await post(long, { name: 'abcd' });
      expect(accepted.statusCode).toBe(200);
      // The reply serialiser is the schema's too: a field the reply schema lacks is not sent.
      expect(accepted.json()).toEqual({ name: 'abcd' });
    } finally {
      await Promise.all([short, again, long].map((app) => app.close()));
    }
  });
});
