import { runOperator } from '../operator/commands.js';
import type { TestApp } from './build-test-app.js';

/** `npm run operator -- ...args` against the test app's database: its exit code and everything it printed. */
export const operatorRun = async (t: TestApp, ...args: string[]) => {
  const lines: string[] = [];
  const code = await runOperator(args, t.config, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  return { code, text: lines.join('\n') };
};
