import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const backend = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // Language packs as one JSON.parse string: smaller than an object literal with named exports, and
  // faster to parse (issue 15).
  json: { namedExports: false, stringify: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
    // The server reads it to preload the visitor's language pack with the page (startup-html.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in the entry's own chunk. Left alone, Rolldown split
        // it into some 25 small chunks shared with lazy ones: 10 KiB more gzip before the lobby's
        // first render than the same code in one file (issue 15). Likewise the lobby's route and
        // everything it imports in one chunk (4 KiB less than 13 chunks); pages that share a module
        // with it load that chunk. The server finds it by its name (startup-html.ts).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'home-route', test: /\/app\/routes\/home-route\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/wps': { target: backend, ws: true },
      '/lgw': backend,
      '/cdn': backend,
      '/healthz': backend,
    },
  },
});
