/**
 * The tenant studio (npm run studio): a development tool for product owners, on its own port
 * (STUDIO_PORT, default 8090) and never part of the portal (npm start does not serve it).
 * The API is the studio's Fastify app (app.ts); the page is built on the fly by Vite in
 * middleware mode from studio/client, so it needs nothing but npm install.
 */
import { createServer as createHttpServer } from 'node:http';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer as createViteServer } from 'vite';
import { buildStudioApp, type StudioOptions } from './app';

export const CLIENT_DIR = path.join(import.meta.dirname, 'client');

export interface RunningStudio {
  url: string;
  close: () => Promise<void>;
}

/** Starts the studio on a port (0: any free one); resolves once it listens. */
export async function startStudio(port: number, options: StudioOptions = {}): Promise<RunningStudio> {
  const app = buildStudioApp(options);
  await app.ready();
  const vite = await createViteServer({
    configFile: false,
    root: CLIENT_DIR,
    appType: 'mpa',
    publicDir: false,
    logLevel: 'warn',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false },
  });
  const server = createHttpServer((request, response) => {
    if (request.url?.startsWith('/api/studio/')) app.routing(request, response);
    else vite.middlewares(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/`;
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await vite.close();
      await app.close();
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const port = Number(process.env.STUDIO_PORT ?? 8090);
  const studio = await startStudio(port);
  console.log(`Tenant studio: ${studio.url}  (edits tenants/ only; Ctrl+C stops it)`);
}
