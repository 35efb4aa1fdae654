import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client is built once for every tenant: the server inlines the active tenant's
// manifest into index.html at request time, so no tenant is baked into the bundle.
export default defineConfig({
  root: 'app',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/tenant': 'http://localhost:8080', '/socket.io': { target: 'ws://localhost:8080', ws: true } },
  },
});
