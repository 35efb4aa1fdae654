/**
 * Fastify's own schema compilers (ajv for requests, fast-json-stringify for replies), with every
 * compiled function kept for the life of the process and found again by the schema's content.
 *
 * Fastify builds its compilers afresh for each app, and a route's schema is a new object each
 * time the routes are registered (the schema files are inlined per route), so a process that
 * builds many apps (the server tests build hundreds, each with its own database) compiled the
 * same schemas again for every one of them: about a quarter of building an app. A compiled
 * validator or serialiser depends only on the schema and the compiler's options, so equal
 * content may share it. A running portal builds one app and compiles each schema once, as before.
 *
 * One difference from Fastify's defaults: with compilers of one's own, Fastify compiles a route's
 * header schema as written instead of lower-casing its property names first. No route has a
 * header schema; one that gets it must name the headers in lower case.
 */
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/** What Fastify hands a compile step: the part's schema (and the route, which the result does not depend on). */
interface RouteSchema {
  schema: unknown;
}
type Compile = (route: RouteSchema) => unknown;
type Factory = (externalSchemas: unknown, options: unknown) => Compile;

/** A compile step that returns the function made earlier for a schema of the same content. */
function byContent(compile: Compile): Compile {
  const made = new Map<string, unknown>();
  return (route) => {
    const key = JSON.stringify(route.schema);
    let compiled = made.get(key);
    if (compiled === undefined) {
      compiled = compile(route);
      made.set(key, compiled);
    }
    return compiled;
  };
}

// The ajv compiler keeps one ajv instance per set of options and shared schemas, and hands out
// the same compile step for them; each such step gets one cache.
const ajvPool = AjvCompiler() as unknown as Factory;
const validatorCaches = new WeakMap<Compile, Compile>();
const buildValidator: Factory = (externalSchemas, options) => {
  const compile = ajvPool(externalSchemas, options);
  let cached = validatorCaches.get(compile);
  if (!cached) {
    cached = byContent(compile);
    validatorCaches.set(compile, cached);
  }
  return cached;
};

// The serialiser factory makes a new compile step on every call: its options and shared schemas
// are part of the key instead.
const serializerFactory = SerializerSelector() as unknown as Factory;
const serializerCaches = new Map<string, Compile>();
const buildSerializer: Factory = (externalSchemas, options) => {
  const setting = JSON.stringify([externalSchemas, options]);
  let cached = serializerCaches.get(setting);
  if (!cached) {
    cached = byContent(serializerFactory(externalSchemas, options));
    serializerCaches.set(setting, cached);
  }
  return cached;
};

/** The `schemaController` option of every app this process builds. */
export const SHARED_SCHEMA_COMPILERS = {
  compilersFactory: { buildValidator, buildSerializer },
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;
