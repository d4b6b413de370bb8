import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const artifactsDir = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** Debian's Chromium (ARCHITECTURE.md); CHROMIUM_PATH overrides it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The built web client the e2e server serves (npm run build). */
export const webDist = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
