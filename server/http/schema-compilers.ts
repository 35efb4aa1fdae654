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

/** The value kept under `key`, made and kept on first use. */
function remembered<V>(kept: Map<string, V>, key: string, make: () => V): V {
  if (!kept.has(key)) kept.set(key, make());
  return kept.get(key) as V;
}

/** A compile step that returns the function made earlier for a schema of the same content. */
function byContent(compile: Compile): Compile {
  const made = new Map<string, unknown>();
  return (route) => remembered(made, JSON.stringify(route.schema), () => compile(route));
}

/**
 * A compiler factory whose compile steps are made once per setting (the shared schemas and the
 * compiler's options, which Fastify passes again for every app) and remember what they compiled.
 */
function keptAcrossApps(factory: Factory): Factory {
  const steps = new Map<string, Compile>();
  return (externalSchemas, options) => remembered(steps, JSON.stringify([externalSchemas, options]), () => byContent(factory(externalSchemas, options)));
}

const buildValidator = keptAcrossApps(AjvCompiler() as unknown as Factory);
const buildSerializer = keptAcrossApps(SerializerSelector() as unknown as Factory);

/** The `schemaController` option of every app this process builds. */
export const SHARED_SCHEMA_COMPILERS = {
  compilersFactory: { buildValidator, buildSerializer },
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;
