import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './browser.js';
import { startServer, type RunningServer } from './server-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  // End-to-end tests are required: a missing browser is a failure, never a skip.
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium not found at ${chromiumPath}: apt-get install -y chromium`);
  }
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('databaseUrl', server.databaseUrl);
}

export async function teardown() {
  await server?.stop();
}
