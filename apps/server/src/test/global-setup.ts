import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate, type DatabaseTemplate } from './database-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Once per run of the server suite: the seeded database every test app starts from a copy of. */
export default async function setup(project: TestProject) {
  const { template, dispose } = await createDatabaseTemplate(process.env.DATABASE_URL);
  project.provide('databaseTemplate', template);
  return dispose;
}
