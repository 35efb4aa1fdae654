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
 */
import type { Plugin } from 'vite';
import { reachable } from './bundle-graph';

export interface FirstSignedInChunkOptions {
  /** The chunk's name. */
  name: string;
  /** Modules whose static imports make up the chunk (the layout, the landing page). */
  roots: RegExp[];
  /** Modules a public page loads after its first paint: they and their imports stay out. */
  keepOut: RegExp[];
}

type Graph = { ids: Iterable<string>; importsOf: (id: string) => readonly string[]; isEntry: (id: string) => boolean };

/** The members of the chunk: reached from a root, and neither from an entry nor from a kept-out module. */
export function firstSignedInMembers(graph: Graph, options: Pick<FirstSignedInChunkOptions, 'roots' | 'keepOut'>): Set<string> {
  const ids = [...graph.ids];
  const matching = (patterns: RegExp[]) => ids.filter((id) => patterns.some((pattern) => pattern.test(id)));
  const outside = reachable(matching(options.keepOut), graph.importsOf, reachable(ids.filter(graph.isEntry), graph.importsOf));
  return new Set([...reachable(matching(options.roots), graph.importsOf)].filter((id) => !outside.has(id)));
}

export function firstSignedInChunk(options: FirstSignedInChunkOptions): { plugin: Plugin; group: { name: (id: string) => string | null } } {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'first-signed-in-chunk',
    apply: 'build',
    buildEnd() {
      members = firstSignedInMembers(
        {
          ids: this.getModuleIds(),
          importsOf: (id) => this.getModuleInfo(id)?.importedIds ?? [],
          isEntry: (id) => this.getModuleInfo(id)?.isEntry ?? false,
        },
        options,
      );
    },
  };
  return { plugin, group: { name: (id) => (members.has(id) ? options.name : null) } };
}
