/**
 * Bundle budget: the gzipped JavaScript the login route and the dashboard
 * route load, measured on the built client, against 170 KB and 400 KB and a number of files
 * (npm run check:bundle).
 *
 *   npm run check:bundle                        measures dist/client (run `npm run build` first)
 *   npm run check:bundle -- --dir dist/other    another build folder (CLIENT_DIR works too)
 *
 * What a route loads comes from Vite's manifest (build.manifest in vite.config.ts): the
 * index.html entry with its static imports (what the browser fetches before anything
 * renders), plus the lazy chunks the route opens at once and their static imports. Chunks a
 * page imports later (a dialog opened on click) are not part of its route. Gzip at level 9,
 * as a static server or CDN would send them. Prints a markdown table; exits 1 over budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../server/tenants/load';
import { formatTable, measureRoute, type Manifest, type RouteSpec } from './bundle-graph';
import { chunkKeyPattern, FIRST_SIGNED_IN, LOGIN_LATER } from './client-split';

const KB = 1024;

export const ROUTES: RouteSpec[] = [
  {
    name: 'login',
    budget: 170 * KB,
    // The first script and the entry with all it imports (scripts/first-signed-in-chunk.ts).
    maxFiles: 2,
    lazy: [],
    later: LOGIN_LATER,
  },
  {
    // The layout and the dashboard are one lazy chunk (scripts/first-signed-in-chunk.ts), kept off the login path.
    name: 'dashboard',
    budget: 400 * KB,
    // The login route's two, the signed-in chunk and what it shares with the login page's later loads.
    maxFiles: 4,
    lazy: [
      {
        match: chunkKeyPattern(FIRST_SIGNED_IN.chunk),
        label: `the ${FIRST_SIGNED_IN.chunk} chunk (${FIRST_SIGNED_IN.roots.map((r) => r.label).join(', ')})`,
        required: true,
      },
    ],
  },
];

function clientDir(argv: string[]): string {
  const at = argv.indexOf('--dir');
  const dir = at >= 0 ? argv[at + 1] : (process.env.CLIENT_DIR ?? 'dist/client');
  if (!dir) throw new Error('--dir needs a folder, e.g. --dir dist/client');
  return path.resolve(PROJECT_ROOT, dir);
}

function main(): number {
  const dir = clientDir(process.argv.slice(2));
  const manifestPath = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`check:bundle: ${path.relative(process.cwd(), manifestPath)} is missing: build first (npm run build; vite.config.ts sets build.manifest).`);
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const sizeOf = (file: string) => {
    const content = readFileSync(path.join(dir, file));
    return { bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  };
  const results = ROUTES.map((route) => measureRoute(manifest, route, sizeOf));
  console.log(formatTable(results));
  const problems = results.flatMap((r) => r.problems);
  for (const problem of problems) console.error(`check:bundle: ${problem}`);
  if (problems.length === 0) console.log(`check:bundle: every route is within its budget (${path.relative(process.cwd(), dir) || '.'}).`);
  return problems.length > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(`check:bundle: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
