/**
 * What a tenant's manifest.json states: the edited (merged) manifest minus what the base
 * already says. The rule mirrors engine/tenant/merge.ts: objects are compared key by key,
 * anything else (arrays included) as a whole. A key the file already stated stays stated even
 * when it equals the base (an organisation may pin a value on purpose, e.g. its department id),
 * and the file's own key order is kept, so saving an unchanged manifest rewrites it unchanged.
 * Browser-safe.
 */
import { isPlainObject, type Json } from '../engine/tenant/merge';

export function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameJson(a[k], b[k]));
  }
  return false;
}

/** The keys of `edited` in the order `previous` states them, then the others in their own order. */
function orderedKeys(edited: Record<string, Json>, previous: Record<string, Json> | undefined): string[] {
  const first = Object.keys(previous ?? {}).filter((k) => k in edited);
  return [...first, ...Object.keys(edited).filter((k) => !first.includes(k))];
}

/** The part of `edited` a tenant file has to state over `base`, given what the file stated before (if anything). */
export function ownManifest(base: Json, edited: Json, previous?: Json): Json | undefined {
  if (!isPlainObject(edited) || !isPlainObject(base)) return sameJson(base, edited) && previous === undefined ? undefined : edited;
  const before = isPlainObject(previous) ? previous : undefined;
  const out: Record<string, Json> = {};
  for (const key of orderedKeys(edited, before)) {
    const value = edited[key]!;
    const baseValue = base[key];
    const stated = before?.[key];
    if (baseValue === undefined) out[key] = value;
    else if (isPlainObject(value) && isPlainObject(baseValue)) {
      const inner = ownManifest(baseValue, value, stated);
      // An object the file stated stays, even emptied (it said "{}" on purpose).
      if (inner !== undefined && (Object.keys(inner as object).length > 0 || stated !== undefined)) out[key] = inner;
    } else if (!sameJson(value, baseValue) || stated !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The text written to manifest.json: two-space JSON, as the scaffold writes it, ending as the
 * file ended before (a final newline for a new file), so an unchanged manifest saves unchanged.
 */
export function manifestText(manifest: Json, before: string | null = null): string {
  const ending = before === null ? '\n' : (/\s*$/.exec(before)?.[0] ?? '\n');
  return `${JSON.stringify(manifest, null, 2)}${ending}`;
}
