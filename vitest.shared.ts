import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Workspace packages publish their TypeScript source under the `source` export condition so tests and
 * the web build read it directly; the server's compiled output reads `default` (dist). Vitest loads a
 * project's globalSetup in its own `__vitest__` environment, which needs the condition as well: a
 * clean clone has no dist.
 */
const serverSourceResolve = { resolve: { conditions: ['source', ...defaultServerConditions] } };
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: serverSourceResolve,
  environments: { __vitest__: serverSourceResolve },
};
