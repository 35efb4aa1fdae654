/**
 * Deep merge of a tenant manifest over the base manifest.
 *
 * The rule, stated once so manifests stay predictable:
 * - plain objects merge key by key (recursively);
 * - arrays, strings, numbers, booleans and null from the override REPLACE the base value.
 *
 * Arrays replace rather than concatenate because every array in a manifest is an ordered
 * set (queues, tabs, columns): a tenant that lists queues means exactly those, in that order.
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export function isPlainObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepMerge(base: Json, override: Json): Json {
  if (!isPlainObject(base) || !isPlainObject(override)) return structuredClone(override);
  const out: Record<string, Json> = structuredClone(base);
  for (const [key, value] of Object.entries(override)) {
    const current = out[key];
    out[key] = current !== undefined && isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : structuredClone(value);
  }
  return out;
}
