import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from './vitest.shared.ts';

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceConditions,
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        ...sourceConditions,
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Each test file builds its own app on its own copy of a seeded database; files run in parallel.
          globalSetup: ['src/test/global-setup.ts'],
          // Server test files share nothing but the seeded template (each builds its own app on its own
          // copy): the modules load once per worker instead of once per file (CI time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceConditions,
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Route tests import page modules on first use; beside the server suite on two cores the
          // first transform of a page can take seconds.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
