import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const backend = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: true,
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
