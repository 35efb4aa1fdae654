/**
 * The pure part of the bundle budget (scripts/check-bundle.ts): which JavaScript files a route
 * loads, found by walking Vite's build manifest (`build.manifest`), and whether the gzipped
 * total fits its budget. No file system here, so it is tested with a small fake manifest.
 */

/** One entry of `.vite/manifest.json` (the fields we read). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of chunks this one imports statically: the browser loads them with it (modulepreload). */
  imports?: string[];
  /** Keys of chunks this one may load later with `import()`. */
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** A route: the HTML entry plus the lazy modules the route itself waits for. */
export interface RouteSpec {
  name: string;
  /** Gzipped bytes allowed for the JavaScript of the route. */
  budget: number;
  /**
   * JavaScript files allowed: on a phone's link each is a round trip, and a browser keeps only a
   * few connections to one server, so a route cut into many small files waits on them in turns.
   */
  maxFiles?: number;
  /**
   * Lazy modules the route loads when it opens, matched against the manifest key (the source
   * path relative to the Vite root). `required` ones must be their own chunk: if one of them
   * ends up inside the entry, the split that keeps it off the login path is gone.
   */
  lazy: { match: RegExp; required?: boolean; label: string }[];
  /**
   * Modules the route must leave for later (loaded on a touch or a click, not with the page):
   * each must stay a lazy chunk of its own and must not be among the files the route loads.
   */
  later?: { match: RegExp; label: string }[];
}

export interface RouteFiles {
  files: string[];
  /** Labels of lazy modules that matched no dynamic entry (bundled statically instead). */
  missing: string[];
  /** Labels of modules meant for later that the route loads with the page, or that lost their own chunk. */
  early: string[];
}

/**
 * The keys of the entry chunks: the HTML page's script and every other script the page loads
 * on its own (its first, tiny script). Each runs with the page, so each counts on every route.
 */
export function entryKeys(manifest: Manifest): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('The Vite manifest has no entry chunk: was the client built with build.manifest?');
  return entries;
}

/**
 * Every node reached from the starts by following `next`, the starts included, each visited once
 * (added to `seen`, which is returned). The module graph of the build walks the same way
 * (scripts/first-signed-in-chunk.ts).
 */
export function reachable(starts: Iterable<string>, next: (node: string) => readonly string[], seen = new Set<string>()): Set<string> {
  const stack = [...starts];
  while (stack.length > 0) {
    const node = stack.pop() as string;
    if (seen.has(node)) continue;
    const following = next(node);
    seen.add(node);
    stack.push(...following);
  }
  return seen;
}

/**
 * The chunks loaded together with `start`: itself and, transitively, its static imports.
 * Dynamic imports are not followed: they load only when the code asks for them.
 */
export function staticClosure(manifest: Manifest, start: string, seen = new Set<string>()): Set<string> {
  return reachable(
    [start],
    (key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The Vite manifest refers to ${key}, which it does not list.`);
      return chunk.imports ?? [];
    },
    seen,
  );
}

/** The JavaScript files a route loads: the entry's static graph plus each lazy module's. */
export function routeFiles(manifest: Manifest, route: RouteSpec): RouteFiles {
  const keys = new Set<string>();
  for (const entry of entryKeys(manifest)) staticClosure(manifest, entry, keys);
  const missing: string[] = [];
  // A lazy module is a dynamic entry of its own, or sits in a named chunk that others import() (a chunk group).
  const imported = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []));
  const dynamicKeys = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry || imported.has(key));
  for (const lazy of route.lazy) {
    const matches = dynamicKeys.filter((key) => lazy.match.test(key));
    if (matches.length === 0) missing.push(lazy.label);
    for (const key of matches) staticClosure(manifest, key, keys);
  }
  const early = (route.later ?? [])
    .filter((later) => {
      const matches = dynamicKeys.filter((key) => later.match.test(key));
      return matches.length === 0 || matches.some((key) => keys.has(key));
    })
    .map((later) => later.label);
  const files = [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
  return { files: [...new Set(files)].sort(), missing, early };
}

export interface RouteResult {
  name: string;
  budget: number;
  bytes: number;
  gzip: number;
  files: { file: string; bytes: number; gzip: number }[];
  problems: string[];
}

/** Sizes the route's files (sizeOf gives raw and gzipped bytes) and checks budget and splits. */
export function measureRoute(manifest: Manifest, route: RouteSpec, sizeOf: (file: string) => { bytes: number; gzip: number }): RouteResult {
  const { files, missing, early } = routeFiles(manifest, route);
  const sized = files.map((file) => ({ file, ...sizeOf(file) }));
  const bytes = sized.reduce((sum, f) => sum + f.bytes, 0);
  const gzip = sized.reduce((sum, f) => sum + f.gzip, 0);
  const problems: string[] = [];
  if (gzip > route.budget) problems.push(`${route.name}: ${kb(gzip)} KB gzipped is over the ${kb(route.budget)} KB budget`);
  if (route.maxFiles !== undefined && files.length > route.maxFiles)
    problems.push(`${route.name}: ${files.length} files, more than the ${route.maxFiles} allowed (each is a round trip on a slow link)`);
  for (const label of missing) {
    const required = route.lazy.find((l) => l.label === label)?.required;
    if (required) problems.push(`${route.name}: ${label} is not a lazy chunk of its own any more (it is bundled into the entry)`);
  }
  for (const label of early) problems.push(`${route.name}: ${label} is loaded with the page; it should load only when first used`);
  return { name: route.name, budget: route.budget, bytes, gzip, files: sized.sort((a, b) => b.gzip - a.gzip), problems };
}

/** Kilobytes as the budget states them (1 KB = 1024 bytes), one decimal. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** The table check:bundle prints: one block per route, its files by size, and the total. */
export function formatTable(results: RouteResult[]): string {
  const lines: string[] = [];
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  lines.push(row(['route', 'file', 'raw KB', 'gzip KB', 'budget KB', 'result']));
  lines.push(row(['---', '---', '---:', '---:', '---:', '---']));
  for (const r of results) {
    for (const f of r.files) lines.push(row([r.name, f.file, kb(f.bytes), kb(f.gzip), '', '']));
    lines.push(
      row([`**${r.name}**`, `**total (${r.files.length} files)**`, kb(r.bytes), `**${kb(r.gzip)}**`, kb(r.budget), r.gzip <= r.budget ? 'ok' : 'OVER']),
    );
  }
  return lines.join('\n');
}
