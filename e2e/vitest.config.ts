import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: Debian's Chromium driven by playwright-core against the built web app served by
 * the real server (global-setup.ts starts it on a free port with a fresh SQLite database).
 * Files run one after another because the maintenance switch is process-wide state.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
