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
 * Left alone, the automatic splitting also cuts a dozen small files out of what the entry and the
 * chunk import (by which later pages share them), so two more groups fold them back: the entry
 * with everything it imports statically is one file, and what the chunk shares with the login
 * page's later loads (xstate and its React bindings) is one file beside it (`<name>-shared`). The
 * login page then fetches two files and the dashboard four, instead of eleven and twenty-three;
 * on a phone's link, where the browser keeps only a few connections to a server, that was most
 * of a second.
 *
 * The chunk and the files it imports are also listed in the page, and a tiny first script
 * of its own (the `headStart` entry) fetches them at once when a session is stored, instead of
 * the entry fetching them after it has downloaded and run (engine/page/signed-in-files.ts).
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { SIGNED_IN_FILES_ID } from '../engine/page/signed-in-files';
import { reachable } from './bundle-graph';

export interface FirstSignedInChunkOptions {
  /** The chunk's name. */
  name: string;
  /** Modules whose static imports make up the chunk (the layout, the landing page). */
  roots: RegExp[];
  /** Modules a public page loads after its first paint: they and their imports stay out. */
  keepOut: RegExp[];
  /** The absolute path of the page's first script, which fetches the chunk early; the plugin makes it a build entry of its own. */
  headStart: string;
}

type Graph = { ids: Iterable<string>; importsOf: (id: string) => readonly string[]; isEntry: (id: string) => boolean };

/** Which module goes to which of the plugin's chunks; a module in none is left to the automatic splitting. */
export interface ChunkMembers {
  /** The first signed-in chunk: reached from a root, and neither from an entry nor from a kept-out module. */
  signedIn: Set<string>;
  /** Reached from a root and from a kept-out module, not from an entry: loaded by both sides later. */
  shared: Set<string>;
  /** The page's entry (every entry but the first script) and all it imports statically. */
  entry: Set<string>;
  /** The first script and all it imports. */
  headStart: Set<string>;
}

export function chunkMembers(graph: Graph, options: Pick<FirstSignedInChunkOptions, 'roots' | 'keepOut' | 'headStart'>): ChunkMembers {
  const ids = [...graph.ids];
  const matching = (patterns: RegExp[]) => ids.filter((id) => patterns.some((pattern) => pattern.test(id)));
  const headStart = reachable([options.headStart], graph.importsOf);
  const withEntries = reachable(ids.filter(graph.isEntry), graph.importsOf);
  const outside = reachable(matching(options.keepOut), graph.importsOf, new Set(withEntries));
  const fromRoots = [...reachable(matching(options.roots), graph.importsOf)];
  return {
    signedIn: new Set(fromRoots.filter((id) => !outside.has(id))),
    shared: new Set(fromRoots.filter((id) => outside.has(id) && !withEntries.has(id))),
    // The first script's modules stay in its own file: the entry imports them too.
    entry: new Set([...withEntries].filter((id) => !headStart.has(id))),
    headStart,
  };
}

/** The name of the first script's chunk. */
const HEAD_START_CHUNK = 'head-start';

/** A chunk of the written bundle, in the fields read here. */
export interface BuiltChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
}

/**
 * The files a signed-in page fetches beyond what the page's entry loads: the named chunk and its
 * static imports, less the entry's own static graph. Empty when there is no such chunk.
 */
export function filesBeyondEntry(chunks: BuiltChunk[], entry: string, name: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const importsOf = (file: string) => byFile.get(file)?.imports ?? [];
  const withEntry = reachable([entry], importsOf);
  const named = chunks.filter((chunk) => chunk.name === name && !chunk.isEntry).map((chunk) => chunk.fileName);
  return [...reachable(named, importsOf)].filter((file) => !withEntry.has(file)).sort();
}

/** A chunk group of the build (output.codeSplitting.groups): which chunk a module goes to. */
type ChunkGroup = { name: (id: string) => string | null; debugName: string };

/**
 * The plugin, the first script's build input, and four chunk groups: the first signed-in chunk,
 * what it shares with the login page's later loads, the first script with all it imports (the
 * entry imports those modules too; left alone, the build would cut them into a file of their
 * own, one more round trip on every page), and the entry with the rest of what it imports.
 */
export function firstSignedInChunk(options: FirstSignedInChunkOptions): {
  plugin: Plugin;
  input: Record<string, string>;
  groups: ChunkGroup[];
} {
  let members: ChunkMembers = { signedIn: new Set(), shared: new Set(), entry: new Set(), headStart: new Set() };
  const shared = `${options.name}-shared`;
  let base = '/';
  const plugin: Plugin = {
    name: 'first-signed-in-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildEnd() {
      const graph: Graph = {
        ids: [...this.getModuleIds()],
        importsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        isEntry: (id) => this.getModuleInfo(id)?.isEntry ?? false,
      };
      members = chunkMembers(graph, options);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const headStart = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === options.headStart);
        if (!headStart) throw new Error(`first-signed-in-chunk: ${options.headStart} is not a build entry (spread the plugin's input into the build's)`);
        const files = filesBeyondEntry(chunks, entry.fileName, options.name).map((file) => base + file);
        const tags: HtmlTagDescriptor[] = [
          // First in the page and not async: module scripts run in page order once the page is
          // parsed, so it runs with the boot data there and before the entry.
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src: base + headStart.fileName }, injectTo: 'head-prepend' },
          { tag: 'script', attrs: { type: 'application/json', id: SIGNED_IN_FILES_ID }, children: JSON.stringify(files), injectTo: 'head' },
        ];
        return tags;
      },
    },
  };
  return {
    plugin,
    input: { [HEAD_START_CHUNK]: options.headStart },
    groups: [
      { debugName: options.name, name: (id) => (members.signedIn.has(id) ? options.name : null) },
      { debugName: shared, name: (id) => (members.shared.has(id) ? shared : null) },
      { debugName: HEAD_START_CHUNK, name: (id) => (members.headStart.has(id) ? HEAD_START_CHUNK : null) },
      // A group that holds the entry's own module becomes the entry's file, under the entry's name.
      { debugName: 'entry', name: (id) => (members.entry.has(id) ? 'entry' : null) },
    ],
  };
}
