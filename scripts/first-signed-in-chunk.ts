/**
 * One file for what a signed-in page needs before its first paint, beyond the entry: the master
 * layout, the dashboard, and the small modules they share with other pages (MUI parts that the
 * automatic splitting cuts into some sixty files by which pages use them). On a slow link each
 * file is a round trip of its own, so the browser is better served by one file than by sixty.
 *
 * Kept out, so that the login page loads exactly what it loaded before: every module the entry
 * imports, and every module a public page loads later (the robot check, the cookie notice, the
 * session machine: `keepOut`). Pages opened later (the workspace, settings) still get their own
 * chunks; what they share with the layout comes from this one, which every signed-in page loads.
 *
 * The plugin reads the module graph once the build has parsed every module; the chunk group
 * (output.codeSplitting.groups) then names the members.
 *
 * The chunk and the small files it imports are also listed in the page, and a tiny early script
 * (`headStart`, bundled on its own and written into the page as a classic inline script, right
 * after the boot data) fetches them while the page is being parsed when a session is stored,
 * instead of the entry fetching them after it has downloaded, compiled and run
 * (engine/page/signed-in-files.ts). The server allows that one script by its hash
 * (server/http/inline-scripts.ts).
 */
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { PAGE_MARKERS } from '../engine/page/markers';
import { SIGNED_IN_FILES_ID } from '../engine/page/signed-in-files';
import { reachable } from './bundle-graph';

export interface FirstSignedInChunkOptions {
  /** The chunk's name. */
  name: string;
  /** Modules whose static imports make up the chunk (the layout, the landing page). */
  roots: RegExp[];
  /** Modules a public page loads after its first paint: they and their imports stay out. */
  keepOut: RegExp[];
  /** Modules in chunks of their own that a signed-in page imports at once: listed for the page too. */
  withIt: RegExp[];
  /** The absolute path of the page's early script, which fetches the chunk while the page is parsed. */
  headStart: string;
}

type Graph = { ids: Iterable<string>; importsOf: (id: string) => readonly string[]; isEntry: (id: string) => boolean };

/** The members of the chunk: reached from a root, and neither from an entry nor from a kept-out module. */
export function firstSignedInMembers(graph: Graph, options: Pick<FirstSignedInChunkOptions, 'roots' | 'keepOut'>): Set<string> {
  const ids = [...graph.ids];
  const matching = (patterns: RegExp[]) => ids.filter((id) => patterns.some((pattern) => pattern.test(id)));
  const outside = reachable(matching(options.keepOut), graph.importsOf, reachable(ids.filter(graph.isEntry), graph.importsOf));
  return new Set([...reachable(matching(options.roots), graph.importsOf)].filter((id) => !outside.has(id)));
}

/** A chunk of the written bundle, in the fields read here. */
export interface BuiltChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  /** The module the chunk stands for (an entry's or an `import()`'s target), if any. */
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * The files a signed-in page fetches beyond what the page's entry loads: the named chunk, the
 * chunks of the `withIt` modules, and their static imports, less the entry's own static graph.
 * Empty when there is no such chunk.
 */
export function filesBeyondEntry(chunks: BuiltChunk[], entry: string, options: Pick<FirstSignedInChunkOptions, 'name' | 'withIt'>): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const importsOf = (file: string) => byFile.get(file)?.imports ?? [];
  const withEntry = reachable([entry], importsOf);
  const early = chunks.filter(
    (chunk) => !chunk.isEntry && (chunk.name === options.name || options.withIt.some((pattern) => pattern.test(chunk.facadeModuleId ?? ''))),
  );
  return [
    ...reachable(
      early.map((chunk) => chunk.fileName),
      importsOf,
    ),
  ]
    .filter((file) => !withEntry.has(file))
    .sort();
}

/** A chunk group of the build (output.codeSplitting.groups): which chunk a module goes to. */
type ChunkGroup = { name: (id: string) => string | null };

/** The early script as one classic script (no imports, no exports), minified. */
export async function bundleEarlyScript(file: string): Promise<string> {
  const bundle = await rolldown({ input: file, platform: 'browser', logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const code = output[0].code.trim();
    // Written into the page as it is: it must not be able to end its own script element.
    if (/<\/script/i.test(code)) throw new Error(`first-signed-in-chunk: ${file} bundles to code containing "</script"`);
    return code;
  } finally {
    await bundle.close();
  }
}

/** The page with the list of signed-in files and the early script right after the boot data. */
export function withEarlyScript(html: string, files: string[], code: string): string {
  if (!html.includes(PAGE_MARKERS.boot)) throw new Error(`first-signed-in-chunk: the page has no ${PAGE_MARKERS.boot} marker`);
  // The list is JSON in a data block: '<' escaped so no file name can end the element.
  const list = JSON.stringify(files).replace(/</g, '\\u003c');
  const blocks = `\n    <script type="application/json" id="${SIGNED_IN_FILES_ID}">${list}</script>\n    <script>${code}</script>`;
  return html.replace(PAGE_MARKERS.boot, () => PAGE_MARKERS.boot + blocks);
}

/** The plugin and the chunk group of the first signed-in chunk. */
export function firstSignedInChunk(options: FirstSignedInChunkOptions): { plugin: Plugin; groups: ChunkGroup[] } {
  let members = new Set<string>();
  let base = '/';
  const plugin: Plugin = {
    name: 'first-signed-in-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildEnd() {
      members = firstSignedInMembers(
        {
          ids: [...this.getModuleIds()],
          importsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [],
          isEntry: (id) => this.getModuleInfo(id)?.isEntry ?? false,
        },
        options,
      );
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const files = filesBeyondEntry(chunks, entry.fileName, options).map((file) => base + file);
        // A classic script, not a module: it runs where the parser meets it, before the entry's
        // modules are compiled, which on a slow phone is most of a second later.
        return withEarlyScript(html, files, await bundleEarlyScript(options.headStart));
      },
    },
  };
  return { plugin, groups: [{ name: (id) => (members.has(id) ? options.name : null) }] };
}
