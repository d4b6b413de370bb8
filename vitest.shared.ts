import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Workspace packages publish their TypeScript source under the `source` export condition so tests and
 * the web build read it directly; the server's compiled output reads `default` (dist).
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};
