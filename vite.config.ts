import { defineConfig } from 'vite';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { headRequestListOfRoutes } from './engine/api/early-replies';
import { HEAD_REQUESTS_ID } from './engine/page/head-requests';
import { FIRST_SIGNED_IN, LOGIN_LATER } from './scripts/client-split';
import { firstSignedInChunk } from './scripts/first-signed-in-chunk';
import { muiThemeWithoutCssVars } from './scripts/mui-theme-without-css-vars';
import { precompressDir } from './scripts/precompress';

// The signed-in layout and the dashboard travel as one file; the login page's later loads stay out;
// the page's first script travels with what it imports.
const signedIn = firstSignedInChunk({
  name: FIRST_SIGNED_IN.chunk,
  roots: FIRST_SIGNED_IN.roots.map((root) => root.match),
  keepOut: LOGIN_LATER.map((later) => later.match),
  headStart: path.resolve(import.meta.dirname, 'app/head-start.ts'),
});

// The client is built once for every tenant: the server inlines the active tenant's
// manifest into index.html at request time, so no tenant is baked into the bundle.
export default defineConfig({
  root: 'app',
  publicDir: false,
  plugins: [
    react(),
    muiThemeWithoutCssVars(),
    signedIn.plugin,
    {
      // The calls the page's first script sends with a stored session (engine/page/head-requests.ts).
      name: 'head-requests',
      apply: 'build',
      transformIndexHtml: () => [
        { tag: 'script', attrs: { type: 'application/json', id: HEAD_REQUESTS_ID }, children: JSON.stringify(headRequestListOfRoutes()), injectTo: 'head' },
      ],
    },
    {
      // .br/.gz beside each bundle, sent as they are by the server (scripts/precompress.ts).
      name: 'precompress-assets',
      apply: 'build',
      writeBundle(options) {
        if (options.dir) precompressDir(path.join(options.dir, 'assets'));
      },
    },
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: scripts/check-bundle.ts reads the chunk graph from it to measure
    // what each route loads against its size budget.
    manifest: true,
    // The group takes its members only: by default it would also take their imports, the
    // entry's among them, and the login page would then load the whole signed-in chunk.
    // The page's first script is an entry of its own (the plugin above writes its tag into the page).
    rolldownOptions: {
      input: { index: path.resolve(import.meta.dirname, 'app/index.html'), ...signedIn.input },
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: signedIn.groups } },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/tenant': 'http://localhost:8080',
      '/i18n': 'http://localhost:8080',
      '/socket.io': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
