import { execFileSync } from 'node:child_process';
import { repoRoot } from './paths.js';

/** Runs the operator command line exactly as README tells an operator to: `npm run operator -- ...`. */
export const runOperator = (databaseUrl: string, ...args: string[]): string =>
  execFileSync('npm', ['run', 'operator', '--silent', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
